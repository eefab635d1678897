// /knowledge: the knowledge map of the site's language — areas, their domains and the items in each.
import { useTranslation } from 'next-i18next/pages';
import { PageMeta } from '../../../components/page-meta';
import type { KnowledgeTreeNode } from '../../../lib/contracts/know-catalogue';
import { KnowledgeTreeContent } from '../components/catalogue-frame';
import { knowledgeTreeTexts } from '../lib/catalogue-texts';

export function KnowledgeTreePage({ areas }: { areas: KnowledgeTreeNode[] }) {
  const { t } = useTranslation('catalogue');
  const { title, description } = knowledgeTreeTexts(t);
  return (
    <>
      <PageMeta title={title} description={description} />
      <KnowledgeTreeContent areas={areas} />
    </>
  );
}

// Rendered from its props alone: _app loads no React Query for this page (QueryFreePage in lib/react-query.ts).
KnowledgeTreePage.fetchesInBrowser = false;
