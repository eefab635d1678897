// @vitest-environment jsdom
// Issue 33 "showGrades read where grades show": a know card names the know's grades only where the site shows grades
// (spec §3 showGrades); and "a blank thumbnail is never shown": a know without a picture gets its format drawn.
import { cleanup, render, screen } from '@testing-library/react';
import i18next from 'i18next';
import type { NextRouter } from 'next/router';
import { RouterContext } from 'next/dist/shared/lib/router-context.shared-runtime';
import { I18nextProvider } from 'react-i18next';
import { ThemeProvider } from 'styled-components';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import common from '../../../public/locales/de/common.json';
import type { KnowSummary } from '../../../lib/contracts/knows';
import { countryConfigFor } from '../../../lib/country/resolve-country';
import { buildSite } from '../../../lib/site/site';
import { theme } from '../../../styles/theme';
import { SiteProvider } from '../../site-context';
import { KnowCard } from '../know-card';

const i18n = i18next.createInstance();
beforeAll(async () => {
  await i18n.init({ lng: 'de', resources: { de: { common } }, defaultNS: 'common', interpolation: { escapeValue: false } });
});
afterEach(cleanup);

const router = { prefetch: () => Promise.resolve(), push: () => Promise.resolve(true), asPath: '/', pathname: '/', query: {}, locale: 'de', isReady: true } as unknown as NextRouter;

const KNOW: KnowSummary = {
  uuid: '0b7d5a0e-8f7b-4c43-9d0a-5b8c2f1e6d3a',
  slug: 'zellatmung',
  path: '/knows/zellatmung-0b7d5a0e-8f7b-4c43-9d0a-5b8c2f1e6d3a',
  title: 'Zellatmung',
  description: '',
  knowFormat: 'DOCUMENT',
  pageCount: 4,
  contentLanguage: 'de',
  country: 'DE',
  thumbnailUrl: null,
  subjects: [{ id: '5a0f3c1e-2b4d-4e6f-8a9b-0c1d2e3f4a5b', slug: 'biologie', name: 'Biologie', color: 'green' }],
  grades: [
    { id: '6b1e4d2f-3c5e-4f70-9bac-1d2e3f4a5b6c', level: 9, name: 'Klasse 9' },
    { id: '7c2f5e30-4d6f-4081-acbd-2e3f4a5b6c7d', level: 10, name: 'Klasse 10' },
  ],
  knower: { uuid: '8d306f41-5e70-4192-bdce-3f4a5b6c7d8e', name: 'Lena', profilePath: null, profilePictureUrl: null },
  likeCount: 3,
  viewCount: 40,
  publishedOn: '2026-11-01T10:00:00.000Z',
};

function showCard(showGrades: boolean, know: KnowSummary = KNOW) {
  const site = buildSite({ ...countryConfigFor('DE', 'local'), showGrades }, { appEnv: 'local', host: 'de.localhost:3000', locale: 'de', path: '/' });
  return render(
    <RouterContext.Provider value={router}>
      <I18nextProvider i18n={i18n}>
        <ThemeProvider theme={theme}>
          <SiteProvider site={site}>
            <KnowCard know={know} />
          </SiteProvider>
        </ThemeProvider>
      </I18nextProvider>
    </RouterContext.Provider>,
  );
}

describe("a know card's grades (spec §3 showGrades)", () => {
  it('names the grades where the site shows grades', () => {
    showCard(true);
    expect(screen.getByText('Klasse 9, Klasse 10')).toBeTruthy();
  });

  it('names no grade where the site does not show grades, and keeps the rest of the card', () => {
    showCard(false);
    expect(document.body.textContent).not.toContain('Klasse 9');
    expect(screen.getByRole('link', { name: 'Zellatmung' })).toBeTruthy();
    expect(screen.getByText('Biologie')).toBeTruthy();
  });
});

describe('a know card’s picture (issue 33: never blank)', () => {
  it('shows the know’s first page where it has one', () => {
    const { container } = showCard(true, { ...KNOW, thumbnailUrl: `/api/v1/knows/${KNOW.uuid}/thumbnail?v=1` });
    expect(container.querySelector('img')?.getAttribute('src')).toBe(`/api/v1/knows/${KNOW.uuid}/thumbnail?v=1`);
    expect(screen.queryByTestId('know-card-placeholder')).toBeNull();
  });

  it('draws the format instead where it has none — cards for a flashcard set, a page for a document', () => {
    showCard(true, { ...KNOW, knowFormat: 'FLASHCARDS', pageCount: 0 });
    const placeholder = screen.getByTestId('know-card-placeholder');
    expect(placeholder.querySelectorAll('svg rect')).toHaveLength(2);
    cleanup();
    showCard(true, { ...KNOW, subjects: [] });
    expect(screen.getByTestId('know-card-placeholder').querySelector('svg path')).toBeTruthy();
    expect(document.querySelector('img')).toBeNull();
  });
});
