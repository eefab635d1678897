// @vitest-environment jsdom
// The cookie banner is in the server's HTML for every visitor of a banner site (never a late LCP element); the head
// script marks a visitor who has answered before the first paint, a style hides the server's banner then, and after
// hydration React shows it only to those who have not answered.
import { act, cleanup, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { ServerStyleSheet, ThemeProvider } from 'styled-components';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { theme } from '../../../../styles/theme';
import { CONSENT_SCRIPT } from '../../lib/consent-script';
import { onConsentDecision } from '../../lib/consent-events';

const mocks = vi.hoisted(() => ({ report: vi.fn() }));
vi.mock('next-i18next/pages', () => ({ useTranslation: () => ({ t: (key: string) => key }) }));
vi.mock('../../../../components/link', () => ({ Link: ({ href, children }: { href: string; children: ReactNode }) => <a href={href}>{children}</a> }));
vi.mock('../../lib/cookie-banner-events', () => ({ reportCookieBannerEvent: mocks.report }));

const { CookieBanner } = await import('../cookie-banner');

const banner = () => (
  <ThemeProvider theme={theme}>
    <CookieBanner />
  </ThemeProvider>
);
const answered = () => {
  document.cookie = `knowly_consent=${encodeURIComponent(JSON.stringify({ statistics: false, marketing: false, decidedOn: '2026-11-20T10:00:00.000Z' }))}; path=/`;
};

beforeEach(() => {
  document.cookie = 'knowly_consent=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
  delete document.documentElement.dataset.consent;
  mocks.report.mockReset();
});
afterEach(cleanup);

describe('the head script', () => {
  it('marks <html data-consent="decided"> when the consent cookie is there', () => {
    answered();
    new Function(CONSENT_SCRIPT)();
    expect(document.documentElement.dataset.consent).toBe('decided');
  });

  it('leaves a visitor without the cookie unmarked', () => {
    document.cookie = 'other_knowly_consent=1; path=/';
    new Function(CONSENT_SCRIPT)();
    expect(document.documentElement.dataset.consent).toBeUndefined();
  });
});

describe('CookieBanner', () => {
  it('is in the server HTML, marked as not hydrated, with the style that hides it for a visitor who has answered', () => {
    answered();
    const sheet = new ServerStyleSheet();
    try {
      const html = renderToString(sheet.collectStyles(banner()));
      expect(html).toContain('role="dialog"');
      expect(html).toContain('data-before-hydration=""');
      expect(sheet.getStyleTags()).toMatch(/html\[data-consent='decided'\] \.[\w-]+\[data-before-hydration\]\{display:none;\}/);
    } finally {
      sheet.seal();
    }
  });

  it('after hydration shows nothing to a visitor who has answered, and reports no showing', () => {
    answered();
    render(banner());
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(mocks.report).not.toHaveBeenCalled();
  });

  it('after hydration shows the banner to a visitor who has not answered, no longer marked, and reports it once', async () => {
    render(banner());
    const dialog = screen.getByRole('dialog');
    expect(dialog.hasAttribute('data-before-hydration')).toBe(false);
    expect(mocks.report).toHaveBeenCalledTimes(1);
    expect(mocks.report).toHaveBeenCalledWith('cookie_banner_shown');
    // The answer loads the ad-event queue's code before it is announced: wait for that, so that no import is left
    // running when the test's environment is torn down.
    const announced = new Promise<void>((resolve) => {
      const stop = onConsentDecision(() => {
        stop();
        resolve();
      });
    });
    act(() => screen.getByRole('button', { name: 'cookieNecessaryOnly' }).click());
    expect(screen.queryByRole('dialog')).toBeNull();
    await announced;
  });
});
