// "Cookie settings" from anywhere (the footer, the user menu): a window event the cookie banner listens for, so that
// shared layout code reopens the consent feature's banner without importing it. A button in markup that is not hydrated
// (the footer's columns, a static island) carries `data-opens-cookie-settings` instead: `answerCookieSettingsButtons`
// turns a click on it into the same request. The banner's code comes after the page is hydrated (decision 053): a
// request made before it listens is kept, and answered when it starts listening; the event itself loads that code.

/** The window event of a request for the cookie settings. */
export const COOKIE_SETTINGS_REQUESTED = 'knowly:open-cookie-settings';
const OPENER_SELECTOR = '[data-opens-cookie-settings]';

let listening = 0;
let unanswered = false;

export function openCookieSettings(): void {
  if (listening === 0) unanswered = true;
  window.dispatchEvent(new Event(COOKIE_SETTINGS_REQUESTED));
}

/** Makes a click on an element marked `data-opens-cookie-settings` a request; returns the function that stops it. */
export function answerCookieSettingsButtons(): () => void {
  const onClick = (event: MouseEvent) => {
    if (event.target instanceof Element && event.target.closest(OPENER_SELECTOR)) openCookieSettings();
  };
  document.addEventListener('click', onClick);
  return () => document.removeEventListener('click', onClick);
}

/**
 * Calls the listener whenever someone asks for the cookie settings, and at once for a request made while nothing
 * listened (the banner's code on its way); returns the unsubscribe function.
 */
export function onCookieSettingsRequest(listener: () => void): () => void {
  listening += 1;
  window.addEventListener(COOKIE_SETTINGS_REQUESTED, listener);
  if (unanswered) {
    unanswered = false;
    listener();
  }
  return () => {
    listening -= 1;
    window.removeEventListener(COOKIE_SETTINGS_REQUESTED, listener);
  };
}
