// Solves the login captcha in the browser: fetches an ALTCHA challenge (GET /api/auth/captcha), finds the counter
// with Web Crypto (altcha-lib's `algorithms/web/sha`, not its node:crypto variant) and answers the payload string the
// password grant takes as `captcha` — base64 of JSON {challenge, solution}, as the ALTCHA widget sends it.
import { captchaChallenge } from './endpoints';
import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/web/sha';
import { captchaChallengeSchema, type CaptchaChallenge } from '../contracts/captcha';
import { pageRequestHeaders } from './page-request-headers';

/** Give up (and let the user try again) if solving takes this long; normal is well under a second. */
const CAPTCHA_SOLVE_TIMEOUT_MS = 30_000;

export async function fetchCaptchaChallenge(url = captchaChallenge.path): Promise<CaptchaChallenge> {
  // The spec's headers (§7), as on every call the browser makes.
  const response = await fetch(url, { headers: await pageRequestHeaders().forRequest(captchaChallenge.method, url) });
  if (!response.ok) throw new Error(`GET ${url} answered ${response.status}`);
  return captchaChallengeSchema.parse(await response.json());
}

type SolveOptions = { timeoutMs?: number; controller?: AbortController };

/** The payload for one solved challenge. Throws when it cannot be solved in time. */
export async function solveCaptchaChallenge(challenge: CaptchaChallenge, { timeoutMs = CAPTCHA_SOLVE_TIMEOUT_MS, controller }: SolveOptions = {}): Promise<string> {
  const solution = await solveChallenge({ challenge: challenge as Challenge, deriveKey, timeout: timeoutMs, controller });
  if (!solution) throw new Error('The captcha could not be solved in time.');
  const { parameters, signature } = challenge;
  return btoa(JSON.stringify({ challenge: { parameters, signature }, solution }));
}

/** Fetches a challenge and solves it: the value for the password grant's `captcha` field. */
export async function solveCaptcha({ getChallenge = fetchCaptchaChallenge, ...options }: SolveOptions & { getChallenge?: () => Promise<CaptchaChallenge> } = {}): Promise<string> {
  return solveCaptchaChallenge(await getChallenge(), options);
}
