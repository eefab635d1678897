// Chats between users (issue 21): starting one (a request until the partner accepts), reading the caller's chats and
// their messages, sending (idempotent by the sender's manualChatMessageUuid), read state, blocks. Only the two partners
// reach a chat (NotFoundError for anyone else); a block either way, a declined chat or an unanswered request (for the
// one asked) stops writing with ForbiddenError. Messages hidden by a moderator and know cards of knows that are no
// longer public disappear at once, because both are checked on every read.
import { and, asc, count, desc, eq, gt, isNull, ne, or, sql } from 'drizzle-orm';
import { ALL_COUNTRY_CODES } from '../../config/countries/country-codes';
import { countrySites } from '../../config/countries/countries';
import { CHAT_MESSAGES_PAGE_SIZE } from '../../config/chat-limits';
import type { Chat, ChatMessage, PostChatMessage } from '../../lib/contracts/chats';
import { AppError } from '../../lib/errors';
import { chatAttachment, endpointUrl } from '../../lib/api/endpoints';
import { knowPath } from '../../lib/knows/paths';
import type { Db } from '../db';
import { chatMembers, chatMessages, chats, knows, userBlocks, users } from '../db/schema';
import { profilePictureUrl } from '../users/find-user';
import { publishChatEvent } from './chat-events';
import { assertOwnUnsentImage } from './chat-images';
import { maskInsults } from './insult-filter';
import { messageParts } from './message-links';

const OWN_DOMAINS = [...new Set(countrySites(ALL_COUNTRY_CODES).map((site) => site.productionDomain))];

const notFound = () => new AppError('NotFoundError', { reason: 'No such chat.' });

const pairKeyOf = (a: string, b: string) => [a, b].sort().join(':');

type MessageRow = typeof chatMessages.$inferSelect;
type KnowCardRow = { uuid: string; title: string; slug: string; knowFormat: string; status: string; isPrivate: boolean } | null;

/** A know shows as a card while it is public: published and not private (hidden knows leave chats at once). */
const isPublicKnow = (know: KnowCardRow) => Boolean(know && know.status === 'PUBLISHED' && !know.isPrivate);

function toMessage(row: MessageRow, know: KnowCardRow): ChatMessage {
  return {
    uuid: row.uuid,
    chatUuid: row.chatUuid,
    createdOn: row.createdOn.toISOString(),
    user: { uuid: row.userUuid },
    text: row.text,
    parts: messageParts(row.text, OWN_DOMAINS),
    knowUuid: row.knowUuid,
    know: know && isPublicKnow(know) ? { uuid: know.uuid, title: know.title, path: knowPath(know), knowFormat: know.knowFormat } : null,
    attachmentUrl: row.attachmentUuid ? endpointUrl(chatAttachment, { id: row.chatUuid, attachmentId: row.attachmentUuid }) : null,
    attachmentId: row.attachmentUuid,
    manualChatMessageUuid: row.manualChatMessageUuid,
  };
}

const knowCardColumns = { uuid: knows.uuid, title: knows.title, slug: knows.slug, knowFormat: knows.knowFormat, status: knows.status, isPrivate: knows.isPrivate };

/** Messages with their know cards, visible ones only. */
async function readMessages(db: Db, where: ReturnType<typeof and>, { newestFirst = false, limit = CHAT_MESSAGES_PAGE_SIZE } = {}): Promise<ChatMessage[]> {
  const rows = await db
    .select({ message: chatMessages, know: knowCardColumns })
    .from(chatMessages)
    .leftJoin(knows, eq(knows.uuid, chatMessages.knowUuid))
    .where(and(where, isNull(chatMessages.hiddenOn)))
    .orderBy(newestFirst ? desc(chatMessages.createdOn) : asc(chatMessages.createdOn), asc(chatMessages.uuid))
    .limit(limit);
  return rows.map(({ message, know }) => toMessage(message, know?.uuid ? know : null));
}

async function blocksBetween(db: Db, me: string, partner: string): Promise<{ blockedByMe: boolean; blockedMe: boolean }> {
  const rows = await db
    .select({ blockerUuid: userBlocks.blockerUuid })
    .from(userBlocks)
    .where(or(and(eq(userBlocks.blockerUuid, me), eq(userBlocks.blockedUuid, partner)), and(eq(userBlocks.blockerUuid, partner), eq(userBlocks.blockedUuid, me))));
  return { blockedByMe: rows.some((row) => row.blockerUuid === me), blockedMe: rows.some((row) => row.blockerUuid === partner) };
}

