// The moderators' queue over the real database: admins only; a reported message hidden vanishes from its chat at
// once, a hidden know leaves the chat card and its public state, a suspension deactivates the author, every action is
// in the audit trail and closes the thing's open reports; a warned author gets a mail in their language.
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { callRoute, errorType } from '../../../tests/integration/call-route';
import { makeKnow, makeKnower, setUser, signUpUser, type TestUser } from '../../../tests/integration/know-fixtures';
import { answerChatRequestRoute, chatMessagesRoute, createChatRoute, createReportRoute, postChatMessageRoute } from '../../chats/routes';
import { getDb } from '../../db';
import { knows, moderationActions, outboxMails, users } from '../../db/schema';
import { adminReportsRoute, moderateReportRoute } from '../routes';

type Report = { uuid: string; targetUuid: string; targetType: string; excerpt: string; authorUuid: string | null; reportCount: number };

let admin: TestUser;
let mia: TestUser;
let ole: TestUser;
let chatUuid: string;

const send = async (user: TestUser, body: Record<string, unknown>) =>
  (await callRoute(postChatMessageRoute, { token: user.token, params: { id: chatUuid }, body: { manualChatMessageUuid: randomUUID(), ...body } })).body as { uuid: string };
const report = (user: TestUser, targetType: string, targetUuid: string) => callRoute(createReportRoute, { token: user.token, body: { targetType, targetUuid, reason: 'INSULT' } });
const queue = async () => ((await callRoute(adminReportsRoute, { token: admin.token })).body as { reports: Report[] }).reports;
const act = (reportUuid: string, action: string) => callRoute(moderateReportRoute, { token: admin.token, params: { id: reportUuid }, body: { action, note: 'checked' } });

beforeAll(async () => {
  [admin, mia, ole] = await Promise.all([signUpUser({ name: 'Team Knowly' }), signUpUser({ name: 'Mia Sommer' }), signUpUser({ name: 'Ole Berg' })]);
  await setUser(admin.uuid, { role: 'admin' });
  chatUuid = ((await callRoute(createChatRoute, { token: mia.token, body: { chatPartnerUuid: ole.uuid } })).body as { chatUuid: string }).chatUuid;
  await send(mia, { text: 'Hallo' });
  await callRoute(answerChatRequestRoute, { token: ole.token, params: { id: chatUuid }, body: { accept: true } });
});

describe('the moderation queue', () => {
  it('is for admins only', async () => {
    expect(errorType(await callRoute(adminReportsRoute, { token: mia.token }))).toBe('ForbiddenError');
    expect(errorType(await callRoute(adminReportsRoute))).toBe('AuthorizationError');
    expect(errorType(await callRoute(moderateReportRoute, { token: mia.token, params: { id: randomUUID() }, body: { action: 'DISMISS' } }))).toBe('ForbiddenError');
  });

  it('hides a reported message: gone from the chat at once, logged, its reports closed', async () => {
    const message = await send(ole, { text: 'Das ist gemein' });
    await report(mia, 'CHAT_MESSAGE', message.uuid);
    const listed = (await queue()).find((entry) => entry.targetUuid === message.uuid)!;
    expect(listed).toMatchObject({ targetType: 'CHAT_MESSAGE', excerpt: 'Das ist gemein', authorUuid: ole.uuid, reportCount: 1 });
    expect((await act(listed.uuid, 'HIDE')).status).toBe(201);
    const messages = ((await callRoute(chatMessagesRoute, { token: mia.token, params: { id: chatUuid } })).body as { messages: { uuid: string }[] }).messages;
    expect(messages.map((entry) => entry.uuid)).not.toContain(message.uuid);
    expect((await queue()).map((entry) => entry.targetUuid)).not.toContain(message.uuid);
    const [logged] = await (await getDb()).select().from(moderationActions).where(eq(moderationActions.targetUuid, message.uuid));
    expect(logged).toMatchObject({ action: 'HIDE', adminUuid: admin.uuid, note: 'checked' });
  });

  it('hides a reported know: rejected, and its chat card vanishes', async () => {
    const knowUuid = await makeKnow(await makeKnower(ole.uuid), { title: 'Abgeschrieben' });
    await send(mia, { knowUuid });
    await report(mia, 'KNOW', knowUuid);
    const listed = (await queue()).find((entry) => entry.targetUuid === knowUuid)!;
    await act(listed.uuid, 'HIDE');
    const [know] = await (await getDb()).select({ status: knows.status }).from(knows).where(eq(knows.uuid, knowUuid));
    expect(know!.status).toBe('REJECTED');
    const messages = ((await callRoute(chatMessagesRoute, { token: ole.token, params: { id: chatUuid } })).body as { messages: { knowUuid: string | null; know: unknown }[] }).messages;
    expect(messages.find((entry) => entry.knowUuid === knowUuid)).toMatchObject({ know: null });
  });

  it('suspends a reported user', async () => {
    const troll = await signUpUser({ name: 'Troll' });
    await report(mia, 'USER', troll.uuid);
    const listed = (await queue()).find((entry) => entry.targetUuid === troll.uuid)!;
    await act(listed.uuid, 'SUSPEND');
    const [row] = await (await getDb()).select({ active: users.active }).from(users).where(eq(users.uuid, troll.uuid));
    expect(row!.active).toBe(false);
  });

  it('warns the author of a reported message by mail, in their language, naming the kind of thing but not its text', async () => {
    await setUser(ole.uuid, { interfaceLanguage: 'fr', country: 'FR' });
    const message = await send(ole, { text: 'Du bist so dumm' });
    await report(mia, 'CHAT_MESSAGE', message.uuid);
    const listed = (await queue()).find((entry) => entry.targetUuid === message.uuid)!;
    expect((await act(listed.uuid, 'WARN')).status).toBe(201);
    const mails = await (await getDb()).select().from(outboxMails).where(eq(outboxMails.userUuid, ole.uuid));
    const warning = mails.find((mail) => mail.emailType === 'moderation-warning');
    expect(warning?.subject).toBe('Un avertissement de l’équipe Knowly');
    expect(warning?.text).toContain('un message que tu as écrit dans une discussion');
    expect(warning?.text).toContain('/legal/guidelines');
    expect(warning?.text).not.toContain('dumm');
    const [logged] = await (await getDb()).select().from(moderationActions).where(eq(moderationActions.reportUuid, listed.uuid));
    expect(logged?.action).toBe('WARN');
  });
});
