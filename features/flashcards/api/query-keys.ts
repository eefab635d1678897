// React Query keys of flashcards.
export const flashcardKeys = {
  all: ['flashcards'] as const,
  due: (knowUuid: string | undefined) => [...flashcardKeys.all, 'due', knowUuid ?? 'all'] as const,
  sets: () => [...flashcardKeys.all, 'sets'] as const,
  setTitle: (knowUuid: string) => [...flashcardKeys.all, 'set-title', knowUuid] as const,
  settings: () => [...flashcardKeys.all, 'settings'] as const,
  cards: (knowUuid: string) => [...flashcardKeys.all, 'cards', knowUuid] as const,
  statistics: () => [...flashcardKeys.all, 'statistics'] as const,
  forecast: (desiredRetention: number | undefined) => [...flashcardKeys.all, 'forecast', desiredRetention ?? 'saved'] as const,
};
