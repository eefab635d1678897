// "Active sessions with sign out everywhere else" (issue 14): the list of an account's sign-ins, and ending all but the
// current one — their refresh tokens stop working and their access tokens are refused at once.
import { describe, expect, it } from 'vitest';
import { callRoute, errorType, uniqueEmail } from '../../../tests/integration/call-route';
import { meRoute, signupRoute } from '../../users/routes';
import { tokenRoute } from '../routes';
import { endOtherSessionsRoute, listSessionsRoute } from '../session-routes';

const PASSWORD = 'lernen2026';
let ipCounter = 0;
const nextIp = () => `10.8.0.${++ipCounter}`;
const accountOf = (token: string) => JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()).acc as string;

async function account() {
  const email = uniqueEmail('sessions');
  const signup = await callRoute(signupRoute, { body: { email, name: 'Mia', password: PASSWORD } });
  expect(signup.status).toBe(201);
  return { email, first: signup.body as { accessToken: string; refreshToken: string } };
}

const signIn = async (email: string) => (await callRoute(tokenRoute, { body: { email, password: PASSWORD }, ip: nextIp() })).body as { accessToken: string; refreshToken: string };

describe('sign-ins of an account', () => {
  it('lists every live sign-in, newest first, the current one marked', async () => {
    const { email, first } = await account();
    const second = await signIn(email);
    const listed = await callRoute(listSessionsRoute, { params: { id: accountOf(second.accessToken) }, token: second.accessToken });
    expect(listed.status).toBe(200);
    const { sessions } = listed.body as { sessions: { current: boolean; startedOn: string; lastActiveOn: string }[] };
    expect(sessions).toHaveLength(2);
    expect(sessions.map((session) => session.current)).toEqual([true, false]);
    const fromFirst = (await callRoute(listSessionsRoute, { params: { id: accountOf(first.accessToken) }, token: first.accessToken })).body as { sessions: { current: boolean }[] };
    expect(fromFirst.sessions.filter((session) => session.current)).toHaveLength(1);
  });

  it('signs out everywhere else: the other sign-ins end at once, this one goes on', async () => {
    const { email, first } = await account();
    const second = await signIn(email);
    const third = await signIn(email);
    const ended = await callRoute(endOtherSessionsRoute, { params: { id: accountOf(third.accessToken) }, token: third.accessToken });
    expect(ended).toMatchObject({ status: 200, body: { ended: 2 } });
    expect(errorType(await callRoute(meRoute, { token: first.accessToken }))).toBe('AuthorizationError');
    expect(errorType(await callRoute(tokenRoute, { body: { refreshToken: second.refreshToken } }))).toBe('AuthorizationError');
    expect((await callRoute(meRoute, { token: third.accessToken })).status).toBe(200);
    const { sessions } = (await callRoute(listSessionsRoute, { params: { id: accountOf(third.accessToken) }, token: third.accessToken })).body as { sessions: unknown[] };
    expect(sessions).toHaveLength(1);
  });

  it('is for your own account only, and needs a sign-in', async () => {
    const mine = await account();
    const other = await account();
    expect(errorType(await callRoute(listSessionsRoute, { params: { id: accountOf(other.first.accessToken) }, token: mine.first.accessToken }))).toBe('ForbiddenError');
    expect(errorType(await callRoute(endOtherSessionsRoute, { params: { id: accountOf(other.first.accessToken) }, token: mine.first.accessToken }))).toBe('ForbiddenError');
    expect(errorType(await callRoute(listSessionsRoute, { params: { id: accountOf(mine.first.accessToken) } }))).toBe('AuthorizationError');
    expect((await callRoute(meRoute, { token: other.first.accessToken })).status).toBe(200);
  });
});
