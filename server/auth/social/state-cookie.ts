// The state of one OpenID Connect sign-in between its start and the provider's answer: which provider, the state and
// nonce to expect, the PKCE verifier, where to land, and for a link the account it is for. It travels as one HttpOnly
// cookie on /api/auth/oidc, signed (HMAC-SHA256 under a key derived from the app secret for this purpose only) and
// valid ten minutes; a forged, edited, stale or missing cookie ends the sign-in.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import { SERVICE_BASES } from '../../../lib/api/endpoints';
import { socialProviderSchema } from '../../../lib/contracts/social-sign-in';
import { cookieValue } from '../../../lib/cookies';
import { env } from '../../env';

const STATE_COOKIE = 'knowly_oidc';
/** The common prefix of the start and callback paths, the only requests that need the cookie. */
const STATE_COOKIE_PATH = `${SERVICE_BASES.auth}/oidc`;
const STATE_TTL_MS = 10 * 60_000;

const stateSchema = z.object({
  provider: socialProviderSchema,
  state: z.string(),
  nonce: z.string(),
  verifier: z.string(),
  redirect: z.string(),
  intent: z.enum(['signin', 'link']),
  /** The account a link is for (signed in when the link started). */
  accountUuid: z.string().optional(),
  expiresOn: z.number(),
});
export type SocialState = z.infer<typeof stateSchema>;

const key = () => createHmac('sha256', env().APP_SECRET).update('knowly oidc state v1').digest();
const signatureOf = (payload: string) => createHmac('sha256', key()).update(payload).digest('base64url');

/**
 * The Set-Cookie line for a sign-in's state. A form_post answer (Apple) is a cross-site POST, which carries the cookie
 * only with SameSite=None (and so Secure); a query answer (Google) is a top-level GET, which Lax allows.
 */
export function stateSetCookie(state: Omit<SocialState, 'expiresOn'>, { crossSitePost, now = Date.now() }: { crossSitePost: boolean; now?: number }): string {
  const payload = Buffer.from(JSON.stringify({ ...state, expiresOn: now + STATE_TTL_MS })).toString('base64url');
  const secure = crossSitePost || env().APP_ENV !== 'local';
  return [`${STATE_COOKIE}=${payload}.${signatureOf(payload)}`, `Max-Age=${STATE_TTL_MS / 1000}`, `Path=${STATE_COOKIE_PATH}`, 'HttpOnly',
    crossSitePost ? 'SameSite=None' : 'SameSite=Lax', ...(secure ? ['Secure'] : [])].join('; ');
}

export const clearStateCookie = () => `${STATE_COOKIE}=; Max-Age=0; Path=${STATE_COOKIE_PATH}; HttpOnly; SameSite=Lax`;

/** The state of the request's cookie, when it is ours, unaltered and not stale; null otherwise. */
export function readStateCookie(cookieHeader: string | undefined, now = Date.now()): SocialState | null {
  const value = cookieValue(cookieHeader ?? '', STATE_COOKIE);
  const [payload, signature] = value?.split('.') ?? [];
  if (!payload || !signature) return null;
  const expected = Buffer.from(signatureOf(payload));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  try {
    const state = stateSchema.parse(JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')));
    return state.expiresOn > now ? state : null;
  } catch {
    return null;
  }
}
