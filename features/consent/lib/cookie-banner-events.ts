// The cookie banner's analytics events (config/analytics-events.ts, spec §7 "cookie banner"): shown, and the answer.
import type { ANALYTICS_EVENTS } from '../../../config/analytics-events';
import { track } from '../../../lib/analytics/track';

export type CookieBannerEvent = (typeof ANALYTICS_EVENTS)['cookieBanner'][number];

/** The one place the banner's events leave for analytics. */
export function reportCookieBannerEvent(name: CookieBannerEvent): void {
  track(name);
}
