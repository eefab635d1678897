// The user's study settings (GET flashcards/settings).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api/clients';
import * as endpoints from '../../../lib/api/endpoints';
import type { FlashcardSettings } from '../../../lib/contracts/flashcards';
import { flashcardKeys } from './query-keys';

const getFlashcardSettings = () => callApi<FlashcardSettings>(endpoints.flashcardSettings);

const flashcardSettingsQueryOptions = () => queryOptions({ queryKey: flashcardKeys.settings(), queryFn: getFlashcardSettings });

export function useFlashcardSettings() {
  return useQuery(flashcardSettingsQueryOptions());
}
