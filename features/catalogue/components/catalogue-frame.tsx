// The parts every catalogue page shares: the frame, the breadcrumb trail (with its structured data), the heading,
// links to subjects/topics/nodes with their counts, and the paged list of knows. The markup itself is in
// catalogue-markup.tsx, served here as static islands (components/static-island.tsx); the head elements are here.
import Head from 'next/head';
import type { ComponentType } from 'react';
import styled from 'styled-components';
import { useSite } from '../../../components/site-context';
import { staticIsland } from '../../../components/static-island';
import { serializeJsonLd } from '../../../lib/seo/json-ld';
import { localizedHref } from '../../../lib/site/site';
import { breadcrumbListJsonLd, type Crumb } from '../../../lib/seo/breadcrumbs';
import { collectionPageJsonLd } from '../lib/catalogue-json-ld';
import { pageHref } from '../lib/page-number';
import * as markup from './catalogue-markup';

/** One of catalogue-markup.tsx's components as a static island: rendered on the server, loaded in the browser only
 *  when it mounts anew (`typeof window` is replaced at compile time: the client bundle keeps no import of it). */
const loadMarkup = () => import('./catalogue-markup');
function markupIsland<P extends object>(pick: (module: typeof markup) => ComponentType<P>) {
  return staticIsland(() => loadMarkup().then(pick), typeof window === 'undefined' ? pick(markup) : null);
}
export const Breadcrumbs = markupIsland((module) => module.Breadcrumbs);
export const CatalogueHeader = markupIsland((module) => module.CatalogueHeader);
export const CountLinks = markupIsland((module) => module.CountLinks);
export const SubjectCards = markupIsland((module) => module.SubjectCards);
export const KnowledgeAreas = markupIsland((module) => module.KnowledgeAreas);
const KnowsList = markupIsland((module) => module.KnowsList);

export const CatalogueMain = styled.div`
  max-width: 1200px;
  margin: 0 auto;
  padding: clamp(16px, 3vw, 32px) clamp(16px, 4vw, 40px) 72px;
  display: flex;
  flex-direction: column;
  gap: clamp(24px, 4vw, 40px);
`;

/** The page's structured data: its breadcrumb trail and, when it lists knows, the collection. */
export function CatalogueJsonLd({ crumbs, collection }: { crumbs: Crumb[]; collection?: { name: string; description: string; path: string; items: Crumb[] } }) {
  const site = useSite();
  const origin = site?.origin ?? '';
  const data = [breadcrumbListJsonLd(crumbs, site), ...(collection ? [collectionPageJsonLd(origin, collection)] : [])];
  return (
    <Head>
      {/* serializeJsonLd escapes "<", so no value can close the script element */}
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }} />
    </Head>
  );
}

/** A page of knows (catalogue-markup.tsx) with its rel prev/next links in the head. */
export function PagedKnows(props: markup.KnowsListProps) {
  const { page, path } = props;
  const site = useSite();
  const absolute = (href: string) => `${site?.origin ?? ''}${site ? localizedHref(href, site.locale, site.defaultLocale) : href}`;
  return (
    <>
      {page.total > 0 ? (
        <Head>
          {page.page > 1 ? <link rel="prev" href={absolute(pageHref(path, page.page - 1))} /> : null}
          {page.page < page.pageCount ? <link rel="next" href={absolute(pageHref(path, page.page + 1))} /> : null}
        </Head>
      ) : null}
      <KnowsList {...props} />
    </>
  );
}
