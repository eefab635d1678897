// A chat live stream outlives the sign-in (security issue 28, Medium 2): a stream opened before logout, a password
// change, the revocation of its sign-in or the expiry of its access token delivers nothing sent afterwards and ends
// with an AuthorizationError event; one user holds at most 10 streams, other users are unaffected. Over a real socket
// through the production adapter (PGlite; on PostgreSQL, with TEST_DATABASE_URL, the revocation travels by NOTIFY).
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { decodeJwt } from 'jose';
import { Client } from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chats as chatsEndpoint, endpointUrl } from '../../../lib/api/endpoints';
import { startApiServer, type ApiServer } from '../../../tests/integration/api-server';
import { callRoute, errorType, uniqueEmail } from '../../../tests/integration/call-route';
import { signUpUser, type TestUser } from '../../../tests/integration/know-fixtures';
import { ACCESS_TOKEN_TTL_SECONDS, signAccessToken } from '../../auth/access-tokens';
import { changePasswordRoute, logoutRoute, tokenRoute } from '../../auth/routes';
import { endOtherSessionsRoute } from '../../auth/session-routes';
import { getDb } from '../../db';
import { refreshTokens } from '../../db/schema';
import { MAX_OPEN_STREAMS_PER_USER } from '../../http/stream-route';
import { deleteAccountRoute } from '../../account-data/routes';
import { meRoute, signupRoute } from '../../users/routes';
import { answerChatRequestRoute, CHAT_ROUTES, createChatRoute, postChatMessageRoute } from '../routes';

const PASSWORD = 'lernen-2026';
type SignIn = { accessToken: string; refreshToken: string; accountUuid: string; userUuid: string };

let mia: TestUser;
let server: ApiServer;

beforeAll(async () => {
  mia = await signUpUser({ name: 'Mia Sommer' });
  server = await startApiServer(CHAT_ROUTES);
});
afterAll(() => server.close());

/** A new account with its first sign-in (tokens in the body: no X-Platform header). */
async function newSignIn(): Promise<SignIn> {
  const response = await callRoute(signupRoute, { body: { email: uniqueEmail('stream'), name: 'Ole Berg', password: PASSWORD } });
  expect(response.status).toBe(201);
  const { user, accessToken, refreshToken } = response.body as { user: { uuid: string; accountUuid: string }; accessToken: string; refreshToken: string };
  return { accessToken, refreshToken, accountUuid: user.accountUuid, userUuid: user.uuid };
}

/** A chat Mia started with `partner` and the partner accepted. */
async function acceptedChat(partner: SignIn): Promise<string> {
  const { chatUuid } = (await callRoute(createChatRoute, { token: mia.token, body: { chatPartnerUuid: partner.userUuid } })).body as { chatUuid: string };
  await say(chatUuid, 'Hallo!');
  expect((await callRoute(answerChatRequestRoute, { token: partner.accessToken, params: { id: chatUuid }, body: { accept: true } })).status).toBe(200);
  return chatUuid;
}

const say = async (chatUuid: string, text: string) =>
  expect((await callRoute(postChatMessageRoute, { token: mia.token, params: { id: chatUuid }, body: { manualChatMessageUuid: randomUUID(), text } })).status).toBe(201);

const openStream = (accessToken: string, signal?: AbortSignal) =>
  fetch(`${server.url}${endpointUrl(chatsEndpoint)}`, { headers: { authorization: `Bearer ${accessToken}`, accept: 'text/event-stream', host: 'de.localhost:3000' }, signal });

/** An open stream's text as it arrives: `until(text)` waits for it, `ended` resolves with everything once it closes. */
function follow(response: Response) {
  expect(response.status).toBe(200);
  let text = '';
  const waiters: (() => void)[] = [];
  const reader = response.body!.getReader();
  const ended = (async () => {
    const decoder = new TextDecoder();
    for (;;) {
      const { value, done } = await reader.read();
      if (done) break;
      text += decoder.decode(value);
      for (const wake of waiters.splice(0)) wake();
    }
    return text;
  })().catch(() => text); // the test server closing a stream still open at the end
  const within = <T>(promise: Promise<T>, ms: number, what: string) =>
    Promise.race([promise, new Promise<never>((_, reject) => setTimeout(() => reject(new Error(`${what} not within ${ms} ms; got: ${text}`)), ms))]);
  return {
    until: (wanted: string, ms = 5000) =>
      within(
        (async () => {
          while (!text.includes(wanted)) await new Promise<void>((resolve) => waiters.push(resolve));
          return text;
        })(),
        ms,
        `"${wanted}"`,
      ),
    ended: (ms = 5000) => within(ended, ms, 'the end of the stream'),
    close: () => reader.cancel().catch(() => undefined),
  };
}

