// Routes of AI study help (issue 18): chats (a message is answered as Server-Sent Events with `Accept:
// text/event-stream`, else as JSON), summaries, mock exams, generated flashcards, the day's usage, parent access links,
// learning bots and university courses. Every signed-in path reaches only the caller's own rows (NotFoundError
// otherwise); the daily limits answer NoTutoringMinutesAvailableError, bursts TooManyRequestsError.
import type { IncomingHttpHeaders } from 'node:http';
import { z } from 'zod';
import { AI_MESSAGE_RATE_RULES, AI_REQUEST_RATE_RULES } from '../../config/ai-limits';
import { isProPlanAvailable } from '../../config/feature-switches';
import * as endpoints from '../../lib/api/endpoints';
import {
  aiChatDetailSchema,
  aiChatsSchema,
  aiChatStreamEventSchema,
  type AiChatStreamEvent,
  aiMessageAnswerSchema,
  aiMockExamSchema,
  aiParentAccessesSchema,
  aiParentAccessSchema,
  aiParentViewSchema,
  aiSummarySchema,
  aiUsageSchema,
  answerAiMockExamSchema,
  attachAiChatKnowsSchema,
  createAiChatSchema,
  createAiMockExamSchema,
  createAiSummarySchema,
  createdAiChatSchema,
  gradedAiMockExamSchema,
  learningBotSchema,
  learningBotsSchema,
  postAiMessageSchema,
  universityCoursesSchema,
} from '../../lib/contracts/ai';
import { createdFlashcardKnowSchema } from '../../lib/contracts/flashcards';
import { idParamsSchema, uuidSchema } from '../../lib/contracts/ids';
import { recordServerEvent, serverEvent } from '../analytics/record-events';
import type { AccessClaims } from '../auth/access-tokens';
import { getDb } from '../db';
import { getFileStorage } from '../files/storage';
import { requireParentalConsent } from '../auth/parental-consent';
import { signedInCaller } from '../auth/caller';
import { defineRoute } from '../http/route';
import { withEventStream } from '../http/stream-route';
import { requestSite } from '../pages/request-site';
import { createRateLimit } from '../throttle/rate-limit';
import { attachAiChatKnows, createAiChat, deleteAiChat, findAiChat, listAiChats } from './ai-chats';
import { answerAiMockExam, createAiMockExam, findAiMockExam } from './ai-mock-exams';
import { createAiParentAccess, findAiParentView, listAiParentAccesses, revokeAiParentAccess } from './ai-parent-access';
import { findAiUsage } from './ai-usage';
import { answerAiChatTurn, lastAnswerOf, startAiQuestion, startAiRegeneration, type AiChatTurn } from './answer-ai-chat';
import { createAiSummary } from './create-ai-summary';
import { generateAiFlashcards } from './generate-ai-flashcards';
import { findLearningBot, listLearningBots, listUniversityCourses } from './learning-bots';

const TAG = 'ai';
const messageRate = createRateLimit(AI_MESSAGE_RATE_RULES);
const requestRate = createRateLimit(AI_REQUEST_RATE_RULES);

const siteOf = (headers: IncomingHttpHeaders) => requestSite({ headers }, { locale: undefined, path: '/' });

/** Where the request's site sells the pro plan, for the limit's error; null where the plan is not sold. */
function proPlanUrlOf(headers: IncomingHttpHeaders): string | null {
  const site = siteOf(headers);
  return isProPlanAvailable(site.countryCode) ? `${site.origin}/pro-plan` : null;
}

const turnInput = (caller: AccessClaims, chatUuid: string, headers: IncomingHttpHeaders) => ({
  userUuid: caller.userUuid,
  chatUuid,
  proPlanUrl: proPlanUrlOf(headers),
  country: siteOf(headers).countryCode,
});

/** A JSON answer has no client to lose midway: its turn is never aborted. */
const NEVER_ABORTED = new AbortController().signal;

// ---- Chats

/** Before anything is read: the AI features send a user's text to a provider, which needs a parent's consent where
 *  one must agree (decision 029) — ForbiddenError with the reason otherwise. */
const admitToAi = async ({ headers }: { headers: IncomingHttpHeaders }) => requireParentalConsent(await getDb(), (await signedInCaller(headers)).userUuid);

