import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { logoutRoute, tokenRoute } from '../../auth/routes';
import { executeRoute } from '../../http/execute-route';
import type { AnyRoute } from '../../http/route';
import { eq } from 'drizzle-orm';
import { APP_VERSION } from '../../../lib/analytics/app-version';
import { getDb } from '../../db';
import { users } from '../../db/schema';
import { meRoute, signupRoute } from '../routes';

const meta = { requestId: 'test-request', log: pino({ level: 'silent' }) };

function call(route: unknown, { body, host = 'de.localhost:3000', headers = {} }: { body?: unknown; host?: string; headers?: Record<string, string> } = {}) {
  const typed = route as AnyRoute;
  return executeRoute([typed], {
    method: typed.method,
    params: {},
    query: {},
    headers: { host, 'content-type': 'application/json', ...headers },
    rawBody: body === undefined ? undefined : Buffer.from(JSON.stringify(body)),
  }, meta);
}

let counter = 0;
const newEmail = () => `student${Date.now()}${counter++}@example.org`;
const signup = (overrides: Record<string, unknown> = {}, host?: string) =>
  call(signupRoute, { body: { email: newEmail(), name: 'Mia', password: 'lernen2026', source: 'seo', ...overrides }, host });

type Tokens = { accessToken: string; refreshToken: string };
const errorType = (response: { body: unknown }) => (response.body as { error?: { type: string } }).error?.type;

describe('POST /api/v1/users (sign-up)', () => {
  it('creates a user on the country site of the host, signed in at once', async () => {
    const response = await signup({}, 'de.localhost:3000');
    expect(response.status).toBe(201);
    const body = response.body as Tokens & { user: Record<string, unknown> };
    expect(body.user).toMatchObject({ country: 'DE', interfaceLanguage: 'de', primaryContentLanguage: 'de', premiumStatus: 'NONE', source: 'seo', knowerUuid: null, isActiveKnower: false, active: true });
    expect(body.accessToken.split('.')).toHaveLength(3);
    expect(body.refreshToken.length).toBeGreaterThan(30);
  });

  it("newsletter: unticked by default where the law asks for consent first, ticked by the country's default elsewhere; a consent keeps its time and wording", async () => {
    const consentOf = async (response: { body: unknown }) => {
      const uuid = (response.body as { user: { uuid: string } }).user.uuid;
      const [row] = await (await getDb()).select({ newsletter: users.newsletter, on: users.newsletterConsentOn, wording: users.newsletterConsentWording }).from(users).where(eq(users.uuid, uuid));
      return row!;
    };
    expect(await consentOf(await signup({}, 'de.localhost:3000'))).toEqual({ newsletter: false, on: null, wording: null });
    const ticked = await consentOf(await signup({ newsletter: true }, 'de.localhost:3000'));
    expect(ticked).toMatchObject({ newsletter: true, wording: `auth:newsletterConsent (de, app ${APP_VERSION})` });
    expect(ticked.on).toBeInstanceOf(Date);
    expect(await consentOf(await signup({ birthDate: '2000-01-01' }, 'localhost:3000'))).toMatchObject({ newsletter: true, wording: `country default (subscribeEmailByDefault) (en, app ${APP_VERSION})` });
    expect(await consentOf(await signup({ newsletter: false, birthDate: '2000-01-01' }, 'localhost:3000'))).toEqual({ newsletter: false, on: null, wording: null });
  });

  it('takes the interface language from its header', async () => {
    const response = await call(signupRoute, { body: { email: newEmail(), name: 'Zoé', password: 'reviser2026' }, host: 'de.localhost', headers: { 'x-interface-language': 'fr' } });
    expect((response.body as { user: { interfaceLanguage: string; country: string } }).user).toMatchObject({ interfaceLanguage: 'fr', country: 'DE' });
  });

  it('refuses an e-mail already in use, whatever its case, with EmailInUseError', async () => {
    const email = newEmail();
    expect((await signup({ email })).status).toBe(201);
    const again = await signup({ email: email.toUpperCase() });
    expect(again.status).toBe(409);
    expect(errorType(again)).toBe('EmailInUseError');
  });

  it('explains each password rule per field', async () => {
    const response = await signup({ password: 'short' });
    expect(response.status).toBe(400);
    expect((response.body as { error: { data: { fields: Record<string, string[]> } } }).error.data.fields.password).toEqual(
      expect.arrayContaining(['Use at least 8 characters', 'Use at least one digit']),
    );
  });

  describe('minimum age in the US (13)', () => {
    const isoYearsAgo = (years: number, dayShift = 0) => {
      const date = new Date();
      date.setUTCFullYear(date.getUTCFullYear() - years);
      date.setUTCDate(date.getUTCDate() + dayShift);
      return date.toISOString().slice(0, 10);
    };

    it('asks for the birth date', async () => {
      const response = await signup({}, 'localhost:3000');
      expect(response.status).toBe(400);
      expect((response.body as { error: { data: { fields: Record<string, string[]> } } }).error.data.fields.birthDate?.[0]).toMatch(/at least 13/);
    });

    it('refuses a 12-year-old whose 13th birthday is tomorrow, with a clear message', async () => {
      const response = await signup({ birthDate: isoYearsAgo(13, 1) }, 'localhost:3000');
      expect(response.status).toBe(400);
      expect(response.body).toMatchObject({ error: { type: 'FormValidationError', data: { minimumAge: 13, fields: { birthDate: ['You must be at least 13 years old to use Knowly in United States.'] } } } });
    });

    it('accepts a student on their 13th birthday', async () => {
      expect((await signup({ birthDate: isoYearsAgo(13) }, 'localhost:3000')).status).toBe(201);
    });

    it('asks no birth date where the country has no minimum age', async () => {
      expect((await signup({}, 'fr.localhost')).status).toBe(201);
    });
  });
});

