// /knowledge: the knowledge map of the site's language — areas, their domains and the items in each.
import { useTranslation } from 'next-i18next/pages';
import { PageMeta } from '../../../components/page-meta';
import type { KnowledgeTreeNode } from '../../../lib/contracts/know-catalogue';
import { Breadcrumbs, CatalogueHeader, CatalogueJsonLd, CatalogueMain, KnowledgeAreas } from '../components/catalogue-frame';
import { routes } from '../../../lib/routes/page-routes';

export function KnowledgeTreePage({ areas }: { areas: KnowledgeTreeNode[] }) {
  const { t } = useTranslation('catalogue');
  const crumbs = [{ name: t('breadcrumb.home'), path: routes.home() }, { name: t('knowledge.title'), path: routes.knowledge() }];
  return (
    <CatalogueMain>
      <PageMeta title={t('knowledge.title')} description={t('knowledge.description')} />
      <CatalogueJsonLd crumbs={crumbs} collection={{ name: t('knowledge.title'), description: t('knowledge.description'), path: routes.knowledge(), items: areas.map((area) => ({ name: area.name, path: area.path })) }} />
      <Breadcrumbs crumbs={crumbs} />
      <CatalogueHeader title={t('knowledge.title')} text={t('knowledge.intro')} />
      <KnowledgeAreas areas={areas} />
    </CatalogueMain>
  );
}

// Rendered from its props alone: _app loads no React Query for this page (QueryFreePage in lib/react-query.ts).
KnowledgeTreePage.fetchesInBrowser = false;
