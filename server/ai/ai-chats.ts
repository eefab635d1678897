// A user's AI chats (issue 18): create one (a plain chat, school GPT for a subject and grade, uni GPT for a course, or
// a learning bot) with the knows it answers from, list them, read one with its knows and messages, attach more knows,
// delete one. Only the chat's user reaches it: another user's chat, or a deleted one, is NotFoundError.
import { and, asc, desc, eq, isNull } from 'drizzle-orm';
import type { AiChatDetail, AiChatMessage, CreateAiChat } from '../../lib/contracts/ai';
import { AppError } from '../../lib/errors';
import type { Db } from '../db';
import { aiChatKnows, aiChatMessages, aiChats, grades, knowers, knows, learningBots, subjects, universityCourses } from '../db/schema';
import { isPublic } from '../knows/know-entitlement';
import { findAiMaterial } from './ai-material';

type ChatRow = typeof aiChats.$inferSelect;
type MessageRow = typeof aiChatMessages.$inferSelect;

const chatNotFound = () => new AppError('NotFoundError', { resource: 'chat' });

export function aiChatMessageOut(row: MessageRow): AiChatMessage {
  return {
    messageUuid: row.messageUuid,
    isBotMessage: row.isBotMessage,
    text: row.text,
    citations: row.citations,
    promptVariant: row.promptVariant,
    sessionUuid: row.sessionUuid,
    createdOn: row.createdOn.toISOString(),
  };
}

const chatSummaryOut = (row: ChatRow) => ({
  chatUuid: row.uuid,
  title: row.title,
  promptVariant: row.promptVariant,
  createdOn: row.createdOn.toISOString(),
  updatedOn: row.updatedOn.toISOString(),
});

/** The user's chat (not deleted), or NotFoundError. */
export async function findOwnAiChat(db: Db, userUuid: string, chatUuid: string): Promise<ChatRow> {
  const [chat] = await db
    .select()
    .from(aiChats)
    .where(and(eq(aiChats.uuid, chatUuid), eq(aiChats.userUuid, userUuid), isNull(aiChats.deletedOn)));
  if (!chat) throw chatNotFound();
  return chat;
}

/** The uuids of the knows a chat answers from, in the order they were attached. */
export async function findAiChatKnowUuids(db: Db, chatUuid: string): Promise<string[]> {
  const rows = await db.select({ knowUuid: aiChatKnows.knowUuid }).from(aiChatKnows).where(eq(aiChatKnows.chatUuid, chatUuid)).orderBy(asc(aiChatKnows.addedOn), asc(aiChatKnows.knowUuid));
  return rows.map((row) => row.knowUuid);
}

/** NotFoundError unless the tutor the chat is for exists (its subject, grade, course, learning bot). */
async function assertTutorExists(db: Db, input: CreateAiChat): Promise<void> {
  const lookups = [
    { resource: 'subject', find: (id: string) => db.select({ id: subjects.id }).from(subjects).where(eq(subjects.id, id)), id: input.subjectId },
    { resource: 'grade', find: (id: string) => db.select({ id: grades.id }).from(grades).where(eq(grades.id, id)), id: input.gradeId },
    { resource: 'course', find: (id: string) => db.select({ id: universityCourses.uuid }).from(universityCourses).where(eq(universityCourses.uuid, id)), id: input.courseUuid },
    { resource: 'learningBot', find: (id: string) => db.select({ id: learningBots.uuid }).from(learningBots).where(eq(learningBots.uuid, id)), id: input.learningBotUuid },
  ];
  for (const { resource, find, id } of lookups) {
    if (id && (await find(id)).length === 0) throw new AppError('NotFoundError', { resource });
  }
}

export async function createAiChat(db: Db, userUuid: string, input: CreateAiChat): Promise<{ chatUuid: string }> {
  await assertTutorExists(db, input);
  const knowUuids = (await findAiMaterial(db, userUuid, input.knowUuids ?? [])).knows.map((know) => know.uuid);
  return db.transaction(async (tx) => {
    const [chat] = await tx
      .insert(aiChats)
      .values({
        userUuid,
        promptVariant: input.promptVariant ?? null,
        subjectId: input.subjectId ?? null,
        gradeId: input.gradeId ?? null,
        courseUuid: input.courseUuid ?? null,
        learningBotUuid: input.learningBotUuid ?? null,
      })
      .returning({ uuid: aiChats.uuid });
    if (knowUuids.length) await tx.insert(aiChatKnows).values(knowUuids.map((knowUuid) => ({ chatUuid: chat!.uuid, knowUuid })));
    return { chatUuid: chat!.uuid };
  });
}

