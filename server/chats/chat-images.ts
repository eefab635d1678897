// Images in chat messages (issue 21). An upload is typed by its CONTENT (magic bytes via file-type, never the file
// name or the declared type): JPEG, PNG or WebP, else InvalidMIMETypeError. It is decoded with a pixel limit (a
// decompression bomb is PayloadTooLargeError), turned upright, shrunk to CHAT_IMAGE_MAX_EDGE a side (in the file sandbox,
// chat-image-file.ts) and stored as WebP
// without any metadata (a phone photo's GPS position never reaches the partner) under
// `chat-images/<chatUuid>/<attachmentUuid>.webp` in the house file storage. Only a partner who may write in the chat
// uploads; only the two partners read an image (NotFoundError for anyone else, as for the chat itself) — and the
// moderators while its message is reported, to judge it — and an image whose message a moderator hid is gone at once. An image not sent yet is readable by its uploader only.
import { and, eq, isNull } from 'drizzle-orm';
import { AppError } from '../../lib/errors';
import type { Db } from '../db';
import { chatAttachments, chatMessages, reports } from '../db/schema';
import type { FileStorage } from '../files/storage';
import { toChatImageInSandbox } from './chat-image-in-sandbox';

export const CHAT_IMAGE_CONTENT_TYPE = 'image/webp';

const noImage = () => new AppError('NotFoundError', { reason: 'No such image.' });

/** Stores an image the caller will send in the chat (the caller's right to write there is checked before). */
export async function storeChatImage(db: Db, storage: FileStorage, me: string, chatUuid: string, upload: { data: Buffer; name: string }) {
  const image = await toChatImageInSandbox(upload.data, upload.name);
  const uuid = crypto.randomUUID();
  const fileKey = `chat-images/${chatUuid.toLowerCase()}/${uuid}.webp`;
  await storage.put(fileKey, image.data, CHAT_IMAGE_CONTENT_TYPE);
  await db.insert(chatAttachments).values({ uuid, chatUuid, userUuid: me, fileKey, width: image.width, height: image.height });
  return { attachmentId: uuid, width: image.width, height: image.height };
}

/** Whether a message has an open report (a moderator may then see its image). */
async function isReported(db: Db, messageUuid: string): Promise<boolean> {
  const [row] = await db
    .select({ uuid: reports.uuid })
    .from(reports)
    .where(and(eq(reports.targetType, 'CHAT_MESSAGE'), eq(reports.targetUuid, messageUuid), isNull(reports.resolvedOn)))
    .limit(1);
  return Boolean(row);
}

/** The image, for a partner of its chat (membership is checked by the caller): sent, not hidden, or the caller's own;
 *  for a moderator (not a partner): only while its message is reported. */
export async function readChatImage(db: Db, storage: FileStorage, me: string, chatUuid: string, attachmentUuid: string, { moderator = false } = {}) {
  const [row] = await db
    .select({ attachment: chatAttachments, messageUuid: chatMessages.uuid, hiddenOn: chatMessages.hiddenOn })
    .from(chatAttachments)
    .leftJoin(chatMessages, eq(chatMessages.attachmentUuid, chatAttachments.uuid))
    .where(and(eq(chatAttachments.uuid, attachmentUuid), eq(chatAttachments.chatUuid, chatUuid)));
  if (!row || row.hiddenOn || (!row.messageUuid && row.attachment.userUuid !== me)) throw noImage();
  if (moderator && !(row.messageUuid && (await isReported(db, row.messageUuid)))) throw noImage();
  const file = await storage.get(row.attachment.fileKey);
  if (!file) throw noImage();
  // Private: a shared cache must never keep it; the browser may, the image never changes.
  return { contentType: file.contentType, data: file.data, cacheControl: 'private, max-age=86400, immutable' };
}

/** The unsent image the caller uploaded to this chat, or NotFoundError. */
export async function assertOwnUnsentImage(db: Db, me: string, chatUuid: string, attachmentUuid: string): Promise<void> {
  const [row] = await db
    .select({ uuid: chatAttachments.uuid, messageUuid: chatMessages.uuid })
    .from(chatAttachments)
    .leftJoin(chatMessages, eq(chatMessages.attachmentUuid, chatAttachments.uuid))
    .where(and(eq(chatAttachments.uuid, attachmentUuid), eq(chatAttachments.chatUuid, chatUuid), eq(chatAttachments.userUuid, me)));
  if (!row) throw noImage();
  if (row.messageUuid) throw new AppError('DuplicateError', { reason: 'This image was sent already.' });
}
