// @vitest-environment jsdom
// Spec §2 layout rules (issue 15): the bottom widget shows on public pages only — never on app-area pages, where the
// footer is not shown either — and offers the apps in every interface language.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { cleanup, render, screen } from '@testing-library/react';
import i18next from 'i18next';
import type { NextRouter } from 'next/router';
import { RouterContext } from 'next/dist/shared/lib/router-context.shared-runtime';
import { I18nextProvider } from 'react-i18next';
import { ThemeProvider } from 'styled-components';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { APP_STORE_URLS } from '../../../config/app-stores';
import { LOCALES } from '../../../config/locales';
import { pageLayoutFor } from '../../../lib/layout/page-layout';
import shell from '../../../public/locales/en/shell.json';
import { theme } from '../../../styles/theme';
import { SiteLayout } from '../site-layout';

const i18n = i18next.createInstance();
beforeAll(async () => {
  await i18n.init({ lng: 'en', resources: { en: { shell, common: {} } }, defaultNS: 'shell', interpolation: { escapeValue: false } });
});
afterEach(cleanup);

function showPage(asPath: string) {
  const router = { prefetch: () => Promise.resolve(), push: () => Promise.resolve(true), asPath, pathname: asPath.split('?')[0], query: {}, locale: 'en', isReady: true, events: { on: () => {}, off: () => {} } } as unknown as NextRouter;
  return render(
    <RouterContext.Provider value={router}>
      <I18nextProvider i18n={i18n}>
        <ThemeProvider theme={theme}>
          <SiteLayout>
            <p>page</p>
          </SiteLayout>
        </ThemeProvider>
      </I18nextProvider>
    </RouterContext.Provider>,
  );
}

const PUBLIC_PAGES = ['/knows/photosynthese-0b7d5a0e-8f7b-4c43-9d0a-5b8c2f1e6d3a', '/knows/search?query=Zelle', '/subjects', '/subjects/biologie', '/topics/biologie/genetik', '/legal/imprint', '/careers', '/polls/0b7d5a0e-8f7b-4c43-9d0a-5b8c2f1e6d3a', '/fr/subjects'];
const APP_PAGES = ['/app/feeds', '/app/search?query=Zelle', '/app/library', '/app/knows/create', '/app/onboarding', '/de/app/profile'];

describe('the bottom widget (spec §2 layout rules)', () => {
  it.each(PUBLIC_PAGES)('shows on the public page %s, above the footer', async (pagePath) => {
    expect(pageLayoutFor(pagePath).bottomWidget).toBe(true);
    showPage(pagePath);
    // The footer's columns are a static island: mounted by the browser (not hydrated), their code loads first.
    const widget = await screen.findByTestId('bottom-widget');
    expect([...widget.querySelectorAll('a')].map((link) => link.getAttribute('href'))).toEqual([APP_STORE_URLS.ios, APP_STORE_URLS.android]);
    expect(widget.compareDocumentPosition(screen.getByRole('contentinfo')) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it.each(['/', '/fr'])('is hidden on the home page %s, whose own section has the app-store links', (pagePath) => {
    expect(pageLayoutFor(pagePath)).toMatchObject({ kind: 'landing', footer: true, bottomWidget: false });
    showPage(pagePath);
    expect(screen.queryByTestId('bottom-widget')).toBeNull();
  });

  it.each(APP_PAGES)('is hidden on the app-area page %s', (pagePath) => {
    expect(pageLayoutFor(pagePath)).toMatchObject({ kind: 'app', footer: false, bottomWidget: false });
    showPage(pagePath);
    expect(screen.queryByTestId('bottom-widget')).toBeNull();
  });

  it('is written in every interface language, never in English where the language is another', () => {
    const localesDir = path.join(process.cwd(), 'public', 'locales');
    expect(readdirSync(localesDir).sort()).toEqual([...LOCALES].sort());
    const keys = ['label', 'title', 'text', 'appStore', 'googlePlay'] as const;
    for (const locale of LOCALES) {
      const widget = (JSON.parse(readFileSync(path.join(localesDir, locale, 'shell.json'), 'utf8')) as { bottomWidget?: Record<string, string> }).bottomWidget;
      for (const key of keys) expect(widget?.[key]?.trim(), `${locale} bottomWidget.${key}`).toBeTruthy();
      if (!locale.startsWith('en')) expect(widget?.title, locale).not.toBe(shell.bottomWidget.title);
    }
  });
});
