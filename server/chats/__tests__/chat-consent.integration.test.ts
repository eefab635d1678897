// Security issue 28 / decision 029: a minor whose parent has not agreed yet may not chat with strangers — neither
// start a chat, write, send an image or accept a request, nor be the one a chat is started with or written to. The
// refusal is the AI and know routes' ForbiddenError (reason parentalConsentRequired for the caller,
// partnerParentalConsentRequired for the other party). Once the parent agrees the minor chats like anyone; adults
// are unaffected; declining, blocking and reporting stay open to the minor.
import { randomUUID } from 'node:crypto';
import { desc, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { callRoute, errorType, uniqueEmail } from '../../../tests/integration/call-route';
import { signUpUser, type TestUser } from '../../../tests/integration/know-fixtures';
import { parentalConsentRoute } from '../../auth/parental-consent-routes';
import { getDb } from '../../db';
import { chatMembers, chatMessages, chats, outboxMails } from '../../db/schema';
import { signupRoute } from '../../users/routes';
import { answerChatRequestRoute, blockUserRoute, createChatRoute, createReportRoute, postChatMessageRoute, uploadChatAttachmentRoute } from '../routes';

type ErrorBody = { error: { type: string; data: { reason?: string } } };
const reasonOf = (response: { body: unknown }) => (response.body as ErrorBody).error?.data.reason;

let ipCounter = 1;
const nextIp = () => `10.28.${Math.floor(ipCounter / 250)}.${(ipCounter++ % 250) + 1}`;

function birthDateFor(age: number): string {
  const today = new Date();
  return new Date(Date.UTC(today.getUTCFullYear() - age, today.getUTCMonth(), today.getUTCDate())).toISOString().slice(0, 10);
}

/** A 14-year-old signed up on the German site (consent age 16): restricted until the parent agrees. */
async function minorSignUp(name: string): Promise<TestUser & { parentEmail: string }> {
  const parentEmail = uniqueEmail('parent');
  const response = await callRoute(signupRoute, {
    body: { email: uniqueEmail('minor'), name, password: 'lernen2026', birthDate: birthDateFor(14), parentEmail },
    host: 'de.localhost:3000',
    ip: nextIp(),
  });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  const body = response.body as { user: { uuid: string }; accessToken: string };
  return { uuid: body.user.uuid, token: body.accessToken, name, parentEmail };
}

async function parentAgrees(parentEmail: string): Promise<void> {
  const [mail] = await (await getDb()).select().from(outboxMails).where(sql`lower(${outboxMails.to}) = ${parentEmail}`).orderBy(desc(outboxMails.createdOn));
  const token = /parental-consent\?token=([0-9a-f-]{36})/.exec(mail?.text ?? '')?.[1];
  expect((await callRoute(parentalConsentRoute, { body: { token } })).status).toBe(200);
}

/** A chat between two users as it stands in the database (one from before the gate, or a request `startedBy` made). */
async function existingChat(startedBy: TestUser, partner: TestUser, status: 'REQUESTED' | 'ACCEPTED'): Promise<string> {
  const db = await getDb();
  const [chat] = await db.insert(chats).values({ pairKey: [startedBy.uuid, partner.uuid].sort().join(':'), startedBy: startedBy.uuid, status }).returning({ uuid: chats.uuid });
  await db.insert(chatMembers).values([
    { chatUuid: chat!.uuid, userUuid: startedBy.uuid, partnerUuid: partner.uuid },
    { chatUuid: chat!.uuid, userUuid: partner.uuid, partnerUuid: startedBy.uuid },
  ]);
  return chat!.uuid;
}

const start = (user: TestUser, partner: TestUser) => callRoute(createChatRoute, { token: user.token, body: { chatPartnerUuid: partner.uuid } });
const send = (user: TestUser, chatUuid: string) => callRoute(postChatMessageRoute, { token: user.token, params: { id: chatUuid }, body: { manualChatMessageUuid: randomUUID(), text: 'Hallo!' } });
const upload = (user: TestUser, chatUuid: string) =>
  callRoute(uploadChatAttachmentRoute, { token: user.token, params: { id: chatUuid }, body: Buffer.from('not an image'), headers: { 'content-type': 'multipart/form-data; boundary=x' } });
const answer = (user: TestUser, chatUuid: string, accept: boolean) => callRoute(answerChatRequestRoute, { token: user.token, params: { id: chatUuid }, body: { accept } });
const messagesIn = async (chatUuid: string) => (await (await getDb()).select({ uuid: chatMessages.uuid }).from(chatMessages).where(eq(chatMessages.chatUuid, chatUuid))).length;

function expectRefused(response: { status: number; body: unknown }, reason: string) {
  expect(response.status, JSON.stringify(response.body)).toBe(403);
  expect(errorType(response)).toBe('ForbiddenError');
  expect(reasonOf(response)).toBe(reason);
}

let adult: TestUser;
let otherAdult: TestUser;
let minor: TestUser & { parentEmail: string };

beforeAll(async () => {
  [adult, otherAdult, minor] = await Promise.all([signUpUser({ name: 'Ole Berg' }), signUpUser({ name: 'Eve Lauscher' }), minorSignUp('Lina')]);
});

describe('a minor waiting for a parent’s consent does not chat (decision 029)', () => {
  it('refuses the minor starting a chat, writing, sending an image and accepting a request', async () => {
    expectRefused(await start(minor, adult), 'parentalConsentRequired');
    const accepted = await existingChat(adult, minor, 'ACCEPTED');
    expectRefused(await send(minor, accepted), 'parentalConsentRequired');
    expectRefused(await upload(minor, accepted), 'parentalConsentRequired');
    const request = await existingChat(otherAdult, minor, 'REQUESTED');
    expectRefused(await answer(minor, request, true), 'parentalConsentRequired');
    expect(await messagesIn(accepted)).toBe(0);
  });

  it('refuses anyone starting a chat with the minor, writing to them, sending them an image or accepting their request', async () => {
    const stranger = await signUpUser({ name: 'Max Fremd' });
    expectRefused(await start(stranger, minor), 'partnerParentalConsentRequired');
    const [pair] = await (await getDb()).select().from(chats).where(eq(chats.pairKey, [stranger.uuid, minor.uuid].sort().join(':')));
    expect(pair).toBeUndefined();
    const accepted = await existingChat(minor, stranger, 'ACCEPTED');
    expectRefused(await send(stranger, accepted), 'partnerParentalConsentRequired');
    expectRefused(await upload(stranger, accepted), 'partnerParentalConsentRequired');
    const other = await signUpUser({ name: 'Tom Fremd' });
    const request = await existingChat(minor, other, 'REQUESTED');
    expectRefused(await answer(other, request, true), 'partnerParentalConsentRequired');
    expect(await messagesIn(accepted)).toBe(0);
  });

  it('leaves the minor declining, blocking and reporting', async () => {
    const asker = await signUpUser({ name: 'Udo Frage' });
    const request = await existingChat(asker, minor, 'REQUESTED');
    expect((await answer(minor, request, false)).status).toBe(200);
    expect((await callRoute(blockUserRoute, { token: minor.token, body: { userUuid: asker.uuid } })).status).toBe(204);
    expect((await callRoute(createReportRoute, { token: minor.token, body: { targetType: 'USER', targetUuid: asker.uuid, reason: 'HARASSMENT' } })).status).toBe(201);
  });

  it('lets the minor chat both ways once the parent agreed', async () => {
    const consented = await minorSignUp('Paul');
    await parentAgrees(consented.parentEmail);
    const fromMinor = await start(consented, adult);
    expect(fromMinor.status).toBe(201);
    const { chatUuid } = fromMinor.body as { chatUuid: string };
    expect((await send(consented, chatUuid)).status).toBe(201);
    expect((await answer(adult, chatUuid, true)).status).toBe(200);
    expect((await send(adult, chatUuid)).status).toBe(201);
    const toMinor = await start(otherAdult, consented);
    expect(toMinor.status).toBe(201);
    expect((await send(otherAdult, (toMinor.body as { chatUuid: string }).chatUuid)).status).toBe(201);
  });

  it('leaves adults chatting as before', async () => {
    const created = await start(adult, otherAdult);
    expect(created.status).toBe(201);
    const { chatUuid } = created.body as { chatUuid: string };
    expect((await send(adult, chatUuid)).status).toBe(201);
    expect((await answer(otherAdult, chatUuid, true)).status).toBe(200);
    expect((await send(otherAdult, chatUuid)).status).toBe(201);
  });
});
