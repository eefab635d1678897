// /topics/{a} and /topics/{a}/{b}: a topic (or subtopic) with its subject, its subtopics or siblings, and its knows.
import { useTranslation } from 'next-i18next/pages';
import { PageMeta } from '../../../components/page-meta';
import { ButtonLink } from '../../../components/ui/button';
import { useSite } from '../../../components/site-context';
import type { TopicPageData } from '../../../lib/contracts/know-catalogue';
import { Breadcrumbs, CatalogueHeader, CatalogueJsonLd, CatalogueMain, CountLinks, PagedKnows } from '../components/catalogue-frame';
import { topicBreadcrumbs } from '../lib/topic-breadcrumbs';
import { routes } from '../../../lib/routes/page-routes';

export function TopicPage({ subject, parent, topic, related, knows }: TopicPageData) {
  const { t } = useTranslation('catalogue');
  const site = useSite();
  const context = parent?.name ?? subject?.name ?? '';
  const description = topic.description || t('topic.description', { topic: topic.name, context, ...site?.countryWords });
  const crumbs = topicBreadcrumbs({ subject, parent, topic }, { homeName: t('breadcrumb.home'), subjectsName: t('subjects.title') });
  const metaTitle = context ? t('topic.metaTitle', { topic: topic.name, context }) : topic.name;
  return (
    <CatalogueMain>
      <PageMeta title={knows.page > 1 ? `${metaTitle} (${t('pagination.status', { page: knows.page, pageCount: knows.pageCount })})` : metaTitle} description={description} />
      <CatalogueJsonLd crumbs={crumbs} collection={{ name: topic.name, description, path: topic.path, items: knows.knows.map((know) => ({ name: know.title, path: know.path })) }} />
      <Breadcrumbs crumbs={crumbs} />
      <CatalogueHeader title={topic.name} text={`${description} ${t('knowCount', { count: topic.knowCount })}`} />
      {topic.knowCount > 0 ? (
        <p>
          <ButtonLink href={routes.topicQuiz(topic.id)} variant="outline" size="sm" prefetch={false} data-testid="topic-quiz-link">
            {t('topic.quiz')}
          </ButtonLink>
        </p>
      ) : null}
      <CountLinks title={parent ? t('topic.related', { topic: parent.name }) : t('topic.subtopics')} items={related} />
      <PagedKnows title={t('topic.knows', { topic: topic.name })} page={knows} path={topic.path} emptyTitle={t('empty.title')} emptyText={t('empty.text')} />
    </CatalogueMain>
  );
}

// Rendered from its props alone: _app loads no React Query for this page (QueryFreePage in lib/react-query.ts).
TopicPage.fetchesInBrowser = false;
