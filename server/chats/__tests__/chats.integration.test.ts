// Chats between users over the real database (PGlite, and PostgreSQL with TEST_DATABASE_URL — there the live events
// go through LISTEN/NOTIFY): the fixed contract points, every route refused to a visitor and to a third user, the
// request a first contact is, the idempotent resend, blocks stopping both partners, a know card vanishing when the
// know is hidden, insults masked, foreign links left as text, reports, and a new message arriving on the live stream.
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chats as chatsEndpoint, endpointUrl } from '../../../lib/api/endpoints';
import { callRoute, errorType } from '../../../tests/integration/call-route';
import { makeKnow, makeKnower, signUpUser, type TestUser } from '../../../tests/integration/know-fixtures';
import { startApiServer, type ApiServer } from '../../../tests/integration/api-server';
import { getDb } from '../../db';
import { chatMessages, knows } from '../../db/schema';
import {
  answerChatRequestRoute,
  blockUserRoute,
  chatMessagesRoute,
  chatRoute,
  chatsRoute,
  CHAT_ROUTES,
  createChatRoute,
  createReportRoute,
  postChatMessageRoute,
  readChatRoute,
  unblockUserRoute,
  unreadChatsRoute,
} from '../routes';

type Message = { uuid: string; text: string; parts: { text: string; href?: string }[]; knowUuid: string | null; know: { uuid: string; title: string } | null; manualChatMessageUuid: string };
type Chat = { uuid: string; status: string; unreadCount: number; startedByMe: boolean; lastMessage: Message | null; chatPartner: { uuid: string } };

let mia: TestUser;
let ole: TestUser;
let eve: TestUser;
let server: ApiServer;

const start = (user: TestUser | undefined, partner: string) => callRoute(createChatRoute, { token: user?.token, body: { chatPartnerUuid: partner } });
const send = (user: TestUser | undefined, chatUuid: string, body: Record<string, unknown>) =>
  callRoute(postChatMessageRoute, { token: user?.token, params: { id: chatUuid }, body: { manualChatMessageUuid: randomUUID(), ...body } });
const messagesOf = async (user: TestUser, chatUuid: string) => ((await callRoute(chatMessagesRoute, { token: user.token, params: { id: chatUuid } })).body as { messages: Message[] }).messages;

/** A chat Mia started with `partner` and the partner accepted. */
async function acceptedChat(partner: TestUser): Promise<string> {
  const { chatUuid } = (await start(mia, partner.uuid)).body as { chatUuid: string };
  await send(mia, chatUuid, { text: 'Hallo!' });
  await callRoute(answerChatRequestRoute, { token: partner.token, params: { id: chatUuid }, body: { accept: true } });
  return chatUuid;
}

beforeAll(async () => {
  [mia, ole, eve] = await Promise.all([signUpUser({ name: 'Mia Sommer' }), signUpUser({ name: 'Ole Berg' }), signUpUser({ name: 'Eve Lauscher' })]);
  server = await startApiServer(CHAT_ROUTES);
});
afterAll(() => server.close());

