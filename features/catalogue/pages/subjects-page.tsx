// /subjects: the site's subjects with their numbers of knows and main topics; each subject is an anchor (/subjects#biology).
import { useTranslation } from 'next-i18next/pages';
import { PageMeta } from '../../../components/page-meta';
import { useSite } from '../../../components/site-context';
import type { SubjectCardsProps } from '../components/catalogue-markup';
import { SubjectsContent } from '../components/catalogue-frame';
import { subjectsTexts } from '../lib/catalogue-texts';

export type SubjectsPageProps = SubjectCardsProps;

export function SubjectsPage(props: SubjectsPageProps) {
  const { t } = useTranslation('catalogue');
  const { title, description } = subjectsTexts(t, useSite());
  return (
    <>
      <PageMeta title={title} description={description} />
      <SubjectsContent {...props} />
    </>
  );
}

// Rendered from its props alone: _app loads no React Query for this page (QueryFreePage in lib/react-query.ts).
SubjectsPage.fetchesInBrowser = false;
