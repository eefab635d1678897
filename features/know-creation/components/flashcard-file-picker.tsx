// Choose (or drop) the one file an import reads: a CSV/TSV file or an Anki package. The label draws the button and
// shows the hidden input's focus, as on the upload page.
import { useId, useState, type DragEvent } from 'react';
import { HiddenInput, PickButton } from './file-pick-button';
import styled from 'styled-components';

const Zone = styled.div<{ $active: boolean }>`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 12px;
  padding: 28px 20px;
  border: 2px dashed ${({ theme, $active }) => ($active ? theme.colors.brandBlue : theme.colors.border)};
  border-radius: ${({ theme }) => theme.radii.xl}px;
  background: ${({ theme, $active }) => ($active ? theme.colors.brandTint : theme.colors.surfaceMuted)};
  text-align: center;
  p { margin: 0; color: ${({ theme }) => theme.colors.inkMuted}; }
`;

export function FlashcardFilePicker({ label, hint, accept, busy, onFile, testId }: {
  label: string;
  hint: string;
  /** File name endings and media types the input offers. */
  accept: string;
  busy: boolean;
  onFile: (file: File) => void;
  testId: string;
}) {
  const hintId = useId();
  const [active, setActive] = useState(false);

  function drop(event: DragEvent<HTMLDivElement>) {
    event.preventDefault();
    setActive(false);
    const file = event.dataTransfer.files[0];
    if (file && !busy) onFile(file);
  }

  return (
    <Zone
      $active={active}
      onDragOver={(event) => {
        event.preventDefault();
        if (!busy) setActive(true);
      }}
      onDragLeave={() => setActive(false)}
      onDrop={drop}
    >
      <PickButton $variant="primary" $size="md" aria-disabled={busy}>
        {label}
        <HiddenInput
          type="file"
          accept={accept}
          disabled={busy}
          aria-describedby={hintId}
          data-testid={testId}
          onChange={(event) => {
            const file = event.target.files?.[0];
            event.target.value = '';
            if (file) onFile(file);
          }}
        />
      </PickButton>
      <p id={hintId}>{hint}</p>
    </Zone>
  );
}
