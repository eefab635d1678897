// Images in chat messages over the real database (PGlite, and PostgreSQL with TEST_DATABASE_URL): the upload is typed
// by content (a PNG named .jpg is an image, a text file named .png is InvalidMIMETypeError), stored as WebP without
// metadata, sent once with a message (idempotent by manualChatMessageUuid), and only the two partners load it — a third
// user and a visitor do not, nor anyone once a moderator hid its message; a blocked partner cannot upload.
import { randomUUID } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callRoute, errorType } from '../../../tests/integration/call-route';
import { setUser, signUpUser, type TestUser } from '../../../tests/integration/know-fixtures';
import { multipartBody } from '../../../tests/integration/multipart-body';
import { getDb } from '../../db';
import { chatAttachments, chatMessages, jobs } from '../../db/schema';
import { MemoryStorage } from '../../files/memory-storage';
import { setFileStorage } from '../../files/storage';
import { adminReportsRoute } from '../../moderation/routes';
import { removeUnsentChatImages, scheduleUnsentChatImages } from '../unsent-images-job';
import { answerChatRequestRoute, createReportRoute, blockUserRoute, chatAttachmentRoute, chatMessagesRoute, createChatRoute, postChatMessageRoute, unblockUserRoute, uploadChatAttachmentRoute } from '../routes';

type Message = { uuid: string; text: string; attachmentId: string | null; attachmentUrl: string | null; manualChatMessageUuid: string };

let mia: TestUser;
let ole: TestUser;
let eve: TestUser;
let chatUuid: string;
/** The keys written, to see that a refused upload stores nothing. */
const written: string[] = [];
const storage = new (class extends MemoryStorage {
  override async put(key: string, data: Buffer, contentType: string) {
    written.push(key);
    return super.put(key, data, contentType);
  }
})();

const png = () => sharp({ create: { width: 1200, height: 900, channels: 3, background: { r: 30, g: 120, b: 200 } } }).png().toBuffer();

async function upload(user: TestUser | undefined, data: Buffer, name = 'photo.png', type = 'image/png', chat = chatUuid) {
  return callRoute(uploadChatAttachmentRoute, { token: user?.token, params: { id: chat }, ...(await multipartBody([{ data, name, type }], 'file')) });
}
const send = (user: TestUser, body: Record<string, unknown>) => callRoute(postChatMessageRoute, { token: user.token, params: { id: chatUuid }, body: { manualChatMessageUuid: randomUUID(), ...body } });
const image = (user: TestUser | undefined, attachmentId: string, chat = chatUuid) => callRoute(chatAttachmentRoute, { token: user?.token, params: { id: chat, attachmentId } });

beforeAll(async () => {
  setFileStorage(storage);
  [mia, ole, eve] = await Promise.all([signUpUser({ name: 'Mia Bild' }), signUpUser({ name: 'Ole Bild' }), signUpUser({ name: 'Eve Bild' })]);
  ({ chatUuid } = (await callRoute(createChatRoute, { token: mia.token, body: { chatPartnerUuid: ole.uuid } })).body as { chatUuid: string });
  await send(mia, { text: 'Hallo!' });
  await callRoute(answerChatRequestRoute, { token: ole.token, params: { id: chatUuid }, body: { accept: true } });
});
afterAll(() => setFileStorage(undefined));

