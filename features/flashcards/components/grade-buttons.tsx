// The four answers to a shown card — again, hard, good, easy — each with when the card would come back, and its key.
import { useTranslation } from 'next-i18next/pages';
import styled from 'styled-components';
import { Button } from '../../../components/ui/button';
import type { DueFlashcard } from '../../../lib/contracts/flashcards';
import type { Rating } from '../lib/answer-queue';
import { formatInterval } from '../lib/interval-format';

const GRADES = [
  { rating: 1, name: 'again' },
  { rating: 2, name: 'hard' },
  { rating: 3, name: 'good' },
  { rating: 4, name: 'easy' },
] as const satisfies readonly { rating: Rating; name: string }[];

const Row = styled.div`
  display: grid;
  grid-template-columns: repeat(4, minmax(0, 1fr));
  gap: 10px;
  ${({ theme }) => theme.media.mobile} { grid-template-columns: repeat(2, minmax(0, 1fr)); }
`;

const GradeButton = styled(Button)`
  width: 100%;
  min-height: 64px;
  padding: 6px 10px;
`;

const GradeText = styled.span`
  display: flex;
  flex-direction: column;
  align-items: center;
  line-height: 1.2;
  small { font-weight: 600; font-size: 0.85rem; color: inherit; }
  kbd { font: 600 0.75rem ${({ theme }) => theme.fonts.mono}; color: inherit; }
`;

export function GradeButtons({ card, now, onGrade }: { card: DueFlashcard; now: Date; onGrade: (rating: Rating) => void }) {
  const { t, i18n } = useTranslation('flashcards');
  return (
    <Row role="group" aria-label={t('review.gradesLabel')}>
      {GRADES.map(({ rating, name }) => (
        <GradeButton key={rating} variant={rating === 1 ? 'danger' : rating === 3 ? 'primary' : 'outline'} data-testid={`grade-${rating}`} onClick={() => onGrade(rating)}>
          <GradeText>
            <span>{t(`review.grades.${name}`)}</span>
            <small>{formatInterval(new Date(card.nextDue[rating - 1] ?? now), now, i18n.language, (interval) => t('review.lessThan', { interval }))}</small>
            <kbd aria-hidden="true">{rating}</kbd>
          </GradeText>
        </GradeButton>
      ))}
    </Row>
  );
}