export const aiChatsRoute = defineRoute({
  endpoint: endpoints.aiChats,
  tag: TAG,
  summary: 'Your AI chats, the latest first',
  response: aiChatsSchema,
  handle: async ({ caller }) => listAiChats(await getDb(), caller.userUuid),
});

export const createAiChatRoute = defineRoute({
  endpoint: endpoints.createAiChat,
  tag: TAG,
  summary:
    'Starts an AI chat: with the knows it answers from (ones you may read), and who the tutor is for — school GPT (subjectId, gradeId), uni GPT (courseUuid) or a learning bot (learningBotUuid); promptVariant is kept with it and its messages',
  body: createAiChatSchema,
  response: createdAiChatSchema,
  status: 201,
  admit: admitToAi,
  errors: ['NotFoundError', 'FormValidationError', 'ForbiddenError'],
  handle: async ({ caller, body, headers }) => {
    const db = await getDb();
    const created = await createAiChat(db, caller.userUuid, body);
    await recordServerEvent(db, serverEvent('ai_chat_started', { chat: { chatUuid: created.chatUuid, chatPartnerUuid: body.learningBotUuid ?? null } }), { userUuid: caller.userUuid, country: siteOf(headers).countryCode });
    return created;
  },
});

export const aiChatRoute = defineRoute({
  endpoint: endpoints.aiChat,
  tag: TAG,
  summary: 'One of your AI chats with its knows and messages, oldest first',
  params: idParamsSchema,
  response: aiChatDetailSchema,
  errors: ['NotFoundError'],
  handle: async ({ caller, params }) => findAiChat(await getDb(), caller.userUuid, params.id),
});

export const deleteAiChatRoute = defineRoute({
  endpoint: endpoints.deleteAiChat,
  tag: TAG,
  summary: 'Deletes one of your AI chats (what it used of the day stays counted)',
  params: idParamsSchema,
  response: z.undefined(),
  status: 204,
  errors: ['NotFoundError'],
  handle: async ({ caller, params }) => {
    await deleteAiChat(await getDb(), caller.userUuid, params.id);
    return undefined;
  },
});

export const attachAiChatKnowsRoute = defineRoute({
  endpoint: endpoints.attachAiChatKnows,
  tag: TAG,
  summary: 'Adds knows (ones you may read) to one of your AI chats; answers the chat',
  params: idParamsSchema,
  body: attachAiChatKnowsSchema,
  response: aiChatDetailSchema,
  errors: ['NotFoundError', 'FormValidationError'],
  handle: async ({ caller, params, body }) => attachAiChatKnows(await getDb(), caller.userUuid, params.id, body.knowUuids),
});

type TurnContext = { caller: AccessClaims; params: { id: string }; headers: IncomingHttpHeaders };

async function startQuestion({ caller, params, body, headers }: TurnContext & { body: { text: string } }): Promise<AiChatTurn> {
  await messageRate.count(caller.userUuid);
  return startAiQuestion(await getDb(), { ...turnInput(caller, params.id, headers), text: body.text });
}

async function startRegeneration({ caller, params, headers }: TurnContext): Promise<AiChatTurn> {
  await messageRate.count(caller.userUuid);
  return startAiRegeneration(await getDb(), turnInput(caller, params.id, headers));
}

/** The JSON answer of a started turn. */
const answerAsJson = async (turn: AiChatTurn) => lastAnswerOf(answerAiChatTurn(await getDb(), turn, NEVER_ABORTED));

/** The Server-Sent Events of a turn: started (and refusable with a typed JSON error) before the stream, then answered. */
const turnEvents = <C>(start: (context: C) => Promise<AiChatTurn>) => ({
  event: aiChatStreamEventSchema,
  prepare: start,
  stream: async ({ prepared, signal, send }: { prepared: AiChatTurn; signal: AbortSignal; send: (event: AiChatStreamEvent) => boolean }) => {
    for await (const event of answerAiChatTurn(await getDb(), prepared, signal)) send(event);
  },
});

const TURN_ERRORS = ['NotFoundError', 'ForbiddenError', 'NoTutoringMinutesAvailableError', 'TooManyRequestsError', 'ServiceUnavailableError'] as const;