describe('chat images', () => {
  it('a PNG named .jpg is accepted by its content, stored as WebP without metadata, sent once, and seen by both partners', async () => {
    const uploaded = await upload(mia, await png(), 'urlaub.jpg', 'image/jpeg');
    expect(uploaded.status).toBe(201);
    const { attachmentId, width, height } = uploaded.body as { attachmentId: string; width: number; height: number };
    expect([width, height]).toEqual([1200, 900]);

    const manualChatMessageUuid = randomUUID();
    const sent = await send(mia, { attachmentId, manualChatMessageUuid });
    expect(sent.status).toBe(201);
    const message = sent.body as Message;
    expect(message).toMatchObject({ attachmentId, attachmentUrl: `/api/v1/chats/${chatUuid}/attachments/${attachmentId}`, text: '' });
    // The same manualChatMessageUuid again: the same message; the image in another message: DuplicateError.
    expect(((await send(mia, { attachmentId, manualChatMessageUuid })).body as Message).uuid).toBe(message.uuid);
    expect(errorType(await send(mia, { attachmentId }))).toBe('DuplicateError');
    const [row] = await (await getDb()).select().from(chatMessages).where(eq(chatMessages.attachmentUuid, attachmentId));
    expect(row?.uuid).toBe(message.uuid);

    const seen = ((await callRoute(chatMessagesRoute, { token: ole.token, params: { id: chatUuid } })).body as { messages: Message[] }).messages;
    expect(seen.find((item) => item.uuid === message.uuid)?.attachmentUrl).toBe(message.attachmentUrl);
    for (const partner of [mia, ole]) {
      const loaded = await image(partner, attachmentId);
      expect(loaded.status).toBe(200);
      expect(loaded.headers['Content-Type']).toBe('image/webp');
      expect(String(loaded.headers['Cache-Control'])).toMatch(/^private/);
      const metadata = await sharp(loaded.body as Buffer).metadata();
      expect(metadata).toMatchObject({ format: 'webp', width: 1200, height: 900 });
      expect(metadata.exif).toBeUndefined();
    }
  });

  it('a third user and a visitor get NotFoundError/AuthorizationError for the image and the upload', async () => {
    const { attachmentId } = (await upload(mia, await png())).body as { attachmentId: string };
    await send(mia, { attachmentId });
    expect(errorType(await image(eve, attachmentId))).toBe('NotFoundError');
    expect(errorType(await image(undefined, attachmentId))).toBe('AuthorizationError');
    // Eve's own chat does not open Mia's image either.
    const { chatUuid: evesChat } = (await callRoute(createChatRoute, { token: eve.token, body: { chatPartnerUuid: mia.uuid } })).body as { chatUuid: string };
    expect(errorType(await image(eve, attachmentId, evesChat))).toBe('NotFoundError');
    expect(errorType(await upload(eve, await png()))).toBe('NotFoundError');
    expect(errorType(await upload(undefined, await png()))).toBe('AuthorizationError');
    // Nor may Eve send Mia's image in her own chat.
    expect(errorType(await callRoute(postChatMessageRoute, { token: eve.token, params: { id: evesChat }, body: { manualChatMessageUuid: randomUUID(), attachmentId } }))).toBe('NotFoundError');
  });

  it('a text file named .png is refused with InvalidMIMETypeError, and nothing is stored', async () => {
    const before = written.length;
    const refused = await upload(mia, Buffer.from('Das ist kein Bild, nur Text.\n'), 'bild.png', 'image/png');
    expect(refused.status).toBe(400);
    expect(errorType(refused)).toBe('InvalidMIMETypeError');
    expect(JSON.stringify(refused.body)).toContain('image/webp');
    expect(written.length).toBe(before);
  });

  it('an image not sent yet loads for its uploader only; a hidden message takes its image away', async () => {
    const { attachmentId } = (await upload(ole, await png())).body as { attachmentId: string };
    expect((await image(ole, attachmentId)).status).toBe(200);
    expect(errorType(await image(mia, attachmentId))).toBe('NotFoundError');
    const message = (await send(ole, { attachmentId, text: 'Schau mal' })).body as Message;
    expect((await image(mia, attachmentId)).status).toBe(200);
    await (await getDb()).update(chatMessages).set({ hiddenOn: new Date() }).where(eq(chatMessages.uuid, message.uuid));
    expect(errorType(await image(mia, attachmentId))).toBe('NotFoundError');
    expect(errorType(await image(ole, attachmentId))).toBe('NotFoundError');
  });

  it('a moderator (not a partner) sees an image only while its message is reported, and finds it in the queue', async () => {
    const moderator = await signUpUser({ name: 'Team Bild' });
    await setUser(moderator.uuid, { role: 'admin' });
    const { attachmentId } = (await upload(mia, await png())).body as { attachmentId: string };
    const message = (await send(mia, { attachmentId })).body as Message;
    expect(errorType(await image(moderator, attachmentId))).toBe('NotFoundError');
    expect((await callRoute(createReportRoute, { token: ole.token, body: { targetType: 'CHAT_MESSAGE', targetUuid: message.uuid, reason: 'INAPPROPRIATE' } })).status).toBe(201);
    expect((await image(moderator, attachmentId)).status).toBe(200);
    // Eve, no admin, still sees nothing of it.
    expect(errorType(await image(eve, attachmentId))).toBe('NotFoundError');
    const queue = ((await callRoute(adminReportsRoute, { token: moderator.token })).body as { reports: { targetUuid: string; image: unknown }[] }).reports;
    expect(queue.find((entry) => entry.targetUuid === message.uuid)?.image).toEqual({ chatUuid, attachmentId });
  });

  it('a blocked chat takes no upload (ForbiddenError)', async () => {
    await callRoute(blockUserRoute, { token: ole.token, body: { userUuid: mia.uuid } });
    expect(errorType(await upload(mia, await png()))).toBe('ForbiddenError');
    await callRoute(unblockUserRoute, { token: ole.token, params: { id: mia.uuid } });
    expect((await upload(mia, await png())).status).toBe(201);
  });
});

describe('the removal of unsent images', () => {
  it('deletes images not sent for a day (row and file), never a sent one nor a fresh one; the job is keyed by day', async () => {
    const db = await getDb();
    const old = ((await upload(ole, await png())).body as { attachmentId: string }).attachmentId;
    const fresh = ((await upload(ole, await png())).body as { attachmentId: string }).attachmentId;
    const sent = ((await upload(ole, await png())).body as { attachmentId: string }).attachmentId;
    await send(ole, { attachmentId: sent });
    const twoDaysAgo = new Date(Date.now() - 2 * 24 * 60 * 60 * 1000);
    await db.update(chatAttachments).set({ createdOn: twoDaysAgo }).where(inArray(chatAttachments.uuid, [old, sent]));
    const [oldRow] = await db.select().from(chatAttachments).where(eq(chatAttachments.uuid, old));

    expect(await removeUnsentChatImages(db, storage)).toBeGreaterThanOrEqual(1);
    const left = (await db.select({ uuid: chatAttachments.uuid }).from(chatAttachments).where(inArray(chatAttachments.uuid, [old, fresh, sent]))).map((row) => row.uuid);
    expect(left.sort()).toEqual([fresh, sent].sort());
    expect(await storage.get(oldRow!.fileKey)).toBeNull();
    expect((await image(ole, sent)).status).toBe(200);
    expect((await image(ole, fresh)).status).toBe(200);

    await scheduleUnsentChatImages(db);
    await scheduleUnsentChatImages(db);
    expect(await db.select().from(jobs).where(eq(jobs.kind, 'remove-unsent-chat-images'))).toHaveLength(1);
  });
});
