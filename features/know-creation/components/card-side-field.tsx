// One side of a card in the editor: a labelled text field with the editor's marks (bold, italic, list — from the
// small toolbar or Ctrl/⌘+B and Ctrl/⌘+I), and an optional image (PNG, JPEG, GIF, WebP or AVIF up to 1 MB, kept as
// a data: URL until the set is created, or an import preview's image by reference).
import { useTranslation } from 'next-i18next/pages';
import { useLayoutEffect, useRef, useState, type ClipboardEvent, type KeyboardEvent } from 'react';
import styled from 'styled-components';
import { Button } from '../../../components/ui/button';
import { controlLook, Field, FieldError, FieldLabel, useFieldIds } from '../../../components/ui/form-field';
import { TextButton } from '../../../components/ui/text-button';
import { BYTES_PER_MB, CARD_IMAGE_TYPES, MAX_IMAGE_BYTES } from '../../../config/flashcards';
import { applyMark } from '../lib/card-markup';
import { checkCardImage, readDataUrl } from '../lib/card-image';
import { CardImage } from './card-image';

const TextArea = styled.textarea<{ $invalid?: boolean }>`
  ${controlLook}
  min-height: 88px;
  padding: 10px 12px;
  resize: vertical;
  line-height: 1.45;
`;

const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 4px;
`;

const MarkButton = styled(Button)`
  min-width: 44px;
  padding: 0 10px;
`;

const Preview = styled.figure`
  display: flex;
  align-items: center;
  gap: 12px;
  margin: 0;
  img {
    max-width: 120px;
    max-height: 80px;
    border-radius: ${({ theme }) => theme.radii.sm}px;
    border: 1px solid ${({ theme }) => theme.colors.border};
    object-fit: contain;
    background: ${({ theme }) => theme.colors.paper};
  }
`;

const HiddenInput = styled.input`
  display: none;
`;

type Mark = 'bold' | 'italic' | 'list';

export function CardSideField({ label, value, image, onChange, onImageChange, onPaste, textAreaRef, testId }: {
  label: string;
  value: string;
  image: string | null;
  onChange: (value: string) => void;
  onImageChange: (image: string | null) => void;
  onPaste?: (event: ClipboardEvent<HTMLTextAreaElement>) => void;
  textAreaRef?: (element: HTMLTextAreaElement | null) => void;
  testId: string;
}) {
  const { t } = useTranslation('upload');
  const area = useRef<HTMLTextAreaElement | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const [imageProblem, setImageProblem] = useState<string | null>(null);
  /** The selection to restore once the marked text is rendered. */
  const selection = useRef<{ start: number; end: number } | null>(null);
  const { errorId, control } = useFieldIds({ hint: false, error: Boolean(imageProblem) });

  // The marked text stays selected after a toolbar click, as in any editor.
  useLayoutEffect(() => {
    if (!selection.current || !area.current) return;
    area.current.focus();
    area.current.setSelectionRange(selection.current.start, selection.current.end);
    selection.current = null;
  });

  function mark(kind: Mark) {
    const element = area.current;
    if (!element) return;
    const next = applyMark(value, element.selectionStart, element.selectionEnd, kind);
    onChange(next.value);
    selection.current = { start: next.start, end: next.end };
  }

  function keyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (!(event.ctrlKey || event.metaKey) || event.altKey) return;
    const key = event.key.toLowerCase();
    if (key !== 'b' && key !== 'i') return;
    event.preventDefault();
    mark(key === 'b' ? 'bold' : 'italic');
  }

  async function chooseImage(file: File | undefined) {
    setImageProblem(null);
    if (!file) return;
    const problem = checkCardImage(file);
    if (problem) {
      setImageProblem(t(`flashcards.imageProblems.${problem}`, { maxMb: MAX_IMAGE_BYTES / BYTES_PER_MB }));
      return;
    }
    onImageChange(await readDataUrl(file));
  }

  return (
    <Field>
      <FieldLabel htmlFor={control.id}>{label}</FieldLabel>
      <Toolbar role="toolbar" aria-label={t('flashcards.editor.toolbar', { side: label })} aria-controls={control.id}>
        <MarkButton variant="ghost" size="sm" aria-label={t('flashcards.editor.bold')} title={t('flashcards.editor.bold')} onClick={() => mark('bold')}>
          <b aria-hidden="true">B</b>
        </MarkButton>
        <MarkButton variant="ghost" size="sm" aria-label={t('flashcards.editor.italic')} title={t('flashcards.editor.italic')} onClick={() => mark('italic')}>
          <i aria-hidden="true">I</i>
        </MarkButton>
        <MarkButton variant="ghost" size="sm" aria-label={t('flashcards.editor.list')} title={t('flashcards.editor.list')} onClick={() => mark('list')}>
          <span aria-hidden="true">•≡</span>
        </MarkButton>
        {image ? null : (
          <MarkButton variant="ghost" size="sm" onClick={() => fileInput.current?.click()}>
            {t('flashcards.editor.addImage')}
          </MarkButton>
        )}
      </Toolbar>
      <TextArea
        {...control}
        ref={(element) => {
          area.current = element;
          textAreaRef?.(element);
        }}
        value={value}
        rows={3}
        $invalid={Boolean(imageProblem)}
        data-testid={testId}
        onChange={(event) => onChange(event.target.value)}
        onKeyDown={keyDown}
        onPaste={onPaste}
      />
      <HiddenInput
        ref={fileInput}
        type="file"
        accept={CARD_IMAGE_TYPES.join(',')}
        tabIndex={-1}
        aria-hidden="true"
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          void chooseImage(file);
        }}
      />
      {image ? (
        <Preview>
          <CardImage src={image} alt={t('flashcards.editor.imageAlt', { side: label })} />
          <TextButton type="button" $tone="danger" onClick={() => onImageChange(null)}>
            {t('flashcards.editor.removeImage')}
          </TextButton>
        </Preview>
      ) : null}
      {imageProblem ? <FieldError id={errorId}>{imageProblem}</FieldError> : null}
    </Field>
  );
}
