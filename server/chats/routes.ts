// Routes of chats between users (issue 21), blocks and reports. GET /chats answers the caller's chats as JSON, or —
// with `Accept: text/event-stream` — streams what changes in them live (new messages, requests answered, blocks), which
// the web app uses for the open chat and the navbar's unread badge. Only the two partners reach a chat (NotFoundError
// for anyone else); bursts of new chats, messages and reports answer TooManyRequestsError. An account waiting for a
// parent's consent neither writes nor is written to (decision 029, chat-consent.ts); blocking and reporting stay open.
import type { IncomingHttpHeaders } from 'node:http';
import { z } from 'zod';
import { CHAT_IMAGE_MAX_BYTES, CHAT_IMAGE_RATE_RULES, CHAT_IMAGE_TYPES, CHAT_MESSAGE_RATE_RULES, CHAT_START_RATE_RULES, REPORT_RATE_RULES } from '../../config/chat-limits';
import * as endpoints from '../../lib/api/endpoints';
import {
  answerChatRequestSchema,
  chatAttachmentParamsSchema,
  chatEventSchema,
  chatMessageSchema,
  chatMessagesSchema,
  chatSchema,
  chatsSchema,
  createChatSchema,
  createdChatAttachmentSchema,
  createdChatSchema,
  createdReportSchema,
  createReportSchema,
  postChatMessageSchema,
  unreadChatsSchema,
  type ChatEvent,
} from '../../lib/contracts/chats';
import { idParamsSchema, uuidSchema } from '../../lib/contracts/ids';
import { AppError } from '../../lib/errors';
import { isAdmin } from '../auth/caller';
import { requireParentalConsent } from '../auth/parental-consent';
import { getDb } from '../db';
import { getFileStorage } from '../files/storage';
import { parseMultipartFile } from '../http/multipart';
import { binaryResponseSchema, defineRoute } from '../http/route';
import { withEventStream } from '../http/stream-route';
import { requestSite } from '../pages/request-site';
import { createRateLimit } from '../throttle/rate-limit';
import { admitToChats, requireChatPartnerConsent, requirePartnerConsent } from './chat-consent';
import { subscribeChatEvents, type ChatBusEvent } from './chat-events';
import { readChatImage, storeChatImage, CHAT_IMAGE_CONTENT_TYPE } from './chat-images';
import { answerChatRequest, assertCanWrite, blockUser, findChat, findMessageFor, isChatMember, listChats, listMessages, markChatRead, sendMessage, startChat, unblockUser, unreadChats } from './chats';
import { createReport } from './reports';

const TAG = 'chats';
const startRate = createRateLimit(CHAT_START_RATE_RULES);
const messageRate = createRateLimit(CHAT_MESSAGE_RATE_RULES);
const reportRate = createRateLimit(REPORT_RATE_RULES);
const imageRate = createRateLimit(CHAT_IMAGE_RATE_RULES);
/** Room for the multipart framing around an image of the full size. */
const IMAGE_BODY_LIMIT = CHAT_IMAGE_MAX_BYTES + 64 * 1024;

const languageOf = (headers: IncomingHttpHeaders) => requestSite({ headers }, { locale: undefined, path: '/' }).contentLanguage;

/** The live events of the caller's chats until the client goes away. */
async function streamChatEvents({ caller, signal, send, ready }: { caller: { userUuid: string }; signal: AbortSignal; send: (event: ChatEvent) => boolean; ready: () => void }): Promise<void> {
  const db = await getDb();
  let queue = Promise.resolve();
  const forward = (event: ChatBusEvent) => {
    queue = queue.then(async () => {
      if (!event.messageUuid) {
        send({ type: 'chat', chatUuid: event.chatUuid });
        return;
      }
      const message = await findMessageFor(db, caller.userUuid, event.messageUuid);
      if (message) send({ type: 'message', chatUuid: event.chatUuid, message });
    });
  };
  const unsubscribe = await subscribeChatEvents(caller.userUuid, forward);
  // Subscribed: the client may see the 200 now, and misses nothing sent after it.
  ready();
  try {
    await new Promise<void>((resolve) => {
      if (signal.aborted) resolve();
      signal.addEventListener('abort', () => resolve(), { once: true });
    });
  } finally {
    unsubscribe();
  }
}

