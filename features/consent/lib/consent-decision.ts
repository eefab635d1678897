// What follows the visitor's answer to the cookie banner: the answer reported, the queued ad-provider events sent
// (marketing consent) or forgotten (anything less), and then the page's parts told so that tags may load. The queue's
// code (and the endpoint table it sends with) loads on the answer, not with every page.
import { announceConsentDecision } from './consent-events';
import type { Consent } from './consent-cookie';
import { reportCookieBannerEvent, type CookieBannerEvent } from './cookie-banner-events';

export type CookieBannerAnswer = Exclude<CookieBannerEvent, 'cookie_banner_shown'>;

/** Settles once the queue has been flushed or dropped and the decision announced. */
export async function consentDecided(consent: Consent, answer: CookieBannerAnswer): Promise<void> {
  reportCookieBannerEvent(answer);
  try {
    const queue = await import('./ad-events-queue');
    if (consent.marketing) void queue.flushAdProviderEvents();
    else queue.dropAdProviderEvents();
  } finally {
    announceConsentDecision();
  }
}
