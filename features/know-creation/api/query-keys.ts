// React Query keys of know creation: the owner's view of one know, their status counts and their lists by status.
export const knowCreationKeys = {
  all: ['know-creation'] as const,
  draft: (knowUuid: string) => ['know-creation', 'draft', knowUuid] as const,
  statusStats: (knowerUuid: string) => ['know-creation', 'status-stats', knowerUuid] as const,
  ownKnows: (status: string) => ['know-creation', 'own-knows', status] as const,
};
