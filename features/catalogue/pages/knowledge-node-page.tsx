// /knowledge/{area}[/{domain}[/{item}]]: one node of the knowledge map, what lies inside it, and its knows.
import { useTranslation } from 'next-i18next/pages';
import { PageMeta } from '../../../components/page-meta';
import type { KnowledgePageData } from '../../../lib/contracts/know-catalogue';
import { KnowledgeNodeContent, PagedKnowsHead } from '../components/catalogue-frame';
import { knowledgeNodeTexts } from '../lib/catalogue-texts';

export function KnowledgeNodePage(data: KnowledgePageData) {
  const { t } = useTranslation('catalogue');
  const { title, description } = knowledgeNodeTexts(t, data);
  return (
    <>
      <PageMeta title={title} description={description} />
      <PagedKnowsHead page={data.knows} path={data.node.path} />
      <KnowledgeNodeContent {...data} />
    </>
  );
}

// Rendered from its props alone: _app loads no React Query for this page (QueryFreePage in lib/react-query.ts).
KnowledgeNodePage.fetchesInBrowser = false;
