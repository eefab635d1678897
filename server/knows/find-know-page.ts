// getServerSideProps of the know pages (/knows/{slug}-{uuid}, its /view, /app/knows/{slug}-{uuid}): the path segment
// resolved to a know, a 308 to the canonical spelling (the query kept), 404 for no such know or one the viewer may not
// see, and otherwise the know as this viewer may see it. Visitors who are not signed in read only the page cache; a
// signed-in viewer adds one query for their like and library state.
import type { GetServerSideProps, GetServerSidePropsContext } from 'next';
import type { KnowPageProps } from '../../lib/contracts/know-page';
import { knowPath, parseSlugAndUuid } from '../../lib/knows/paths';
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

const KNOW_PAGE_NAMESPACES = ['know', 'library'];

type Variant = { prefix: string; suffix: string };
/** The three addresses that show a know. */
export const KNOW_PAGE_VARIANTS = {
  page: { prefix: '', suffix: '' },
  viewer: { prefix: '', suffix: '/view' },
  app: { prefix: '/app', suffix: '' },
} satisfies Record<string, Variant>;

function queryOf(resolvedUrl: string): string {
  const index = resolvedUrl.indexOf('?');
  return index === -1 ? '' : resolvedUrl.slice(index);
}

/** The canonical address of this variant of the know page. */
function knowPageHref(know: { uuid: string; slug: string }, variant: Variant): string {
  const path = knowPath(know);
  return `${variant.prefix}${path}${variant.suffix}`;
}

/** getServerSideProps of a know page variant: `auth` 'required' for the app area. */
export function knowPageServerSideProps(variant: Variant, { auth = 'optional' }: { auth?: 'optional' | 'required' } = {}): GetServerSideProps {
  const withProps = (data: KnowPageData) =>
    pageProps<KnowPageProps>(
      KNOW_PAGE_NAMESPACES,
      async (context, _site, user) => {
        const viewer: Viewer = { userUuid: user?.uuid ?? null, experiments: verifiedExperiments(context.req.headers) };
        const state = user ? await findViewerState(await getDb(), data.record.facts.uuid, user.uuid) : NO_VIEWER_STATE;
        return { know: knowDetailFor(data.record, viewer, state), related: data.related };
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
    const canonical = knowPageHref(summary, variant);
    const requested = `${variant.prefix}/knows/${segment}${variant.suffix}`;
    if (requested !== canonical) {
      const site = requestSite(context.req, { locale: context.locale, path: context.resolvedUrl });
      return redirectTo(`${localizedHref(canonical, site.locale, site.defaultLocale)}${queryOf(context.resolvedUrl)}`);
    }
    return withProps(data)(context);
  };
}
