// /app/subjects/knows: for each subject the signed-in user chose, the newest knows filed under it; where the site has
// exam boards (GB, TR), a filter lists one board's knows (?examBoard=, decision 044).
import { useRouter } from 'next/router';
import { useTranslation } from 'next-i18next/pages';
import styled from 'styled-components';
import { ExamBoardField } from '../../../components/form/exam-board-field';
import { examBoardsOf } from '../../../config/exam-boards';
import { useSite } from '../../../components/site-context';
import { EmptyState } from '../../../components/ui/empty-state';
import { KnowCard, KnowGrid } from '../../../components/knows/know-card';
import { Link } from '../../../components/link';
import { PageMeta } from '../../../components/page-meta';
import type { KnowSubject, KnowSummary } from '../../../lib/contracts/knows';
import { useRenderAgainWhenSignedIn } from '../lib/use-render-again-when-signed-in';
import { ButtonLink } from '../../../components/ui/button';
import { AppSection } from './app-knows-page';
import { routes } from '../../../lib/routes/page-routes';

const FilterRow = styled.div`
  max-width: 320px;
`;

export type SubjectKnowsList = { subject: KnowSubject; knows: KnowSummary[] }[];

export function AppSubjectKnowsPage({ subjects, examBoard = null }: { subjects: SubjectKnowsList | null; examBoard?: string | null }) {
  const { t } = useTranslation('know');
  const site = useSite();
  const router = useRouter();
  useRenderAgainWhenSignedIn(subjects !== null);
  return (
    <AppSection>
      <PageMeta title={t('subjectKnows.title')} noindex />
      <h1>{t('subjectKnows.title')}</h1>
      {site && examBoardsOf(site.countryCode).length > 0 && subjects && subjects.length > 0 ? (
        <FilterRow>
          <ExamBoardField country={site.countryCode} value={examBoard} filter testId="subject-knows-exam-board"
            onChange={(board) => void router.push(routes.appSubjectKnows({ examBoard: board ?? undefined }))} />
        </FilterRow>
      ) : null}
      {subjects && subjects.length === 0 ? (
        <EmptyState title={t('subjectKnows.empty')} action={<ButtonLink href={routes.onboarding()} size="sm">{t('subjectKnows.chooseSubjects')}</ButtonLink>} />
      ) : null}
      {subjects?.map(({ subject, knows }) => (
        <section key={subject.id} aria-labelledby={`subject-${subject.id}`}>
          <h2 id={`subject-${subject.id}`}>{subject.name}</h2>
          {knows.length > 0 ? (
            <KnowGrid>
              {knows.map((know) => (
                <li key={know.uuid}>
                  <KnowCard know={{ ...know, path: routes.appKnow(know) }} />
                </li>
              ))}
            </KnowGrid>
          ) : (
            <p>{t('subjectKnows.none')}</p>
          )}
          <p>
            <Link href={routes.subject(subject)} prefetch={false}>
              {t('subjectKnows.more', { subject: subject.name })}
            </Link>
          </p>
        </section>
      ))}
    </AppSection>
  );
}

// Calls no React Query hook (its chunks have none of React Query): _app mounts no provider for it (QueryFreePage in
// lib/react-query.ts, issue 29).
AppSubjectKnowsPage.fetchesInBrowser = false;
