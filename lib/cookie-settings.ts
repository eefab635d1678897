// "Cookie settings" from anywhere (the footer, the user menu): a window event the cookie banner listens for, so that
// shared layout code reopens the consent feature's banner without importing it.
const OPEN_COOKIE_SETTINGS = 'knowly:open-cookie-settings';

export function openCookieSettings(): void {
  window.dispatchEvent(new Event(OPEN_COOKIE_SETTINGS));
}

/** Calls the listener whenever someone asks for the cookie settings; returns the unsubscribe function. */
export function onCookieSettingsRequest(listener: () => void): () => void {
  window.addEventListener(OPEN_COOKIE_SETTINGS, listener);
  return () => window.removeEventListener(OPEN_COOKIE_SETTINGS, listener);
}
