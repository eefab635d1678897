// How much AI study help a user gets (issue 18): daily limits per kind (chat messages, summaries, mock exams), free
// per country with a default, higher with the pro plan; the burst limit on posting chat messages; and the sizes the
// services work with. A day is the user's day (their time zone offset); over a limit the service answers
// NoTutoringMinutesAvailableError (spec §8) with when the counts reset.
import type { CountryCode } from './countries/country-codes';

/** One number per kind of lib/contracts/ai.ts AI_USAGE_KINDS (server/ai/ai-usage.ts reads them by kind). */
export type AiDailyLimits = Readonly<{ messages: number; summaries: number; exams: number }>;

/** Free users, wherever no country says otherwise. */
const FREE_DAILY_LIMITS: AiDailyLimits = { messages: 30, summaries: 5, exams: 3 };

/** Free users in countries with their own limits (none differ yet: a country is added here with its numbers). */
const FREE_DAILY_LIMITS_BY_COUNTRY: Partial<Record<CountryCode, AiDailyLimits>> = {};

/** Pro plan users (issue 19 sells the plan): more, not unlimited, so that one account cannot run up the bill. */
export const PREMIUM_DAILY_LIMITS: AiDailyLimits = { messages: 300, summaries: 50, exams: 30 };

export function freeDailyLimits(country: string): AiDailyLimits {
  return FREE_DAILY_LIMITS_BY_COUNTRY[country as CountryCode] ?? FREE_DAILY_LIMITS;
}

/** Bursts of chat messages and regenerations per user (server/throttle): a script cannot drain the day in a second. */
export const AI_MESSAGE_RATE_RULES = [
  { name: 'ai-message-minute', points: 10, durationSeconds: 60 },
  { name: 'ai-message-hour', points: 120, durationSeconds: 60 * 60 },
] as const;

/** Bursts of the other requests that call the provider (summaries, exams, generated flashcards) per user. */
export const AI_REQUEST_RATE_RULES = [{ name: 'ai-request-minute', points: 10, durationSeconds: 60 }] as const;

/** A chat's messages share a session id while the last message is younger than this (spec §9 session inactivity). */
export const AI_CHAT_SESSION_GAP_MS = 30 * 60 * 1000;

/** Earlier turns handed to the provider with a question (and folded into the retrieval query). */
export const AI_HISTORY_TURNS = 6;

/** Passages retrieved for a chat question. */
export const AI_PASSAGES_PER_QUESTION = 6;

/** Questions of a generated mock exam. */
export const AI_MOCK_EXAM_QUESTIONS = 10;

/** Cards of a generated flashcard set. */
export const AI_MAX_GENERATED_FLASHCARDS = 30;

/** A parent access link works this long after it is made (unless revoked earlier). */
export const AI_PARENT_ACCESS_DAYS = 30;

/** A chat's title is its first question, cut to this length. */
export const AI_CHAT_TITLE_LENGTH = 80;

/** The sizes of a request (the zod contracts in lib/contracts/ai.ts, and the AI pages' forms, which load no zod). */
export const AI_LIMITS = {
  /** Longest question. */
  maxQuestionLength: 4000,
  /** Most knows attached to a chat, a summary or an exam. */
  maxKnows: 10,
  /** Longest exam instructions (userInput). */
  maxUserInputLength: 2000,
  /** Most material read per request (characters over all pages). */
  maxMaterialCharacters: 400_000,
  maxPromptVariantLength: 60,
} as const;

/** The lengths a summary can be asked in. */
export const AI_SUMMARY_LENGTHS = ['short', 'medium', 'long'] as const;
