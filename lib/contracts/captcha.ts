// Contract of the login captcha (ALTCHA v2 proof of work): the challenge GET /api/auth/captcha answers with. The
// password grant's `captcha` field carries the solved payload: base64 of JSON {challenge, solution}.
import { z } from 'zod';


/** The field a request carries its solved captcha in (the payload below, base64). */
export const captchaFieldSchema = z.string().max(4000).optional();

export const captchaChallengeSchema = z.object({
  parameters: z
    .object({
      algorithm: z.string(),
      nonce: z.string(),
      salt: z.string(),
      cost: z.number().int().positive(),
      keyLength: z.number().int().positive(),
      keyPrefix: z.string(),
      keySignature: z.string().optional(),
      expiresAt: z.number().optional().describe('Seconds since the epoch'),
    })
    .loose(),
  signature: z.string(),
});
export type CaptchaChallenge = z.infer<typeof captchaChallengeSchema>;

export const captchaPayloadSchema = z.object({
  challenge: captchaChallengeSchema,
  solution: z.object({ counter: z.number().int().nonnegative(), derivedKey: z.string(), time: z.number().optional() }),
});
