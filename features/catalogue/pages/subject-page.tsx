// /subjects/{slug}: one subject of the site — its topics and its knows, newest first, page by page; where the site
// has exam boards, the knows of one board (?examBoard=).
import { useRouter } from 'next/router';
import { useTranslation } from 'next-i18next/pages';
import { PageMeta } from '../../../components/page-meta';
import { useSite } from '../../../components/site-context';
import type { SubjectPageData } from '../../../lib/contracts/know-catalogue';
import { PagedKnowsHead, SubjectContent } from '../components/catalogue-frame';
import { subjectTexts } from '../lib/catalogue-texts';
import { listPathOf } from '../lib/page-number';
import { unprefixedPath } from '../../../lib/site/site';

export function SubjectPage(data: SubjectPageData) {
  const { t } = useTranslation('catalogue');
  const { title, description } = subjectTexts(t, useSite(), data);
  const listPath = listPathOf(unprefixedPath(useRouter().asPath));
  return (
    <>
      <PageMeta title={title} description={description} noindex={data.examBoard !== null} />
      <PagedKnowsHead page={data.knows} path={listPath} />
      <SubjectContent {...data} />
    </>
  );
}

// Rendered from its props alone: _app loads no React Query for this page (QueryFreePage in lib/react-query.ts).
SubjectPage.fetchesInBrowser = false;
