// Issue 15, "every error type of §8 that a server path can produce is produced there": for each type of the catalogue
// (lib/errors/error-types.ts), the request that yields it, sent over HTTP to the real API handler (every mounted
// route, server/routes.ts) with its path from lib/api/endpoints.ts, and the status and `error.type` it answers with.
// A type no server path produces yet is listed in NOT_YET_PRODUCED with the issue that will produce it; a type that is
// neither in the table nor listed fails the test, so the list can only shrink.
import http from 'node:http';
import { eq, sql } from 'drizzle-orm';
import { Secret, TOTP } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as endpoints from '../../lib/api/endpoints';
import { endpointUrl, type Endpoint, type PathParams } from '../../lib/api/endpoints';
import { solveCaptchaChallenge } from '../../lib/api/captcha';
import { signRequest } from '../../lib/api/request-signature';
import type { CaptchaChallenge } from '../../lib/contracts/captcha';
import { ERROR_STATUS, type ErrorType } from '../../lib/errors/error-types';
import { getDb } from '../../server/db';
import { accountIdentities, accounts, aiUsage, knowLikes, payoutReviewFlags } from '../../server/db/schema';
import { MemoryStorage } from '../../server/files/memory-storage';
import { setFileStorage } from '../../server/files/storage';
import { ALL_ROUTES } from '../../server/routes';
import { startApiServer, type ApiServer } from './api-server';
import { makeKnow, makeKnower } from './know-fixtures';
import { multipartBody } from './multipart-body';
import { uniqueEmail } from './call-route';

/** Types no server path can produce yet, with the issue that will (remove an entry when its path lands). */
const NOT_YET_PRODUCED: Partial<Record<ErrorType, string>> = {};

/** Types a request produces in another form than an error body, or only on a failure, each with where it is tested. */
const PRODUCED_OTHERWISE: Partial<Record<ErrorType, string>> = {
  EmailAccountExistsError:
    'GET /api/auth/oidc/{provider}/callback for a new identity whose e-mail has a password account: a redirect to /auth/signin?socialError=EmailAccountExistsError ' +
    '(server/auth/social/__tests__/social-sign-in.integration.test.ts, against a real OpenID provider)',
  NoErrorType: 'an unhandled error in a use case (a bug): executeRoute answers 500 with the request id (server/http/__tests__)',
  ServiceUnavailableError: 'GET /api/health while the database does not answer (server/system/check-health.ts)',
};

const PASSWORD = 'lernen2026';
const STEP_MS = 30_000;

type Answer = { status: number; type: string | undefined };
type Response = Answer & { body: unknown };
type Call = { params?: PathParams; query?: Record<string, string>; body?: unknown; raw?: Buffer; headers?: Record<string, string>; token?: string; host?: string; method?: string; path?: string };

let server: ApiServer;

/** One request over the socket, the way a client sends it (Host chooses the country site). */
function send(endpoint: Endpoint, { params, query, body, raw, headers = {}, token, host = 'de.localhost:3000', method, path }: Call = {}): Promise<Response> {
  const url = new URL((path ?? endpointUrl(endpoint, params)) + (query ? `?${new URLSearchParams(query)}` : ''), server.url);
  const payload = raw ?? (body === undefined ? undefined : Buffer.from(JSON.stringify(body)));
  return new Promise((resolve, reject) => {
    const request = http.request(url, {
      method: method ?? endpoint.method,
      headers: {
        host,
        ...(payload ? { 'content-type': 'application/json', 'content-length': String(payload.length) } : {}),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...headers,
      },
    }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => {
        const text = Buffer.concat(chunks).toString('utf8');
        let parsed: unknown;
        try {
          parsed = JSON.parse(text);
        } catch {
          parsed = text;
        }
        resolve({ status: response.statusCode ?? 0, type: (parsed as { error?: { type?: string } } | null)?.error?.type, body: parsed });
      });
    });
    request.on('error', reject);
    request.end(payload);
  });
}

type Session = { email: string; token: string; userUuid: string; accountUuid: string };

const claimsOf = (token: string) => JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as { sub: string; acc: string };

