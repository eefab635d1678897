// Flashcards made by the AI from a know (POST ai/flashcards): a new draft flashcard know of the caller's. The first
// know makes the user a knower, so their user record is read again.
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../lib/api/clients';
import * as endpoints from '../../../lib/api/endpoints';
import { useRefreshUser } from '../../auth';

const generateAiFlashcards = (knowUuid: string) => callApi<{ knowUuid: string }>(endpoints.generateAiFlashcards, { body: { knowUuid } });

export function useGenerateAiFlashcards() {
  const refreshUser = useRefreshUser();
  return useMutation({
    mutationFn: generateAiFlashcards,
    meta: { handlesErrors: true },
    onSuccess: () => refreshUser(),
  });
}
