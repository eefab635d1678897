// @vitest-environment jsdom
// Spec §8 "A render error shows a not-found-style page with a generic error text and a continue-to-home button, and
// the error is reported as an event" (issue 33, the crash screen): pages/_error.tsx shows the error text and the way
// home and tracks render_error with the status; a missing page is the not-found screen and no error event; an error
// thrown while rendering in the browser (no response, no status) counts as a 500. The journey that breaks a page in
// the browser: tests/e2e/untested-rows-issue33.spec.ts.
import { cleanup, render, screen } from '@testing-library/react';
import fs from 'node:fs';
import i18next from 'i18next';
import type { NextPageContext } from 'next';
import type { NextRouter } from 'next/router';
import { RouterContext } from 'next/dist/shared/lib/router-context.shared-runtime';
import { I18nextProvider } from 'react-i18next';
import { ThemeProvider } from 'styled-components';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { theme } from '../../styles/theme';

const track = vi.hoisted(() => vi.fn());
vi.mock('../../lib/analytics/track', () => ({ track }));
const { default: ErrorPage } = await import('../../pages/_error');

beforeEach(() => track.mockReset());
afterEach(cleanup);
vi.setConfig({ testTimeout: 20_000 });

const common = JSON.parse(fs.readFileSync('public/locales/de/common.json', 'utf8')) as { errorTitle: string; errorText: string; goHome: string; notFoundTitle: string };

async function renderError(statusCode: number) {
  const i18n = i18next.createInstance();
  await i18n.init({ lng: 'de', resources: { de: { common } }, defaultNS: 'common', interpolation: { escapeValue: false } });
  const router = { prefetch: () => Promise.resolve(), push: async () => true, replace: async () => true, asPath: '/kaputt', pathname: '/_error', query: {}, locale: 'de', isReady: true } as unknown as NextRouter;
  render(
    <RouterContext.Provider value={router}>
      <I18nextProvider i18n={i18n}>
        <ThemeProvider theme={theme}>
          <ErrorPage statusCode={statusCode} />
        </ThemeProvider>
      </I18nextProvider>
    </RouterContext.Provider>,
  );
}

describe('the crash screen (pages/_error.tsx)', () => {
  it('shows the generic error text and a link home, and reports render_error with the status', async () => {
    await renderError(500);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(common.errorTitle);
    expect(screen.getByText(common.errorText)).toBeTruthy();
    expect(screen.getByRole('link', { name: common.goHome }).getAttribute('href')).toBe('/');
    expect(track).toHaveBeenCalledTimes(1);
    expect(track).toHaveBeenCalledWith('render_error', { value: 500 });
  });

  it('shows the not-found screen for a missing page, and reports no error', async () => {
    await renderError(404);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(common.notFoundTitle);
    expect(screen.getByRole('link', { name: common.goHome }).getAttribute('href')).toBe('/');
    expect(track).not.toHaveBeenCalled();
  });

  it('counts an error thrown in the browser (no response) as a 500, and a page asked for without one as missing', async () => {
    const initialProps = ErrorPage.getInitialProps!;
    expect(await initialProps({ err: new Error('boom') } as NextPageContext)).toEqual({ statusCode: 500 });
    expect(await initialProps({ err: Object.assign(new Error('gone'), { statusCode: 410 }) } as NextPageContext)).toEqual({ statusCode: 410 });
    expect(await initialProps({} as NextPageContext)).toEqual({ statusCode: 404 });
  });
});
