// How far the session is: a progress bar of the cards answered out of the answered and the remaining ones (or, in
// Learn, of the steps done out of all).
import { useTranslation } from 'next-i18next/pages';
import styled from 'styled-components';

const Wrapper = styled.div`
  display: flex;
  align-items: center;
  gap: 14px;
  font-weight: 700;
  font-variant-numeric: tabular-nums;
`;

const Track = styled.div`
  flex: 1;
  height: 10px;
  border-radius: ${({ theme }) => theme.radii.pill}px;
  background: ${({ theme }) => theme.colors.surfaceMuted};
  border: 1px solid ${({ theme }) => theme.colors.border};
  overflow: hidden;
`;

const Fill = styled.div`
  height: 100%;
  background: ${({ theme }) => theme.colors.brandBlue};
  transition: width 0.2s ease;
`;

export function SessionProgress({ done, total, label }: { done: number; total: number; label?: string }) {
  const { t } = useTranslation('flashcards');
  const text = t('review.progress', { done, total });
  return (
    <Wrapper>
      <Track role="progressbar" aria-label={label ?? t('review.progressLabel')} aria-valuemin={0} aria-valuemax={total} aria-valuenow={done} aria-valuetext={text}>
        <Fill style={{ width: `${total > 0 ? (done / total) * 100 : 0}%` }} />
      </Track>
      <span data-testid="session-progress">{text}</span>
    </Wrapper>
  );
}
