import { eq } from 'drizzle-orm';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { getDb } from '../../db';
import { grades, knowers, users } from '../../db/schema';
import { seedDemoContent } from '../../db/seed/seed-demo-content';
import { changePasswordRoute, tokenRoute } from '../../auth/routes';
import { executeRoute } from '../../http/execute-route';
import type { AnyRoute } from '../../http/route';
import { knowerRoute, myKnowerRoute } from '../../knowers/routes';
import { changeUsernameRoute, publicUserRoute, signupRoute, timezoneRoute, updateUserRoute, usernameAvailabilityRoute } from '../routes';

const meta = { requestId: 'test-request', log: pino({ level: 'silent' }) };
type Call = { params?: Record<string, string>; query?: Record<string, string>; body?: unknown; token?: string };

function call(route: unknown, { params = {}, query = {}, body, token }: Call = {}) {
  const typed = route as AnyRoute;
  return executeRoute([typed], {
    method: typed.method,
    params,
    query,
    headers: { host: 'fr.localhost', 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    rawBody: body === undefined ? undefined : Buffer.from(JSON.stringify(body)),
  }, meta);
}

let counter = 0;
async function newUser() {
  const response = await call(signupRoute, { body: { email: `p${Date.now()}${counter++}@example.org`, name: 'Léa', password: 'reviser2026' } });
  return response.body as { accessToken: string; user: { uuid: string } };
}
const typeOf = (response: { status: number; body: unknown }) => [response.status, (response.body as { error?: { type: string } }).error?.type];

describe('GET /api/v1/users/{id}/public', () => {
  it('shows only the public fields', async () => {
    const { user } = await newUser();
    const response = await call(publicUserRoute, { params: { id: user.uuid } });
    expect(response.status).toBe(200);
    expect(Object.keys(response.body as object).sort()).toEqual(['country', 'createdOn', 'isActiveKnower', 'knowerUuid', 'name', 'profilePictureUrl', 'username', 'uuid']);
  });

  it('answers 404 for an unknown user and 400 for an id not in uuid form', async () => {
    expect(typeOf(await call(publicUserRoute, { params: { id: '3f2504e0-4f89-41d3-9a0c-0305e82c3301' } }))).toEqual([404, 'NotFoundError']);
    expect(typeOf(await call(publicUserRoute, { params: { id: '../etc/passwd' } }))).toEqual([400, 'FormValidationError']);
  });
});

describe('usernames', () => {
  it('tells whether a username is free, and claims it for yourself only', async () => {
    const me = await newUser();
    const other = await newUser();
    const name = `lea.${Date.now()}`;
    expect((await call(usernameAvailabilityRoute, { params: { name } })).body).toEqual({ username: name, available: true });

    expect(typeOf(await call(changeUsernameRoute, { params: { id: other.user.uuid }, query: { username: name }, token: me.accessToken }))).toEqual([403, 'ForbiddenError']);
    expect(typeOf(await call(changeUsernameRoute, { params: { id: me.user.uuid }, query: { username: name } }))).toEqual([401, 'AuthorizationError']);

    const claimed = await call(changeUsernameRoute, { params: { id: me.user.uuid }, query: { username: name.toUpperCase() }, token: me.accessToken });
    expect(claimed).toMatchObject({ status: 200, body: { username: name } });
    expect((await call(usernameAvailabilityRoute, { params: { name } })).body).toEqual({ username: name, available: false });
    expect(typeOf(await call(changeUsernameRoute, { params: { id: other.user.uuid }, query: { username: name }, token: other.accessToken }))).toEqual([409, 'UsernameInUseError']);
  });

  it.each(['ab', '.lea', 'lea.', 'le..a', 'léa', 'a'.repeat(31), 'lea mia'])('refuses "%s" with InvalidUsernameError', async (name) => {
    expect(typeOf(await call(usernameAvailabilityRoute, { params: { name } }))).toEqual([400, 'InvalidUsernameError']);
  });

  it.each(['admin', 'Kn0wly', 'knowly_support', 'settings'])('refuses the reserved "%s" with InvalidUsernameError, also when claiming it', async (name) => {
    const me = await newUser();
    expect(typeOf(await call(usernameAvailabilityRoute, { params: { name } }))).toEqual([400, 'InvalidUsernameError']);
    const claimed = await call(changeUsernameRoute, { params: { id: me.user.uuid }, query: { username: name }, token: me.accessToken });
    expect([claimed.status, (claimed.body as { error: { type: string; data: { rule: string } } }).error.data.rule]).toEqual([400, 'reserved']);
  });
});

describe('PATCH /api/v1/users/{id} newsletter', () => {
  it("keeps a consent's time and the settings' wording, and clears both when it is taken back", async () => {
    const me = await newUser();
    const row = async () => (await (await getDb()).select({ on: users.newsletterConsentOn, wording: users.newsletterConsentWording }).from(users).where(eq(users.uuid, me.user.uuid)))[0]!;
    expect((await call(updateUserRoute, { params: { id: me.user.uuid }, body: { newsletter: true }, token: me.accessToken })).status).toBe(200);
    const given = await row();
    expect(given.wording).toMatch(/^profile:newsletter \(fr, app \d+\.\d+\.\d+\)$/);
    expect(given.on).toBeInstanceOf(Date);
    expect((await call(updateUserRoute, { params: { id: me.user.uuid }, body: { newsletter: false }, token: me.accessToken })).status).toBe(200);
    expect(await row()).toEqual({ on: null, wording: null });
  });
});

describe('PATCH /api/v1/users/{id}/timezone', () => {
  it('records your own offset and refuses anyone else', async () => {
    const me = await newUser();
    const other = await newUser();
    expect((await call(timezoneRoute, { params: { id: me.user.uuid }, body: { offset: 60 }, token: me.accessToken })).status).toBe(204);
    const [row] = await (await getDb()).select({ offset: users.timezoneOffsetMinutes }).from(users).where(eq(users.uuid, me.user.uuid));
    expect(row?.offset).toBe(60);
    expect(typeOf(await call(timezoneRoute, { params: { id: other.user.uuid }, body: { offset: 60 }, token: me.accessToken }))).toEqual([403, 'ForbiddenError']);
    expect(typeOf(await call(timezoneRoute, { params: { id: me.user.uuid }, body: { offset: 900 }, token: me.accessToken }))).toEqual([400, 'FormValidationError']);
  });
});

describe('knowers', () => {
  it('answers 404 on knowers/me for a user who is not a knower, and the record once they are', async () => {
    const me = await newUser();
    expect(typeOf(await call(myKnowerRoute, { token: me.accessToken }))).toEqual([404, 'NotFoundError']);
    expect(typeOf(await call(myKnowerRoute))).toEqual([401, 'AuthorizationError']);
    const [knower] = await (await getDb()).insert(knowers).values({ userUuid: me.user.uuid }).returning();
    expect(await call(myKnowerRoute, { token: me.accessToken })).toMatchObject({ status: 200, body: { uuid: knower!.uuid, userUuid: me.user.uuid, isActive: true } });
    expect(await call(knowerRoute, { params: { id: knower!.uuid } })).toMatchObject({ status: 200, body: { uuid: knower!.uuid } });
    expect(typeOf(await call(knowerRoute, { params: { id: '3f2504e0-4f89-41d3-9a0c-0305e82c3301' } }))).toEqual([404, 'NotFoundError']);
  });
});

describe('PATCH /api/v1/users/{id}', () => {
  it('changes your own fields, with school type and grade from your country only', async () => {
    const db = await getDb();
    await seedDemoContent(db, { withKnows: false });
    const [frenchGrade] = await db.select().from(grades).where(eq(grades.country, 'FR'));
    const [germanGrade] = await db.select().from(grades).where(eq(grades.country, 'DE'));
    const me = await newUser();
    const updated = await call(updateUserRoute, { params: { id: me.user.uuid }, body: { name: 'Léa M.', gradeId: frenchGrade!.id, region: 'Bretagne' }, token: me.accessToken });
    expect(updated).toMatchObject({ status: 200, body: { name: 'Léa M.', region: 'Bretagne', grade: { level: frenchGrade!.level } } });
    const wrongCountry = await call(updateUserRoute, { params: { id: me.user.uuid }, body: { gradeId: germanGrade!.id }, token: me.accessToken });
    expect(typeOf(wrongCountry)).toEqual([400, 'FormValidationError']);
    expect(typeOf(await call(updateUserRoute, { params: { id: me.user.uuid }, body: {}, token: me.accessToken }))).toEqual([400, 'FormValidationError']);
    const other = await newUser();
    expect(typeOf(await call(updateUserRoute, { params: { id: other.user.uuid }, body: { name: 'x' }, token: me.accessToken }))).toEqual([403, 'ForbiddenError']);
  });
});

describe('PATCH /api/auth/accounts/{id}/password', () => {
  const accountOf = (token: string) => JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()).acc as string;

  it('needs the old password, ends the other sign-ins and keeps this one with fresh tokens', async () => {
    const email = `pw${Date.now()}@example.org`;
    const signup = (await call(signupRoute, { body: { email, name: 'Tom', password: 'reviser2026' } })).body as { accessToken: string; refreshToken: string };
    const account = accountOf(signup.accessToken);

    const wrong = await call(changePasswordRoute, { params: { id: account }, body: { oldPassword: 'nope', newPassword: 'nouveau2027' }, token: signup.accessToken });
    expect(typeOf(wrong)).toEqual([401, 'InvalidCredentialsError']);
    const other = await newUser();
    expect(typeOf(await call(changePasswordRoute, { params: { id: accountOf(other.accessToken) }, body: { oldPassword: 'reviser2026', newPassword: 'nouveau2027' }, token: signup.accessToken }))).toEqual([403, 'ForbiddenError']);

    const changed = await call(changePasswordRoute, { params: { id: account }, body: { oldPassword: 'reviser2026', newPassword: 'nouveau2027' }, token: signup.accessToken });
    expect(changed.status).toBe(200);
    expect((await call(tokenRoute, { body: { refreshToken: signup.refreshToken } })).status).toBe(401);
    expect((await call(tokenRoute, { body: { refreshToken: (changed.body as { refreshToken: string }).refreshToken } })).status).toBe(200);
    expect((await call(tokenRoute, { body: { email, password: 'nouveau2027' } })).status).toBe(200);
    expect((await call(tokenRoute, { body: { email, password: 'reviser2026' } })).status).toBe(401);
  });
});
