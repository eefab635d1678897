// Tells the page's parts that the visitor has just answered the cookie banner, so that what waited for consent
// (queued ad-provider events, tags) can go ahead without a reload.
const CONSENT_DECIDED = 'knowly:consent-decided';

export function announceConsentDecision(): void {
  window.dispatchEvent(new Event(CONSENT_DECIDED));
}

/** Calls the listener after every answer; returns the unsubscribe function. */
export function onConsentDecision(listener: () => void): () => void {
  window.addEventListener(CONSENT_DECIDED, listener);
  return () => window.removeEventListener(CONSENT_DECIDED, listener);
}
