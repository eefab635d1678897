// Mock exams (issue 18): questions generated from the chosen knows (the student's instructions taken into account),
// stored with their answer keys and the passage each was made from; the student sees the questions only. Answers are
// graded (server/ai/grade-exam.ts) and each correction quotes its source; answering again is a retry that replaces the
// last attempt. Only the exam's user reaches it: another user's exam is NotFoundError. Creating counts one exam of
// the day's limit.
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { AI_MOCK_EXAM_QUESTIONS } from '../../config/ai-limits';
import type { AiMockExam, AnswerAiMockExam, CreateAiMockExam, GradedAiMockExam } from '../../lib/contracts/ai';
import { AppError } from '../../lib/errors';
import type { Db } from '../db';
import { aiMockExams, type StoredExamQuestion } from '../db/schema';
import { findAiMaterial } from './ai-material';
import { withAiUsage } from './ai-usage';
import { askerLanguageOf } from './asker-language';
import { getAiProvider } from './choose-provider';
import { gradeExam } from './grade-exam';
import { verifyCitations } from './verify-citations';

type ExamRow = typeof aiMockExams.$inferSelect;

/** A question as the student sees it: no answer key, no source. */
const questionOut = ({ questionUuid, kind, prompt, options }: StoredExamQuestion) => ({ questionUuid, kind, prompt, ...(options ? { options } : {}) });

const examOut = (row: ExamRow): AiMockExam => ({ examUuid: row.uuid, questions: row.questions.map(questionOut) });

async function findOwnExam(db: Db, userUuid: string, examUuid: string): Promise<ExamRow> {
  const [row] = await db
    .select()
    .from(aiMockExams)
    .where(and(eq(aiMockExams.uuid, examUuid), eq(aiMockExams.userUuid, userUuid)));
  if (!row) throw new AppError('NotFoundError', { resource: 'mockExam' });
  return row;
}

export async function createAiMockExam(db: Db, userUuid: string, input: CreateAiMockExam, { proPlanUrl }: { proPlanUrl: string | null }): Promise<AiMockExam> {
  const material = await findAiMaterial(db, userUuid, input.knowUuids);
  const language = await askerLanguageOf(db, userUuid);
  return withAiUsage(db, { userUuid, kind: 'exams', proPlanUrl }, async () => {
    const generated = await getAiProvider().mockExam({ pages: material.pages, userInput: input.userInput || undefined, language, questionCount: AI_MOCK_EXAM_QUESTIONS });
    // A question whose source is not in the material could not be corrected with a quote: it is left out.
    const questions: StoredExamQuestion[] = generated
      .filter((question) => verifyCitations([question.source], material.pages).length === 1)
      .map(({ kind, prompt, options, answer, source }) => ({ questionUuid: randomUUID(), kind, prompt, ...(options ? { options } : {}), answer, source }));
    if (questions.length === 0) throw new AppError('FormValidationError', { fields: { knowUuids: ['No questions could be made from the chosen knows'] }, reason: 'NO_QUESTIONS' });
    const [row] = await db
      .insert(aiMockExams)
      .values({ userUuid, knowUuids: material.knows.map((know) => know.uuid), userInput: input.userInput || null, sourceMaterial: input.sourceMaterial ?? null, questions })
      .returning();
    return examOut(row!);
  });
}

export async function findAiMockExam(db: Db, userUuid: string, examUuid: string): Promise<AiMockExam> {
  return examOut(await findOwnExam(db, userUuid, examUuid));
}

/** Grades an attempt (a question left out counts as unanswered) and keeps it as the exam's last attempt. */
export async function answerAiMockExam(db: Db, userUuid: string, examUuid: string, input: AnswerAiMockExam): Promise<GradedAiMockExam> {
  const exam = await findOwnExam(db, userUuid, examUuid);
  const given = new Map(input.answers.map((answer) => [answer.questionUuid, answer.answer]));
  const unknown = input.answers.findIndex((answer) => !exam.questions.some((question) => question.questionUuid === answer.questionUuid));
  if (unknown >= 0) {
    throw new AppError('FormValidationError', { fields: { [`answers.${unknown}.questionUuid`]: ['Not a question of this exam'] } });
  }
  const answers = exam.questions.map((question) => given.get(question.questionUuid) ?? null);
  const graded = gradeExam(exam.questions, answers);
  await db
    .update(aiMockExams)
    .set({ answers: [...given].map(([questionUuid, answer]) => ({ questionUuid, answer })), answeredOn: new Date() })
    .where(eq(aiMockExams.uuid, exam.uuid));
  return {
    examUuid: exam.uuid,
    score: graded.score,
    total: graded.total,
    questions: exam.questions.map((question, index) => ({
      ...questionOut(question),
      answer: answers[index] ?? null,
      correct: graded.results[index]!.correct,
      expected: graded.results[index]!.expected,
      source: question.source,
    })),
  };
}
