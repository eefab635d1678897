// Contracts of AI study help (issue 18): chats that cite their sources (answers streamed as Server-Sent Events or
// answered as JSON), summaries, mock exams, usage limits, parent access links, learning bots and university courses.
// The fixed contract points: POST /ai/chats, POST /ai/chats/{id}/messages, POST /ai/summaries, POST /ai/mock-exams,
// POST /ai/mock-exams/{id}/answers — their fields are kept exactly; everything else here serves the web app.
import { z } from 'zod';
import { AI_LIMITS, AI_SUMMARY_LENGTHS } from '../../config/ai-limits';
import { uuidSchema } from './ids';

export { AI_LIMITS };

export const AI_QUESTION_KINDS = ['multiple-choice', 'cloze', 'true-false', 'short-answer'] as const;
/** What a daily limit counts. */
export const AI_USAGE_KINDS = ['messages', 'summaries', 'exams'] as const;
export type AiUsageKind = (typeof AI_USAGE_KINDS)[number];

const aiCitationSchema = z.object({ knowUuid: uuidSchema, page: z.number().int().min(1), quote: z.string() });
export type AiCitationOut = z.infer<typeof aiCitationSchema>;

const knowUuidsSchema = z.array(uuidSchema).max(AI_LIMITS.maxKnows);

// ---- Chats

export const createAiChatSchema = z.object({
  knowUuids: knowUuidsSchema.optional(),
  promptVariant: z.string().trim().min(1).max(AI_LIMITS.maxPromptVariantLength).optional(),
  /** The tutor it is for: school GPT (subject and grade), uni GPT (a course), or a learning bot. */
  subjectId: uuidSchema.optional(),
  gradeId: uuidSchema.optional(),
  courseUuid: uuidSchema.optional(),
  learningBotUuid: uuidSchema.optional(),
});
export type CreateAiChat = z.input<typeof createAiChatSchema>;
export const createdAiChatSchema = z.object({ chatUuid: uuidSchema });

const aiChatMessageSchema = z.object({
  messageUuid: uuidSchema,
  isBotMessage: z.boolean(),
  text: z.string(),
  citations: z.array(aiCitationSchema),
  promptVariant: z.string().nullable(),
  sessionUuid: uuidSchema,
  createdOn: z.string(),
});
export type AiChatMessage = z.infer<typeof aiChatMessageSchema>;

export const postAiMessageSchema = z.object({ text: z.string().trim().min(1).max(AI_LIMITS.maxQuestionLength) });
/** `Accept: application/json`: the bot's answer, whole. */
export const aiMessageAnswerSchema = z.object({ message: aiChatMessageSchema });

/** `Accept: text/event-stream`: the stored question, then text deltas, then the stored answer (citations checked). */
export const aiChatStreamEventSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('question'), message: aiChatMessageSchema }),
  z.object({ type: z.literal('delta'), text: z.string() }),
  z.object({ type: z.literal('answer'), message: aiChatMessageSchema }),
]);
export type AiChatStreamEvent = z.infer<typeof aiChatStreamEventSchema>;

const attachedKnowSchema = z.object({ uuid: uuidSchema, title: z.string(), slug: z.string() });

const aiChatSummarySchema = z.object({
  chatUuid: uuidSchema,
  title: z.string(),
  promptVariant: z.string().nullable(),
  createdOn: z.string(),
  updatedOn: z.string(),
});
export const aiChatsSchema = z.object({ chats: z.array(aiChatSummarySchema) });

export const aiChatDetailSchema = z.object({
  chat: aiChatSummarySchema,
  knows: z.array(attachedKnowSchema),
  messages: z.array(aiChatMessageSchema),
});
export type AiChatDetail = z.infer<typeof aiChatDetailSchema>;

export const attachAiChatKnowsSchema = z.object({ knowUuids: knowUuidsSchema.min(1) });

// ---- Summaries

