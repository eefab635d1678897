// /developers: the API reference's overview for people who build companion apps (components/developers-overview.tsx,
// a static island: its code is not in the page's first load).
import { useTranslation } from 'next-i18next/pages';
import { PageMeta } from '../../../components/page-meta';
import { staticIsland } from '../../../components/static-island';
import { DevelopersOverview as ServerDevelopersOverview, type DevelopersPageProps } from '../components/developers-overview';

const DevelopersOverview = staticIsland(
  () => import('../components/developers-overview').then((module) => module.DevelopersOverview),
  typeof window === 'undefined' ? ServerDevelopersOverview : null,
);

export function DevelopersPage(props: DevelopersPageProps) {
  const { t } = useTranslation('developers');
  return (
    <>
      <PageMeta title={t('metaTitle')} description={t('metaDescription')} />
      <DevelopersOverview {...props} />
    </>
  );
}

DevelopersPage.fetchesInBrowser = false;
