// /subjects: the site's subjects with their numbers of knows and main topics; each subject is an anchor (/subjects#biology).
import { useTranslation } from 'next-i18next/pages';
import styled from 'styled-components';
import { EmptyState } from '../../../components/ui/empty-state';
import { Link } from '../../../components/link';
import { PageMeta } from '../../../components/page-meta';
import { useSite } from '../../../components/site-context';
import { PALETTE } from '../../../config/ui';
import type { CatalogueSubject, CatalogueTopic } from '../../../lib/contracts/know-catalogue';
import { Breadcrumbs, CatalogueHeader, CatalogueJsonLd, CatalogueMain } from '../components/catalogue-frame';
import { routes } from '../../../lib/routes/page-routes';

export type SubjectsPageProps = { subjects: (CatalogueSubject & { topics: CatalogueTopic[] })[] };

const SUBJECT_COLORS = { green: PALETTE.subjectGreen, blue: PALETTE.subjectBlue, yellow: PALETTE.subjectYellow } as const;

const Grid = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 18px;
  grid-template-columns: repeat(auto-fill, minmax(280px, 1fr));
`;

const Card = styled.section<{ $color: string }>`
  height: 100%;
  display: flex;
  flex-direction: column;
  gap: 10px;
  padding: 20px 22px;
  border-radius: ${({ theme }) => theme.radii.xl}px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-top: 6px solid ${({ $color }) => $color};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  scroll-margin-top: 96px;
  &:target { box-shadow: 0 0 0 3px ${({ theme }) => theme.colors.brandBlue}; }
  h2 { margin: 0; font: 800 1.35rem ${({ theme }) => theme.fonts.display}; }
  h2 a { color: ${({ theme }) => theme.colors.ink}; text-decoration: none; }
  h2 a:hover { text-decoration: underline; }
  p { margin: 0; color: ${({ theme }) => theme.colors.inkMuted}; }
  ul { list-style: none; margin: 0; padding: 0; display: flex; flex-wrap: wrap; gap: 6px; }
  ul a { display: inline-block; padding: 4px 10px; border-radius: ${({ theme }) => theme.radii.sm}px; background: ${({ theme }) => theme.colors.surfaceMuted}; color: ${({ theme }) => theme.colors.ink}; font-size: 0.9rem; text-decoration: none; }
  ul a:hover { text-decoration: underline; }
`;

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
        <Grid>
          {subjects.map((subject) => (
            <li key={subject.id}>
              <Card id={subject.slug} $color={SUBJECT_COLORS[subject.color]} aria-labelledby={`${subject.slug}-title`}>
                <h2 id={`${subject.slug}-title`}>
                  <Link href={routes.subject(subject)} prefetch={false}>{subject.name}</Link>
                </h2>
                <p>{t('knowCount', { count: subject.knowCount })}</p>
                {subject.topics.length > 0 ? (
                  <ul aria-label={t('subject.topics')}>
                    {subject.topics.map((topic) => (
                      <li key={topic.id}><Link href={topic.path} prefetch={false}>{topic.name}</Link></li>
                    ))}
                  </ul>
                ) : null}
              </Card>
            </li>
          ))}
        </Grid>
      )}
    </CatalogueMain>
  );
}

// Rendered from its props alone: _app loads no React Query for this page (QueryFreePage in lib/react-query.ts).
SubjectsPage.fetchesInBrowser = false;
