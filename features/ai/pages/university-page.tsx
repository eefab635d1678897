// /university: the public landing page of the university section on every site — what the three university tools do,
// each linked (a visitor is sent to sign in first, and back). Its sections are a static island.
import { useTranslation } from 'next-i18next/pages';
import { PageMeta } from '../../../components/page-meta';
import { staticIsland } from '../../../components/static-island';
import { UniversitySections as ServerUniversitySections } from '../components/university-sections';

const UniversitySections = staticIsland(
  () => import('../components/university-sections').then((module) => module.UniversitySections),
  typeof window === 'undefined' ? ServerUniversitySections : null,
);

export function UniversityPage() {
  const { t } = useTranslation('ai');
  return (
    <>
      <PageMeta title={t('university.metaTitle')} description={t('university.intro')} />
      <UniversitySections />
    </>
  );
}

// Calls no React Query hook (its chunks have none of React Query): _app mounts no provider for it (QueryFreePage in
// lib/react-query.ts, issue 29).
UniversityPage.fetchesInBrowser = false;
