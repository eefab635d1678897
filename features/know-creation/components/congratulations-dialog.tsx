// The dialog after publishing (/knows?showKnowUploadedCongratulationsDialog=true): a modal (stacking order of spec §9)
// that takes the focus, keeps Tab inside, closes with Escape or its button, and gives the focus back when closed.
import { useTranslation } from 'next-i18next/pages';
import { useEffect, useId, useRef, type KeyboardEvent } from 'react';
import styled from 'styled-components';
import { LoadingButton } from '../../../components/loading-button';

const Backdrop = styled.div`
  position: fixed;
  inset: 0;
  z-index: ${({ theme }) => theme.zIndex.modal};
  display: grid;
  place-items: center;
  padding: 20px;
  background: rgba(20, 26, 51, 0.55);
`;

const Box = styled.div`
  width: min(460px, 100%);
  padding: 32px 28px 28px;
  border-radius: ${({ theme }) => theme.radii.xl}px;
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: 0 24px 60px rgba(20, 26, 51, 0.3);
  text-align: center;
  h2 { margin: 8px 0 10px; font: 800 1.5rem ${({ theme }) => theme.fonts.display}; }
  p { margin: 0 0 24px; color: ${({ theme }) => theme.colors.inkMuted}; line-height: 1.5; }
`;

const Party = styled.div`
  font-size: 3rem;
  line-height: 1;
`;

export function CongratulationsDialog({ wasFlashcardUpload, onClose }: { wasFlashcardUpload: boolean; onClose: () => void }) {
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
        <Party aria-hidden="true">🎉</Party>
        <h2 id={titleId}>{t('congratulationsTitle')}</h2>
        <p id={textId}>{wasFlashcardUpload ? t('congratulationsFlashcardsText') : t('congratulationsText')}</p>
        <LoadingButton onClick={onClose}>{t('congratulationsClose')}</LoadingButton>
      </Box>
    </Backdrop>
  );
}
