// @vitest-environment jsdom
// Issue 33 "the app frame comes and goes": the shell draws the app's frame on a page reached from the app when the
// user is signed in — told by the server render (signedIn), so the first paint already has it — and the public header
// for a visitor on the same page.
import { cleanup, render, screen } from '@testing-library/react';
import i18next from 'i18next';
import type { NextRouter } from 'next/router';
import { RouterContext } from 'next/dist/shared/lib/router-context.shared-runtime';
import { I18nextProvider } from 'react-i18next';
import { ThemeProvider } from 'styled-components';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import shell from '../../../public/locales/en/shell.json';
import { theme } from '../../../styles/theme';
import { SiteLayout } from '../site-layout';

const i18n = i18next.createInstance();
beforeAll(async () => {
  await i18n.init({ lng: 'en', resources: { en: { shell, common: {} } }, defaultNS: 'shell', interpolation: { escapeValue: false } });
});
afterEach(cleanup);
vi.setConfig({ testTimeout: 20_000 });

const KNOW_PAGE = '/knows/zellatmung-3f2504e0-4f89-41d3-9a0c-0305e82c3301';

function showPage(asPath: string, signedIn: boolean) {
  const router = { prefetch: () => Promise.resolve(), push: () => Promise.resolve(true), asPath, pathname: asPath.split('?')[0], query: {}, locale: 'en', isReady: true, events: { on: () => {}, off: () => {} } } as unknown as NextRouter;
  return render(
    <RouterContext.Provider value={router}>
      <I18nextProvider i18n={i18n}>
        <ThemeProvider theme={theme}>
          <SiteLayout signedIn={signedIn}>
            <p>page</p>
          </SiteLayout>
        </ThemeProvider>
      </I18nextProvider>
    </RouterContext.Provider>,
  );
}

describe('the frame of a page reached from the app', () => {
  it('is the app frame for a signed-in user: rail and tab bar, no public header or footer', async () => {
    showPage(KNOW_PAGE, true);
    expect(await screen.findByRole('navigation', { name: shell.app.navigation })).toBeTruthy();
    // The tab bar is there too, shown by the phone breakpoint only.
    expect(document.querySelector(`nav[aria-label="${shell.app.tabBar}"]`)).not.toBeNull();
    expect(document.querySelector('header')).toBeNull();
    expect(document.querySelector('footer')).toBeNull();
  });

  it('is the public header and footer for a visitor', async () => {
    showPage(KNOW_PAGE, false);
    // The footer's columns and the visitor's header are islands: mounted by the browser (not hydrated), their code
    // loads first.
    await screen.findByRole('contentinfo');
    await screen.findByRole('banner');
    expect(document.querySelector('footer')).not.toBeNull();
    expect(screen.queryByRole('navigation', { name: shell.app.navigation })).toBeNull();
  });
});
