// @vitest-environment jsdom
// Issue 15 on the know page: one breadcrumb trail whichever experiment variants are shown (the knowledge-area
// experiment adds the know's place in the knowledge tree beside it), and the search that led here (spec §2 `query`):
// "back to results", its words marked in the page text shown.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import i18next from 'i18next';
import type { NextRouter } from 'next/router';
import { RouterContext } from 'next/dist/shared/lib/router-context.shared-runtime';
import { I18nextProvider } from 'react-i18next';
import { ThemeProvider } from 'styled-components';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import know from '../../../../public/locales/en/know.json';
import library from '../../../../public/locales/en/library.json';
import common from '../../../../public/locales/en/common.json';
import { EXPERIMENTS, type ExperimentAssignments } from '../../../../config/experiments';
import type { KnowDetail, KnowPageProps } from '../../../../lib/contracts/know-page';
import { theme } from '../../../../styles/theme';
import { ExperimentsProvider } from '../../../experiments';
import { KnowPage } from '../know-page';

const i18n = i18next.createInstance();
beforeAll(async () => {
  await i18n.init({ lng: 'en', resources: { en: { know, library, common } }, defaultNS: 'know', interpolation: { escapeValue: false } });
});
afterEach(cleanup);

const UUID = '0b7d5a0e-8f7b-4c43-9d0a-5b8c2f1e6d3a';
const KNOW = {
  uuid: UUID,
  slug: 'photosynthesis',
  path: `/knows/photosynthesis-${UUID}`,
  title: 'Photosynthesis explained',
  description: 'Light reactions and the Calvin cycle.',
  knowFormat: 'DOCUMENT',
  pageCount: 2,
  contentLanguage: 'en',
  country: 'US',
  thumbnailUrl: null,
  likeCount: 0,
  viewCount: 3,
  publishedOn: '2026-01-05T10:00:00.000Z',
  updatedOn: '2026-01-06T10:00:00.000Z',
  knower: { uuid: '5b3c8a1e-6f7b-4c43-9d0a-5b8c2f1e6d3a', name: 'Maya Johnson', profilePictureUrl: null, profilePath: null },
  subjects: [{ id: '7c3c8a1e-6f7b-4c43-9d0a-5b8c2f1e6d3a', slug: 'biology', name: 'Biology', color: 'green' }],
  grades: [],
  isPublic: true,
  status: 'PUBLISHED',
  isPrivate: false,
  pages: [1, 2].map((number) => ({ number, width: 1240, height: 1754, imageUrl: `/p/${number}.webp`, previewUrl: `/p/${number}-preview.webp`, blurred: false })),
  firstPageText: 'Plants turn light into glucose. Chloroplasts hold the chlorophyll.',
  topics: [],
  knowledgeBreadcrumbs: [
    { name: 'Natural sciences', path: '/knowledge/natural-sciences' },
    { name: 'Biology', path: '/knowledge/natural-sciences/biology' },
    { name: 'Photosynthesis', path: '/knowledge/natural-sciences/biology/photosynthesis' },
  ],
  viewer: { isSignedIn: false, isOwner: false, isLiked: false, isSaved: false, savedFolderUuid: null },
} as unknown as KnowDetail;

const router = { prefetch: () => Promise.resolve(), push: () => Promise.resolve(true), replace: () => Promise.resolve(true), asPath: KNOW.path, pathname: '/knows/[id]', query: {}, locale: 'en', isReady: true, events: { on: () => {}, off: () => {} } } as unknown as NextRouter;

function show(assignments: ExperimentAssignments, props: Partial<KnowPageProps> = {}) {
  return render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false, enabled: false } } })}>
      <RouterContext.Provider value={router}>
        <I18nextProvider i18n={i18n}>
          <ThemeProvider theme={theme}>
            <ExperimentsProvider assignments={assignments}>
              <KnowPage know={KNOW} related={[]} {...props} />
            </ExperimentsProvider>
          </ThemeProvider>
        </I18nextProvider>
      </RouterContext.Provider>
    </QueryClientProvider>,
  );
}

// The know's view is the page's interactive island (decision 053): mounted by the browser, it renders once its code
// (a chunk of its own) has come. Rendered once here and waited for, so that every test below sees the page whole at
// once, as a visitor does after that chunk.
beforeAll(async () => {
  show({});
  await screen.findByRole('article');
  cleanup();
});

/** The trail as shown: each crumb's text and link (none for the current page). */
const shownTrail = () =>
  [...screen.getByRole('navigation', { name: know.breadcrumbs }).querySelectorAll('li')].map((item) => [item.textContent, item.querySelector('a')?.getAttribute('href') ?? null]);

