// /knows/{slug}-{uuid} (utm_content, referrer, sid, query) and /app/knows/{slug}-{uuid}: a know, server-rendered for
// search engines, with the pages the viewer is entitled to and the rest blurred (a flashcard know: its cards).
import { useTranslation } from 'next-i18next/pages';
import type { KnowFlashcards } from '../../../lib/contracts/flashcards';
import type { KnowPageProps } from '../../../lib/contracts/know-page';
import { knowerProfilePath } from '../../../lib/knows/paths';
import { searchPageHref } from '../../../lib/knows/search-params';
import { KnowMeta } from '../components/know-meta';
import { KnowViewIsland } from '../components/know-view-island';
import { knowBreadcrumbs } from '../lib/know-breadcrumbs';
import { useScrollToSearchedPage } from '../lib/scroll-to-searched-page';

/** What server/knows/find-know-page.ts gives the page: a flashcard know's cards too (null for any other). */
type Props = KnowPageProps & { flashcards?: KnowFlashcards | null };

function KnowPageFor({ know, related, flashcards = null, search = null, app }: Props & { app: boolean }) {
  const { t } = useTranslation('know');
  const crumbs = knowBreadcrumbs(know, { homeName: t('home'), subjectsName: t('subjects') });
  useScrollToSearchedPage(search?.pageNumber);
  return (
    <>
      <KnowMeta know={know} crumbs={crumbs} flashcards={flashcards} noindex={app} />
      <KnowViewIsland
        know={know}
        related={related}
        crumbs={crumbs}
        viewerPath={`${know.path}/view`}
        profilePath={know.knower.profilePath ? knowerProfilePath(know.knower, { app }) : null}
        flashcards={flashcards}
        search={search ? { visit: search, resultsHref: searchPageHref(app ? 'app' : 'public', search.query) } : null}
      />
    </>
  );
}

export function KnowPage(props: Props) {
  return <KnowPageFor {...props} app={false} />;
}

export function AppKnowPage(props: Props) {
  return <KnowPageFor {...props} app />;
}