export const chatsRoute = withEventStream(
  defineRoute({
    endpoint: endpoints.chats,
    tag: TAG,
    summary:
      'Your chats, the latest first: partner, status (a request until the asked partner accepts), last message and unread count. ' +
      '`Accept: text/event-stream`: instead, events as your chats change — `message` (a new message you may read) and `chat` (a request answered, read state, a block)',
    response: chatsSchema,
    handle: async ({ caller }) => listChats(await getDb(), caller.userUuid),
  }),
  { event: chatEventSchema, stream: streamChatEvents, signalsReady: true },
);

export const createChatRoute = defineRoute({
  endpoint: endpoints.createChat,
  tag: TAG,
  summary: 'Starts a chat with another user (a request they accept or decline), or answers the chat the two already have',
  body: createChatSchema,
  response: createdChatSchema,
  status: 201,
  admit: admitToChats,
  errors: ['NotFoundError', 'ForbiddenError', 'BadRequestError', 'TooManyRequestsError'],
  handle: async ({ caller, body }) => {
    const db = await getDb();
    await requirePartnerConsent(db, body.chatPartnerUuid);
    return startChat(db, caller.userUuid, body.chatPartnerUuid, { beforeCreate: () => startRate.count(caller.userUuid) });
  },
});

export const unreadChatsRoute = defineRoute({
  endpoint: endpoints.unreadChats,
  tag: TAG,
  summary: 'Unread messages over your chats and the chat requests waiting for your answer (the navbar badge)',
  response: unreadChatsSchema,
  handle: async ({ caller }) => unreadChats(await getDb(), caller.userUuid),
});

export const chatRoute = defineRoute({
  endpoint: endpoints.chat,
  tag: TAG,
  summary: 'One of your chats',
  params: idParamsSchema,
  response: chatSchema,
  errors: ['NotFoundError'],
  handle: async ({ caller, params }) => findChat(await getDb(), caller.userUuid, params.id),
});

export const chatMessagesRoute = defineRoute({
  endpoint: endpoints.chatMessages,
  tag: TAG,
  summary: "The latest messages of one of your chats, oldest first; hidden messages are left out, and a shared know's card is null once the know is no longer public",
  params: idParamsSchema,
  response: chatMessagesSchema,
  errors: ['NotFoundError'],
  handle: async ({ caller, params }) => listMessages(await getDb(), caller.userUuid, params.id),
});

export const postChatMessageRoute = defineRoute({
  endpoint: endpoints.postChatMessage,
  tag: TAG,
  summary:
    'Sends a text, a public know (shown as a card) and/or an image uploaded before (attachmentId) in one of your chats; an image goes out once (DuplicateError in another message). Insults are masked; links to other sites are shown as text. ' +
    'The same manualChatMessageUuid again answers the message already sent (a resend after a lost connection). ForbiddenError when one of you blocked the other, the request was declined, or you have not accepted it yet',
  params: idParamsSchema,
  body: postChatMessageSchema,
  response: chatMessageSchema,
  status: 201,
  admit: admitToChats,
  errors: ['NotFoundError', 'ForbiddenError', 'DuplicateError', 'TooManyRequestsError'],
  handle: async ({ caller, params, body, headers }) => {
    const db = await getDb();
    await requireChatPartnerConsent(db, caller.userUuid, params.id);
    return sendMessage(db, caller.userUuid, params.id, body, { language: languageOf(headers), beforeCreate: () => messageRate.count(caller.userUuid) });
  },
});

export const uploadChatAttachmentRoute = defineRoute({
  endpoint: endpoints.uploadChatAttachment,
  tag: TAG,
  summary:
    'Uploads an image to send in one of your chats (multipart field "file"; JPEG, PNG or WebP up to 8 MB, typed by its content, never its name), ' +
    'stored as WebP without metadata; send it with POST /chats/{id}/messages {attachmentId}. Only the two partners can load it. ForbiddenError when you may not write in the chat',
  params: idParamsSchema,
  response: createdChatAttachmentSchema,
  status: 201,
  bodyLimit: IMAGE_BODY_LIMIT,
  upload: { field: 'file', mediaTypes: CHAT_IMAGE_TYPES, description: 'The image; its type is read from its content' },
  admit: admitToChats,
  errors: ['NotFoundError', 'ForbiddenError', 'InvalidMIMETypeError', 'PayloadTooLargeError', 'FormValidationError', 'TooManyRequestsError'],
  handle: async ({ caller, params, headers, rawBody, bodyStream }) => {
    const db = await getDb();
    await requireChatPartnerConsent(db, caller.userUuid, params.id);
    await assertCanWrite(db, caller.userUuid, params.id);
    await imageRate.count(caller.userUuid);
    const file = await parseMultipartFile(bodyStream ?? rawBody, headers['content-type'], { field: 'file', maxBytes: IMAGE_BODY_LIMIT });
    return storeChatImage(db, getFileStorage(), caller.userUuid, params.id, file);
  },
});

