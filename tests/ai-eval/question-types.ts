// The shape of an evaluation question: what a student types to the AI tutor about one attached know, and what a
// correct answer must show. Written before looking at the engine's answers (issue 30), in students' voice.
import type { EvalLanguage } from './text-layer';

/** What the student asks for. `overview`: "what is this about" — answered with a summary; `unanswerable`: the
 *  material does not hold the answer (even when the question reuses its words) — answered with a refusal. */
export type QuestionType = 'overview' | 'definition' | 'explain' | 'calculation' | 'why' | 'difference' | 'list' | 'fact' | 'unanswerable';

export type EvalQuestion = {
  language: EvalLanguage;
  /** The demo know attached to the chat (its key). */
  know: string;
  type: QuestionType;
  question: string;
  /** What the shown answer must contain: every entry must be met, an entry's alternatives are separated by "|"
   *  (compared case- and accent-folded). Empty for overview and unanswerable questions. */
  expect: string[];
  /** Pages of the know of which at least one must be cited. Empty for overview and unanswerable questions. */
  pages: number[];
};

export const ask = (language: EvalLanguage, know: string, type: Exclude<QuestionType, 'overview' | 'unanswerable'>, question: string, expect: string[], pages: number[]): EvalQuestion => ({ language, know, type, question, expect, pages });
export const overview = (language: EvalLanguage, know: string, question: string): EvalQuestion => ({ language, know, type: 'overview', question, expect: [], pages: [] });
export const unanswerable = (language: EvalLanguage, know: string, question: string): EvalQuestion => ({ language, know, type: 'unanswerable', question, expect: [], pages: [] });
