// The three values of a newsletter mail's unsubscribe link (POST users/newsletter/unsubscribe/v2, spec §7) checked
// without zod: the unsubscribe page checks the link it was opened with before it offers the button, and its first load
// carries no zod. The zod contract (unsubscribeBodySchema in account-email.ts) builds on the same limits and form.
import { isUuid } from './forms';

export const UNSUBSCRIBE_LINK_LIMITS = { emailTypeMaxLength: 64, tokenMaxLength: 200 } as const;

type UnsubscribeLinkBody = { emailType: string; emailPreferencesToken: string; emailUuid: string };

const text = (value: unknown, maxLength: number): value is string => typeof value === 'string' && value.length >= 1 && value.length <= maxLength;

/** The body for the unsubscribe request when the link's values have the contract's form, else null. */
export function unsubscribeLinkBody({ emailType, emailPreferencesToken, emailUuid }: Record<keyof UnsubscribeLinkBody, unknown>): UnsubscribeLinkBody | null {
  if (!text(emailType, UNSUBSCRIBE_LINK_LIMITS.emailTypeMaxLength) || !text(emailPreferencesToken, UNSUBSCRIBE_LINK_LIMITS.tokenMaxLength) || !isUuid(emailUuid)) return null;
  return { emailType, emailPreferencesToken, emailUuid };
}