/** Every combination of the know page's four experiments. */
const VARIANT_COMBINATIONS: ExperimentAssignments[] = EXPERIMENTS.mobile_know_page_revamp.variants.flatMap((mkr) =>
  EXPERIMENTS.knowledge_area_breadcrumbs.variants.flatMap((kab) =>
    EXPERIMENTS.know_header_updated_on.variants.flatMap((kuo) =>
      EXPERIMENTS.unblur_every_other_geo_know_page.variants.map((ueg) => ({ mobile_know_page_revamp: mkr, knowledge_area_breadcrumbs: kab, know_header_updated_on: kuo, unblur_every_other_geo_know_page: ueg })),
    ),
  ),
);

describe('the know page breadcrumb (issue 15)', () => {
  it.each(VARIANT_COMBINATIONS.map((assignments) => [Object.values(assignments).join(' / '), assignments] as const))(
    'is the same trail, current page last, in the variants %s',
    (_name, assignments) => {
      show(assignments);
      expect(shownTrail()).toEqual([
        ['Home', '/'],
        ['Subjects', '/subjects'],
        ['Biology', '/subjects/biology'],
        ['Photosynthesis explained', null],
      ]);
    },
  );

  it('shows the know’s place in the knowledge tree beside the trail in the knowledge-area treatment only', () => {
    show({ knowledge_area_breadcrumbs: 'treatment' });
    expect([...screen.getByTestId('know-knowledge-path').querySelectorAll('a')].map((link) => link.getAttribute('href'))).toEqual(KNOW.knowledgeBreadcrumbs.map((crumb) => crumb.path));
    cleanup();
    show({ knowledge_area_breadcrumbs: 'control' });
    expect(screen.queryByTestId('know-knowledge-path')).toBeNull();
  });
});

describe('the know page’s query (spec §2, issue 15)', () => {
  it('links back to the results of the same search and marks its words in the page text, opened', () => {
    show({}, { search: { query: 'chlorophyll light', pageNumber: 1 } });
    const back = screen.getByTestId('know-back-to-results');
    expect(back.getAttribute('href')).toBe('/knows/search?query=chlorophyll+light');
    expect(back.textContent).toContain('chlorophyll light');
    const text = screen.getByTestId('know-first-page-text');
    expect([...text.querySelectorAll('mark')].map((mark) => mark.textContent)).toEqual(['light', 'chlorophyll']);
    expect(text.hasAttribute('open')).toBe(true);
  });

  it('scrolls to the first page holding the words when it is not the first', () => {
    const scrolled: string[] = [];
    const scrollIntoView = vi.fn(function (this: Element) {
      scrolled.push(this.id);
    });
    Element.prototype.scrollIntoView = scrollIntoView;
    show({}, { search: { query: 'Calvin', pageNumber: 2 } });
    expect(scrolled).toEqual(['page-2']);
    cleanup();
    scrolled.length = 0;
    show({}, { search: { query: 'light', pageNumber: 1 } });
    expect(scrolled).toEqual([]);
  });

  it('shows neither without a search, and keeps the text closed when it holds none of the words', () => {
    show({});
    expect(screen.queryByTestId('know-back-to-results')).toBeNull();
    expect(screen.getByTestId('know-first-page-text').querySelectorAll('mark')).toHaveLength(0);
    cleanup();
    show({}, { search: { query: 'mitochondria', pageNumber: null } });
    expect(screen.getByTestId('know-back-to-results')).toBeTruthy();
    expect(screen.getByTestId('know-first-page-text').hasAttribute('open')).toBe(false);
  });
});

describe('the know page’s actions on a phone in the mobile revamp', () => {
  it('keeps "ask the AI", the AI flashcards, sending in a chat and the viewer in the panel, and only like, save and share in the bottom bar', () => {
    show({ mobile_know_page_revamp: 'treatment' });
    const panel = screen.getByRole('complementary', { name: know.actionsTitle });
    // The panel's like, save and share stand in a wrapper the phone's style leaves out (the bar has them there).
    expect(panel.querySelector('[data-testid="know-bar-actions"]')).not.toBeNull();
    expect(panel.querySelector('[data-testid="know-bar-actions"] [data-testid="know-ask-ai"]')).toBeNull();
    expect(panel.querySelector('[data-testid="know-ask-ai"]')?.getAttribute('href')).toContain(UUID);
    expect(panel.querySelector('[data-testid="know-send-in-chat"]')).not.toBeNull();
    const bar = screen.getByTestId('know-mobile-bar');
    expect(bar.querySelector('[data-testid="know-ask-ai"]')).toBeNull();
    cleanup();
    show({ mobile_know_page_revamp: 'control' });
    expect(screen.queryByTestId('know-bar-actions')).toBeNull();
    expect(screen.queryByTestId('know-mobile-bar')).toBeNull();
    expect(screen.getAllByTestId('know-ask-ai')).toHaveLength(1);
  });
});
