// An Anki package (.apkg, as Anki's "Export → Anki Deck Package" writes it, with its media): Basic, Basic (and
// reversed card) and Cloze notes with their images; any other note type is listed in the preview, never dropped.
import { useTranslation } from 'next-i18next/pages';
import styled from 'styled-components';
import { APKG_FILE_ACCEPT } from '../lib/import-errors';
import { FlashcardFilePicker } from './flashcard-file-picker';

const Steps = styled.ol`
  margin: 0;
  padding-left: 20px;
  color: ${({ theme }) => theme.colors.inkMuted};
  line-height: 1.6;
`;

const Chosen = styled.p`
  margin: 0;
  font-weight: 600;
`;

export function AnkiImport({ fileName, busy, onFile }: { fileName: string | null; busy: boolean; onFile: (file: File) => void }) {
  const { t } = useTranslation('upload');
  return (
    <>
      <Steps>
        <li>{t('flashcards.anki.step1')}</li>
        <li>{t('flashcards.anki.step2')}</li>
      </Steps>
      <FlashcardFilePicker label={t('flashcards.anki.choose')} hint={t('flashcards.anki.hint')} accept={APKG_FILE_ACCEPT} busy={busy} onFile={onFile} testId="apkg-input" />
      {fileName ? <Chosen>{t('flashcards.chosenFile', { name: fileName })}</Chosen> : null}
    </>
  );
}
