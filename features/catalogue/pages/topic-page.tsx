// /topics/{a} and /topics/{a}/{b}: a topic (or subtopic) with its subject, its subtopics or siblings, and its knows.
import { useTranslation } from 'next-i18next/pages';
import { PageMeta } from '../../../components/page-meta';
import { useSite } from '../../../components/site-context';
import type { TopicPageData } from '../../../lib/contracts/know-catalogue';
import { PagedKnowsHead, TopicContent } from '../components/catalogue-frame';
import { topicTexts } from '../lib/catalogue-texts';

export function TopicPage(data: TopicPageData) {
  const { t } = useTranslation('catalogue');
  const { title, description } = topicTexts(t, useSite(), data);
  return (
    <>
      <PageMeta title={title} description={description} />
      <PagedKnowsHead page={data.knows} path={data.topic.path} />
      <TopicContent {...data} />
    </>
  );
}

// Rendered from its props alone: _app loads no React Query for this page (QueryFreePage in lib/react-query.ts).
TopicPage.fetchesInBrowser = false;
