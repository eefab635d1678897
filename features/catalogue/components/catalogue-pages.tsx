// What each catalogue page shows below the header bar: its structured data, breadcrumb trail, heading, links and
// knows. Rendered on the server; catalogue-frame.tsx serves each as the page's island (components/static-island.tsx),
// so none of this — the route builders, the markup, the structured data — is in a catalogue page's first load. The
// structured data is in the body (an island cannot use <Head>); the page's head elements are its page module's.
import { useRouter } from 'next/router';
import { useTranslation } from 'next-i18next/pages';
import styled from 'styled-components';
import { ExamBoardField } from '../../../components/form/exam-board-field';
import { useSite } from '../../../components/site-context';
import { ButtonLink } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import type { KnowledgePageData, KnowledgeTreeNode, SubjectPageData, TopicPageData } from '../../../lib/contracts/know-catalogue';
import { routes } from '../../../lib/routes/page-routes';
import { breadcrumbListJsonLd, type Crumb } from '../../../lib/seo/breadcrumbs';
import { serializeJsonLd } from '../../../lib/seo/json-ld';
import { collectionPageJsonLd } from '../lib/catalogue-json-ld';
import { knowledgeNodeTexts, knowledgeTreeTexts, subjectsTexts, subjectTexts, topicTexts } from '../lib/catalogue-texts';
import { topicBreadcrumbs } from '../lib/topic-breadcrumbs';
import { Breadcrumbs, CatalogueHeader, CountLinks, KnowledgeAreas, KnowsList, SubjectCards, type SubjectCardsProps } from './catalogue-markup';

const CatalogueMain = styled.div`
  max-width: 1200px;
  margin: 0 auto;
  padding: clamp(16px, 3vw, 32px) clamp(16px, 4vw, 40px) 72px;
  display: flex;
  flex-direction: column;
  gap: clamp(24px, 4vw, 40px);
`;

const FilterRow = styled.div`
  max-width: 320px;
`;

/** The page's structured data: its breadcrumb trail and, when it lists knows, the collection. */
function CatalogueJsonLd({ crumbs, collection }: { crumbs: Crumb[]; collection: { name: string; description: string; path: string; items: Crumb[] } }) {
  const site = useSite();
  const data = [breadcrumbListJsonLd(crumbs, site), collectionPageJsonLd(site?.origin ?? '', collection)];
  // serializeJsonLd escapes "<", so no value can close the script element
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }} />;
}

export function SubjectsContent({ subjects }: SubjectCardsProps) {
  const { t } = useTranslation('catalogue');
  const site = useSite();
  const crumbs = [{ name: t('breadcrumb.home'), path: routes.home() }, { name: t('subjects.title'), path: routes.subjects() }];
  const { description } = subjectsTexts(t, site);
  return (
    <CatalogueMain>
      <CatalogueJsonLd crumbs={crumbs} collection={{ name: t('subjects.title'), description, path: routes.subjects(), items: subjects.map((subject) => ({ name: subject.name, path: routes.subject(subject) })) }} />
      <Breadcrumbs crumbs={crumbs} />
      <CatalogueHeader title={t('subjects.title')} text={t('subjects.intro', site?.countryWords ?? {})} />
      {subjects.length === 0 ? <EmptyState title={t('subjects.empty')} /> : <SubjectCards subjects={subjects} />}
    </CatalogueMain>
  );
}

/** A subject's page; where the site has exam boards, a filter of its knows by board (the island takes it over after
 *  the page has loaded: catalogue-frame.tsx). */
export function SubjectContent({ subject, topics, knows, examBoard }: SubjectPageData) {
  const { t } = useTranslation('catalogue');
  const site = useSite();
  const router = useRouter();
  const path = routes.subject(subject);
  const listPath = examBoard ? `${path}?examBoard=${encodeURIComponent(examBoard)}` : path;
  const { description } = subjectTexts(t, site, { subject, knows });
  const crumbs = [{ name: t('breadcrumb.home'), path: routes.home() }, { name: t('subjects.title'), path: routes.subjects() }, { name: subject.name, path }];
  return (
    <CatalogueMain>
      <CatalogueJsonLd crumbs={crumbs} collection={{ name: subject.name, description, path, items: knows.knows.map((know) => ({ name: know.title, path: know.path })) }} />
      <Breadcrumbs crumbs={crumbs} />
      <CatalogueHeader title={subject.name} text={`${description} ${t('knowCount', { count: subject.knowCount })}`} />
      <CountLinks title={t('subject.topics')} items={topics} />
      {site ? (
        <FilterRow>
          <ExamBoardField country={site.countryCode} value={examBoard} filter testId="subject-exam-board"
            onChange={(board) => void router.push(board ? `${path}?examBoard=${encodeURIComponent(board)}` : path)} />
        </FilterRow>
      ) : null}
      <KnowsList title={t('subject.knows', { subject: subject.name })} page={knows} path={listPath} emptyTitle={t('empty.title')} emptyText={t('empty.text')} />
    </CatalogueMain>
  );
}

export function TopicContent({ subject, parent, topic, related, knows }: TopicPageData) {
  const { t } = useTranslation('catalogue');
  const site = useSite();
  const { description } = topicTexts(t, site, { subject, parent, topic, knows });
  const crumbs = topicBreadcrumbs({ subject, parent, topic }, { homeName: t('breadcrumb.home'), subjectsName: t('subjects.title') });
  return (
    <CatalogueMain>
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
      <KnowsList title={t('topic.knows', { topic: topic.name })} page={knows} path={topic.path} emptyTitle={t('empty.title')} emptyText={t('empty.text')} />
    </CatalogueMain>
  );
}

export function KnowledgeTreeContent({ areas }: { areas: KnowledgeTreeNode[] }) {
  const { t } = useTranslation('catalogue');
  const crumbs = [{ name: t('breadcrumb.home'), path: routes.home() }, { name: t('knowledge.title'), path: routes.knowledge() }];
  const { description } = knowledgeTreeTexts(t);
  return (
    <CatalogueMain>
      <CatalogueJsonLd crumbs={crumbs} collection={{ name: t('knowledge.title'), description, path: routes.knowledge(), items: areas.map((area) => ({ name: area.name, path: area.path })) }} />
      <Breadcrumbs crumbs={crumbs} />
      <CatalogueHeader title={t('knowledge.title')} text={t('knowledge.intro')} />
      <KnowledgeAreas areas={areas} />
    </CatalogueMain>
  );
}

export function KnowledgeNodeContent({ trail, node, children, knows }: KnowledgePageData) {
  const { t } = useTranslation('catalogue');
  const { description } = knowledgeNodeTexts(t, { trail, node, knows });
  const crumbs = [{ name: t('breadcrumb.home'), path: routes.home() }, { name: t('knowledge.title'), path: routes.knowledge() }, ...trail.map((each) => ({ name: each.name, path: each.path }))];
  return (
    <CatalogueMain>
      <CatalogueJsonLd crumbs={crumbs} collection={{ name: node.name, description, path: node.path, items: knows.knows.map((know) => ({ name: know.title, path: know.path })) }} />
      <Breadcrumbs crumbs={crumbs} />
      <CatalogueHeader title={node.name} text={`${description} ${t('knowCount', { count: node.knowCount })}`} />
      <CountLinks title={t('knowledge.inside', { node: node.name })} items={children} />
      <KnowsList title={t('knowledge.knows', { node: node.name })} page={knows} path={node.path} emptyTitle={t('empty.title')} emptyText={t('empty.text')} />
    </CatalogueMain>
  );
}
