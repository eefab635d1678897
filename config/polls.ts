// A poll's bounds (issue 21), in a module without zod: the poll form on knower profiles (a public page) reads them, and
// so do the contracts that check a poll on the server (lib/contracts/polls.ts).
export const POLL_LIMITS = { minOptions: 2, maxOptions: 6, maxQuestion: 200, maxOption: 80 } as const;
