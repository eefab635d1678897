// The spec's User (§3) as the API answers it.
import { z } from 'zod';

export const userSchema = z.object({
  uuid: z.uuid(),
  createdOn: z.string(),
  name: z.string(),
  username: z.string().nullable(),
  country: z.string(),
  interfaceLanguage: z.string(),
  primaryContentLanguage: z.string(),
  region: z.string().nullable(),
  schoolType: z.object({ name: z.string() }).nullable(),
  grade: z.object({ level: z.number().int() }).nullable(),
  premiumStatus: z.string(),
  knowerUuid: z.uuid().nullable(),
  source: z.string().nullable(),
  sourceCampaign: z.string().nullable(),
  isActiveKnower: z.boolean(),
  active: z.boolean(),
});
export type User = z.infer<typeof userSchema>;

export const signupResponseSchema = z.object({ user: userSchema, accessToken: z.string(), refreshToken: z.string() });
