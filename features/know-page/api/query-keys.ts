// Query keys of the know page: every hook and cache update uses these.
export const knowKeys = {
  detail: (uuid: string) => ['knows', uuid, 'detail'] as const,
  flashcards: (uuid: string) => ['knows', uuid, 'flashcards'] as const,
};
