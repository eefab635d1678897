// Query keys of the signed-in user's own records in React Query (the user itself lives in lib/session-user-store.ts).
export const sessionKeys = {
  myKnower: ['knowers', 'me'] as const,
};