/** The caller's membership of a chat: NotFoundError unless the caller is one of its two partners. */
async function membershipOf(db: Db, me: string, chatUuid: string) {
  const [row] = await db
    .select({ chat: chats, member: chatMembers })
    .from(chatMembers)
    .innerJoin(chats, eq(chats.uuid, chatMembers.chatUuid))
    .where(and(eq(chatMembers.chatUuid, chatUuid), eq(chatMembers.userUuid, me)));
  if (!row) throw notFound();
  return row;
}

/** Whether the caller is one of the chat's two partners. */
export async function isChatMember(db: Db, me: string, chatUuid: string): Promise<boolean> {
  const [row] = await db.select({ userUuid: chatMembers.userUuid }).from(chatMembers).where(and(eq(chatMembers.chatUuid, chatUuid), eq(chatMembers.userUuid, me)));
  return Boolean(row);
}

/** Starts a chat with another user, or answers the one the two already have (one chat per pair). */
export async function startChat(db: Db, me: string, partnerUuid: string, { beforeCreate }: { beforeCreate?: () => Promise<void> } = {}): Promise<{ chatUuid: string }> {
  if (partnerUuid === me) throw new AppError('BadRequestError', { reason: 'You cannot chat with yourself.' });
  const [partner] = await db.select({ uuid: users.uuid }).from(users).where(and(eq(users.uuid, partnerUuid), eq(users.active, true)));
  if (!partner) throw new AppError('NotFoundError', { reason: 'No such user.' });
  const blocks = await blocksBetween(db, me, partnerUuid);
  if (blocks.blockedByMe || blocks.blockedMe) throw new AppError('ForbiddenError', { reason: 'One of you blocked the other.' });
  const pairKey = pairKeyOf(me, partnerUuid);
  const [existing] = await db.select({ uuid: chats.uuid }).from(chats).where(eq(chats.pairKey, pairKey));
  if (existing) return { chatUuid: existing.uuid };
  await beforeCreate?.();
  return db.transaction(async (tx) => {
    const [created] = await tx.insert(chats).values({ pairKey, startedBy: me }).onConflictDoNothing().returning({ uuid: chats.uuid });
    if (!created) {
      const [raced] = await tx.select({ uuid: chats.uuid }).from(chats).where(eq(chats.pairKey, pairKey));
      return { chatUuid: raced!.uuid };
    }
    await tx.insert(chatMembers).values([
      { chatUuid: created.uuid, userUuid: me, partnerUuid },
      { chatUuid: created.uuid, userUuid: partnerUuid, partnerUuid: me },
    ]);
    return { chatUuid: created.uuid };
  });
}

async function chatOf(db: Db, me: string, row: { chat: typeof chats.$inferSelect; member: typeof chatMembers.$inferSelect; partner: { uuid: string; name: string; profilePictureKey: string | null } }): Promise<Chat> {
  const { chat, member, partner } = row;
  const [lastMessage] = await readMessages(db, eq(chatMessages.chatUuid, chat.uuid), { newestFirst: true, limit: 1 });
  const [unread] = await db
    .select({ value: count() })
    .from(chatMessages)
    .where(
      and(
        eq(chatMessages.chatUuid, chat.uuid),
        ne(chatMessages.userUuid, me),
        isNull(chatMessages.hiddenOn),
        member.lastReadOn ? gt(chatMessages.createdOn, member.lastReadOn) : undefined,
      ),
    );
  return {
    uuid: chat.uuid,
    chatPartner: { uuid: partner.uuid, name: partner.name, profilePictureUrl: profilePictureUrl(partner.uuid, partner.profilePictureKey) },
    status: chat.status,
    startedByMe: chat.startedBy === me,
    ...(await blocksBetween(db, me, partner.uuid)),
    lastMessage: lastMessage ?? null,
    unreadCount: Number(unread?.value ?? 0),
    createdOn: chat.createdOn.toISOString(),
  };
}

const partnerColumns = { uuid: users.uuid, name: users.name, profilePictureKey: users.profilePictureKey };

/** Whether the caller sees the chat in their list: not a chat they declined, nor a request without a message yet. */
const isListed = (chat: Chat) => !(chat.status === 'DECLINED' && !chat.startedByMe) && !(chat.status === 'REQUESTED' && !chat.startedByMe && !chat.lastMessage);

