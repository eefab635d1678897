// What the app shell uses of the theme feature: the provider that ties the theme preference to the signed-in user.
// The switch itself (components/theme/theme-switch.tsx) is shared UI, so that the user menu, the footer and the
// settings page can place it without depending on this feature.
export { AccountThemePreference } from './components/account-theme-preference';
