// The head of a know page: breadcrumbs, subject, grades (where the site shows grades) and exam board, title,
// description, and the knower card with the dates (published; also updated in the know-header-updated-on experiment's treatment).
import { useTranslation } from 'next-i18next/pages';
import styled from 'styled-components';
import { Avatar } from '../../../components/avatar';
import { longDate, useTextWrittenByServer } from '../../../components/hooks/use-text-written-by-server';
import { Link } from '../../../components/link';
import { useSite } from '../../../components/site-context';
import { examBoardName } from '../../../config/exam-boards';
import type { Breadcrumb, KnowDetail } from '../../../lib/contracts/know-page';
import { routes } from '../../../lib/routes/page-routes';

const SUBJECT_COLORS = { green: 'subjectGreen', blue: 'subjectBlue', yellow: 'subjectYellow' } as const;

// One line whatever the font: when the web font replaces the fallback, a trail that wrapped differently would move
// everything below it (layout shift). A trail wider than the screen (phones) scrolls sideways instead of being cut
// off: every crumb stays whole and readable, the current page last (issue 15).
const Crumbs = styled.nav`
  margin: 0 0 18px;
  overflow-x: auto;
  overscroll-behavior-x: contain;
  scrollbar-width: none;
  &::-webkit-scrollbar { display: none; }
  ol { list-style: none; margin: 0; padding: 0; display: flex; flex-wrap: nowrap; gap: 8px; width: max-content; font-size: 0.875rem; line-height: 1.5; white-space: nowrap; }
  li { display: inline-flex; align-items: center; gap: 8px; color: ${({ theme }) => theme.colors.inkMuted}; flex: none; }
  li + li::before { content: '›'; color: ${({ theme }) => theme.colors.inkMuted}; }
  a { color: ${({ theme }) => theme.colors.inkMuted}; text-decoration: none; font-weight: 600; }
  a:hover { color: ${({ theme }) => theme.colors.brandBlue}; text-decoration: underline; }
  [aria-current] { color: ${({ theme }) => theme.colors.ink}; font-weight: 700; }
`;

/** The know's place in the knowledge tree (knowledge-area breadcrumbs experiment): area › domain › item, as links. */
const KnowledgeTrail = styled.p`
  margin: -8px 0 16px;
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 4px 8px;
  font-size: 0.8125rem;
  color: ${({ theme }) => theme.colors.inkMuted};
  a { color: ${({ theme }) => theme.colors.brandBlue}; font-weight: 600; text-decoration: none; }
  a:hover { text-decoration: underline; }
  a + a::before { content: '› '; color: ${({ theme }) => theme.colors.inkMuted}; }
`;

const Tags = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  margin-bottom: 12px;
`;

const Tag = styled.span<{ $color?: keyof typeof SUBJECT_COLORS }>`
  padding: 4px 12px;
  border-radius: ${({ theme }) => theme.radii.pill}px;
  font-size: 0.8125rem;
  font-weight: 700;
  color: ${({ theme }) => theme.colors.ink};
  background: ${({ theme, $color }) => ($color ? `${theme.colors[SUBJECT_COLORS[$color]]}2e` : theme.colors.surfaceMuted)};
  a { color: inherit; text-decoration: none; }
`;

const Title = styled.h1`
  margin: 0 0 10px;
  font: 900 clamp(1.75rem, 4vw, 2.6rem) / 1.15 ${({ theme }) => theme.fonts.display};
  color: ${({ theme }) => theme.colors.ink};
  overflow-wrap: anywhere;
`;

const Description = styled.p`
  margin: 0 0 18px;
  max-width: 68ch;
  font-size: 1.0625rem;
  line-height: 1.55;
  color: ${({ theme }) => theme.colors.inkMuted};
`;

const Knower = styled.div`
  display: flex;
  align-items: center;
  gap: 12px;
  a { color: ${({ theme }) => theme.colors.ink}; font-weight: 800; text-decoration: none; }
  a:hover { color: ${({ theme }) => theme.colors.brandBlue}; }
