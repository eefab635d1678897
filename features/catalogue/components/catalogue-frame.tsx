// The catalogue pages' frame: each page's content (catalogue-pages.tsx) as the page's island, and the page's head
// elements beside it (an island cannot use <Head>). The content is rendered on the server and kept as the browser
// parsed it (components/static-island.tsx): its code — the markup, the route builders, the structured data — is
// loaded only when a page mounts it anew (a client-side navigation), never in a catalogue page's first load. A subject's
// page has an exam-board filter: its island is hydrated after the page has loaded (decisions 053, 055), what was chosen in
// the kept filter carried over.
import Head from 'next/head';
import type { ComponentType } from 'react';
import { useSite } from '../../../components/site-context';
import { staticIsland, type IslandOptions } from '../../../components/static-island';
import type { KnowPage } from '../../../lib/contracts/know-catalogue';
import { localizedHref } from '../../../lib/site/site';
import { pageHref } from '../lib/page-number';
import { KnowsList as ServerKnowsList, type KnowsListProps } from './catalogue-markup';
import * as pages from './catalogue-pages';

const loadPages = () => import('./catalogue-pages');
function contentIsland<P extends object>(pick: (module: typeof pages) => ComponentType<P>, options?: IslandOptions) {
  return staticIsland(() => loadPages().then(pick), typeof window === 'undefined' ? pick(pages) : null, options);
}
export const SubjectsContent = contentIsland((module) => module.SubjectsContent);
export const SubjectContent = contentIsland((module) => module.SubjectContent, { interactive: 'after-load' });
export const TopicContent = contentIsland((module) => module.TopicContent);
export const KnowledgeTreeContent = contentIsland((module) => module.KnowledgeTreeContent);
export const KnowledgeNodeContent = contentIsland((module) => module.KnowledgeNodeContent);

/** A page of knows as another feature shows it (a knower's profile): the list a static island, its links in the head. */
const KnowsList = staticIsland(
  () => import('./catalogue-markup').then((module) => module.KnowsList),
  typeof window === 'undefined' ? ServerKnowsList : null,
);
export function PagedKnows(props: KnowsListProps) {
  return (
    <>
      <PagedKnowsHead page={props.page} path={props.path} />
      <KnowsList {...props} />
    </>
  );
}

/** A page of knows' rel prev/next links in the head. */
export function PagedKnowsHead({ page, path }: { page: KnowPage; path: string }) {
  const site = useSite();
  if (page.total === 0) return null;
  const absolute = (href: string) => `${site?.origin ?? ''}${site ? localizedHref(href, site.locale, site.defaultLocale) : href}`;
  return (
    <Head>
      {page.page > 1 ? <link rel="prev" href={absolute(pageHref(path, page.page - 1))} /> : null}
      {page.page < page.pageCount ? <link rel="next" href={absolute(pageHref(path, page.page + 1))} /> : null}
    </Head>
  );
}
