// The dialog after publishing (/knows?showKnowUploadedCongratulationsDialog=true): a modal (stacking order of spec §9)
// that takes the focus, keeps Tab inside, closes with Escape or its button, and gives the focus back when closed. It
// says what became of the know: published (privately or not), still being checked, or rejected with the reason.
import { useTranslation } from 'next-i18next/pages';
import { useEffect, useId, useRef, type KeyboardEvent } from 'react';
import styled from 'styled-components';
import { LoadingButton } from '../../../components/loading-button';
import type { KnowDraft } from '../../../lib/contracts/know-creation';
import { fade } from '../../../styles/colors';

/** The illustration's round ground: a brand tint that follows the theme (the rest of the art reads on both). */
const Ground = styled.circle`
  fill: ${({ theme }) => theme.colors.brandTint};
`;

const Backdrop = styled.div`
  position: fixed;
  inset: 0;
  z-index: ${({ theme }) => theme.zIndex.modal};
  display: grid;
  place-items: center;
  padding: 20px;
  background: ${({ theme }) => fade(theme.colors.overlay, 0.55)};
`;

const Box = styled.div`
  width: min(460px, 100%);
  padding: 32px 28px 28px;
  border-radius: ${({ theme }) => theme.radii.xl}px;
  background: ${({ theme }) => theme.colors.surfaceRaised};
  box-shadow: 0 24px 60px ${({ theme }) => fade(theme.colors.shadow, 0.3)};
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
  if (know?.status === 'PUBLISHED') return { title: 'congratulationsTitle', text: know.isPrivate ? 'publishedPrivateNote' : 'publishedNote', rejected: false };
  return { title: 'congratulationsTitle', text: wasFlashcardUpload ? 'congratulationsFlashcardsText' : 'inReviewNote', rejected: false };
}

export function CongratulationsDialog({ wasFlashcardUpload, know, onClose }: { wasFlashcardUpload: boolean; know?: Outcome; onClose: () => void }) {
  const outcome = outcomeText(know, wasFlashcardUpload);
  const { t } = useTranslation('upload');
  const titleId = useId();
  const textId = useId();
  const box = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const before = document.activeElement as HTMLElement | null;
    box.current?.querySelector<HTMLButtonElement>('button')?.focus();
    return () => before?.focus();
  }, []);

  function keyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key === 'Escape') {
      event.preventDefault();
      onClose();
      return;
    }
    if (event.key !== 'Tab') return;
    const focusable = [...(box.current?.querySelectorAll<HTMLElement>('button, a[href], [tabindex]:not([tabindex="-1"])') ?? [])];
    if (focusable.length === 0) return;
    const first = focusable[0]!;
    const last = focusable[focusable.length - 1]!;
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  }

  return (
    <Backdrop onMouseDown={(event) => event.target === event.currentTarget && onClose()}>
      <Box ref={box} role="dialog" aria-modal="true" aria-labelledby={titleId} aria-describedby={textId} onKeyDown={keyDown} data-testid="congratulations-dialog">
        {outcome.rejected ? null : (
        <Badge viewBox="0 0 72 72" aria-hidden="true">
          <Ground cx="36" cy="36" r="34" />
          <circle cx="36" cy="36" r="24" fill="#1fbf75" />
          <path d="M25 37l7.5 7.5L48 29" fill="none" stroke="#fff" strokeWidth="5" strokeLinecap="round" strokeLinejoin="round" />
          <circle cx="12" cy="18" r="3" fill="#ffc93c" />
          <circle cx="61" cy="14" r="3" fill="#3c5cff" />
          <circle cx="62" cy="56" r="2.5" fill="#ffc93c" />
        </Badge>
        )}
        <h2 id={titleId}>{t(outcome.title)}</h2>
        <p id={textId} aria-live="polite">{t(outcome.text)}</p>
        <LoadingButton onClick={onClose}>{t('congratulationsClose')}</LoadingButton>
      </Box>
    </Backdrop>
  );
}
