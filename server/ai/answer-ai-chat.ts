// One turn of an AI chat, as the events the client sees (lib/contracts/ai.ts aiChatStreamEventSchema): the stored
// question first — stored BEFORE the provider is called, so that it is never lost — then the answer's text deltas,
// then the stored answer, whose citations went through verifyCitations against the pages it was given. The JSON answer
// of the same endpoint reads the same events and keeps the last. A turn starts (start…: ownership, the day's limit, the
// stored question) before any answer, so that a refusal is an ordinary typed error with its status, stream or not.
//
// Each turn counts one message of the day's limit; should the provider fail (or the client leave) the question stays
// stored, no half answer is stored and the counted message is given back. Regenerating answers the chat's last
// question again and replaces the answer after it.
import { randomUUID } from 'node:crypto';
import { and, desc, eq, gt, ne, sql } from 'drizzle-orm';
import { AI_CHAT_SESSION_GAP_MS, AI_CHAT_TITLE_LENGTH, AI_HISTORY_TURNS, AI_PASSAGES_PER_QUESTION } from '../../config/ai-limits';
import type { AiChatMessage, AiChatStreamEvent } from '../../lib/contracts/ai';
import { AppError } from '../../lib/errors';
import { recordServerEvent, serverEvent } from '../analytics/record-events';
import type { Db } from '../db';
import { aiChatMessages, aiChats, grades, learningBots, subjects, universityCourses, users } from '../db/schema';
import { aiChatMessageOut, findAiChatKnowUuids, findOwnAiChat } from './ai-chats';
import { findAiMaterial } from './ai-material';
import { countAiUsage, releaseAiUsage, type AiUsageTicket } from './ai-usage';
import { getAiProvider } from './choose-provider';
import { retrievePassages } from './local/retrieval';
import type { AiChatTurn as AiProviderTurn, AiCitation, AiPage, AiPassage, AiTutor } from './provider';
import { keepVerifiedCitations } from './verify-citations';

type ChatRow = typeof aiChats.$inferSelect;
type MessageRow = typeof aiChatMessages.$inferSelect;

export type AiChatTurnInput = {
  userUuid: string;
  chatUuid: string;
  /** Where the request's site sells the pro plan (for the limit's error), null where it does not. */
  proPlanUrl: string | null;
  /** The request's country site, for the analytics event. */
  country: string;
};

/** Who the chat's tutor is (school GPT, uni GPT or a learning bot), and the language its own words are in. */
async function tutorOf(db: Db, chat: ChatRow): Promise<{ tutor: AiTutor; language: string }> {
  const [row] = await db
    .select({ language: users.interfaceLanguage, subject: subjects.name, grade: grades.name, courseTitle: universityCourses.title, botName: learningBots.name, botDescription: learningBots.description })
    .from(users)
    .leftJoin(subjects, eq(subjects.id, sql`${chat.subjectId}`))
    .leftJoin(grades, eq(grades.id, sql`${chat.gradeId}`))
    .leftJoin(universityCourses, eq(universityCourses.uuid, sql`${chat.courseUuid}`))
    .leftJoin(learningBots, eq(learningBots.uuid, sql`${chat.learningBotUuid}`))
    .where(eq(users.uuid, chat.userUuid));
  const tutor = Object.fromEntries(Object.entries({ subject: row?.subject, grade: row?.grade, courseTitle: row?.courseTitle, botName: row?.botName, botDescription: row?.botDescription }).filter(([, value]) => value)) as AiTutor;
  return { tutor, language: row?.language ?? 'en' };
}

