// Contracts of the account's sign-ins (issue 14 "active sessions"): each sign-in is a refresh-token family — a device or
// browser that signed in — listed with when it started and was last renewed; all but the current one can be ended.
import { z } from 'zod';
import { uuidSchema } from './ids';

const signInSessionSchema = z.object({
  sessionUuid: uuidSchema.describe('The sign-in (refresh-token family, the `sid` claim of its access tokens)'),
  startedOn: z.string().describe('ISO date-time of the sign-in'),
  lastActiveOn: z.string().describe('ISO date-time of its last token renewal'),
  current: z.boolean().describe('Whether it is the sign-in of this request'),
});
export type SignInSession = z.infer<typeof signInSessionSchema>;

export const signInSessionsSchema = z.object({ sessions: z.array(signInSessionSchema) });
export type SignInSessions = z.infer<typeof signInSessionsSchema>;

export const endedSessionsSchema = z.object({ ended: z.number().int().min(0).describe('How many other sign-ins were ended') });
export type EndedSessions = z.infer<typeof endedSessionsSchema>;
