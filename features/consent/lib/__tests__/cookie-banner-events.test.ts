// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';

const track = vi.hoisted(() => vi.fn());
vi.mock('../../../../lib/analytics/track', () => ({ track }));

const { consentDecided } = await import('../consent-decision');
const { reportCookieBannerEvent } = await import('../cookie-banner-events');

// An answer loads the ad-event queue on demand: the test waits for that import, as the page would.
afterEach(async () => {
  await vi.dynamicImportSettled();
  track.mockReset();
});

describe('cookie banner analytics', () => {
  it('reports the banner shown', () => {
    reportCookieBannerEvent('cookie_banner_shown');
    expect(track).toHaveBeenCalledWith('cookie_banner_shown');
  });

  it('reports each answer once, as it is given', () => {
    const decidedOn = new Date().toISOString();
    consentDecided({ statistics: true, marketing: true, decidedOn }, 'cookie_banner_accepted_all');
    consentDecided({ statistics: false, marketing: false, decidedOn }, 'cookie_banner_necessary_only');
    consentDecided({ statistics: true, marketing: false, decidedOn }, 'cookie_banner_choice_saved');
    expect(track.mock.calls).toEqual([['cookie_banner_accepted_all'], ['cookie_banner_necessary_only'], ['cookie_banner_choice_saved']]);
  });
});