/** The chat's messages before `before` (all when null), oldest first, the last AI_HISTORY_TURNS of them. */
async function recentTurns(db: Db, chatUuid: string, before: MessageRow | null): Promise<MessageRow[]> {
  const rows = await db
    .select()
    .from(aiChatMessages)
    .where(eq(aiChatMessages.chatUuid, chatUuid))
    .orderBy(desc(aiChatMessages.createdOn), desc(aiChatMessages.isBotMessage))
    .limit(AI_HISTORY_TURNS + 2);
  const ordered = rows.reverse();
  const end = before ? ordered.findIndex((row) => row.messageUuid === before.messageUuid) : ordered.length;
  return ordered.slice(0, end < 0 ? ordered.length : end).slice(-AI_HISTORY_TURNS);
}

/** A chat's messages share a session while the last one is younger than AI_CHAT_SESSION_GAP_MS. */
function sessionUuidAfter(last: MessageRow | undefined, now: Date): string {
  return last && now.getTime() - last.createdOn.getTime() < AI_CHAT_SESSION_GAP_MS ? last.sessionUuid : randomUUID();
}

async function storeQuestion(db: Db, chat: ChatRow, text: string, now: Date): Promise<MessageRow> {
  const [last] = await db.select().from(aiChatMessages).where(eq(aiChatMessages.chatUuid, chat.uuid)).orderBy(desc(aiChatMessages.createdOn)).limit(1);
  return db.transaction(async (tx) => {
    const [question] = await tx
      .insert(aiChatMessages)
      .values({ chatUuid: chat.uuid, isBotMessage: false, text, promptVariant: chat.promptVariant, sessionUuid: sessionUuidAfter(last, now), createdOn: now })
      .returning();
    await tx
      .update(aiChats)
      .set({ updatedOn: now, ...(chat.title === '' ? { title: text.replace(/\s+/g, ' ').slice(0, AI_CHAT_TITLE_LENGTH) } : {}) })
      .where(eq(aiChats.uuid, chat.uuid));
    return question!;
  });
}

/** The passages that answer the question; a follow-up ("and the second one?") also reads with the previous question. */
function passagesFor(pages: AiPage[], question: string, previousQuestion: string | undefined): AiPassage[] {
  if (pages.length === 0) return [];
  const passages = retrievePassages(pages, question, { limit: AI_PASSAGES_PER_QUESTION });
  if (passages.length >= AI_PASSAGES_PER_QUESTION || !previousQuestion) return passages;
  const key = (passage: AiPassage) => `${passage.knowUuid}/${passage.page}/${passage.text}`;
  const found = new Set(passages.map(key));
  const withContext = retrievePassages(pages, `${question}\n${previousQuestion}`, { limit: AI_PASSAGES_PER_QUESTION }).filter((passage) => !found.has(key(passage)));
  return [...passages, ...withContext].slice(0, AI_PASSAGES_PER_QUESTION);
}

/** A turn ready to be answered: its chat, its stored question and the message it counted. */
export type AiChatTurn = { chat: ChatRow; question: MessageRow; ticket: AiUsageTicket; userUuid: string };

/** Answers `question` from the chat's material; yields the deltas and returns the stored answer (null when the client left). */
async function* answerQuestion(db: Db, { chat, question, userUuid }: AiChatTurn, signal: AbortSignal): AsyncGenerator<AiChatStreamEvent, MessageRow | null> {
  const [{ tutor, language }, material, history] = await Promise.all([
    tutorOf(db, chat),
    findAiChatKnowUuids(db, chat.uuid).then((uuids) => findAiMaterial(db, userUuid, uuids, { forChat: true })),
    recentTurns(db, chat.uuid, question),
  ]);
  const turns: AiProviderTurn[] = history.map((row) => ({ role: row.isBotMessage ? 'assistant' : 'user', text: row.text }));
  const previousQuestion = history.filter((row) => !row.isBotMessage).at(-1)?.text;
  const passages = passagesFor(material.pages, question.text, previousQuestion);

  let text = '';
  let citations: AiCitation[] = [];
  const chunks = getAiProvider().answer({ question: question.text, history: turns, passages, language, promptVariant: chat.promptVariant ?? undefined, tutor, signal });
  for await (const chunk of chunks) {
    if (signal.aborted) return null;
    if (chunk.type === 'citations') citations = chunk.citations;
    else if (chunk.text) {
      text += chunk.text;
      yield { type: 'delta', text: chunk.text };
    }
  }
  if (signal.aborted) return null;
  const checked = keepVerifiedCitations(text, citations, material.pages);
  return db.transaction(async (tx) => {
    const [answer] = await tx
      .insert(aiChatMessages)
      .values({ chatUuid: chat.uuid, isBotMessage: true, text: checked.text, citations: checked.citations, promptVariant: chat.promptVariant, sessionUuid: question.sessionUuid, createdOn: new Date() })
      .returning();
    // A regenerated answer replaces the answers after its question.
    await tx
      .delete(aiChatMessages)
      .where(and(eq(aiChatMessages.chatUuid, chat.uuid), eq(aiChatMessages.isBotMessage, true), gt(aiChatMessages.createdOn, question.createdOn), ne(aiChatMessages.messageUuid, answer!.messageUuid)));
    return answer!;
  });
}

