// A mock-exam attempt: the answers given, which questions are open to answer (all of them, or after grading only the
// wrong ones, for "retry the wrong ones"), and the answers handed in — the right ones of the last grading kept.
import type { AiExamQuestion, GradedAiMockExam } from '../../../lib/contracts/ai';

export type ExamAnswers = Record<string, string>;

/** The questions to answer now. */
export function openQuestions(questions: readonly AiExamQuestion[], graded: GradedAiMockExam | null): AiExamQuestion[] {
  if (!graded) return [...questions];
  const wrong = new Set(graded.questions.filter((question) => !question.correct).map((question) => question.questionUuid));
  return questions.filter((question) => wrong.has(question.questionUuid));
}

/** The answers a retry starts from: the right ones kept, the wrong ones emptied. */
export function retryAnswers(answers: ExamAnswers, graded: GradedAiMockExam): ExamAnswers {
  const kept: ExamAnswers = {};
  for (const question of graded.questions) if (question.correct && answers[question.questionUuid] !== undefined) kept[question.questionUuid] = answers[question.questionUuid]!;
  return kept;
}

/** The body of the answers call: one answer per question, an empty one where none was given. */
export const handedIn = (questions: readonly AiExamQuestion[], answers: ExamAnswers) =>
  questions.map((question) => ({ questionUuid: question.questionUuid, answer: answers[question.questionUuid] ?? '' }));
