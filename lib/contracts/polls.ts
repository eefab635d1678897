// Contracts of knowers' polls (issue 21). Fixed contract point: POST /polls/{id}/votes {optionId} → 201; a second vote
// is DuplicateError. A poll's counts are shown after one's own vote or after its end.
import { z } from 'zod';
import { POLL_LIMITS } from '../../config/polls';
import { uuidSchema } from './ids';

export const createPollSchema = z.object({
  question: z.string().trim().min(3).max(POLL_LIMITS.maxQuestion),
  options: z.array(z.string().trim().min(1).max(POLL_LIMITS.maxOption)).min(POLL_LIMITS.minOptions).max(POLL_LIMITS.maxOptions),
  /** When voting ends (ISO date-time, in the future); open-ended without one. */
  endsOn: z.iso.datetime({ offset: true }).optional(),
});
export type CreatePoll = z.infer<typeof createPollSchema>;

export const votePollSchema = z.object({ optionId: z.number().int().min(1).max(POLL_LIMITS.maxOptions) });

export const pollSchema = z.object({
  uuid: uuidSchema,
  question: z.string(),
  /** Each option with its votes once results are shown (after your vote or the end), null before. */
  options: z.array(z.object({ id: z.number().int(), text: z.string(), votes: z.number().int().nonnegative().nullable() })),
  totalVotes: z.number().int().nonnegative().nullable(),
  endsOn: z.string().nullable(),
  ended: z.boolean(),
  createdOn: z.string(),
  /** Your vote (signed in), else null. */
  myVote: z.number().int().nullable(),
  knower: z.object({ uuid: uuidSchema, userUuid: uuidSchema, name: z.string(), profilePath: z.string() }),
});
export type Poll = z.infer<typeof pollSchema>;

export const pollsSchema = z.object({ polls: z.array(pollSchema) });
