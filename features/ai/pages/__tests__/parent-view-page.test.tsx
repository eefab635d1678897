// @vitest-environment jsdom
// The parent's view of a student's AI chats (/ai-chats/parent-accesses/{uuid}) is never indexed: its head carries
// robots noindex, as the page's own head elements reach Next's head manager.
import { cleanup, render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { HeadManagerContext } from 'next/dist/shared/lib/head-manager-context.shared-runtime';
import { RouterContext } from 'next/dist/shared/lib/router-context.shared-runtime';
import type { NextRouter } from 'next/router';
import type { ReactElement } from 'react';
import { I18nextProvider } from 'react-i18next';
import { ThemeProvider } from 'styled-components';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { SiteProvider } from '../../../../components/site-context';
import { countryConfigFor } from '../../../../lib/country/resolve-country';
import type { AiParentView } from '../../../../lib/contracts/ai';
import { routes } from '../../../../lib/routes/page-routes';
import { buildSite } from '../../../../lib/site/site';
import ai from '../../../../public/locales/de/ai.json';
import common from '../../../../public/locales/de/common.json';
import { theme } from '../../../../styles/theme';
import { ParentViewPage } from '../parent-view-page';

const i18n = i18next.createInstance();
beforeAll(async () => {
  await i18n.init({ lng: 'de', resources: { de: { ai, common } }, defaultNS: 'common', interpolation: { escapeValue: false } });
});
afterEach(cleanup);

const path = routes.aiParentView('0b7d5a0e-8f7b-4c43-9d0a-5b8c2f1e6d3a');
const router = { prefetch: () => Promise.resolve(), push: () => Promise.resolve(true), asPath: path, pathname: '/ai-chats/parent-accesses/[uuid]', query: {}, locale: 'de', isReady: true } as unknown as NextRouter;
const view: AiParentView = { studentName: 'Mia', expiresOn: '2026-12-24T12:00:00.000Z', chats: [] };

describe('the parent view of AI chats', () => {
  it('is marked noindex', () => {
    let head: ReactElement[] = [];
    const headManager = { updateHead: (elements: ReactElement[]) => void (head = elements), mountedInstances: new Set() };
    render(
      <HeadManagerContext.Provider value={headManager}>
        <RouterContext.Provider value={router}>
          <I18nextProvider i18n={i18n}>
            <ThemeProvider theme={theme}>
              <SiteProvider site={buildSite(countryConfigFor('DE', 'local'), { appEnv: 'local', host: 'de.localhost:3000', locale: 'de', path })}>
                <ParentViewPage view={view} />
              </SiteProvider>
            </ThemeProvider>
          </I18nextProvider>
        </RouterContext.Provider>
      </HeadManagerContext.Provider>,
    );
    expect(screen.getByRole('heading', { level: 1 }).textContent).toContain('Mia');
    const robots = head.filter((element) => element.type === 'meta' && (element.props as { name?: string }).name === 'robots');
    expect(robots.map((element) => (element.props as { content: string }).content)).toEqual(['noindex']);
  });
});