export const createAiSummarySchema = z.object({
  knowUuids: knowUuidsSchema.min(1),
  length: z.enum(AI_SUMMARY_LENGTHS),
  /** The web app's names of the chosen files and the university course, kept with the summary. */
  filenames: z.array(z.string().max(255)).max(AI_LIMITS.maxKnows).optional(),
  courseUuid: uuidSchema.optional(),
  courseTitle: z.string().max(200).optional(),
});
export type CreateAiSummary = z.input<typeof createAiSummarySchema>;
export const aiSummarySchema = z.object({ summaryUuid: uuidSchema, summary: z.string(), citations: z.array(aiCitationSchema) });
export type AiSummaryOut = z.infer<typeof aiSummarySchema>;

// ---- Mock exams

export const createAiMockExamSchema = z.object({
  knowUuids: knowUuidsSchema.min(1),
  /** The student's instructions ("only chapter 2", "harder"). */
  userInput: z.string().trim().max(AI_LIMITS.maxUserInputLength).optional(),
  /** The web app's name for the material chosen. */
  sourceMaterial: z.string().max(500).optional(),
});
export type CreateAiMockExam = z.input<typeof createAiMockExamSchema>;

const examQuestionSchema = z.object({
  questionUuid: uuidSchema,
  kind: z.enum(AI_QUESTION_KINDS),
  prompt: z.string(),
  options: z.array(z.string()).optional(),
});
export type AiExamQuestion = z.infer<typeof examQuestionSchema>;
export const aiMockExamSchema = z.object({ examUuid: uuidSchema, questions: z.array(examQuestionSchema) });
export type AiMockExam = z.infer<typeof aiMockExamSchema>;

export const answerAiMockExamSchema = z.object({
  answers: z.array(z.object({ questionUuid: uuidSchema, answer: z.string().max(AI_LIMITS.maxUserInputLength) })).max(100),
});
export type AnswerAiMockExam = z.input<typeof answerAiMockExamSchema>;

export const gradedAiMockExamSchema = z.object({
  examUuid: uuidSchema,
  score: z.number().int(),
  total: z.number().int(),
  questions: z.array(
    examQuestionSchema.extend({
      answer: z.string().nullable(),
      correct: z.boolean(),
      expected: z.string(),
      /** The passage the question was made from: the correction quotes it. */
      source: aiCitationSchema,
    }),
  ),
});
export type GradedAiMockExam = z.infer<typeof gradedAiMockExamSchema>;

// ---- Usage limits

export const aiUsageSchema = z.object({
  isPremium: z.boolean(),
  limits: z.record(z.enum(AI_USAGE_KINDS), z.number().int()),
  used: z.record(z.enum(AI_USAGE_KINDS), z.number().int()),
  /** When today's counts reset (ISO date-time, the next midnight in the user's time zone). */
  resetsOn: z.string(),
});
export type AiUsage = z.infer<typeof aiUsageSchema>;

// ---- Parent access to a student's AI chats

export const aiParentAccessSchema = z.object({ uuid: uuidSchema, createdOn: z.string(), expiresOn: z.string(), revokedOn: z.string().nullable() });
export const aiParentAccessesSchema = z.object({ accesses: z.array(aiParentAccessSchema) });
/** What the link's holder sees: the student's first name and their chats, read-only. */
export const aiParentViewSchema = z.object({ studentName: z.string(), expiresOn: z.string(), chats: z.array(aiChatDetailSchema) });
export type AiParentView = z.infer<typeof aiParentViewSchema>;

// ---- Learning bots and university courses

export const learningBotSchema = z.object({
  uuid: uuidSchema,
  name: z.string(),
  subject: z.string(),
  description: z.string(),
  exampleQuestions: z.array(z.string()),
  language: z.string(),
});
export type LearningBot = z.infer<typeof learningBotSchema>;
export const learningBotsSchema = z.object({ bots: z.array(learningBotSchema) });

export const universityCourseSchema = z.object({ courseUuid: uuidSchema, courseTitle: z.string() });
export const universityCoursesSchema = z.object({ courses: z.array(universityCourseSchema) });