describe('chats', () => {
  it('starts a chat: 201 {chatUuid}; starting it again answers the same chat; lists it for both partners', async () => {
    const created = await start(mia, ole.uuid);
    expect(created.status).toBe(201);
    expect(Object.keys(created.body as object)).toEqual(['chatUuid']);
    const { chatUuid } = created.body as { chatUuid: string };
    expect((await start(ole, mia.uuid)).body).toEqual({ chatUuid });
    await send(mia, chatUuid, { text: 'Hallo Ole' });
    const mine = ((await callRoute(chatsRoute, { token: mia.token })).body as { chats: Chat[] }).chats;
    expect(mine.find((chat) => chat.uuid === chatUuid)).toMatchObject({ status: 'REQUESTED', startedByMe: true, chatPartner: { uuid: ole.uuid }, lastMessage: { text: 'Hallo Ole' } });
    const his = ((await callRoute(chatsRoute, { token: ole.token })).body as { chats: Chat[] }).chats;
    expect(his.find((chat) => chat.uuid === chatUuid)).toMatchObject({ status: 'REQUESTED', startedByMe: false, unreadCount: 1 });
    expect((await callRoute(unreadChatsRoute, { token: ole.token })).body).toMatchObject({ unreadCount: 1, requestCount: 1 });
  });

  it('a first contact is a request: the one asked cannot write until they accept, and nobody writes after a decline', async () => {
    const { chatUuid } = (await start(mia, eve.uuid)).body as { chatUuid: string };
    expect((await send(mia, chatUuid, { text: 'Hi Eve' })).status).toBe(201);
    expect(errorType(await send(eve, chatUuid, { text: 'Hi' }))).toBe('ForbiddenError');
    expect(errorType(await callRoute(answerChatRequestRoute, { token: mia.token, params: { id: chatUuid }, body: { accept: true } }))).toBe('BadRequestError');
    const declined = await callRoute(answerChatRequestRoute, { token: eve.token, params: { id: chatUuid }, body: { accept: false } });
    expect(declined.body).toMatchObject({ status: 'DECLINED' });
    expect(errorType(await send(mia, chatUuid, { text: 'Hallo?' }))).toBe('ForbiddenError');
    expect(((await callRoute(chatsRoute, { token: eve.token })).body as { chats: Chat[] }).chats.map((chat) => chat.uuid)).not.toContain(chatUuid);
  });

  it('refuses every route to a visitor (AuthorizationError) and to a third user (NotFoundError)', async () => {
    const chatUuid = await acceptedChat(ole);
    const [message] = await messagesOf(mia, chatUuid);
    const id = { id: chatUuid };
    for (const route of [chatRoute, chatMessagesRoute, readChatRoute]) {
      expect(errorType(await callRoute(route, { params: id }))).toBe('AuthorizationError');
      expect(errorType(await callRoute(route, { token: eve.token, params: id }))).toBe('NotFoundError');
    }
    expect(errorType(await send(undefined, chatUuid, { text: 'x' }))).toBe('AuthorizationError');
    expect(errorType(await send(eve, chatUuid, { text: 'x' }))).toBe('NotFoundError');
    expect(errorType(await callRoute(answerChatRequestRoute, { token: eve.token, params: id, body: { accept: true } }))).toBe('NotFoundError');
    expect(errorType(await callRoute(chatsRoute))).toBe('AuthorizationError');
    expect(errorType(await start(undefined, ole.uuid))).toBe('AuthorizationError');
    expect(errorType(await callRoute(unreadChatsRoute))).toBe('AuthorizationError');
    expect(errorType(await callRoute(blockUserRoute, { body: { userUuid: ole.uuid } }))).toBe('AuthorizationError');
    expect(errorType(await callRoute(unblockUserRoute, { params: { id: ole.uuid } }))).toBe('AuthorizationError');
    expect(errorType(await callRoute(createReportRoute, { body: { targetType: 'USER', targetUuid: ole.uuid, reason: 'SPAM' } }))).toBe('AuthorizationError');
    // A third user cannot report (and so probe for) a message of a chat they are not in.
    expect(errorType(await callRoute(createReportRoute, { token: eve.token, body: { targetType: 'CHAT_MESSAGE', targetUuid: message!.uuid, reason: 'SPAM' } }))).toBe('NotFoundError');
    expect(((await callRoute(chatsRoute, { token: eve.token })).body as { chats: Chat[] }).chats.map((chat) => chat.uuid)).not.toContain(chatUuid);
  });

  it('a resend with the same manualChatMessageUuid gives one message', async () => {
    const chatUuid = await acceptedChat(ole);
    const manualChatMessageUuid = randomUUID();
    const first = await send(ole, chatUuid, { text: 'Nochmal?', manualChatMessageUuid });
    const again = await send(ole, chatUuid, { text: 'Nochmal?', manualChatMessageUuid });
    expect([first.status, again.status]).toEqual([201, 201]);
    expect((again.body as Message).uuid).toBe((first.body as Message).uuid);
    const stored = await (await getDb()).select().from(chatMessages).where(eq(chatMessages.manualChatMessageUuid, manualChatMessageUuid));
    expect(stored).toHaveLength(1);
  });

  it('a block stops both partners from writing and from starting a chat; lifting it lets them write again', async () => {
    const chatUuid = await acceptedChat(ole);
    expect((await callRoute(blockUserRoute, { token: ole.token, body: { userUuid: mia.uuid } })).status).toBe(204);
    expect(errorType(await send(mia, chatUuid, { text: 'Hallo?' }))).toBe('ForbiddenError');
    expect(errorType(await send(ole, chatUuid, { text: 'Hallo?' }))).toBe('ForbiddenError');
    expect(errorType(await start(mia, ole.uuid))).toBe('ForbiddenError');
    expect((await callRoute(chatRoute, { token: mia.token, params: { id: chatUuid } })).body).toMatchObject({ blockedMe: true, blockedByMe: false });
    await callRoute(unblockUserRoute, { token: ole.token, params: { id: mia.uuid } });
    expect((await send(mia, chatUuid, { text: 'Wieder da' })).status).toBe(201);
  });

  it("shares a public know as a card, which vanishes from the chat once the know is hidden; another's private know is refused", async () => {
    const chatUuid = await acceptedChat(ole);
    const knowerUuid = await makeKnower(ole.uuid);
    const knowUuid = await makeKnow(knowerUuid, { title: 'Zellatmung' });
    const privateKnow = await makeKnow(knowerUuid, { title: 'Privat', isPrivate: true });
    const sent = await send(mia, chatUuid, { knowUuid });
    expect(sent.body).toMatchObject({ knowUuid, know: { uuid: knowUuid, title: 'Zellatmung' } });
    expect(errorType(await send(mia, chatUuid, { knowUuid: privateKnow }))).toBe('NotFoundError');
    await (await getDb()).update(knows).set({ isPrivate: true }).where(eq(knows.uuid, knowUuid));
    const shared = (await messagesOf(ole, chatUuid)).find((message) => message.knowUuid === knowUuid);
    expect(shared).toMatchObject({ knowUuid, know: null });
  });

  it('masks insults, keeps Markdown as text, and links only to the own sites', async () => {
    const chatUuid = await acceptedChat(ole);
    const sent = (await send(mia, chatUuid, { text: 'Du Arschloch! **fett** siehe https://evil.example/x und https://knowly.de/knows/a' })).body as Message;
    expect(sent.text).toBe('Du *********! **fett** siehe https://evil.example/x und https://knowly.de/knows/a');
    expect(sent.parts.filter((part) => part.href).map((part) => part.href)).toEqual(['https://knowly.de/knows/a']);
    expect(sent.parts.map((part) => part.text).join('')).toBe(sent.text);
  });

  it('reports a message of a chat once (DuplicateError again)', async () => {
    const chatUuid = await acceptedChat(ole);
    const message = (await send(mia, chatUuid, { text: 'Spam' })).body as Message;
    const body = { targetType: 'CHAT_MESSAGE', targetUuid: message.uuid, reason: 'SPAM' };
    expect((await callRoute(createReportRoute, { token: ole.token, body })).status).toBe(201);
    expect(errorType(await callRoute(createReportRoute, { token: ole.token, body }))).toBe('DuplicateError');
  });

  it('marks a chat read', async () => {
    const chatUuid = await acceptedChat(ole);
    await send(mia, chatUuid, { text: 'Gelesen?' });
    expect((await callRoute(readChatRoute, { token: ole.token, params: { id: chatUuid } })).status).toBe(204);
    expect((await callRoute(chatRoute, { token: ole.token, params: { id: chatUuid } })).body).toMatchObject({ unreadCount: 0 });
  });

  it("delivers a new message live to the partner's event stream, and nothing to a third user's", async () => {
    const chatUuid = await acceptedChat(ole);
    const open = async (user: TestUser, signal: AbortSignal) =>
      fetch(`${server.url}${endpointUrl(chatsEndpoint)}`, { headers: { authorization: `Bearer ${user.token}`, accept: 'text/event-stream', host: 'de.localhost:3000' }, signal });
    const aborter = new AbortController();
    const [olesStream, evesStream] = await Promise.all([open(ole, aborter.signal), open(eve, aborter.signal)]);
    expect(olesStream.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
    const readUntil = async (response: Response, wanted: string) => {
      const reader = response.body!.getReader();
      const decoder = new TextDecoder();
      let text = '';
      while (!text.includes(wanted)) {
        const { value, done } = await reader.read();
        if (done) break;
        text += decoder.decode(value);
      }
      return text;
    };
    const received = readUntil(olesStream, 'Live!');
    await new Promise((resolve) => setTimeout(resolve, 300));
    await send(mia, chatUuid, { text: 'Live!' });
    expect(await received).toContain('"type":"message"');
    const evesReader = evesStream.body!.getReader();
    const evesFirst = await Promise.race([evesReader.read().then(() => 'event'), new Promise((resolve) => setTimeout(() => resolve('nothing'), 500))]);
    expect(evesFirst).toBe('nothing');
    aborter.abort();
  });
});