async function signUp(extra: Record<string, unknown> = {}): Promise<Session> {
  const email = uniqueEmail('catalogue');
  const response = await send(endpoints.signup, { body: { email, name: 'Mia', password: PASSWORD, ...extra } });
  if (response.status !== 201) throw new Error(`sign-up failed: ${JSON.stringify(response.body)}`);
  const { accessToken } = response.body as { accessToken: string };
  const claims = claimsOf(accessToken);
  return { email, token: accessToken, userUuid: claims.sub, accountUuid: claims.acc };
}

const signed = async (endpoint: Endpoint) => ({ 'x-signature': (await signRequest(endpoint.method, endpoint.path, Date.now()))! });
const signIn = async (email: string, password = PASSWORD, extra: Record<string, unknown> = {}) =>
  send(endpoints.token, { body: { email, password, ...extra }, headers: await signed(endpoints.token) });

function birthDateFor(age: number): string {
  const today = new Date();
  return new Date(Date.UTC(today.getUTCFullYear() - age, today.getUTCMonth(), today.getUTCDate())).toISOString().slice(0, 10);
}

/** For each type: the request that yields it (after its preconditions), as the table of the test. */
const PRODUCED: Partial<Record<ErrorType, { request: string; yields: () => Promise<Answer> }>> = {
  FormValidationError: {
    request: 'POST /api/v1/users with an empty JSON object',
    yields: () => send(endpoints.signup, { body: {} }),
  },
  BadRequestError: {
    request: 'POST /api/v1/users with a body that is not JSON',
    yields: () => send(endpoints.signup, { raw: Buffer.from('{"email":'), headers: { 'content-type': 'application/json' } }),
  },
  InvalidMIMETypeError: {
    request: 'POST /api/v1/knows/uploads with a text file named .pdf',
    yields: async () => {
      const { token } = await signUp();
      const { body, headers } = await multipartBody([{ data: Buffer.from('just text, no PDF'), name: 'notes.pdf', type: 'application/pdf' }]);
      return send(endpoints.uploadKnow, { raw: body, headers, token });
    },
  },
  InvalidUsernameError: {
    request: 'GET /api/v1/users/usernames/admin (a reserved name)',
    yields: () => send(endpoints.usernameAvailability, { params: { name: 'admin' } }),
  },
  Invalid2FATokenError: {
    request: 'POST /api/auth/accounts/{id}/2fa/confirm with a wrong code after POST …/2fa',
    yields: async () => {
      const session = await signUp();
      await send(endpoints.startTwoFactor, { params: { id: session.accountUuid }, body: { password: PASSWORD }, token: session.token });
      return send(endpoints.confirmTwoFactor, { params: { id: session.accountUuid }, body: { totp: '000000' }, token: session.token });
    },
  },
  AuthorizationError: {
    request: 'GET /api/v1/users/me without a bearer token',
    yields: () => send(endpoints.me),
  },
  InvalidCredentialsError: {
    request: 'POST /api/auth/oauth/token (signed) with a wrong password',
    yields: async () => signIn((await signUp()).email, 'falsch-2026'),
  },
  Requires2FAError: {
    request: 'POST /api/auth/oauth/token without a code for an account with two-factor sign-in on',
    yields: async () => {
      const session = await signUp();
      const setup = await send(endpoints.startTwoFactor, { params: { id: session.accountUuid }, body: { password: PASSWORD }, token: session.token });
      const { secret } = setup.body as { secret: string };
      const totp = TOTP.generate({ secret: Secret.fromBase32(secret), timestamp: Date.now() - STEP_MS });
      const confirmed = await send(endpoints.confirmTwoFactor, { params: { id: session.accountUuid }, body: { totp }, token: session.token });
      expect(confirmed.status).toBe(200);
      return signIn(session.email);
    },
  },
  RequiresCaptchaError: {
    request: 'POST /api/v1/users a third time for one address from one caller (the sign-up gate: a captcha after 2)',
    yields: async () => {
      const email = uniqueEmail('gate');
      const body = { email, name: 'Mia', password: PASSWORD, birthDate: birthDateFor(20) };
      await send(endpoints.signup, { body });
      await send(endpoints.signup, { body });
      return send(endpoints.signup, { body });
    },
  },
  ForbiddenError: {
    request: "PATCH /api/v1/users/{id} with another user's id",
    yields: async () => {
      const [self, other] = [await signUp(), await signUp()];
      return send(endpoints.updateUser, { params: { id: other.userUuid }, body: { region: 'Bayern' }, token: self.token });
    },
  },
  EmailConfirmationRequiredError: {
    request: 'POST /api/auth/oauth/token for an account whose e-mail is still unconfirmed after the grace period',
    yields: async () => {
      const session = await signUp();
      await (await getDb()).update(accounts).set({ createdOn: sql`now() - interval '60 days'` }).where(eq(accounts.uuid, session.accountUuid));
      return signIn(session.email);
    },
  },
  NotFoundError: {
    request: 'GET /api/v1/users/{id}/public with a uuid nobody has',
    yields: () => send(endpoints.publicUser, { params: { id: '7d3f0b5e-1c2a-4f6b-9e8d-0a1b2c3d4e5f' } }),
  },
  MethodNotAllowedError: {
    request: 'DELETE /api/v1/users/me (the path answers GET only)',
    yields: async () => send(endpoints.me, { method: 'DELETE', token: (await signUp()).token }),
  },
  UsernameInUseError: {
    request: 'PATCH /api/v1/users/{id}/username?username=… with a name another user has',
    yields: async () => {
      const username = `mia${Date.now().toString(36)}`;
      const [first, second] = [await signUp(), await signUp()];
      expect((await send(endpoints.changeUsername, { params: { id: first.userUuid }, query: { username }, token: first.token })).status).toBe(200);
      return send(endpoints.changeUsername, { params: { id: second.userUuid }, query: { username }, token: second.token });
    },
  },
  EmailInUseError: {
    request: 'POST /api/v1/users with the e-mail of an existing account',
    yields: async () => send(endpoints.signup, { body: { email: (await signUp()).email, name: 'Mia', password: PASSWORD } }),
  },
  DuplicateError: {
    request: 'POST /api/v1/library/folders twice with one name',
    yields: async () => {
      const { token } = await signUp();
      expect((await send(endpoints.createLibraryFolder, { body: { name: 'Bio' }, token })).status).toBe(201);
      return send(endpoints.createLibraryFolder, { body: { name: 'Bio' }, token });
    },
  },
  ContactCustomerSupportError: {
    request: 'POST /api/v1/knowers/me/payouts by a knower whose account is held for review',
    yields: async () => {
      const knower = await signUp();
      const knowerUuid = await makeKnower(knower.userUuid);
      await (await getDb()).insert(payoutReviewFlags).values({ knowerUuid, reason: 'unusual engagement' });
      const body = { amount: 1000, method: 'iban', destination: 'DE89370400440532013000', holderName: 'Mia Sommer' };
      return send(endpoints.requestPayout, { body, token: knower.token, headers: { 'idempotency-key': 'catalogue-payout-1' } });
    },
  },
  KnowIsUndeletableError: {
    request: 'DELETE /api/v1/knows/{id} of a know published over 14 days ago that another user liked',
    yields: async () => {
      const [author, reader] = [await signUp(), await signUp()];
      const knowUuid = await makeKnow(await makeKnower(author.userUuid), { publishedOn: new Date(Date.now() - 30 * 86_400_000) });
      await (await getDb()).insert(knowLikes).values({ knowUuid, userUuid: reader.userUuid });
      return send(endpoints.deleteKnow, { params: { id: knowUuid }, token: author.token });
    },
  },
  GoogleAccountExistsError: {
    request: 'POST /api/v1/users with the e-mail of an account that signs in with Google',
    yields: async () => send(endpoints.signup, { body: { email: await socialAccount('google'), name: 'Noa', password: PASSWORD } }),
  },
  AppleAccountExistsError: {
    request: 'POST /api/auth/oauth/token with the e-mail of an account that signs in with Apple',
    yields: async () => signIn(await socialAccount('apple')),
  },
  PayloadTooLargeError: {
    request: 'POST /api/v1/users with a JSON body over the 1 MB limit',
    yields: () => send(endpoints.signup, { body: { email: uniqueEmail('big'), name: 'x'.repeat(1024 * 1024 + 1), password: PASSWORD } }),
  },
  TooManyLoginAttemptsError: {
    request: 'POST /api/auth/oauth/token again at once after 4 wrong passwords for one account from one caller (the doubling delay)',
    yields: async () => {
      const { email } = await signUp();
      // Both proofs of work are solved first: solving one takes seconds on a busy machine, longer than the delay lasts.
      const [captcha, nextCaptcha] = [await solvedCaptcha(), await solvedCaptcha()];
      for (let i = 0; i < 3; i++) await signIn(email, 'falsch-2026');
      expect((await signIn(email, 'falsch-2026', { captcha })).type).toBe('InvalidCredentialsError');
      return signIn(email, PASSWORD, { captcha: nextCaptcha });
    },
  },
  NoTutoringMinutesAvailableError: {
    request: 'POST /api/v1/ai/chats/{id}/messages by a user who sent all of the day’s free AI messages',
    yields: async () => {
      const student = await signUp();
      const chat = await send(endpoints.createAiChat, { body: {}, token: student.token });
      // The day's count at the limit on every day a time zone could make "today" (no sleeping, no clock to move).
      const days = [-1, 0, 1].map((offset) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10));
      await (await getDb()).insert(aiUsage).values(days.map((day) => ({ userUuid: student.userUuid, day, kind: 'messages', count: 10_000 })));
      return send(endpoints.postAiMessage, { params: { id: (chat.body as { chatUuid: string }).chatUuid }, body: { text: 'Was ist Photosynthese?' }, token: student.token });
    },
  },
  TooManyRequestsError: {
    request: 'POST /api/auth/accounts/{id}/parental-consent twice in a minute (one consent mail a minute per account)',
    yields: async () => {
      const child = await signUp({ birthDate: birthDateFor(14), parentEmail: uniqueEmail('parent') });
      const resend = () => send(endpoints.requestParentalConsent, { params: { id: child.accountUuid }, body: { parentEmail: uniqueEmail('parent') }, token: child.token });
      expect((await resend()).status).toBe(204);
      return resend();
    },
  },
};

