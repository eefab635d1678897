// Issue 33: the exam board a student sits, on the user (GB and TR only; decision 044).
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { executeRoute } from '../../http/execute-route';
import type { AnyRoute } from '../../http/route';
import { meRoute, signupRoute, updateUserRoute } from '../routes';

const meta = { requestId: 'test-request', log: pino({ level: 'silent' }) };

function call(route: unknown, host: string, { params = {}, body, token }: { params?: Record<string, string>; body?: unknown; token?: string }) {
  const typed = route as AnyRoute;
  return executeRoute([typed], {
    method: typed.method,
    params,
    query: {},
    headers: { host, 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    rawBody: body === undefined ? undefined : Buffer.from(JSON.stringify(body)),
  }, meta);
}

let counter = 0;
async function newUser(host: string) {
  const response = await call(signupRoute, host, { body: { email: `exam${Date.now()}${counter++}@example.org`, name: 'Amelia', password: 'reviser2026' } });
  expect(response.status).toBe(201);
  return response.body as { accessToken: string; user: { uuid: string; country: string; examBoard: string | null } };
}
const typeOf = (response: { status: number; body: unknown }) => [response.status, (response.body as { error?: { type: string } }).error?.type];

describe('a user’s exam board', () => {
  it('is none at first, is set to one of the country’s boards, read back and cleared', async () => {
    const { user, accessToken } = await newUser('gb.localhost');
    expect(user).toMatchObject({ country: 'GB', examBoard: null });
    const chosen = await call(updateUserRoute, 'gb.localhost', { params: { id: user.uuid }, body: { examBoard: 'aqa' }, token: accessToken });
    expect(chosen).toMatchObject({ status: 200, body: { examBoard: 'aqa' } });
    expect((await call(meRoute, 'gb.localhost', { token: accessToken })).body).toMatchObject({ examBoard: 'aqa' });
    const cleared = await call(updateUserRoute, 'gb.localhost', { params: { id: user.uuid }, body: { examBoard: null }, token: accessToken });
    expect(cleared).toMatchObject({ status: 200, body: { examBoard: null } });
  });

  it('refuses a board of another country, one that does not exist, and any board where the country has none', async () => {
    const turkish = await newUser('tr.localhost');
    expect((await call(updateUserRoute, 'tr.localhost', { params: { id: turkish.user.uuid }, body: { examBoard: 'yks-tyt' }, token: turkish.accessToken })).body)
      .toMatchObject({ examBoard: 'yks-tyt' });
    const british = await call(updateUserRoute, 'tr.localhost', { params: { id: turkish.user.uuid }, body: { examBoard: 'aqa' }, token: turkish.accessToken });
    expect(typeOf(british)).toEqual([400, 'FormValidationError']);
    expect(british.body).toMatchObject({ error: { data: { fields: { examBoard: [expect.any(String)] } } } });
    expect(typeOf(await call(updateUserRoute, 'tr.localhost', { params: { id: turkish.user.uuid }, body: { examBoard: 'nope' }, token: turkish.accessToken })))
      .toEqual([400, 'FormValidationError']);
    const french = await newUser('fr.localhost');
    expect(typeOf(await call(updateUserRoute, 'fr.localhost', { params: { id: french.user.uuid }, body: { examBoard: 'aqa' }, token: french.accessToken })))
      .toEqual([400, 'FormValidationError']);
  });
});
