// The start of a page load (spec §4): records where the visitor came from — also when analytics is off, since
// sign-up sends it as source and campaign — and, when analytics is on, tracks the first page view and starts the
// web vitals. Loaded by the AnalyticsProvider after the first render, so no page carries it in its first load.
import { attributionFromVisit, recordAttribution } from '../../../lib/analytics/attribution';
import { localStore } from '../../../lib/analytics/storage';
import { track } from '../../../lib/analytics/track';
import { reportWebVitals } from '../../../lib/analytics/web-vitals';

export type Visit = { url: string; referrer: string; ownHosts: string[]; at: number; analyticsEnabled: boolean };

export function startVisit({ url, referrer, ownHosts, at, analyticsEnabled }: Visit): void {
  recordAttribution(localStore(), attributionFromVisit({ url, referrer, ownHosts }), at);
  if (!analyticsEnabled) return;
  track('page_view');
  reportWebVitals().catch(() => undefined);
}
