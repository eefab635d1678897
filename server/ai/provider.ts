// The AI provider interface (ARCHITECTURE §5, issue 18): one interface, two implementations chosen by env —
// `local` (the default: a deterministic engine over the user's own material, no network, no model weights;
// server/ai/local) and `openai` (any OpenAI-compatible endpoint through the official SDK; server/ai/openai).
//
// A provider never chooses what it may read: the service (server/ai/*) gathers the pages of the knows the caller may
// read and, for a chat, retrieves the passages that answer (server/ai/local/retrieval), then hands them over here.
// Every citation a provider returns is checked against those pages before anyone sees it (verifyCitations).

/** One page of material: a page of a know the caller may read (or of their own upload). Its text is data, never
 *  instructions. */
export type AiPage = {
  knowUuid: string;
  knowTitle: string;
  /** 1-based page number. */
  page: number;
  text: string;
  /** The know's content language (BCP 47, e.g. "de", "es-MX"): it decides stemming and stop words. */
  language: string;
};

/** A passage retrieved for a question: a span of one page, best first. */
export type AiPassage = AiPage & { score: number };

/** A quoted source: `quote` occurs in the text of page `page` of know `knowUuid`. */
export type AiCitation = { knowUuid: string; page: number; quote: string };

export type AiChatTurn = { role: 'user' | 'assistant'; text: string };

/** Who the tutor is for (school GPT, uni GPT, a learning bot): folded into the instructions of the openai provider;
 *  the local engine only answers from the material. */
export type AiTutor = { subject?: string; grade?: string; courseTitle?: string; botName?: string; botDescription?: string };

export type AiAnswerInput = {
  question: string;
  /** Earlier turns of the conversation, oldest first (bounded by the service). */
  history: AiChatTurn[];
  /** The retrieved passages, best first; empty when retrieval found nothing. */
  passages: AiPassage[];
  /** The interface language of the asker: the language of the answer's own words. */
  language: string;
  promptVariant?: string;
  tutor?: AiTutor;
  signal: AbortSignal;
};

/** An answer arrives as text deltas, then its citations (numbered [1], [2]… in the text, in this order). */
export type AiAnswerChunk = { type: 'text'; text: string } | { type: 'citations'; citations: AiCitation[] };

export type AiSummaryLength = 'short' | 'medium' | 'long';

export type AiSummaryInput = { pages: AiPage[]; length: AiSummaryLength; language: string; signal?: AbortSignal };
export type AiSummary = { summary: string; citations: AiCitation[] };

export type AiQuestionKind = 'multiple-choice' | 'cloze' | 'true-false' | 'short-answer';

/** A generated exam question with its answer key; `source` is the passage it was made from. */
export type AiGeneratedQuestion = {
  kind: AiQuestionKind;
  prompt: string;
  /** multiple-choice: the options (the answer among distractors from the same material); true-false: none. */
  options?: string[];
  /** The expected answer: an option's text, "true"/"false", the cloze's missing word(s), or a model answer. */
  answer: string;
  source: AiCitation;
};

export type AiMockExamInput = { pages: AiPage[]; userInput?: string; language: string; questionCount: number; signal?: AbortSignal };

export type AiFlashcardsInput = { pages: AiPage[]; language: string; maxCards: number; signal?: AbortSignal };
export type AiGeneratedFlashcard = { front: string; back: string; source: AiCitation };

export interface AiProvider {
  readonly name: 'local' | 'openai';
  /** Streams an answer to a question from the passages. Throws AppError (typed) on a provider failure. */
  answer(input: AiAnswerInput): AsyncIterable<AiAnswerChunk>;
  summarize(input: AiSummaryInput): Promise<AiSummary>;
  mockExam(input: AiMockExamInput): Promise<AiGeneratedQuestion[]>;
  flashcards(input: AiFlashcardsInput): Promise<AiGeneratedFlashcard[]>;
}
