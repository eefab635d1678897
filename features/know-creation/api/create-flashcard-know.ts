// Creates a draft flashcard know from the editor's or an import's notes (POST knows/flashcards → 201 {knowUuid});
// the details page and the publish route finish it like any other draft.
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../lib/api/clients';
import * as endpoints from '../../../lib/api/endpoints';
import type { FlashcardNoteInput } from '../../../lib/contracts/flashcards';
import { useRefreshUser } from '../../auth';

type CreateFlashcardKnow = { cards: FlashcardNoteInput[]; title?: string; keepProgress?: boolean };

const createFlashcardKnow = (body: CreateFlashcardKnow) => callApi<{ knowUuid: string }>(endpoints.createFlashcardKnow, { body });

export function useCreateFlashcardKnow() {
  const refreshUser = useRefreshUser();
  return useMutation({
    mutationFn: createFlashcardKnow,
    meta: { handlesErrors: true },
    // The first know makes the user a knower: their user record changes.
    onSuccess: () => refreshUser(),
  });
}
