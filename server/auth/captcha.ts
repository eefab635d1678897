// The login captcha: ALTCHA v2 proof of work, self-hosted (altcha-lib). GET /api/auth/captcha hands out a challenge
// signed with a key derived from APP_SECRET; the client brute-forces it (lib/api/captcha.ts) and sends the solved
// payload as the password grant's `captcha`. Each solved challenge is accepted once (in memory, until it expires).
import { captchaChallenge } from '../../lib/api/endpoints';
import { createHmac } from 'node:crypto';
import { createChallenge, randomInt, verifySolution, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { captchaChallengeSchema, captchaPayloadSchema, type CaptchaChallenge } from '../../lib/contracts/captcha';
import { env } from '../env';

/**
 * The work asked for: the solver hashes (SHA-256, one round per try) its way to a counter drawn between counterMin
 * and counterMax. Measured with the solver lib/api/captcha.ts uses (solveChallenge + algorithms/web/sha) on a
 * 2-core machine: Chromium 156 median 78 ms, max 91 ms (20 runs); with 4x CPU throttling (a slow phone) median
 * 262 ms, max 462 ms; Node 20 0.15–0.3 s. Invisible for a person; for a script it adds work to every guess beyond
 * the captcha limit, and the hard limit (TooManyLoginAttemptsError) stops it anyway.
 */
export const CAPTCHA = {
  algorithm: 'SHA-256',
  cost: 1,
  counterMin: 10_000,
  counterMax: 20_000,
  expiresInMs: 10 * 60 * 1000,
  challengeUrl: captchaChallenge.path,
} as const;

function secretsFor(appSecret: string) {
  const derive = (purpose: string) => createHmac('sha256', appSecret).update(`knowly:altcha:${purpose}`).digest('hex');
  return { hmacSignatureSecret: derive('challenge'), hmacKeySignatureSecret: derive('key') };
}

let cachedSecrets: { appSecret: string; secrets: ReturnType<typeof secretsFor> } | undefined;
function secrets() {
  const { APP_SECRET } = env();
  if (cachedSecrets?.appSecret !== APP_SECRET) cachedSecrets = { appSecret: APP_SECRET, secrets: secretsFor(APP_SECRET) };
  return cachedSecrets.secrets;
}

/** A new challenge, valid for 10 minutes from `now`. */
export async function createCaptchaChallenge(now = Date.now()): Promise<CaptchaChallenge> {
  const challenge = await createChallenge({
    algorithm: CAPTCHA.algorithm,
    cost: CAPTCHA.cost,
    counter: randomInt(CAPTCHA.counterMax, CAPTCHA.counterMin),
    deriveKey,
    expiresAt: new Date(now + CAPTCHA.expiresInMs),
    ...secrets(),
  });
  return captchaChallengeSchema.parse(challenge);
}

/** Signatures of challenges already solved here → when they expire (ms). One process's memory: see docs. */
const used = new Map<string, number>();

function forgetExpired(now: number): void {
  for (const [signature, expiresAt] of used) if (expiresAt <= now) used.delete(signature);
}

/** Empties the memory of used challenges (tests). */
export function resetUsedCaptchas(): void {
  used.clear();
}

function decode(payload: string): unknown {
  try {
    return JSON.parse(Buffer.from(payload, 'base64').toString('utf8'));
  } catch {
    return undefined;
  }
}

/** True for a correctly solved, unexpired challenge of ours that was not used before; marks it used. */
export async function verifyCaptchaPayload(payload: string, now = Date.now()): Promise<boolean> {
  const parsed = captchaPayloadSchema.safeParse(decode(payload));
  if (!parsed.success) return false;
  const { challenge, solution } = parsed.data;
  if (used.size > 1000) forgetExpired(now);
  if (used.has(challenge.signature)) return false;
  // Claimed before the (asynchronous) check, so that two requests racing with one payload cannot both pass.
  used.set(challenge.signature, (challenge.parameters.expiresAt ?? 0) * 1000 || now + CAPTCHA.expiresInMs);
  let verified = false;
  try {
    verified = (await verifySolution({ challenge: challenge as Challenge, solution, deriveKey, ...secrets() })).verified;
  } finally {
    if (!verified) used.delete(challenge.signature);
  }
  return verified;
}