export const postAiMessageRoute = withEventStream(
  defineRoute({
    endpoint: endpoints.postAiMessage,
    tag: TAG,
    summary:
      'Asks one of your AI chats a question. The question is stored first; the answer quotes the chat’s knows (citations checked against their pages). ' +
      '`Accept: text/event-stream`: events `question` (the stored question), `delta`s (the answer’s text), `answer` (the stored answer), or an `error` event with the typed error; ' +
      'otherwise JSON {message}. Counts one message of the day (NoTutoringMinutesAvailableError past the limit).',
    params: idParamsSchema,
    body: postAiMessageSchema,
    response: aiMessageAnswerSchema,
    admit: admitToAi,
    errors: [...TURN_ERRORS],
    handle: async (context) => answerAsJson(await startQuestion(context)),
  }),
  turnEvents(startQuestion),
);

export const regenerateAiMessageRoute = withEventStream(
  defineRoute({
    endpoint: endpoints.regenerateAiMessage,
    tag: TAG,
    summary: 'Answers the last question of one of your AI chats again; the new answer replaces the one after it. Streams or answers JSON as POST …/messages does; counts one message of the day.',
    params: idParamsSchema,
    response: aiMessageAnswerSchema,
    admit: admitToAi,
    errors: [...TURN_ERRORS, 'BadRequestError'],
    handle: async (context) => answerAsJson(await startRegeneration(context)),
  }),
  turnEvents(startRegeneration),
);

// ---- Summaries, mock exams, flashcards

export const createAiSummaryRoute = defineRoute({
  endpoint: endpoints.createAiSummary,
  tag: TAG,
  summary: 'Summarises knows you may read at a length (short, medium, long), quoting its sources; counts one summary of the day',
  body: createAiSummarySchema,
  response: aiSummarySchema,
  admit: admitToAi,
  errors: ['NotFoundError', 'FormValidationError', 'ForbiddenError', 'NoTutoringMinutesAvailableError', 'TooManyRequestsError', 'ServiceUnavailableError'],
  handle: async ({ caller, body, headers }) => {
    await requestRate.count(caller.userUuid);
    return createAiSummary(await getDb(), caller.userUuid, body, { proPlanUrl: proPlanUrlOf(headers) });
  },
});

export const createAiMockExamRoute = defineRoute({
  endpoint: endpoints.createAiMockExam,
  tag: TAG,
  summary: 'Makes a mock exam from knows you may read (userInput: your instructions); answers its questions without their answers; counts one exam of the day',
  body: createAiMockExamSchema,
  response: aiMockExamSchema,
  status: 201,
  admit: admitToAi,
  errors: ['NotFoundError', 'FormValidationError', 'ForbiddenError', 'NoTutoringMinutesAvailableError', 'TooManyRequestsError', 'ServiceUnavailableError'],
  handle: async ({ caller, body, headers }) => {
    await requestRate.count(caller.userUuid);
    return createAiMockExam(await getDb(), caller.userUuid, body, { proPlanUrl: proPlanUrlOf(headers) });
  },
});

export const aiMockExamRoute = defineRoute({
  endpoint: endpoints.aiMockExam,
  tag: TAG,
  summary: 'One of your mock exams: its questions, without their answers',
  params: idParamsSchema,
  response: aiMockExamSchema,
  errors: ['NotFoundError'],
  handle: async ({ caller, params }) => findAiMockExam(await getDb(), caller.userUuid, params.id),
});

export const answerAiMockExamRoute = defineRoute({
  endpoint: endpoints.answerAiMockExam,
  tag: TAG,
  summary: 'Grades your answers to one of your mock exams (answering again is a retry): score, and per question the expected answer and the source it quotes',
  params: idParamsSchema,
  body: answerAiMockExamSchema,
  response: gradedAiMockExamSchema,
  errors: ['NotFoundError', 'FormValidationError'],
  handle: async ({ caller, params, body }) => answerAiMockExam(await getDb(), caller.userUuid, params.id, body),
});

