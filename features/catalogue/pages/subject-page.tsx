// /subjects/{slug}: one subject of the site — its topics and its knows, newest first, page by page; where the site
// has exam boards, the knows of one board (?examBoard=).
import { useRouter } from 'next/router';
import { useTranslation } from 'next-i18next/pages';
import styled from 'styled-components';
import { ExamBoardField } from '../../../components/form/exam-board-field';
import { PageMeta } from '../../../components/page-meta';
import { useSite } from '../../../components/site-context';
import type { SubjectPageData } from '../../../lib/contracts/know-catalogue';
import { Breadcrumbs, CatalogueHeader, CatalogueJsonLd, CatalogueMain, CountLinks, PagedKnows } from '../components/catalogue-frame';
import { routes } from '../../../lib/routes/page-routes';

const FilterRow = styled.div`
  max-width: 320px;
`;

export function SubjectPage({ subject, topics, knows, examBoard }: SubjectPageData) {
  const { t } = useTranslation('catalogue');
  const site = useSite();
  const router = useRouter();
  const path = routes.subject(subject);
  const listPath = examBoard ? `${path}?examBoard=${encodeURIComponent(examBoard)}` : path;
  const description = t('subject.description', { subject: subject.name, ...site?.countryWords });
  const crumbs = [{ name: t('breadcrumb.home'), path: routes.home() }, { name: t('subjects.title'), path: routes.subjects() }, { name: subject.name, path }];
  const title = knows.page > 1 ? `${t('subject.metaTitle', { subject: subject.name })} (${t('pagination.status', { page: knows.page, pageCount: knows.pageCount })})` : t('subject.metaTitle', { subject: subject.name });
  return (
    <CatalogueMain>
      <PageMeta title={title} description={description} noindex={examBoard !== null} />
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
      <PagedKnows title={t('subject.knows', { subject: subject.name })} page={knows} path={listPath} emptyTitle={t('empty.title')} emptyText={t('empty.text')} />
    </CatalogueMain>
  );
}

// Rendered from its props alone: _app loads no React Query for this page (QueryFreePage in lib/react-query.ts).
SubjectPage.fetchesInBrowser = false;
