// /knowledge/{area}[/{domain}[/{item}]]: one node of the knowledge map, what lies inside it, and its knows.
import { useTranslation } from 'next-i18next/pages';
import { PageMeta } from '../../../components/page-meta';
import type { KnowledgePageData } from '../../../lib/contracts/know-catalogue';
import { Breadcrumbs, CatalogueHeader, CatalogueJsonLd, CatalogueMain, CountLinks, PagedKnows } from '../components/catalogue-frame';
import { routes } from '../../../lib/routes/page-routes';

export function KnowledgeNodePage({ trail, node, children, knows }: KnowledgePageData) {
  const { t } = useTranslation('catalogue');
  const description = node.description || t('knowledge.nodeDescription', { node: node.name, trail: trail.slice(0, -1).map((each) => each.name).join(' › ') || t('knowledge.title') });
  const crumbs = [{ name: t('breadcrumb.home'), path: routes.home() }, { name: t('knowledge.title'), path: routes.knowledge() }, ...trail.map((each) => ({ name: each.name, path: each.path }))];
  const metaTitle = trail.length > 1 ? `${node.name} – ${trail[0]!.name}` : node.name;
  return (
    <CatalogueMain>
      <PageMeta title={knows.page > 1 ? `${metaTitle} (${t('pagination.status', { page: knows.page, pageCount: knows.pageCount })})` : metaTitle} description={description} />
      <CatalogueJsonLd crumbs={crumbs} collection={{ name: node.name, description, path: node.path, items: knows.knows.map((know) => ({ name: know.title, path: know.path })) }} />
      <Breadcrumbs crumbs={crumbs} />
      <CatalogueHeader title={node.name} text={`${description} ${t('knowCount', { count: node.knowCount })}`} />
      <CountLinks title={t('knowledge.inside', { node: node.name })} items={children} />
      <PagedKnows title={t('knowledge.knows', { node: node.name })} page={knows} path={node.path} emptyTitle={t('empty.title')} emptyText={t('empty.text')} />
    </CatalogueMain>
  );
}

// Rendered from its props alone: _app loads no React Query for this page (QueryFreePage in lib/react-query.ts).
KnowledgeNodePage.fetchesInBrowser = false;