async function solvedCaptcha(): Promise<string> {
  return solveCaptchaChallenge((await send(endpoints.captchaChallenge)).body as CaptchaChallenge);
}

/** An account that signs in with Google or Apple only (as a social sign-up leaves it: no password, an identity). */
async function socialAccount(provider: 'google' | 'apple'): Promise<string> {
  const session = await signUp();
  const db = await getDb();
  await db.update(accounts).set({ passwordHash: null }).where(eq(accounts.uuid, session.accountUuid));
  await db.insert(accountIdentities).values({ accountUuid: session.accountUuid, provider, subject: `sub-${session.email}`, email: session.email });
  return session.email;
}

beforeAll(async () => {
  setFileStorage(new MemoryStorage());
  server = await startApiServer(ALL_ROUTES);
});

afterAll(async () => {
  await server.close();
  setFileStorage(undefined);
});

describe('the error catalogue of spec §8 (issue 15)', () => {
  it('has for every type a request that yields it, or an entry in NOT_YET_PRODUCED (with its issue) or PRODUCED_OTHERWISE, and only one', () => {
    for (const type of Object.keys(ERROR_STATUS) as ErrorType[]) {
      const places = [type in PRODUCED, type in NOT_YET_PRODUCED, type in PRODUCED_OTHERWISE].filter(Boolean).length;
      expect(places, `${type}: add the request that yields it to PRODUCED, or list it in NOT_YET_PRODUCED with its issue`).toBe(1);
    }
  });

  for (const [type, { request, yields }] of Object.entries(PRODUCED) as [ErrorType, { request: string; yields: () => Promise<Answer> }][]) {
    it(`${type} (${ERROR_STATUS[type]}): ${request}`, async () => {
      const { status, type: answered } = await yields();
      expect({ status, type: answered }).toEqual({ status: ERROR_STATUS[type], type });
    });
  }
});
