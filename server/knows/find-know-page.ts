// getServerSideProps of the know pages (/knows/{slug}-{uuid}, its /view, /app/knows/{slug}-{uuid}): the path segment
// resolved to a know, a 308 to the canonical spelling (the query kept), 404 for no such know or one the viewer may not
// see, and otherwise the know as this viewer may see it. Visitors who are not signed in read only the page cache; a
// signed-in viewer adds one query for their like and library state. A flashcard know adds its cards as this viewer
// may see them (the content blur: a visitor where content is blurred gets the first 5, the rest stay here), so that
// search engines read them. A visit from a search (`query`) adds that search and the first page holding its words.
import type { GetServerSideProps, GetServerSidePropsContext } from 'next';
import type { KnowFlashcards } from '../../lib/contracts/flashcards';
import type { KnowPageProps } from '../../lib/contracts/know-page';
import { parseSlugAndUuid } from '../../lib/knows/paths';
import { localizedHref } from '../../lib/site/site';
import { sessionOf } from '../auth/session-user';
import { getDb } from '../db';
import { pageProps } from '../pages/page-props';
import { requestSite } from '../pages/request-site';
import { findViewerState, knowDetailFor, NO_VIEWER_STATE } from './find-know';
import { canSeeKnow, isPublic, type Viewer } from './know-entitlement';
import { getKnowPageData, type KnowPageData } from './page-cache';
import { redirectTo } from '../pages/redirect';
import { verifiedExperiments } from '../experiments/experiment-signer';
import { findKnowFlashcardsOut } from '../flashcards/find-know-flashcards';
import { findSearchVisit } from './find-search-visit';
import { routes } from '../../lib/routes/page-routes';

const KNOW_PAGE_NAMESPACES = ['know', 'library'];

/** The address of a know in one variant of its page. */
type Variant = (know: { uuid: string; slug: string }) => string;
/** The three addresses that show a know. */
export const KNOW_PAGE_VARIANTS = {
  page: routes.know,
  viewer: routes.knowViewer,
  app: routes.appKnow,
} satisfies Record<string, Variant>;

function queryOf(resolvedUrl: string): string {
  const index = resolvedUrl.indexOf('?');
  return index === -1 ? '' : resolvedUrl.slice(index);
}

/** getServerSideProps of a know page variant: `auth` 'required' for the app area. */
export function knowPageServerSideProps(variant: Variant, { auth = 'optional' }: { auth?: 'optional' | 'required' } = {}): GetServerSideProps {
  const withProps = (data: KnowPageData) =>
    pageProps<KnowPageProps & { flashcards: KnowFlashcards | null }>(
      KNOW_PAGE_NAMESPACES,
      async (context, _site, user) => {
        const viewer: Viewer = { userUuid: user?.uuid ?? null, experiments: verifiedExperiments(context.req.headers), isPremium: Boolean(user && user.premiumStatus !== 'NONE') };
        const uuid = data.record.facts.uuid;
        const [state, flashcards] = await Promise.all([
          user ? findViewerState(await getDb(), uuid, user.uuid) : NO_VIEWER_STATE,
          data.record.summary.knowFormat === 'FLASHCARDS' ? findKnowFlashcardsOut(await getDb(), uuid, viewer) : null,
        ]);
        const know = knowDetailFor(data.record, viewer, state);
        const search = context.query.query === undefined ? null : await findSearchVisit(await getDb(), know, context.query.query);
        return { know, related: data.related, flashcards, search };
      },
      { auth },
    );

  return async (context: GetServerSidePropsContext) => {
    const segment = typeof context.params?.id === 'string' ? context.params.id : typeof context.params?.slug === 'string' ? context.params.slug : '';
    const parsed = parseSlugAndUuid(segment);
    if (!parsed) return { notFound: true };
    const data = await getKnowPageData(await getDb(), parsed.uuid);
    if (!data) return { notFound: true };
    const { summary, facts } = data.record;
    if (!isPublic(facts)) {
      // Only the knower sees a know that is not public; everyone else gets the same 404 as for no know at all.
      const session = await sessionOf(context.req);
      if (!session.user || !canSeeKnow(facts, { userUuid: session.user.uuid, experiments: {} })) return { notFound: true };
    }
    const canonical = variant(summary);
    // The address as it was asked for: the segment as written, in the place of the canonical slug and uuid.
    const requested = variant({ uuid: segment, slug: '' });
    if (requested !== canonical) {
      const site = requestSite(context.req, { locale: context.locale, path: context.resolvedUrl });
      return redirectTo(`${localizedHref(canonical, site.locale, site.defaultLocale)}${queryOf(context.resolvedUrl)}`);
    }
    return withProps(data)(context);
  };
}
