import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { analyticsEventSchema } from '../../contracts/analytics';
import { APP_VERSION } from '../app-version';
import { analyticsPremiumStatus, buildEvent, pathOnly, referrerWithoutQuery, type EventContext } from '../build-event';

const context: EventContext = {
  uuid: '1b9d6bcd-bbfd-4b2d-9b5d-ab8dfbbd4bed',
  device: { formFactor: 'phone', screenDiagonal: 5.8, language: 'de-DE' },
  timeZoneOffset: 60,
  appVersion: APP_VERSION,
  activeExperiments: [{ experiment: 'mobile_know_page_revamp', variant: 'treatment' }],
  user: { uuid: '3f2504e0-4f89-41d3-9a0c-0305e82c3301', premiumStatus: 'PRO_PLAN', knowerUuid: '9b2c1d8e-5a6f-4e3b-8c7d-1e2f3a4b5c6d', isActiveKnower: true, country: 'DE' },
  session: { id: '6ec0bd7f-11c0-43da-975e-2a8ad9ebae0b', source: 'seo', campaign: null },
  page: { path: '/de/auth/reset-password?token=secret#top', locale: 'de' },
  web: { domain: 'de.localhost', referrer: 'https://www.google.com/', userAgent: 'Mozilla/5.0' },
};

describe('the analytics event (spec §3)', () => {
  it('passes the schema the service checks, with every part', () => {
    const event = buildEvent('page_view', { referrerScreen: '/de' }, context);
    expect(analyticsEventSchema.parse(event)).toEqual(event);
    expect(event).toMatchObject({
      name: 'page_view',
      uuid: context.uuid,
      platform: 'web',
      appVersion: '0.1.0',
      deviceTimeZoneOffset: 60,
      deviceSnippet: { formFactor: 'phone', screenDiagonal: 5.8 },
      activeExperiments: [{ experiment: 'mobile_know_page_revamp', variant: 'treatment' }],
      user: { uuid: context.user!.uuid, premiumStatus: 'pro_plan', isKnower: true, country: 'DE' },
      session: { id: context.session!.id, source: 'seo', campaign: null },
      page: { path: '/de/auth/reset-password', locale: 'de' },
      web: { domain: 'de.localhost', referrer: 'https://www.google.com/', userAgent: 'Mozilla/5.0' },
      referrerScreen: '/de',
    });
  });

  it('passes the schema for a visitor who is not signed in, without session or page', () => {
    const event = buildEvent('web_vital', { valueId: 'LCP', value: 1234 }, { ...context, user: null, session: null, page: null, web: null, activeExperiments: [] });
    expect(analyticsEventSchema.parse(event)).toEqual(event);
    expect(event).not.toHaveProperty('user');
    expect(event).not.toHaveProperty('session');
  });

  it('keeps the feature parts (search, know …) as given', () => {
    const search = { searchSessionUuid: '6ec0bd7f-11c0-43da-975e-2a8ad9ebae0b', query: 'photosynthese', resultPosition: 2 };
    const event = buildEvent('search_result_clicked', { search }, context);
    expect(analyticsEventSchema.parse(event).search).toEqual(search);
  });

  it('lower-cases the premium status (spec §4)', () => {
    expect(analyticsPremiumStatus('NONE')).toBe('none');
    expect(analyticsPremiumStatus('PRO_PLAN')).toBe('pro_plan');
    expect(analyticsPremiumStatus('Plus-2')).toBe('plus__');
  });

  it('is a knower only with a knower uuid and an active knower', () => {
    const inactive = buildEvent('page_view', {}, { ...context, user: { ...context.user!, isActiveKnower: false } });
    const none = buildEvent('page_view', {}, { ...context, user: { ...context.user!, knowerUuid: null } });
    expect([inactive.user?.isKnower, none.user?.isKnower]).toEqual([false, false]);
  });

  it('cuts long texts to what the schema allows', () => {
    const event = buildEvent('search_performed', { value: 'x'.repeat(900), valueId: 'y'.repeat(300) }, { ...context, web: { ...context.web!, userAgent: 'u'.repeat(3000) } });
    expect(analyticsEventSchema.safeParse(event).success).toBe(true);
  });

  it('drops query and fragment from paths and referrers', () => {
    expect(pathOnly('/auth/confirm?token=abc#x')).toBe('/auth/confirm');
    expect(referrerWithoutQuery('https://de.localhost:3000/auth/reset-password?token=abc')).toBe('https://de.localhost:3000/auth/reset-password');
    expect(referrerWithoutQuery('')).toBeNull();
    expect(referrerWithoutQuery('not a url')).toBeNull();
  });

  it("carries package.json's version", () => {
    const { version } = JSON.parse(readFileSync(new URL('../../../package.json', import.meta.url), 'utf8')) as { version: string };
    expect(APP_VERSION).toBe(version);
  });
});
