import { describe, expect, it } from 'vitest';
import type { Site, SiteTracking } from '../../../../lib/site/site';
import { effectiveConsent } from '../effective-consent';
import { deviceSampleBucket, isBehaviorAnalyticsPage, isInBehaviorAnalyticsSample, shouldLoadAdTag, shouldLoadBehaviorAnalytics } from '../tracking-decisions';

const tracking = (overrides: Partial<SiteTracking> = {}): SiteTracking => ({
  analyticsEnabled: true,
  behaviorAnalyticsSiteId: '1234567',
  behaviorAnalyticsPages: ['/pro-plan', '/app/onboarding'],
  adTagId: 'AW-123456',
  ...overrides,
});
const site = (adTagTracking: boolean, overrides: Partial<SiteTracking> = {}) =>
  ({ features: { adTagTracking } as Site['features'], tracking: tracking(overrides) }) satisfies Pick<Site, 'features' | 'tracking'>;

const all = { statistics: true, marketing: true };
const statisticsOnly = { statistics: true, marketing: false };
const marketingOnly = { statistics: false, marketing: true };
const necessaryOnly = { statistics: false, marketing: false };

describe('consent as the page sees it', () => {
  const stored = { statistics: true, marketing: false, decidedOn: '2026-11-21T10:00:00.000Z' };

  it('is the stored answer where the cookie banner is shown, and undecided before an answer', () => {
    expect(effectiveConsent(true, stored)).toEqual(statisticsOnly);
    expect(effectiveConsent(true, null)).toBeNull();
  });

  it('is given where the country shows no cookie banner', () => {
    expect(effectiveConsent(false, null)).toEqual(all);
    expect(effectiveConsent(false, stored)).toEqual(all);
  });
});

describe('the ad tag (spec §6: Brazil)', () => {
  it('loads where the country switch is on, with an id and marketing consent', () => {
    expect(shouldLoadAdTag(site(true), all)).toBe(true);
    expect(shouldLoadAdTag(site(true), marketingOnly)).toBe(true);
  });

  it('does not load in another country, without an id, or without marketing consent', () => {
    expect(shouldLoadAdTag(site(false), all)).toBe(false);
    expect(shouldLoadAdTag(site(true, { adTagId: null }), all)).toBe(false);
    expect(shouldLoadAdTag(site(true), statisticsOnly)).toBe(false);
    expect(shouldLoadAdTag(site(true), necessaryOnly)).toBe(false);
    expect(shouldLoadAdTag(site(true), null)).toBe(false);
  });
});

describe('the behaviour-analytics widget (spec §9)', () => {
  const decide = (consent: Parameters<typeof shouldLoadBehaviorAnalytics>[1], path: string, sampleBucket: number, overrides: Partial<SiteTracking> = {}) =>
    shouldLoadBehaviorAnalytics(site(false, overrides), consent, { path, sampleBucket });

  it('samples 10% of devices: buckets 0 to 9 of 0 to 99', () => {
    expect(isInBehaviorAnalyticsSample(0)).toBe(true);
    expect(isInBehaviorAnalyticsSample(9)).toBe(true);
    expect(isInBehaviorAnalyticsSample(10)).toBe(false);
    expect(isInBehaviorAnalyticsSample(99)).toBe(false);
  });

  it('gives a device the same bucket every time, and about one device in ten a sampled one', () => {
    expect(deviceSampleBucket('8f14e45f-ceea-467f-a0e6-2f6c4b1f7a1e')).toBe(deviceSampleBucket('8f14e45f-ceea-467f-a0e6-2f6c4b1f7a1e'));
    let sampled = 0;
    for (let device = 0; device < 10_000; device += 1) {
      const bucket = deviceSampleBucket(`device-${device}-${(device * 2654435761) >>> 0}`);
      expect(bucket).toBeGreaterThanOrEqual(0);
      expect(bucket).toBeLessThan(100);
      if (isInBehaviorAnalyticsSample(bucket)) sampled += 1;
    }
    expect(sampled).toBeGreaterThan(850);
    expect(sampled).toBeLessThan(1150);
  });

  it('runs for a sampled device with statistics consent, on any page', () => {
    expect(decide(statisticsOnly, '/knows/abc', 9)).toBe(true);
    expect(decide(statisticsOnly, '/knows/abc', 10)).toBe(false);
  });

  it('always runs on the configured pages, with or without a locale prefix, query or trailing slash', () => {
    expect(decide(all, '/pro-plan', 99)).toBe(true);
    expect(decide(all, '/fr/pro-plan?from=nav', 99)).toBe(true);
    expect(decide(all, '/app/onboarding/', 99)).toBe(true);
    expect(decide(all, '/pro-plan/parents', 99)).toBe(false);
    expect(isBehaviorAnalyticsPage('/', [])).toBe(false);
  });

  it('needs statistics consent, sampled or on a configured page', () => {
    for (const consent of [marketingOnly, necessaryOnly, null]) {
      expect(decide(consent, '/pro-plan', 0)).toBe(false);
    }
  });

  it('never runs without a site id', () => {
    expect(decide(all, '/pro-plan', 0, { behaviorAnalyticsSiteId: null })).toBe(false);
  });
});
