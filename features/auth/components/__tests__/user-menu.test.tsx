// @vitest-environment jsdom
// Issue 33: "Settings" was in no menu (only under "Your profile"), and subscribers were still offered the pro plan.
// The app's user menu (rail and phone top bar) lists Settings, and the pro plan only to a user without it.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import i18next from 'i18next';
import type { NextRouter } from 'next/router';
import { RouterContext } from 'next/dist/shared/lib/router-context.shared-runtime';
import { I18nextProvider } from 'react-i18next';
import { ThemeProvider } from 'styled-components';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { SiteProvider } from '../../../../components/site-context';
import type { User } from '../../../../lib/contracts/users';
import { countryConfigFor } from '../../../../lib/country/resolve-country';
import { routes } from '../../../../lib/routes/page-routes';
import { buildSite } from '../../../../lib/site/site';
import shell from '../../../../public/locales/en/shell.json';
import common from '../../../../public/locales/en/common.json';
import { theme } from '../../../../styles/theme';
import { createSessionUserStore, SessionUserContext } from '../../lib/session-user-store';
import { UserMenu } from '../user-menu';

const i18n = i18next.createInstance();
beforeAll(async () => {
  await i18n.init({ lng: 'en', resources: { en: { shell, common } }, defaultNS: 'shell', interpolation: { escapeValue: false } });
});
afterEach(cleanup);
vi.setConfig({ testTimeout: 20_000 });

const router = { prefetch: () => Promise.resolve(), push: () => Promise.resolve(true), asPath: '/app/feeds', pathname: '/app/feeds', query: {}, locale: 'en', isReady: true } as unknown as NextRouter;
const site = buildSite(countryConfigFor('DE', 'local'), { appEnv: 'local', host: 'de.localhost:3000', locale: 'en', path: '/app/feeds' });

function openMenu(premiumStatus: string) {
  const user = { uuid: 'u', name: 'Mia', profilePictureUrl: null, knowerUuid: null, premiumStatus } as unknown as User;
  render(
    <RouterContext.Provider value={router}>
      <I18nextProvider i18n={i18n}>
        <QueryClientProvider client={new QueryClient()}>
          <SessionUserContext.Provider value={createSessionUserStore(user)}>
            <ThemeProvider theme={theme}>
              <SiteProvider site={site}>
                <UserMenu />
              </SiteProvider>
            </ThemeProvider>
          </SessionUserContext.Provider>
        </QueryClientProvider>
      </I18nextProvider>
    </RouterContext.Provider>,
  );
  fireEvent.click(screen.getByRole('button', { name: 'Account menu of Mia' }));
  return (name: string) => screen.queryByRole('link', { name });
}

describe('the app’s user menu', () => {
  it('leads to the settings', () => {
    const link = openMenu('NONE');
    // English on the German site: under the /en prefix (decision 008).
    expect(link('Settings')?.getAttribute('href')).toBe(`/en${routes.settings()}`);
    expect(routes.settings()).toBe('/app/profile#settings');
  });

  it('offers the pro plan to a user without it, and not to a subscriber', () => {
    expect(openMenu('NONE')('Pro plan')).not.toBeNull();
    cleanup();
    expect(openMenu('PRO_PLAN')('Pro plan')).toBeNull();
  });

  it('keeps the privacy policy and, where the country asks for one, the imprint reachable (the app frame has no footer)', () => {
    const link = openMenu('NONE');
    expect(link(shell.privacy)?.getAttribute('href')).toBe('/en/legal/privacy');
    expect(link(shell.imprint)?.getAttribute('href')).toBe('/en/legal/imprint');
  });
});
