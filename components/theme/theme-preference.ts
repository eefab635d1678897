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

/** What marks a theme switch's radio group in the markup. */
export const THEME_SWITCH_ATTRIBUTE = 'data-theme-switch';

/** Runs in <head> before the first paint: sets the attribute from the cookie, so no page flashes the other theme.
 *  The server never renders it into the HTML (rendered pages are cached for all visitors): it renders 'system' checked,
 *  so once the document is parsed the script checks the chosen option of every switch (the footer's is markup kept
 *  until its code comes after the page: decision 053) — as the markup's own state, not as a visitor's change. */
export const THEME_SCRIPT = `try{var m=document.cookie.match(/(?:^|;\\s*)${THEME_COOKIE}=(light|dark)(?:;|$)/);if(m){document.documentElement.dataset.theme=m[1];document.addEventListener('DOMContentLoaded',function(){document.querySelectorAll('[${THEME_SWITCH_ATTRIBUTE}] input').forEach(function(i){i.defaultChecked=i.checked=i.value===m[1]})})}}catch(e){}`;

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

/** A choice this browser made for a signed-in user that the account may not have yet (its PATCH still on the way, or
 *  cancelled by leaving the page): kept a few minutes, so a page opened meanwhile does not take the account's older
 *  choice over the newer one. */
const PENDING_CHOICE_KEY = 'knowly_theme_pending';
const PENDING_CHOICE_TTL_MS = 5 * 60 * 1000;

type PendingChoice = { preference: ThemePreference; at: number };

export function rememberPendingChoice(preference: ThemePreference, now = Date.now()): void {
  try {
    window.localStorage.setItem(PENDING_CHOICE_KEY, JSON.stringify({ preference, at: now } satisfies PendingChoice));
  } catch {
    // No storage (private mode, blocked): the account's choice wins as before.
  }
}

export function forgetPendingChoice(): void {
  try {
    window.localStorage.removeItem(PENDING_CHOICE_KEY);
  } catch {
    // Nothing kept.
  }
}

function readPendingChoice(): PendingChoice | undefined {
  try {
    const value: unknown = JSON.parse(window.localStorage.getItem(PENDING_CHOICE_KEY) ?? 'null');
    if (typeof value !== 'object' || value === null) return undefined;
    const { preference, at } = value as Record<string, unknown>;
    return typeof at === 'number' && parseThemePreference(String(preference)) === preference ? { preference: preference as ThemePreference, at } : undefined;
  } catch {
    return undefined;
  }
}

/**
 * What to do when the account's stored choice is known on a page:
 *   'in-sync'  the browser shows what the account has;
 *   'send'     the browser's choice is newer (chosen here minutes ago, not yet on the account): keep it, send it again;
 *   'adopt'    the account's choice is the newer one (made on another device): show it here.
 */
export function reconcileThemePreference(
  { account, browser, pending }: { account: ThemePreference; browser: ThemePreference; pending: PendingChoice | undefined },
  now = Date.now(),
): 'in-sync' | 'send' | 'adopt' {
  if (account === browser) return 'in-sync';
  if (pending && pending.preference === browser && now - pending.at >= 0 && now - pending.at < PENDING_CHOICE_TTL_MS) return 'send';
  return 'adopt';
}

/** reconcileThemePreference with this browser's cookie and pending choice. */
export function reconcileWithAccount(account: ThemePreference): 'in-sync' | 'send' | 'adopt' {
  return reconcileThemePreference({ account, browser: readThemePreference(), pending: readPendingChoice() });
}
