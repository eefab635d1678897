// The colour theme preference in the browser (decision 024): kept in the knowly_theme cookie and shown as the
// data-theme attribute of <html> ('light' or 'dark'; none for 'system', where the device's setting decides).
import { THEME_COOKIE, THEME_COOKIE_MAX_AGE_S, THEME_PREFERENCES, type ThemePreference } from '../../config/ui';
import { cookieValue } from '../../lib/cookies';

/** The preference a cookie value stands for: 'system' unless it names one of the others. */
export function parseThemePreference(value: string | undefined): ThemePreference {
  return THEME_PREFERENCES.find((preference) => preference === value) ?? 'system';
}

/** The cookie line that keeps the preference for a year (readable by the page's script, so not HttpOnly). */
export function themeCookie(preference: ThemePreference, { secure }: { secure: boolean }): string {
  return `${THEME_COOKIE}=${preference}; Max-Age=${THEME_COOKIE_MAX_AGE_S}; Path=/; SameSite=Lax${secure ? '; Secure' : ''}`;
}

/** Runs in <head> before the first paint: sets the attribute from the cookie, so no page flashes the other theme.
 *  The server never renders it into the HTML (rendered pages are cached for all visitors). */
export const THEME_SCRIPT = `try{var m=document.cookie.match(/(?:^|;\\s*)${THEME_COOKIE}=(light|dark)(?:;|$)/);if(m)document.documentElement.dataset.theme=m[1]}catch(e){}`;

/** This browser's preference, from the cookie. */
export function readThemePreference(): ThemePreference {
  return parseThemePreference(cookieValue(document.cookie, THEME_COOKIE));
}

/** Keeps the preference in the cookie and shows it at once. */
export function writeThemePreference(preference: ThemePreference): void {
  document.cookie = themeCookie(preference, { secure: window.location.protocol === 'https:' });
  if (preference === 'system') delete document.documentElement.dataset.theme;
  else document.documentElement.dataset.theme = preference;
}