export const chatAttachmentRoute = defineRoute({
  endpoint: endpoints.chatAttachment,
  tag: TAG,
  summary:
    "An image of one of your chats (its message's attachmentUrl), as WebP; NotFoundError for anyone but the two partners — and the moderators while its message is reported — and once a moderator hid its message",
  params: chatAttachmentParamsSchema,
  response: binaryResponseSchema,
  binary: true,
  binaryMediaType: CHAT_IMAGE_CONTENT_TYPE,
  errors: ['NotFoundError'],
  handle: async ({ caller, params }) => {
    const db = await getDb();
    const member = await isChatMember(db, caller.userUuid, params.id);
    const moderator = !member && (await isAdmin(db, caller.userUuid));
    if (!member && !moderator) throw new AppError('NotFoundError', { reason: 'No such image.' });
    return readChatImage(db, getFileStorage(), caller.userUuid, params.id, params.attachmentId, { moderator });
  },
});

export const readChatRoute = defineRoute({
  endpoint: endpoints.readChat,
  tag: TAG,
  summary: 'Marks one of your chats read up to now',
  params: idParamsSchema,
  response: z.undefined(),
  status: 204,
  errors: ['NotFoundError'],
  handle: async ({ caller, params }) => {
    await markChatRead(await getDb(), caller.userUuid, params.id);
    return undefined;
  },
});

export const answerChatRequestRoute = defineRoute({
  endpoint: endpoints.answerChatRequest,
  tag: TAG,
  summary: 'Accepts or declines a chat request someone sent you; answers the chat. Accepting is ForbiddenError while either of you waits for a parent\'s consent (declining is not)',
  params: idParamsSchema,
  body: answerChatRequestSchema,
  response: chatSchema,
  errors: ['NotFoundError', 'BadRequestError', 'ForbiddenError'],
  handle: async ({ caller, params, body }) => {
    const db = await getDb();
    if (body.accept) {
      await requireParentalConsent(db, caller.userUuid);
      await requireChatPartnerConsent(db, caller.userUuid, params.id);
    }
    return answerChatRequest(db, caller.userUuid, params.id, body.accept);
  },
});

export const blockUserRoute = defineRoute({
  endpoint: endpoints.blockUser,
  tag: TAG,
  summary: 'Blocks a user: neither of you can write to the other, and they cannot start a chat with you',
  body: z.object({ userUuid: uuidSchema }),
  response: z.undefined(),
  status: 204,
  errors: ['NotFoundError', 'BadRequestError'],
  handle: async ({ caller, body }) => {
    await blockUser(await getDb(), caller.userUuid, body.userUuid);
    return undefined;
  },
});

export const unblockUserRoute = defineRoute({
  endpoint: endpoints.unblockUser,
  tag: TAG,
  summary: 'Lifts your block of a user (the path id is their user uuid)',
  params: idParamsSchema,
  response: z.undefined(),
  status: 204,
  handle: async ({ caller, params }) => {
    await unblockUser(await getDb(), caller.userUuid, params.id);
    return undefined;
  },
});

export const createReportRoute = defineRoute({
  endpoint: endpoints.createReport,
  tag: TAG,
  summary: 'Reports a know, a chat message (of one of your chats) or a user to the moderators, with a reason; reporting the same thing again is DuplicateError',
  body: createReportSchema,
  response: createdReportSchema,
  status: 201,
  errors: ['NotFoundError', 'DuplicateError', 'TooManyRequestsError'],
  handle: async ({ caller, body }) => {
    await reportRate.count(caller.userUuid);
    return createReport(await getDb(), caller.userUuid, body);
  },
});

export const CHAT_ROUTES = [
  chatsRoute,
  createChatRoute,
  unreadChatsRoute,
  chatRoute,
  chatMessagesRoute,
  postChatMessageRoute,
  uploadChatAttachmentRoute,
  chatAttachmentRoute,
  readChatRoute,
  answerChatRequestRoute,
  blockUserRoute,
  unblockUserRoute,
  createReportRoute,
];
