// Contracts of chats between users (issue 21). The fixed contract points: POST /chats {chatPartnerUuid} → 201
// {chatUuid}; GET /chats; POST /chats/{id}/messages {text?, knowUuid?, manualChatMessageUuid} → 201 (the same
// manualChatMessageUuid twice gives one message); GET /chats/{id}/messages. Everything else serves the web app.
import { z } from 'zod';
import { CHAT_TEXT_MAX_LENGTH } from '../../config/chat-limits';
import { uuidSchema } from './ids';

export const CHAT_STATUS_VALUES = ['REQUESTED', 'ACCEPTED', 'DECLINED'] as const;
export const REPORT_TARGET_VALUES = ['KNOW', 'CHAT_MESSAGE', 'POLL', 'USER'] as const;
/** What a moderator does about a report: hide the thing, warn or suspend its author, or dismiss the report. */
export const MODERATION_ACTION_VALUES = ['HIDE', 'WARN', 'SUSPEND', 'DISMISS'] as const;
export const REPORT_REASON_VALUES = ['INSULT', 'HARASSMENT', 'SPAM', 'INAPPROPRIATE', 'DANGER', 'OTHER'] as const;

export const createChatSchema = z.object({ chatPartnerUuid: uuidSchema });
export const createdChatSchema = z.object({ chatUuid: uuidSchema });

const chatPartnerSchema = z.object({ uuid: uuidSchema, name: z.string(), profilePictureUrl: z.string().nullable() });

/** A know shared in a message, shown as a card; null once the know is no longer public (hidden, private, deleted). */
const chatKnowCardSchema = z.object({ uuid: uuidSchema, title: z.string(), path: z.string(), knowFormat: z.string() });

/** The text cut into plain parts and links; only links to Knowly's own sites carry an href. */
const messagePartSchema = z.object({ text: z.string(), href: z.string().optional() });

export const chatMessageSchema = z.object({
  uuid: uuidSchema,
  chatUuid: uuidSchema,
  createdOn: z.string(),
  /** Who wrote it. */
  user: z.object({ uuid: uuidSchema }),
  text: z.string(),
  parts: z.array(messagePartSchema),
  /** The shared know's uuid as sent, and its card while it is public. */
  knowUuid: uuidSchema.nullable(),
  know: chatKnowCardSchema.nullable(),
  /** The image of the message (only its two partners can load it, with their access token), and its id. */
  attachmentUrl: z.string().nullable(),
  attachmentId: uuidSchema.nullable(),
  manualChatMessageUuid: uuidSchema,
});
export type ChatMessage = z.infer<typeof chatMessageSchema>;

export const chatSchema = z.object({
  uuid: uuidSchema,
  chatPartner: chatPartnerSchema,
  status: z.enum(CHAT_STATUS_VALUES),
  /** Whether the caller started it (a request waits for the partner) or is asked to accept it. */
  startedByMe: z.boolean(),
  /** The caller blocked the partner, or the partner blocked the caller: nobody writes. */
  blockedByMe: z.boolean(),
  blockedMe: z.boolean(),
  lastMessage: chatMessageSchema.nullable(),
  unreadCount: z.number().int().nonnegative(),
  createdOn: z.string(),
});
export type Chat = z.infer<typeof chatSchema>;

export const chatsSchema = z.object({ chats: z.array(chatSchema) });
export const chatMessagesSchema = z.object({ messages: z.array(chatMessageSchema) });
export const unreadChatsSchema = z.object({ unreadCount: z.number().int().nonnegative(), requestCount: z.number().int().nonnegative() });

export const postChatMessageSchema = z
  .object({
    text: z.string().trim().max(CHAT_TEXT_MAX_LENGTH).optional(),
    knowUuid: uuidSchema.optional(),
    /** An image uploaded to this chat first (POST /chats/{id}/attachments), sent once. */
    attachmentId: uuidSchema.optional(),
    manualChatMessageUuid: uuidSchema,
  })
  .refine((body) => Boolean(body.text) || Boolean(body.knowUuid) || Boolean(body.attachmentId), { message: 'A message needs a text, a know or an image', path: ['text'] });
export type PostChatMessage = z.infer<typeof postChatMessageSchema>;

/** An uploaded chat image, to be sent as a message's attachmentId. */
export const createdChatAttachmentSchema = z.object({ attachmentId: uuidSchema, width: z.number().int().positive(), height: z.number().int().positive() });

/** The path of one chat image. */
export const chatAttachmentParamsSchema = z.object({ id: uuidSchema, attachmentId: uuidSchema });

export const answerChatRequestSchema = z.object({ accept: z.boolean() });

/** What the live stream (GET /chats with Accept: text/event-stream) sends: a new message, or a chat that changed. */
export const chatEventSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('message'), chatUuid: uuidSchema, message: chatMessageSchema }),
  z.object({ type: z.literal('chat'), chatUuid: uuidSchema }),
]);
export type ChatEvent = z.infer<typeof chatEventSchema>;

export const createReportSchema = z.object({
  targetType: z.enum(REPORT_TARGET_VALUES),
  targetUuid: uuidSchema,
  reason: z.enum(REPORT_REASON_VALUES),
  details: z.string().trim().max(1000).optional(),
});
export const createdReportSchema = z.object({ reportUuid: uuidSchema });

// ---- Moderation (the admin queue)

export const adminReportSchema = z.object({
  uuid: uuidSchema,
  targetType: z.enum(REPORT_TARGET_VALUES),
  targetUuid: uuidSchema,
  reason: z.enum(REPORT_REASON_VALUES),
  details: z.string(),
  createdOn: z.string(),
  /** What the reported thing says (a message's text, a know's title, a poll's question, a user's name). */
  excerpt: z.string(),
  /** A reported message's image, which the moderators may load while the message is reported. */
  image: z.object({ chatUuid: uuidSchema, attachmentId: uuidSchema }).nullable(),
  /** Whose it is: the user a warning or suspension applies to (null once gone). */
  authorUuid: uuidSchema.nullable(),
  /** How many open reports name the same thing. */
  reportCount: z.number().int().positive(),
});
export const adminReportsSchema = z.object({ reports: z.array(adminReportSchema) });
export const moderateReportSchema = z.object({ action: z.enum(MODERATION_ACTION_VALUES), note: z.string().trim().max(1000).optional() });
export const moderationActionSchema = z.object({ uuid: uuidSchema, action: z.enum(MODERATION_ACTION_VALUES), createdOn: z.string() });
