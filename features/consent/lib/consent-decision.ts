// What follows the visitor's answer to the cookie banner: the answer reported, the queued ad-provider events sent
// (marketing consent) or forgotten (anything less), and the page's parts told so that tags may load.
import { dropAdProviderEvents, flushAdProviderEvents } from './ad-events-queue';
import { announceConsentDecision } from './consent-events';
import type { Consent } from './consent-cookie';
import { reportCookieBannerEvent, type CookieBannerEvent } from './cookie-banner-events';

export type CookieBannerAnswer = Exclude<CookieBannerEvent, 'cookie_banner_shown'>;

export function consentDecided(consent: Consent, answer: CookieBannerAnswer): void {
  reportCookieBannerEvent(answer);
  if (consent.marketing) void flushAdProviderEvents();
  else dropAdProviderEvents();
  announceConsentDecision();
}
