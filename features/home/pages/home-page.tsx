// The home page: what Knowly is, what it does, and the subjects it covers in the visitor's language. Its sections are a
// static island (components/static-island.tsx): server-rendered markup that is never hydrated, so their code is not in
// the page's first-load JS.
import { useTranslation } from 'next-i18next/pages';
import { PageMeta } from '../../../components/page-meta';
import { staticIsland } from '../../../components/static-island';
import { HomeSections as ServerHomeSections, type HomeSectionsProps } from '../components/home-sections';

const HomeSections = staticIsland<HomeSectionsProps>(
  () => import('../components/home-sections').then((module) => module.HomeSections),
  typeof window === 'undefined' ? ServerHomeSections : null,
);

export function HomePage(props: HomeSectionsProps) {
  const { t } = useTranslation('home');
  return (
    <>
      <PageMeta description={t('heroText')} />
      <HomeSections {...props} />
    </>
  );
}

// Rendered from its props alone: _app loads no React Query for this page (QueryFreePage in lib/react-query.ts).
HomePage.fetchesInBrowser = false;