export const generateAiFlashcardsRoute = defineRoute({
  endpoint: endpoints.generateAiFlashcards,
  tag: TAG,
  summary: 'Makes flashcards from a know you may read: a new draft flashcard know of yours, which the details and publish routes of knows finish',
  body: z.object({ knowUuid: uuidSchema }),
  response: createdFlashcardKnowSchema,
  status: 201,
  admit: admitToAi,
  errors: ['NotFoundError', 'FormValidationError', 'ForbiddenError', 'TooManyRequestsError', 'ServiceUnavailableError'],
  handle: async ({ caller, body }) => {
    await requestRate.count(caller.userUuid);
    return generateAiFlashcards(await getDb(), getFileStorage(), caller.userUuid, body.knowUuid);
  },
});

export const aiUsageRoute = defineRoute({
  endpoint: endpoints.aiUsage,
  tag: TAG,
  summary: "Today's AI limits and what you used of them (your day: your time zone), and when they reset",
  response: aiUsageSchema,
  handle: async ({ caller }) => findAiUsage(await getDb(), caller.userUuid),
});

// ---- Parent access

export const aiParentAccessesRoute = defineRoute({
  endpoint: endpoints.aiParentAccesses,
  tag: TAG,
  summary: 'Your parent access links, the latest first',
  response: aiParentAccessesSchema,
  handle: async ({ caller }) => listAiParentAccesses(await getDb(), caller.userUuid),
});

export const createAiParentAccessRoute = defineRoute({
  endpoint: endpoints.createAiParentAccess,
  tag: TAG,
  summary: 'Makes a parent access link to your AI chats (read-only, for 30 days unless revoked)',
  response: aiParentAccessSchema,
  status: 201,
  handle: async ({ caller }) => createAiParentAccess(await getDb(), caller.userUuid),
});

export const revokeAiParentAccessRoute = defineRoute({
  endpoint: endpoints.revokeAiParentAccess,
  tag: TAG,
  summary: 'Revokes one of your parent access links',
  params: idParamsSchema,
  response: z.undefined(),
  status: 204,
  errors: ['NotFoundError'],
  handle: async ({ caller, params }) => {
    await revokeAiParentAccess(await getDb(), caller.userUuid, params.id);
    return undefined;
  },
});

export const aiParentViewRoute = defineRoute({
  endpoint: endpoints.aiParentView,
  tag: TAG,
  summary: "What a parent access link shows: the student's first name and their AI chats, read-only; a revoked or expired link is NotFoundError",
  params: idParamsSchema,
  response: aiParentViewSchema,
  errors: ['NotFoundError'],
  handle: async ({ params }) => findAiParentView(await getDb(), params.id),
});

// ---- Learning bots and university courses

export const learningBotsRoute = defineRoute({
  endpoint: endpoints.learningBots,
  tag: TAG,
  summary: "The learning bots of the site's content language",
  response: learningBotsSchema,
  handle: async ({ headers }) => listLearningBots(await getDb(), siteOf(headers).contentLanguage),
});

export const learningBotRoute = defineRoute({
  endpoint: endpoints.learningBot,
  tag: TAG,
  summary: 'One learning bot',
  params: idParamsSchema,
  response: learningBotSchema,
  errors: ['NotFoundError'],
  handle: async ({ params }) => findLearningBot(await getDb(), params.id),
});

export const universityCoursesRoute = defineRoute({
  endpoint: endpoints.universityCourses,
  tag: TAG,
  summary: "The university courses of the site's content language",
  response: universityCoursesSchema,
  handle: async ({ headers }) => listUniversityCourses(await getDb(), siteOf(headers).contentLanguage),
});

export const AI_ROUTES = [
  aiChatsRoute,
  createAiChatRoute,
  aiChatRoute,
  deleteAiChatRoute,
  attachAiChatKnowsRoute,
  postAiMessageRoute,
  regenerateAiMessageRoute,
  createAiSummaryRoute,
  createAiMockExamRoute,
  aiMockExamRoute,
  answerAiMockExamRoute,
  generateAiFlashcardsRoute,
  aiUsageRoute,
  aiParentAccessesRoute,
  createAiParentAccessRoute,
  revokeAiParentAccessRoute,
  aiParentViewRoute,
  learningBotsRoute,
  learningBotRoute,
  universityCoursesRoute,
];