describe('POST /api/auth/oauth/token', () => {
  it('signs in with e-mail and password', async () => {
    const email = newEmail();
    await signup({ email });
    const response = await call(tokenRoute, { body: { email: email.toUpperCase(), password: 'lernen2026' } });
    expect(response.status).toBe(200);
    expect(Object.keys(response.body as object).sort()).toEqual(['accessToken', 'refreshToken']);
  });

  it('answers InvalidCredentialsError for a wrong password and for an unknown e-mail alike', async () => {
    const email = newEmail();
    await signup({ email });
    const wrong = await call(tokenRoute, { body: { email, password: 'wrong-password1' } });
    const unknown = await call(tokenRoute, { body: { email: newEmail(), password: 'lernen2026' } });
    expect([wrong.status, errorType(wrong)]).toEqual([401, 'InvalidCredentialsError']);
    expect(unknown).toEqual(wrong);
  });

  it('rotates the refresh token on every use', async () => {
    const { refreshToken } = (await signup()).body as Tokens;
    const first = await call(tokenRoute, { body: { refreshToken } });
    expect(first.status).toBe(200);
    const rotated = first.body as Tokens;
    expect(rotated.refreshToken).not.toBe(refreshToken);
    expect((await call(tokenRoute, { body: { refreshToken: rotated.refreshToken } })).status).toBe(200);
  });

  it('revokes the whole family when a rotated token is used again', async () => {
    const { refreshToken } = (await signup()).body as Tokens;
    const rotated = (await call(tokenRoute, { body: { refreshToken } })).body as Tokens;
    const reuse = await call(tokenRoute, { body: { refreshToken } });
    expect([reuse.status, errorType(reuse)]).toEqual([401, 'AuthorizationError']);
    const afterReuse = await call(tokenRoute, { body: { refreshToken: rotated.refreshToken } });
    expect([afterReuse.status, errorType(afterReuse)]).toEqual([401, 'AuthorizationError']);
  });

  it('refuses an unknown refresh token and a body that is neither grant', async () => {
    expect((await call(tokenRoute, { body: { refreshToken: 'x'.repeat(43) } })).status).toBe(401);
    expect(errorType(await call(tokenRoute, { body: { username: 'a' } }))).toBe('FormValidationError');
  });
});

describe('POST /api/auth/oauth/logout', () => {
  it('ends the sign-in: its refresh token no longer works', async () => {
    const { refreshToken } = (await signup()).body as Tokens;
    expect((await call(logoutRoute, { body: { refreshToken } })).status).toBe(204);
    expect((await call(tokenRoute, { body: { refreshToken } })).status).toBe(401);
    expect((await call(logoutRoute, { body: { refreshToken } })).status).toBe(204);
  });
});

describe('GET /api/v1/users/me', () => {
  it('answers the signed-in user', async () => {
    const { accessToken, user } = (await signup()).body as Tokens & { user: { uuid: string } };
    const response = await call(meRoute, { headers: { authorization: `Bearer ${accessToken}` } });
    expect(response.status).toBe(200);
    expect((response.body as { uuid: string }).uuid).toBe(user.uuid);
  });

  it.each([
    ['no token', {}],
    ['a malformed token', { authorization: 'Bearer not-a-jwt' }],
    ['another scheme', { authorization: 'Basic abc' }],
  ])('answers 401 AuthorizationError with %s', async (_label, headers) => {
    const response = await call(meRoute, { headers: headers as Record<string, string> });
    expect([response.status, errorType(response)]).toEqual([401, 'AuthorizationError']);
  });

  it('answers 401 for a token whose signature was tampered with', async () => {
    const { accessToken } = (await signup()).body as Tokens;
    const [header, payload] = accessToken.split('.');
    const response = await call(meRoute, { headers: { authorization: `Bearer ${header}.${payload}.${'A'.repeat(43)}` } });
    expect(response.status).toBe(401);
  });
});
