// An import preview (POST flashcards/imports): pasted text as JSON (Quizlet's export, or a CSV/TSV file's text with
// its column mapping), or a file as multipart (an Anki .apkg in the part "file"). Nothing is stored: the answer is
// the cards the import could read and each line or note it could not, with a reason code.
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../lib/api/clients';
import * as endpoints from '../../../lib/api/endpoints';
import type { FlashcardImportPreview, FlashcardTextImport } from '../../../lib/contracts/flashcards';

export type FlashcardImportRequest = { kind: 'text'; body: FlashcardTextImport } | { kind: 'file'; file: File };

function importFlashcards(request: FlashcardImportRequest): Promise<FlashcardImportPreview> {
  if (request.kind === 'text') return callApi<FlashcardImportPreview>(endpoints.flashcardImports, { body: request.body });
  const form = new FormData();
  form.append('file', request.file, request.file.name);
  return callApi<FlashcardImportPreview>(endpoints.flashcardImports, { body: form });
}

export const useImportFlashcards = () => useMutation({ mutationFn: importFlashcards, meta: { handlesErrors: true } });