/** POST /ai/chats/{id}/messages, before any answer: the chat is the caller's, a message is left today, and the
 *  question is stored. */
export async function startAiQuestion(db: Db, input: AiChatTurnInput & { text: string }): Promise<AiChatTurn> {
  const chat = await findOwnAiChat(db, input.userUuid, input.chatUuid);
  const ticket = await countAiUsage(db, { userUuid: input.userUuid, kind: 'messages', proPlanUrl: input.proPlanUrl });
  const question = await storeQuestion(db, chat, input.text, new Date());
  await recordServerEvent(db, serverEvent('ai_chat_message_sent', { chat: { chatUuid: chat.uuid, chatPartnerUuid: chat.learningBotUuid ?? null }, chatMessage: { messageUuid: question.messageUuid, role: 'user' } }), { userUuid: input.userUuid, country: input.country });
  return { chat, question, ticket, userUuid: input.userUuid };
}

/** POST /ai/chats/{id}/regenerations, before any answer: the chat's last question, to answer again. */
export async function startAiRegeneration(db: Db, input: AiChatTurnInput): Promise<AiChatTurn> {
  const chat = await findOwnAiChat(db, input.userUuid, input.chatUuid);
  const [question] = await db
    .select()
    .from(aiChatMessages)
    .where(and(eq(aiChatMessages.chatUuid, chat.uuid), eq(aiChatMessages.isBotMessage, false)))
    .orderBy(desc(aiChatMessages.createdOn))
    .limit(1);
  if (!question) throw new AppError('BadRequestError', { reason: 'The chat has no question to answer again.' });
  const ticket = await countAiUsage(db, { userUuid: input.userUuid, kind: 'messages', proPlanUrl: input.proPlanUrl });
  return { chat, question, ticket, userUuid: input.userUuid };
}

/** The events of a started turn: its question, the answer's deltas, the stored answer. No answer, no counted message. */
export async function* answerAiChatTurn(db: Db, turn: AiChatTurn, signal: AbortSignal): AsyncGenerator<AiChatStreamEvent> {
  yield { type: 'question', message: aiChatMessageOut(turn.question) };
  let answer: MessageRow | null = null;
  try {
    answer = yield* answerQuestion(db, turn, signal);
  } finally {
    if (!answer) await releaseAiUsage(db, turn.ticket);
  }
  if (answer) yield { type: 'answer', message: aiChatMessageOut(answer) };
}

/** The JSON answer of a turn: its events read to the end, the stored answer kept. */
export async function lastAnswerOf(events: AsyncIterable<AiChatStreamEvent>): Promise<{ message: AiChatMessage }> {
  let answer: AiChatMessage | null = null;
  for await (const event of events) if (event.type === 'answer') answer = event.message;
  if (!answer) throw new AppError('ServiceUnavailableError', { reason: 'No answer came.' });
  return { message: answer };
}