export async function listChats(db: Db, me: string): Promise<{ chats: Chat[] }> {
  const rows = await db
    .select({ chat: chats, member: chatMembers, partner: partnerColumns })
    .from(chatMembers)
    .innerJoin(chats, eq(chats.uuid, chatMembers.chatUuid))
    .innerJoin(users, eq(users.uuid, chatMembers.partnerUuid))
    .where(eq(chatMembers.userUuid, me))
    .orderBy(desc(sql`coalesce(${chats.lastMessageOn}, ${chats.createdOn})`))
    .limit(200);
  const all = await Promise.all(rows.map((row) => chatOf(db, me, row)));
  return { chats: all.filter(isListed) };
}

export async function findChat(db: Db, me: string, chatUuid: string): Promise<Chat> {
  const [row] = await db
    .select({ chat: chats, member: chatMembers, partner: partnerColumns })
    .from(chatMembers)
    .innerJoin(chats, eq(chats.uuid, chatMembers.chatUuid))
    .innerJoin(users, eq(users.uuid, chatMembers.partnerUuid))
    .where(and(eq(chatMembers.chatUuid, chatUuid), eq(chatMembers.userUuid, me)));
  if (!row) throw notFound();
  return chatOf(db, me, row);
}

export async function listMessages(db: Db, me: string, chatUuid: string): Promise<{ messages: ChatMessage[] }> {
  await membershipOf(db, me, chatUuid);
  const newest = await readMessages(db, eq(chatMessages.chatUuid, chatUuid), { newestFirst: true });
  return { messages: newest.reverse() };
}

/** One message as its reader sees it (the live stream): null if the reader is not in its chat or it is hidden. */
export async function findMessageFor(db: Db, me: string, messageUuid: string): Promise<ChatMessage | null> {
  const [message] = await readMessages(db, eq(chatMessages.uuid, messageUuid), { limit: 1 });
  if (!message) return null;
  const [member] = await db.select({ userUuid: chatMembers.userUuid }).from(chatMembers).where(and(eq(chatMembers.chatUuid, message.chatUuid), eq(chatMembers.userUuid, me)));
  return member ? message : null;
}

async function partnersOf(db: Db, chatUuid: string): Promise<string[]> {
  const rows = await db.select({ userUuid: chatMembers.userUuid }).from(chatMembers).where(eq(chatMembers.chatUuid, chatUuid));
  return rows.map((row) => row.userUuid);
}

/** Why the caller may not write in the chat, or null. */
async function writeRefusal(db: Db, me: string, chat: typeof chats.$inferSelect, partnerUuid: string): Promise<string | null> {
  const blocks = await blocksBetween(db, me, partnerUuid);
  if (blocks.blockedByMe || blocks.blockedMe) return 'One of you blocked the other.';
  if (chat.status === 'DECLINED') return 'The chat request was declined.';
  if (chat.status === 'REQUESTED' && chat.startedBy !== me) return 'Accept the chat request first.';
  return null;
}

/** ForbiddenError unless the caller may write in the chat now (NotFoundError unless they are one of its partners). */
export async function assertCanWrite(db: Db, me: string, chatUuid: string): Promise<void> {
  const { chat, member } = await membershipOf(db, me, chatUuid);
  const refusal = await writeRefusal(db, me, chat, member.partnerUuid);
  if (refusal) throw new AppError('ForbiddenError', { reason: refusal });
}

export type SendOptions = { language: string; beforeCreate?: () => Promise<void> };

