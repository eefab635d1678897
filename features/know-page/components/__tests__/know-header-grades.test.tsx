// @vitest-environment jsdom
// Issue 33 "showGrades read where grades show": a know page's head names the know's grades only where the site shows
// grades (spec §3 showGrades); its subject stays.
import { cleanup, render, screen } from '@testing-library/react';
import i18next from 'i18next';
import type { NextRouter } from 'next/router';
import { RouterContext } from 'next/dist/shared/lib/router-context.shared-runtime';
import { I18nextProvider } from 'react-i18next';
import { ThemeProvider } from 'styled-components';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import know from '../../../../public/locales/de/know.json';
import { SiteProvider } from '../../../../components/site-context';
import type { KnowDetail } from '../../../../lib/contracts/know-page';
import { countryConfigFor } from '../../../../lib/country/resolve-country';
import { buildSite } from '../../../../lib/site/site';
import { theme } from '../../../../styles/theme';
import { KnowHeader } from '../know-header';

const i18n = i18next.createInstance();
beforeAll(async () => {
  await i18n.init({ lng: 'de', resources: { de: { know } }, defaultNS: 'know', interpolation: { escapeValue: false } });
});
afterEach(cleanup);

const router = { prefetch: () => Promise.resolve(), push: () => Promise.resolve(true), asPath: '/', pathname: '/', query: {}, locale: 'de', isReady: true } as unknown as NextRouter;

const KNOW: KnowDetail = {
  uuid: '0b7d5a0e-8f7b-4c43-9d0a-5b8c2f1e6d3a',
  slug: 'zellatmung',
  path: '/knows/zellatmung-0b7d5a0e-8f7b-4c43-9d0a-5b8c2f1e6d3a',
  title: 'Zellatmung',
  description: 'Glykolyse, Citratzyklus und Atmungskette',
  knowFormat: 'DOCUMENT',
  pageCount: 4,
  contentLanguage: 'de',
  country: 'DE',
  thumbnailUrl: null,
  subjects: [{ id: '5a0f3c1e-2b4d-4e6f-8a9b-0c1d2e3f4a5b', slug: 'biologie', name: 'Biologie', color: 'green' }],
  grades: [{ id: '6b1e4d2f-3c5e-4f70-9bac-1d2e3f4a5b6c', level: 9, name: 'Klasse 9' }],
  knower: { uuid: '8d306f41-5e70-4192-bdce-3f4a5b6c7d8e', name: 'Lena', profilePath: null, profilePictureUrl: null },
  likeCount: 3,
  viewCount: 40,
  publishedOn: '2026-11-01T10:00:00.000Z',
  updatedOn: '2026-11-02T10:00:00.000Z',
  isPublic: true,
  status: 'PUBLISHED',
  isPrivate: false,
  examBoard: null,
  pages: [],
  firstPageText: '',
  topics: [],
  knowledgeBreadcrumbs: [],
  viewer: { isSignedIn: false, isOwner: false, isLiked: false, isSaved: false, savedFolderUuid: null },
};

function showHeader(showGrades: boolean, know: KnowDetail = KNOW) {
  const site = buildSite({ ...countryConfigFor('DE', 'local'), showGrades }, { appEnv: 'local', host: 'de.localhost:3000', locale: 'de', path: KNOW.path });
  return render(
    <RouterContext.Provider value={router}>
      <I18nextProvider i18n={i18n}>
        <ThemeProvider theme={theme}>
          <SiteProvider site={site}>
            <KnowHeader know={know} showUpdatedOn={false} profilePath={null} />
          </SiteProvider>
        </ThemeProvider>
      </I18nextProvider>
    </RouterContext.Provider>,
  );
}

describe("a know page's grades (spec §3 showGrades)", () => {
  it('are named where the site shows grades', () => {
    showHeader(true);
    expect(screen.getByText('Klasse 9')).toBeTruthy();
  });

  it('are not named where the site does not show grades; the subject still is', () => {
    showHeader(false);
    expect(screen.queryByText('Klasse 9')).toBeNull();
    expect(screen.getByRole('link', { name: 'Biologie' })).toBeTruthy();
  });
});

describe("a know page's exam board (issue 33, decision 044)", () => {
  it('is a small tag with the board’s own name, and absent without one', () => {
    showHeader(true, { ...KNOW, examBoard: 'pearson-edexcel' });
    expect(screen.getByTestId('know-exam-board').textContent).toBe('Pearson Edexcel');
    cleanup();
    showHeader(true);
    expect(screen.queryByTestId('know-exam-board')).toBeNull();
  });
});
