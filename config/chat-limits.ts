// Limits of chats between users (issue 21): bursts of new chats and messages per user (TooManyRequestsError past
// them), and how many messages one page of a chat holds.
export const CHAT_START_RATE_RULES = [
  { name: 'chat-start-hour', points: 10, durationSeconds: 60 * 60 },
  { name: 'chat-start-day', points: 30, durationSeconds: 24 * 60 * 60 },
] as const;

export const CHAT_MESSAGE_RATE_RULES = [
  { name: 'chat-message-minute', points: 20, durationSeconds: 60 },
  { name: 'chat-message-hour', points: 300, durationSeconds: 60 * 60 },
] as const;

/** Reports per user and hour (a report queue flooded by one account helps nobody). */
export const REPORT_RATE_RULES = [{ name: 'report-hour', points: 20, durationSeconds: 60 * 60 }] as const;

export const CHAT_MESSAGES_PAGE_SIZE = 100;

/** Longest message text (characters; the contract in lib/contracts/chats.ts, and the chat page's composer). */
export const CHAT_TEXT_MAX_LENGTH = 2000;

/** New polls per knower and day. */
export const POLL_RATE_RULES = [{ name: 'poll-day', points: 10, durationSeconds: 24 * 60 * 60 }] as const;

/** Images in chat messages: one per message, typed by content (never by name), up to 8 MB and 40 megapixels; stored
 *  re-encoded as WebP of at most CHAT_IMAGE_MAX_EDGE pixels a side, without metadata (no GPS position, no camera). */
export const CHAT_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export const CHAT_IMAGE_MAX_BYTES = 8 * 1024 * 1024;
export const CHAT_IMAGE_MAX_PIXELS = 40_000_000;
export const CHAT_IMAGE_MAX_EDGE = 1600;

/** Image uploads per user (each image is work to decode and store). */
export const CHAT_IMAGE_RATE_RULES = [
  { name: 'chat-image-minute', points: 6, durationSeconds: 60 },
  { name: 'chat-image-day', points: 100, durationSeconds: 24 * 60 * 60 },
] as const;

/** An image uploaded to a chat and not sent within this time is deleted by the daily clean-up job. */
export const UNSENT_CHAT_IMAGE_HOURS = 24;
