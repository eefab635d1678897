// Whether the page may load the two third-party tags (spec §6 ad-tag tracking, §9 behaviour-analytics widget):
// pure rules over the site's switches and configuration, the visitor's consent, the page and the device's sample.
import { BEHAVIOR_ANALYTICS_SAMPLE_PERCENT } from '../../../config/tracking-tags';
import { unprefixedPath, type Site } from '../../../lib/site/site';
import type { ConsentState } from './effective-consent';

/** The ad tag: only where the country's switch says (Brazil), with an ad-tag id configured and marketing consent. */
export function shouldLoadAdTag(site: Pick<Site, 'features' | 'tracking'>, consent: ConsentState): boolean {
  return site.features.adTagTracking && site.tracking.adTagId !== null && consent?.marketing === true;
}

/** A device's place in 0…99, the same on every visit: FNV-1a of its device id. */
export function deviceSampleBucket(deviceId: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < deviceId.length; index += 1) {
    hash ^= deviceId.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash % 100;
}

export function isInBehaviorAnalyticsSample(bucket: number): boolean {
  return bucket < BEHAVIOR_ANALYTICS_SAMPLE_PERCENT;
}

/** Whether the path (locale prefix, query and trailing slash aside) is one of the configured pages. */
export function isBehaviorAnalyticsPage(path: string, pages: string[]): boolean {
  const page = unprefixedPath(path);
  return pages.some((configured) => unprefixedPath(configured) === page);
}

/**
 * The behaviour-analytics widget: with a site id configured and statistics consent, for the 10% sampled devices,
 * and on the configured pages for everyone.
 */
export function shouldLoadBehaviorAnalytics(
  site: Pick<Site, 'tracking'>,
  consent: ConsentState,
  { path, sampleBucket }: { path: string; sampleBucket: number },
): boolean {
  if (site.tracking.behaviorAnalyticsSiteId === null || consent?.statistics !== true) return false;
  return isInBehaviorAnalyticsSample(sampleBucket) || isBehaviorAnalyticsPage(path, site.tracking.behaviorAnalyticsPages);
}
