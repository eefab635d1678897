// @vitest-environment jsdom
// The feed leads to /app/subjects/knows (issue 33: a page of the app's own navigation, reached from the app) once the
// user has subjects — a section of the feed for one — and not before.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { ThemeProvider } from 'styled-components';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import catalogue from '../../../../public/locales/en/catalogue.json';
import type { Feed } from '../../../../lib/contracts/know-catalogue';
import { theme } from '../../../../styles/theme';
import { FeedPage } from '../feed-page';

let feed: Pick<Feed, 'personalised' | 'sections'>;
vi.mock('../../api/get-feed', () => ({ useFeed: () => ({ isPending: false, data: feed }) }));
vi.mock('../../components/feed-row', () => ({ FeedRow: ({ section }: { section: Feed['sections'][number] }) => <section>{section.kind}</section> }));
vi.mock('../../../../components/page-meta', () => ({ PageMeta: () => null }));
vi.mock('next/router', () => ({ useRouter: () => ({ pathname: '/app/feeds', query: {}, asPath: '/app/feeds', push: vi.fn(), prefetch: async () => undefined, locale: 'en', isReady: true }) }));

const i18n = i18next.createInstance();
beforeAll(async () => {
  await i18n.init({ lng: 'en', resources: { en: { catalogue } }, defaultNS: 'catalogue', interpolation: { escapeValue: false } });
});
afterEach(cleanup);

const section = (kind: Feed['sections'][number]['kind']) => ({ key: kind, kind, label: 'Biology', href: null, knows: [] }) as unknown as Feed['sections'][number];

function show() {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <I18nextProvider i18n={i18n}>
        <ThemeProvider theme={theme}>
          <FeedPage />
        </ThemeProvider>
      </I18nextProvider>
    </QueryClientProvider>,
  );
}

describe('the feed', () => {
  it('links the knows of the user’s subjects when it has a section for one', () => {
    feed = { personalised: true, sections: [section('grade'), section('subject')] };
    show();
    expect(screen.getByTestId('feed-subject-knows').getAttribute('href')).toBe('/app/subjects/knows');
    expect(screen.getByTestId('feed-subject-knows').textContent).toBe(catalogue.feed.subjectKnows);
  });

  it('has no such link while the user has no subjects', () => {
    feed = { personalised: false, sections: [section('country'), section('new')] };
    show();
    expect(screen.queryByTestId('feed-subject-knows')).toBeNull();
  });
});
