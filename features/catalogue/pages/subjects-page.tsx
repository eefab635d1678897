// /subjects: the site's subjects with their numbers of knows and main topics; each subject is an anchor (/subjects#biology).
import { useTranslation } from 'next-i18next/pages';
import { EmptyState } from '../../../components/ui/empty-state';
import { PageMeta } from '../../../components/page-meta';
import { useSite } from '../../../components/site-context';
import type { SubjectCardsProps } from '../components/catalogue-markup';
import { Breadcrumbs, CatalogueHeader, CatalogueJsonLd, CatalogueMain, SubjectCards } from '../components/catalogue-frame';
import { routes } from '../../../lib/routes/page-routes';

export type SubjectsPageProps = SubjectCardsProps;

export function SubjectsPage({ subjects }: SubjectsPageProps) {
  const { t } = useTranslation('catalogue');
  const site = useSite();
  const country = site?.countryWords ?? {};
  const crumbs = [{ name: t('breadcrumb.home'), path: routes.home() }, { name: t('subjects.title'), path: routes.subjects() }];
  return (
    <CatalogueMain>
      <PageMeta title={t('subjects.metaTitle')} description={t('subjects.description', country)} />
      <CatalogueJsonLd crumbs={crumbs} collection={{ name: t('subjects.title'), description: t('subjects.description', country), path: routes.subjects(), items: subjects.map((subject) => ({ name: subject.name, path: routes.subject(subject) })) }} />
      <Breadcrumbs crumbs={crumbs} />
      <CatalogueHeader title={t('subjects.title')} text={t('subjects.intro', country)} />
      {subjects.length === 0 ? (
        <EmptyState title={t('subjects.empty')} />
      ) : (
        <SubjectCards subjects={subjects} />
      )}
    </CatalogueMain>
  );
}

// Rendered from its props alone: _app loads no React Query for this page (QueryFreePage in lib/react-query.ts).
SubjectsPage.fetchesInBrowser = false;