`;

// On phones one fact per line, so that the web font replacing the fallback never changes the number of lines.
const Meta = styled.p`
  margin: 2px 0 0;
  font-size: 0.8125rem;
  color: ${({ theme }) => theme.colors.inkMuted};
  display: flex;
  flex-wrap: wrap;
  gap: 2px 12px;
  ${({ theme }) => theme.media.mobile} {
    flex-direction: column;
  }
`;

const Notice = styled.p`
  margin: 0 0 14px;
  padding: 10px 14px;
  border-radius: ${({ theme }) => theme.radii.sm}px;
  background: ${({ theme }) => theme.colors.warningTint};
  color: ${({ theme }) => theme.colors.ink};
  font-weight: 600;
`;

export function KnowBreadcrumbs({ crumbs }: { crumbs: Breadcrumb[] }) {
  const { t } = useTranslation('know');
  return (
    <Crumbs aria-label={t('breadcrumbs')}>
      <ol>
        {crumbs.map((crumb, index) =>
          index === crumbs.length - 1 ? (
            <li key={crumb.path}>
              <span aria-current="page">{crumb.name}</span>
            </li>
          ) : (
            <li key={crumb.path}>
              <Link href={crumb.path} prefetch={false}>
                {crumb.name}
              </Link>
            </li>
          ),
        )}
      </ol>
    </Crumbs>
  );
}

export function KnowledgePath({ crumbs }: { crumbs: Breadcrumb[] }) {
  const { t } = useTranslation('know');
  if (crumbs.length === 0) return null;
  return (
    <KnowledgeTrail data-testid="know-knowledge-path">
      <span>{t('knowledgeArea')}</span>
      {crumbs.map((crumb) => (
        <Link key={crumb.path} href={crumb.path} prefetch={false}>
          {crumb.name}
        </Link>
      ))}
    </KnowledgeTrail>
  );
}

export function KnowHeader({ know, showUpdatedOn, profilePath, cardCount }: {
  know: KnowDetail;
  showUpdatedOn: boolean;
  profilePath: string | null;
  /** A flashcard set counts its cards, not pages. */
  cardCount?: number;
}) {
  const { t, i18n } = useTranslation('know');
  const locale = i18n.language;
  const { t: tCommon } = useTranslation('common');
  const published = useTextWrittenByServer(() => (know.publishedOn ? t('publishedOn', { date: longDate(know.publishedOn, locale) }) : ''), `${know.publishedOn} ${locale}`);
  const updated = useTextWrittenByServer(() => (showUpdatedOn ? t('updatedOn', { date: longDate(know.updatedOn, locale) }) : ''), `${showUpdatedOn && know.updatedOn} ${locale}`);
  const showGrades = useSite()?.showGrades ?? true;
  const boardName = examBoardName(know.examBoard);
  return (
    <header>
      {know.isPublic ? null : <Notice>{know.isPrivate ? t('private') : t('notPublished')}</Notice>}
      <Tags>
        {know.subjects.map((subject) => (
          <Tag key={subject.id} $color={subject.color}>
            <Link href={routes.subject(subject)} prefetch={false}>
              {subject.name}
            </Link>
          </Tag>
        ))}
        {showGrades && know.grades.length > 0 ? <Tag>{know.grades.map((grade) => grade.name).join(', ')}</Tag> : null}
        {boardName ? <Tag data-testid="know-exam-board" title={tCommon('examBoard.label')}>{boardName}</Tag> : null}
        <Tag>{cardCount === undefined ? t('pages', { count: know.pageCount }) : t('flashcards.count', { count: cardCount })}</Tag>
      </Tags>
      <Title>{know.title}</Title>
      {know.description ? <Description>{know.description}</Description> : null}
      <Knower>
        <Avatar name={know.knower.name} src={know.knower.profilePictureUrl} size={44} />
        <div>
          {profilePath ? (
            <Link href={profilePath} prefetch={false}>
              {know.knower.name}
            </Link>
          ) : (
            <strong>{know.knower.name}</strong>
          )}
          <Meta>
            {know.publishedOn ? <span suppressHydrationWarning>{published}</span> : null}
            {showUpdatedOn ? <span data-testid="know-updated-on" suppressHydrationWarning>{updated}</span> : null}
            <span>{t('views', { count: know.viewCount })}</span>
          </Meta>
        </div>
      </Knower>
    </header>
  );
}
