// The drop zone of the upload page: drop files on it, or pick them with the button (keyboard and screen readers use the
// button and the labelled file input). Several images may be chosen at once.
import { useTranslation } from 'next-i18next/pages';
import { useId, useRef, useState, type DragEvent } from 'react';
import styled from 'styled-components';
import { HiddenInput, PickButton } from './file-pick-button';
import { KNOW_IMAGES_MAX_COUNT, KNOW_UPLOAD_TYPES } from '../../../config/know-uploads';

const Zone = styled.div<{ $active: boolean; $busy: boolean }>`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 14px;
  padding: clamp(28px, 6vw, 56px) 20px;
  border: 2px dashed ${({ theme, $active }) => ($active ? theme.colors.brandBlue : theme.colors.border)};
  border-radius: ${({ theme }) => theme.radii.xl}px;
  background: ${({ theme, $active }) => ($active ? theme.colors.brandTint : theme.colors.surfaceMuted)};
  text-align: center;
  opacity: ${({ $busy }) => ($busy ? 0.6 : 1)};
  transition: background 0.15s ease, border-color 0.15s ease;
`;

const Icon = styled.svg`
  width: 56px;
  height: 56px;
  color: ${({ theme }) => theme.colors.brandBlue};
`;

const Lead = styled.p`
  margin: 0;
  font: 700 1.15rem ${({ theme }) => theme.fonts.display};
  color: ${({ theme }) => theme.colors.ink};
`;

const Hint = styled.p`
  margin: 0;
  font-size: 0.9rem;
  color: ${({ theme }) => theme.colors.inkMuted};
`;

export function UploadDropzone({ onFiles, busy }: { onFiles: (files: File[]) => void; busy: boolean }) {
  const { t } = useTranslation('upload');
  const input = useRef<HTMLInputElement>(null);
  const [active, setActive] = useState(false);
  const hintId = useId();

  function drop(event: DragEvent<HTMLDivElement>) {
    event.preventDefault();
    setActive(false);
    if (busy) return;
    const files = [...event.dataTransfer.files];
    if (files.length > 0) onFiles(files);
  }

  return (
    <Zone
      $active={active}
      $busy={busy}
      data-testid="upload-dropzone"
      onDragOver={(event) => {
        event.preventDefault();
        if (!busy) setActive(true);
      }}
      onDragLeave={() => setActive(false)}
      onDrop={drop}
    >
      <Icon viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true">
        <path d="M12 16V4m0 0-4.5 4.5M12 4l4.5 4.5" />
        <path d="M4 15v3a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2v-3" />
      </Icon>
      <Lead>{t('dropHere')}</Lead>
      <Hint id={hintId}>{t('allowedFiles', { count: KNOW_IMAGES_MAX_COUNT })}</Hint>
      <PickButton $variant="primary" $size="md" aria-disabled={busy}>
        {t('chooseFiles')}
        <HiddenInput
          ref={input}
          type="file"
          multiple
          disabled={busy}
          accept={[...KNOW_UPLOAD_TYPES, '.pdf', '.jpg', '.jpeg', '.png', '.webp'].join(',')}
          aria-describedby={hintId}
          data-testid="upload-input"
          onChange={(event) => {
            const files = [...(event.target.files ?? [])];
            if (input.current) input.current.value = '';
            if (files.length > 0) onFiles(files);
          }}
        />
      </PickButton>
    </Zone>
  );
}
