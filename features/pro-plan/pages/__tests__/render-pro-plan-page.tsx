// Renders a pro-plan page as a site shows it, for the page tests: the site's own translations (pro-plan, common), its
// router query, the site, the signed-in user (or a visitor) and React Query.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import fs from 'node:fs';
import i18next from 'i18next';
import type { NextRouter } from 'next/router';
import { RouterContext } from 'next/dist/shared/lib/router-context.shared-runtime';
import type { ReactElement } from 'react';
import { I18nextProvider } from 'react-i18next';
import { ThemeProvider } from 'styled-components';
import { SiteProvider } from '../../../../components/site-context';
import type { User } from '../../../../lib/contracts/users';
import type { Site } from '../../../../lib/site/site';
import { theme } from '../../../../styles/theme';
import { SessionProvider } from '../../../auth';

const namespace = (locale: string, name: string) => JSON.parse(fs.readFileSync(`public/locales/${locale}/${name}.json`, 'utf8')) as Record<string, unknown>;

export async function renderProPlanPage(page: ReactElement, { site, path = '/pro-plan', query = {}, user = null, queryClient = new QueryClient() }: { site: Site; path?: string; query?: Record<string, string>; user?: Partial<User> | null; queryClient?: QueryClient }) {
  const i18n = i18next.createInstance();
  await i18n.init({ lng: site.locale, resources: { [site.locale]: { 'pro-plan': namespace(site.locale, 'pro-plan'), common: namespace(site.locale, 'common') } }, defaultNS: 'pro-plan', interpolation: { escapeValue: false } });
  const push = async () => true;
  const router = { prefetch: () => Promise.resolve(), push, replace: push, asPath: path, pathname: path.split('?')[0], query, locale: site.locale, isReady: true } as unknown as NextRouter;
  const view = render(
    <RouterContext.Provider value={router}>
      <I18nextProvider i18n={i18n}>
        <QueryClientProvider client={queryClient}>
          <SessionProvider initialUser={user as User | null}>
            <ThemeProvider theme={theme}>
              <SiteProvider site={site}>{page}</SiteProvider>
            </ThemeProvider>
          </SessionProvider>
        </QueryClientProvider>
      </I18nextProvider>
    </RouterContext.Provider>,
  );
  return { ...view, i18n, router };
}
