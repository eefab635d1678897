// The sign-in providers and the outcomes a Google or Apple sign-in reports, without zod: for the sign-in page's first
// load (the zod contracts in social-sign-in.ts build on these).

export const SOCIAL_PROVIDERS = ['google', 'apple'] as const;
export type SocialProvider = (typeof SOCIAL_PROVIDERS)[number];

/** The outcomes the callback reports to the page it lands on (`?socialError=`): the spec's errors, or a failure. */
export const SOCIAL_ERRORS = ['EmailAccountExistsError', 'GoogleAccountExistsError', 'AppleAccountExistsError', 'DuplicateError', 'SocialSignInFailed', 'MinimumAgeRequired'] as const;
export type SocialError = (typeof SOCIAL_ERRORS)[number];
