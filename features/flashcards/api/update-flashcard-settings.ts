// Saves the user's study settings (PATCH flashcards/settings); today's cards and the forecast follow the new limits.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api/clients';
import * as endpoints from '../../../lib/api/endpoints';
import type { FlashcardSettings } from '../../../lib/contracts/flashcards';
import { flashcardKeys } from './query-keys';

type FlashcardSettingsChange = Partial<Omit<FlashcardSettings, 'personalized'>>;

const updateFlashcardSettings = (body: FlashcardSettingsChange) => callApi<FlashcardSettings>(endpoints.updateFlashcardSettings, { body });

export function useUpdateFlashcardSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateFlashcardSettings,
    onSuccess: (settings) => {
      queryClient.setQueryData(flashcardKeys.settings(), settings);
      return queryClient.invalidateQueries({ queryKey: flashcardKeys.all, predicate: (query) => query.queryKey[1] === 'due' || query.queryKey[1] === 'forecast' });
    },
  });
}
