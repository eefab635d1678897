// "Cookie settings" from anywhere (the footer, the user menu): a window event the cookie banner listens for, so that
// shared layout code reopens the consent feature's banner without importing it. A button in markup that is not hydrated
// (the footer's columns, a static island) carries `data-opens-cookie-settings` instead: the banner's listener answers
// a click on it as well.
const OPEN_COOKIE_SETTINGS = 'knowly:open-cookie-settings';
const OPENER_SELECTOR = '[data-opens-cookie-settings]';

export function openCookieSettings(): void {
  window.dispatchEvent(new Event(OPEN_COOKIE_SETTINGS));
}

/** Calls the listener whenever someone asks for the cookie settings; returns the unsubscribe function. */
export function onCookieSettingsRequest(listener: () => void): () => void {
  const onClick = (event: MouseEvent) => {
    if (event.target instanceof Element && event.target.closest(OPENER_SELECTOR)) listener();
  };
  window.addEventListener(OPEN_COOKIE_SETTINGS, listener);
  document.addEventListener('click', onClick);
  return () => {
    window.removeEventListener(OPEN_COOKIE_SETTINGS, listener);
    document.removeEventListener('click', onClick);
  };
}