/** Sends a message; the same manualChatMessageUuid from the same sender answers the message already stored. */
export async function sendMessage(db: Db, me: string, chatUuid: string, body: PostChatMessage, { language, beforeCreate }: SendOptions): Promise<ChatMessage> {
  const { chat, member } = await membershipOf(db, me, chatUuid);
  const sameAgain = async () => {
    const [stored] = await db.select({ uuid: chatMessages.uuid, chatUuid: chatMessages.chatUuid }).from(chatMessages).where(and(eq(chatMessages.userUuid, me), eq(chatMessages.manualChatMessageUuid, body.manualChatMessageUuid)));
    if (stored && stored.chatUuid !== chatUuid) throw new AppError('DuplicateError', { reason: 'This manualChatMessageUuid belongs to another message.' });
    return stored ? (await readMessages(db, eq(chatMessages.uuid, stored.uuid), { limit: 1 }))[0] : undefined;
  };
  const resent = await sameAgain();
  if (resent) return resent;
  const refusal = await writeRefusal(db, me, chat, member.partnerUuid);
  if (refusal) throw new AppError('ForbiddenError', { reason: refusal });
  if (body.attachmentId) await assertOwnUnsentImage(db, me, chatUuid, body.attachmentId);
  if (body.knowUuid) {
    const [know] = await db.select({ uuid: knows.uuid }).from(knows).where(and(eq(knows.uuid, body.knowUuid), eq(knows.status, 'PUBLISHED'), eq(knows.isPrivate, false)));
    if (!know) throw new AppError('NotFoundError', { reason: 'No such know.' });
  }
  await beforeCreate?.();
  const now = new Date();
  const [inserted] = await db
    .insert(chatMessages)
    .values({ chatUuid, userUuid: me, text: maskInsults(body.text ?? '', language), knowUuid: body.knowUuid ?? null, attachmentUuid: body.attachmentId ?? null, manualChatMessageUuid: body.manualChatMessageUuid, createdOn: now })
    .onConflictDoNothing()
    .returning({ uuid: chatMessages.uuid });
  if (!inserted) {
    // The same manualChatMessageUuid raced in, or the same image went out in another message meanwhile.
    const raced = await sameAgain();
    if (!raced) throw new AppError('DuplicateError', { reason: 'This image was sent already.' });
    return raced;
  }
  await db.update(chats).set({ lastMessageOn: now }).where(eq(chats.uuid, chatUuid));
  await db.update(chatMembers).set({ lastReadOn: now }).where(and(eq(chatMembers.chatUuid, chatUuid), eq(chatMembers.userUuid, me)));
  await publishChatEvent({ userUuids: [me, member.partnerUuid], chatUuid, messageUuid: inserted.uuid });
  const [message] = await readMessages(db, eq(chatMessages.uuid, inserted.uuid), { limit: 1 });
  return message!;
}

export async function markChatRead(db: Db, me: string, chatUuid: string): Promise<void> {
  await membershipOf(db, me, chatUuid);
  await db.update(chatMembers).set({ lastReadOn: new Date() }).where(and(eq(chatMembers.chatUuid, chatUuid), eq(chatMembers.userUuid, me)));
  await publishChatEvent({ userUuids: [me], chatUuid });
}

/** The asked partner accepts or declines a chat request. */
export async function answerChatRequest(db: Db, me: string, chatUuid: string, accept: boolean): Promise<Chat> {
  const { chat } = await membershipOf(db, me, chatUuid);
  if (chat.status !== 'REQUESTED' || chat.startedBy === me) throw new AppError('BadRequestError', { reason: 'There is no request of this chat for you to answer.' });
  await db.update(chats).set({ status: accept ? 'ACCEPTED' : 'DECLINED' }).where(eq(chats.uuid, chatUuid));
  await publishChatEvent({ userUuids: await partnersOf(db, chatUuid), chatUuid });
  return findChat(db, me, chatUuid);
}

async function announcePairChange(db: Db, me: string, other: string): Promise<void> {
  const [chat] = await db.select({ uuid: chats.uuid }).from(chats).where(eq(chats.pairKey, pairKeyOf(me, other)));
  if (chat) await publishChatEvent({ userUuids: [me, other], chatUuid: chat.uuid });
}

export async function blockUser(db: Db, me: string, blockedUuid: string): Promise<void> {
  if (blockedUuid === me) throw new AppError('BadRequestError', { reason: 'You cannot block yourself.' });
  const [target] = await db.select({ uuid: users.uuid }).from(users).where(eq(users.uuid, blockedUuid));
  if (!target) throw new AppError('NotFoundError', { reason: 'No such user.' });
  await db.insert(userBlocks).values({ blockerUuid: me, blockedUuid }).onConflictDoNothing();
  await announcePairChange(db, me, blockedUuid);
}

export async function unblockUser(db: Db, me: string, blockedUuid: string): Promise<void> {
  await db.delete(userBlocks).where(and(eq(userBlocks.blockerUuid, me), eq(userBlocks.blockedUuid, blockedUuid)));
  await announcePairChange(db, me, blockedUuid);
}

/** The navbar's badge: unread messages over the caller's listed chats, and requests waiting for an answer. */
export async function unreadChats(db: Db, me: string): Promise<{ unreadCount: number; requestCount: number }> {
  const { chats: listed } = await listChats(db, me);
  return {
    unreadCount: listed.reduce((sum, chat) => sum + (chat.blockedByMe ? 0 : chat.unreadCount), 0),
    requestCount: listed.filter((chat) => chat.status === 'REQUESTED' && !chat.startedByMe).length,
  };
}
