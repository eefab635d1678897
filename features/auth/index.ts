// What other features and pages use of auth: the session hooks and keys, and the account menu of the navbar.
export { sessionKeys } from './api/query-keys';
export { useUser } from './api/get-me';
export { useSignOut } from './api/sign-out';
export { useResendConfirmation } from './api/resend-confirmation';
export { AccountMenu } from './components/account-menu';
export { UserMenu } from './components/user-menu';
export { SessionProvider } from './components/session-provider';
export { EMPTY_FACTOR, factorBody, isFactorComplete, SecondFactorField, type SecondFactor } from './components/second-factor-field';
export { useSocialProviders, useStartSocialSignIn } from './api/social-sign-in';
export { ProviderLogo } from './components/provider-logo';
