// The dialog after publishing (/knows?showKnowUploadedCongratulationsDialog=true): the shared modal dialog (focus kept
// inside, Escape, its button or the backdrop close it, the focus goes back). It says what became of the know:
// published (privately or not), still being checked, or rejected with the reason — in the words of a flashcard set
// after one (wasFlashcardKnowUpload).
import { useTranslation } from 'next-i18next/pages';
import { useId } from 'react';
import styled from 'styled-components';
import { ILLUSTRATION } from '../../../components/theme/fixed-colors';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import type { KnowDraft } from '../../../lib/contracts/know-creation';

/** The illustration's round ground: a brand tint that follows the theme (the rest of the art reads on both). */
const Ground = styled.circle`
  fill: ${({ theme }) => theme.colors.brandTint};
`;

const Box = styled.div`
  padding: 32px 28px 28px;
  text-align: center;
  h2 { margin: 8px 0 10px; font: 800 1.5rem ${({ theme }) => theme.fonts.display}; }
  p { margin: 0 0 24px; color: ${({ theme }) => theme.colors.inkMuted}; line-height: 1.5; }
`;

const Badge = styled.svg`
  width: 72px;
  height: 72px;
`;

type Outcome = Pick<KnowDraft, 'status' | 'isPrivate' | 'rejectionReason'>;

/** The dialog's title and text keys (upload namespace) for what became of the know; unknown yet: still being checked. */
export function outcomeText(know: Outcome | undefined, wasFlashcardUpload: boolean): { title: string; text: string; rejected: boolean } {
  if (know?.status === 'REJECTED') return { title: 'congratulationsRejectedTitle', text: `rejection.${know.rejectionReason ?? 'UNREADABLE_DOCUMENT'}`, rejected: true };
  if (know?.status === 'PUBLISHED') {
    const text = wasFlashcardUpload ? (know.isPrivate ? 'flashcards.publishedPrivateNote' : 'flashcards.publishedNote') : know.isPrivate ? 'publishedPrivateNote' : 'publishedNote';
    return { title: 'congratulationsTitle', text, rejected: false };
  }
  return { title: 'congratulationsTitle', text: wasFlashcardUpload ? 'congratulationsFlashcardsText' : 'inReviewNote', rejected: false };
}

export function CongratulationsDialog({ wasFlashcardUpload, know, onClose }: { wasFlashcardUpload: boolean; know?: Outcome; onClose: () => void }) {
  const outcome = outcomeText(know, wasFlashcardUpload);
  const { t } = useTranslation('upload');
  const titleId = useId();
  const textId = useId();

  return (
    <Dialog labelledBy={titleId} describedBy={textId} onClose={onClose} width={460} data-testid="congratulations-dialog">
      <Box>
        {outcome.rejected ? null : (
          <Badge viewBox="0 0 72 72" aria-hidden="true">
            <Ground cx="36" cy="36" r="34" />
            <circle cx="36" cy="36" r="24" fill={ILLUSTRATION.leaf} />
            <path d="M25 37l7.5 7.5L48 29" fill="none" stroke={ILLUSTRATION.tick} strokeWidth="5" strokeLinecap="round" strokeLinejoin="round" />
            <circle cx="12" cy="18" r="3" fill={ILLUSTRATION.sparkle} />
            <circle cx="61" cy="14" r="3" fill={ILLUSTRATION.sleeve} />
            <circle cx="62" cy="56" r="2.5" fill={ILLUSTRATION.sparkle} />
          </Badge>
        )}
        <h2 id={titleId}>{t(outcome.title)}</h2>
        <p id={textId} aria-live="polite">{t(outcome.text)}</p>
        <Button onClick={onClose}>{t('congratulationsClose')}</Button>
      </Box>
    </Dialog>
  );
}