export async function listAiChats(db: Db, userUuid: string) {
  const rows = await db
    .select()
    .from(aiChats)
    .where(and(eq(aiChats.userUuid, userUuid), isNull(aiChats.deletedOn)))
    .orderBy(desc(aiChats.updatedOn), desc(aiChats.createdOn));
  return { chats: rows.map(chatSummaryOut) };
}

/** A chat with its knows (those its user may still see: one its author has since made private is left out) and
 *  messages, oldest first (the user's view and the parent's). */
async function aiChatDetailOf(db: Db, chat: ChatRow): Promise<AiChatDetail> {
  const [knowRows, messages] = await Promise.all([
    db
      .select({ uuid: knows.uuid, title: knows.title, slug: knows.slug, status: knows.status, isPrivate: knows.isPrivate, publishedOn: knows.publishedOn, ownerUserUuid: knowers.userUuid })
      .from(aiChatKnows)
      .innerJoin(knows, eq(knows.uuid, aiChatKnows.knowUuid))
      .innerJoin(knowers, eq(knowers.uuid, knows.knowerUuid))
      .where(eq(aiChatKnows.chatUuid, chat.uuid))
      .orderBy(asc(aiChatKnows.addedOn), asc(aiChatKnows.knowUuid)),
    db.select().from(aiChatMessages).where(eq(aiChatMessages.chatUuid, chat.uuid)).orderBy(asc(aiChatMessages.createdOn), asc(aiChatMessages.isBotMessage)),
  ]);
  const seen = knowRows.filter((know) => isPublic(know) || know.ownerUserUuid === chat.userUuid).map(({ uuid, title, slug }) => ({ uuid, title, slug }));
  return { chat: chatSummaryOut(chat), knows: seen, messages: messages.map(aiChatMessageOut) };
}

export async function findAiChat(db: Db, userUuid: string, chatUuid: string): Promise<AiChatDetail> {
  return aiChatDetailOf(db, await findOwnAiChat(db, userUuid, chatUuid));
}

/** Adds knows to a chat; the chat's whole material (old and new knows) must stay readable and within the limit. */
export async function attachAiChatKnows(db: Db, userUuid: string, chatUuid: string, knowUuids: readonly string[]): Promise<AiChatDetail> {
  const chat = await findOwnAiChat(db, userUuid, chatUuid);
  const attached = await findAiChatKnowUuids(db, chatUuid);
  const added = (await findAiMaterial(db, userUuid, [...attached, ...knowUuids])).knows.map((know) => know.uuid).filter((uuid) => !attached.includes(uuid));
  if (added.length) {
    await db.transaction(async (tx) => {
      await tx.insert(aiChatKnows).values(added.map((knowUuid) => ({ chatUuid, knowUuid }))).onConflictDoNothing();
      await tx.update(aiChats).set({ updatedOn: new Date() }).where(eq(aiChats.uuid, chatUuid));
    });
  }
  return aiChatDetailOf(db, chat);
}

/** Deletes a chat for its user (and for parents); the row stays so that the day's usage stays counted. */
export async function deleteAiChat(db: Db, userUuid: string, chatUuid: string): Promise<void> {
  const deleted = await db
    .update(aiChats)
    .set({ deletedOn: new Date() })
    .where(and(eq(aiChats.uuid, chatUuid), eq(aiChats.userUuid, userUuid), isNull(aiChats.deletedOn)))
    .returning({ uuid: aiChats.uuid });
  if (deleted.length === 0) throw chatNotFound();
}

/** The chats of a user that a parent's link shows, newest first. */
export async function findAiChatsOfUser(db: Db, userUuid: string): Promise<AiChatDetail[]> {
  const rows = await db
    .select()
    .from(aiChats)
    .where(and(eq(aiChats.userUuid, userUuid), isNull(aiChats.deletedOn)))
    .orderBy(desc(aiChats.updatedOn));
  return Promise.all(rows.map((row) => aiChatDetailOf(db, row)));
}