const SIGN_IN_ENDED = /event: error\ndata: \{"error":\{"type":"AuthorizationError"/;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('A chat live stream ends with the sign-in that opened it', () => {
  it('after logout: nothing sent afterwards is delivered and the stream ends with AuthorizationError', async () => {
    const ole = await newSignIn();
    const chatUuid = await acceptedChat(ole);
    const stream = follow(await openStream(ole.accessToken));
    await say(chatUuid, 'Vor dem Logout');
    await stream.until('Vor dem Logout');

    expect((await callRoute(logoutRoute, { body: { refreshToken: ole.refreshToken } })).status).toBe(204);
    await say(chatUuid, 'Nach dem Logout');
    const text = await stream.ended();
    expect(text).toMatch(SIGN_IN_ENDED);
    expect(text).not.toContain('Nach dem Logout');
  });

  it('after the account is deleted: the stream ends at once, before any further event or heartbeat', async () => {
    const ole = await newSignIn();
    const chatUuid = await acceptedChat(ole);
    const stream = follow(await openStream(ole.accessToken));
    await say(chatUuid, 'Vor dem Löschen');
    await stream.until('Vor dem Löschen');

    const deleted = await callRoute(deleteAccountRoute, { params: { id: ole.accountUuid }, token: ole.accessToken, body: { password: PASSWORD, knows: 'delete' } });
    expect(deleted.status).toBe(204);
    // Nothing is sent and the heartbeat (15 s) is far: only the announcement ends it within these 5 s.
    expect(await stream.ended(5000)).toMatch(SIGN_IN_ENDED);
  });

  it('after a password change: the stream of the old sign-in ends; one opened with the new tokens delivers', async () => {
    const ole = await newSignIn();
    const chatUuid = await acceptedChat(ole);
    const old = follow(await openStream(ole.accessToken));
    await sleep(200);

    const changed = await callRoute(changePasswordRoute, { params: { id: ole.accountUuid }, token: ole.accessToken, body: { oldPassword: PASSWORD, newPassword: 'geaendert-2027' } });
    expect(changed.status).toBe(200);
    expect(await old.ended()).toMatch(SIGN_IN_ENDED);

    const renewed = follow(await openStream((changed.body as { accessToken: string }).accessToken));
    await sleep(200);
    await say(chatUuid, 'Neues Passwort');
    expect(await renewed.until('Neues Passwort')).not.toMatch(SIGN_IN_ENDED);
    await renewed.close();
  });

  it('after reuse of a rotated refresh token: the streams of that sign-in end', async () => {
    const ole = await newSignIn();
    const stream = follow(await openStream(ole.accessToken));
    await sleep(200);
    expect((await callRoute(tokenRoute, { body: { refreshToken: ole.refreshToken } })).status).toBe(200);
    expect(errorType(await callRoute(tokenRoute, { body: { refreshToken: ole.refreshToken } }))).toBe('AuthorizationError');
    expect(await stream.ended()).toMatch(SIGN_IN_ENDED);
  });

  it("after 'sign out everywhere else': the other sign-in's stream ends, the one of the device that asked goes on", async () => {
    const ole = await newSignIn();
    const laptop = follow(await openStream(ole.accessToken));
    const email = (await callRoute(meRoute, { token: ole.accessToken })).body as { email?: string };
    const phone = (await callRoute(tokenRoute, { body: { email: email.email ?? '', password: PASSWORD }, ip: '10.28.0.1' })).body as { accessToken: string };
    const phoneStream = follow(await openStream(phone.accessToken));
    await sleep(200);
    expect((await callRoute(endOtherSessionsRoute, { token: phone.accessToken, params: { id: ole.accountUuid } })).body).toEqual({ ended: 1 });
    expect(await laptop.ended()).toMatch(SIGN_IN_ENDED);
    await sleep(300);
    await phoneStream.close();
    expect(await phoneStream.ended()).not.toMatch(SIGN_IN_ENDED);
  });

  it('a sign-in revoked where no signal reached this process: the next event is not delivered and the stream ends', async () => {
    const ole = await newSignIn();
    const chatUuid = await acceptedChat(ole);
    const stream = follow(await openStream(ole.accessToken));
    await sleep(200);
    // As another process without NOTIFY would leave it: revoked in the database, nothing announced.
    const { sid } = decodeJwt(ole.accessToken);
    await (await getDb()).update(refreshTokens).set({ revokedOn: new Date() }).where(eq(refreshTokens.familyUuid, String(sid)));

    await say(chatUuid, 'Unbemerkt widerrufen');
    const text = await stream.ended();
    expect(text).toMatch(SIGN_IN_ENDED);
    expect(text).not.toContain('Unbemerkt widerrufen');
  });

  it.skipIf(!process.env.TEST_DATABASE_URL)('PostgreSQL: a sign-in ended by another process ends the stream through NOTIFY, with no event to send', async () => {
    const ole = await newSignIn();
    const stream = follow(await openStream(ole.accessToken));
    await sleep(200);
    // Another app process: its own connection revokes the sign-in and announces it, as ended-sign-ins.ts does.
    const other = new Client({ connectionString: process.env.DATABASE_URL });
    await other.connect();
    const { sid } = decodeJwt(ole.accessToken);
    await other.query('update refresh_tokens set revoked_on = now() where family_uuid = $1', [sid]);
    await other.query('select pg_notify($1, $2)', ['knowly_sign_ins_ended', JSON.stringify({ accountUuid: ole.accountUuid })]);
    await other.end();
    expect(await stream.ended(3000)).toMatch(SIGN_IN_ENDED);
  });

  it('when its access token expires: nothing sent afterwards is delivered and the stream ends', async () => {
    const ole = await newSignIn();
    const chatUuid = await acceptedChat(ole);
    const { sid } = decodeJwt(ole.accessToken);
    // A token issued (nearly) 15 minutes ago: it expires about 2 s from now.
    const expiring = await signAccessToken({ accountUuid: ole.accountUuid, userUuid: ole.userUuid, familyUuid: String(sid) }, Date.now() - (ACCESS_TOKEN_TTL_SECONDS - 2) * 1000);
    const stream = follow(await openStream(expiring));
    await say(chatUuid, 'Noch gültig');
    await stream.until('Noch gültig');

    const expiresAt = (decodeJwt(expiring).exp ?? 0) * 1000;
    await sleep(Math.max(0, expiresAt - Date.now()) + 100);
    await say(chatUuid, 'Abgelaufen');
    const text = await stream.ended();
    expect(text).toMatch(SIGN_IN_ENDED);
    expect(text).not.toContain('Abgelaufen');
  });
});

describe('Open streams per user', () => {
  it(`the ${MAX_OPEN_STREAMS_PER_USER + 1}th stream of one user is refused with 429 TooManyRequestsError; other users are unaffected; a closed one frees its place`, async () => {
    const [ole, eve] = await Promise.all([newSignIn(), newSignIn()]);
    const aborters = Array.from({ length: MAX_OPEN_STREAMS_PER_USER }, () => new AbortController());
    const opened = await Promise.all(aborters.map((aborter) => openStream(ole.accessToken, aborter.signal)));
    expect(opened.map((response) => response.status)).toEqual(aborters.map(() => 200));

    const refused = await openStream(ole.accessToken);
    expect(refused.status).toBe(429);
    expect(await refused.json()).toMatchObject({ error: { type: 'TooManyRequestsError', data: { retryAfterSeconds: expect.any(Number) } } });

    const eves = new AbortController();
    expect((await openStream(eve.accessToken, eves.signal)).status).toBe(200);

    aborters[0]!.abort();
    let again = await openStream(ole.accessToken);
    for (let attempt = 0; again.status === 429 && attempt < 20; attempt += 1) {
      await sleep(50);
      again = await openStream(ole.accessToken);
    }
    expect(again.status).toBe(200);
    await again.body?.cancel();
    for (const aborter of [...aborters, eves]) aborter.abort();
  });
});
