// Query keys of the signed-in user and their knower: every hook and cache update uses these.
export const sessionKeys = {
  me: ['users', 'me'] as const,
  myKnower: ['knowers', 'me'] as const,
};
