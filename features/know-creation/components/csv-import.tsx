// A CSV or TSV file of cards: chosen, then previewed with the columns the import found (the header's names, or
// numbers) and which of them hold the front and the back, which can be changed (the preview follows).
import { useTranslation } from 'next-i18next/pages';
import styled from 'styled-components';
import { Select } from '../../../components/form/select';
import { FormField } from '../../../components/ui/form-field';
import type { FlashcardImportPreview, FlashcardTextImport } from '../../../lib/contracts/flashcards';
import { CSV_FILE_ACCEPT } from '../lib/import-errors';
import { FlashcardFilePicker } from './flashcard-file-picker';

const Mapping = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: 16px;
  ${({ theme }) => theme.media.mobile} {
    grid-template-columns: minmax(0, 1fr);
  }
`;

const Chosen = styled.p`
  margin: 0;
  font-weight: 600;
`;

export type CsvFile = { name: string; text: string; isTsv: boolean };

/** The request that previews the file's text again with another column mapping. */
function csvMappingRequest(file: CsvFile, mapping: { front: number; back: number }): FlashcardTextImport {
  return { format: 'csv', text: file.text, mapping, ...(file.isTsv ? { termSeparator: 'tab' } : {}) };
}

export function CsvImport({ file, preview, busy, onFile, onMapping }: {
  file: CsvFile | null;
  /** The preview of this file, once there is one. */
  preview: FlashcardImportPreview | null;
  busy: boolean;
  onFile: (file: File) => void;
  onMapping: (body: FlashcardTextImport) => void;
}) {
  const { t } = useTranslation('upload');
  const columns = preview?.columns ?? [];
  const mapping = preview?.mapping;
  const columnName = (name: string) => (preview?.hasHeader ? name : t('flashcards.csv.column', { number: name }));

  return (
    <>
      <FlashcardFilePicker label={t('flashcards.csv.choose')} hint={t('flashcards.csv.hint')} accept={CSV_FILE_ACCEPT} busy={busy} onFile={onFile} testId="csv-input" />
      {file ? <Chosen>{t('flashcards.chosenFile', { name: file.name })}</Chosen> : null}
      {file && mapping && columns.length > 1 ? (
        <Mapping>
          {(['front', 'back'] as const).map((side) => (
            <FormField key={side} label={t(`flashcards.csv.${side}Column`)}>
              {(control) => (
                <Select
                  {...control}
                  value={mapping[side]}
                  disabled={busy}
                  onChange={(event) => onMapping(csvMappingRequest(file, { ...mapping, [side]: Number(event.target.value) }))}
                >
                  {columns.map((name, index) => (
                    <option key={index} value={index}>
                      {columnName(name)}
                    </option>
                  ))}
                </Select>
              )}
            </FormField>
          ))}
        </Mapping>
      ) : null}
    </>
  );
}
