// One know in any list (search, catalogue, feeds, library, profiles, related knows): its first page, title, subject,
// grades (where the site shows grades), knower and likes, linking to the know page. A know without a picture (a set of
// flashcards, a document not yet rendered) gets a drawing of its format on its subject's colour: a blank picture is
// never shown (issue 33). KnowGrid lays cards out responsively.
import { useTranslation } from 'next-i18next/pages';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import type { KnowSubject, KnowSummary } from '../../lib/contracts/knows';
import { Link } from '../link';
import { useSite } from '../site-context';
import { fade } from '../../styles/colors';
import { Card } from '../ui/card';
import { focusRing } from '../ui/focus-ring';

const SUBJECT_COLORS = { green: 'subjectGreen', blue: 'subjectBlue', yellow: 'subjectYellow' } as const;

export const KnowGrid = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 20px;
  grid-template-columns: repeat(auto-fill, minmax(210px, 1fr));
  ${({ theme }) => theme.media.mobile} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
    gap: 12px;
  }
`;

const Frame = styled(Card)`
  position: relative;
  display: flex;
  flex-direction: column;
  height: 100%;
  overflow: hidden;
  transition: box-shadow 0.15s ease, transform 0.15s ease;
  &:hover, &:focus-within {
    box-shadow: 0 8px 24px ${({ theme }) => fade(theme.colors.shadow, 0.12)};
    transform: translateY(-2px);
  }
`;

const Thumb = styled.div`
  aspect-ratio: 4 / 3;
  background: ${({ theme }) => theme.colors.surfaceMuted};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  overflow: hidden;
  img { width: 100%; height: 100%; object-fit: cover; object-position: top; display: block; }
`;

/** Where a know has no picture: its format drawn on its subject's colour (brand blue without a subject). */
const Placeholder = styled.div<{ $color: KnowSubject['color'] | null }>`
  width: 100%;
  height: 100%;
  display: grid;
  place-items: center;
  color: ${({ theme, $color }) => ($color ? theme.colors[SUBJECT_COLORS[$color]] : theme.colors.brandBlue)};
  background: ${({ theme, $color }) => fade($color ? theme.colors[SUBJECT_COLORS[$color]] : theme.colors.brandBlue, 0.16)};
  svg { width: 38%; height: auto; }
`;

/** A set of cards (flashcards) or a written page (a document), in the placeholder's colour. */
function FormatDrawing({ format }: { format: KnowSummary['knowFormat'] }) {
  return (
    <svg viewBox="0 0 64 48" aria-hidden="true" focusable="false">
      {format === 'FLASHCARDS' ? (
        <g fill="none" stroke="currentColor" strokeWidth="3" strokeLinejoin="round">
          <rect x="14" y="4" width="40" height="28" rx="4" opacity="0.45" />
          <rect x="8" y="12" width="40" height="28" rx="4" fill="currentColor" fillOpacity="0.12" />
          <path d="M17 24h22M17 31h14" strokeLinecap="round" />
        </g>
      ) : (
        <g fill="none" stroke="currentColor" strokeWidth="3" strokeLinejoin="round" strokeLinecap="round">
          <path d="M20 4h18l10 10v30H20z" fill="currentColor" fillOpacity="0.12" />
          <path d="M38 4v10h10M26 22h16M26 29h16M26 36h10" />
        </g>
      )}
    </svg>
  );
}

const Body = styled.div`
  display: flex;
  flex-direction: column;
  gap: 6px;
  padding: 12px 14px 14px;
  flex: 1;
`;

const Title = styled.h3`
  margin: 0;
  font: 800 1rem/1.3 ${({ theme }) => theme.fonts.display};
  color: ${({ theme }) => theme.colors.ink};
  display: -webkit-box;
  -webkit-line-clamp: 2;
  -webkit-box-orient: vertical;
  overflow: hidden;
  a { color: inherit; text-decoration: none; }
  /* The whole card is the link's target area. */
  a::after { content: ''; position: absolute; inset: 0; }
  a:focus-visible { outline: none; }
  a:focus-visible::after { ${focusRing(-3)} border-radius: inherit; }
`;

const Chip = styled.span<{ $color: KnowSubject['color'] }>`
  align-self: flex-start;
  padding: 2px 8px;
  border-radius: ${({ theme }) => theme.radii.sm}px;
  font-size: 0.75rem;
  font-weight: 700;
  color: ${({ theme }) => theme.colors.ink};
  background: ${({ theme, $color }) => fade(theme.colors[SUBJECT_COLORS[$color]], 0.2)};
`;

const Meta = styled.p`
  margin: auto 0 0;
  font-size: 0.8125rem;
  color: ${({ theme }) => theme.colors.inkMuted};
  display: flex;
  flex-wrap: wrap;
  gap: 4px 10px;
`;

/** `href`: where the card leads when not to the know's own page as it is (a search result carries its search). */
export function KnowCard({ know, headingLevel = 3, footer, href = know.path }: { know: KnowSummary; headingLevel?: 2 | 3 | 4; footer?: ReactNode; href?: string }) {
  const { t } = useTranslation('common');
  const subject = know.subjects[0];
  const showGrades = useSite()?.showGrades ?? true;
  const grades = showGrades ? know.grades.map((grade) => grade.name).join(', ') : '';
  return (
    <Frame as="article">
      <Thumb>
        {know.thumbnailUrl ? (
          // eslint-disable-next-line @next/next/no-img-element -- a small image served by our own API, already sized
          <img src={know.thumbnailUrl} alt="" width={320} height={240} loading="lazy" decoding="async" />
        ) : (
          <Placeholder $color={subject?.color ?? null} data-testid="know-card-placeholder">
            <FormatDrawing format={know.knowFormat} />
          </Placeholder>
        )}
      </Thumb>
      <Body>
        {subject ? <Chip $color={subject.color}>{subject.name}</Chip> : null}
        <Title as={`h${headingLevel}`}>
          <Link href={href} prefetch={false}>
            {know.title}
          </Link>
        </Title>
        <Meta>
          <span>{t('knowCard.by', { name: know.knower.name })}</span>
          {grades ? <span>{grades}</span> : null}
          {know.knowFormat === 'FLASHCARDS' ? <span>{t('knowCard.flashcards')}</span> : <span>{t('knowCard.pages', { count: know.pageCount })}</span>}
          <span>{t('knowCard.likes', { count: know.likeCount })}</span>
        </Meta>
        {footer}
      </Body>
    </Frame>
  );
}
