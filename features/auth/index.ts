// What other features and pages use of auth: the session hooks, the account menu of the navbar, and React Query's
// provider for the pages that call the services from the browser.
export { useSetUser, useUser } from './lib/session-user-store';
export { useRefreshUser } from './api/get-me';
export { useSignOut } from './api/sign-out';
export { useResendConfirmation } from './api/resend-confirmation';
export { LazyAccountMenu as AccountMenu } from './components/lazy-account-menu';
export { LazyUserMenu as UserMenu } from './components/lazy-user-menu';
export { SessionProvider } from './components/session-provider';
export { DeferredQueryProvider as QueryProvider } from './components/deferred-query-provider';
export { withQueryProvider } from './components/with-query-provider';
export { queriesInIslands } from './components/queries-in-islands';
export { EMPTY_FACTOR, factorBody, isFactorComplete, SecondFactorField, type SecondFactor } from './components/second-factor-field';
export { useSocialProviders, useStartSocialSignIn } from './api/social-sign-in';
export { ProviderLogo } from './components/provider-logo';
