// /knows/search (public, landing-style) and /app/search (app area): the same search with the page's frame and meta.
import { useTranslation } from 'next-i18next/pages';
import styled from 'styled-components';
import { PageMeta } from '../../../components/page-meta';
import type { SearchViewProps } from '../components/search-view';
import { SearchViewIsland } from '../components/search-view-island';

export type SearchPageProps = Omit<SearchViewProps, 'area' | 'errorText'>;

const PublicFrame = styled.div`
  max-width: 1200px;
  margin: 0 auto;
  padding: clamp(24px, 5vw, 56px) clamp(16px, 4vw, 48px) 64px;
`;

const Heading = styled.h1`
  margin: 0 0 24px;
  font: 900 clamp(1.7rem, 4.2vw, 2.8rem) / 1.15 ${({ theme }) => theme.fonts.display};
  letter-spacing: -0.01em;
  max-width: 24ch;
`;

const AppHeading = styled.h1`
  margin: 0 0 16px;
  font: 800 1.6rem ${({ theme }) => theme.fonts.display};
`;

function useMetaTitle(query: string): string {
  const { t } = useTranslation('search');
  return query.trim() ? t('metaTitleQuery', { query: query.trim() }) : t('metaTitle');
}

export function SearchPage(props: SearchPageProps) {
  const { t } = useTranslation('search');
  const { query, subjectId, gradeId, knowFormat, examBoard, page } = props.initialParams;
  // The bare search page may be indexed; a page of results for a query or a filter is not (they are endless and thin).
  const isFiltered = Boolean(query.trim() || subjectId || gradeId || knowFormat || examBoard || page > 1);
  return (
    <PublicFrame>
      <PageMeta title={useMetaTitle(query)} description={t('metaDescription')} noindex={isFiltered} />
      <Heading>{t('heading')}</Heading>
      <SearchViewIsland {...props} area="public" errorText={t('error')} />
    </PublicFrame>
  );
}

export function AppSearchPage(props: SearchPageProps) {
  const { t } = useTranslation('search');
  return (
    <>
      <PageMeta title={useMetaTitle(props.initialParams.query)} description={t('metaDescription')} noindex />
      <AppHeading>{t('title')}</AppHeading>
      <SearchViewIsland {...props} area="app" errorText={t('error')} />
    </>
  );
}
