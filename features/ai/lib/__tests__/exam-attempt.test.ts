// Retrying the wrong ones of a mock exam (issue 18): only the wrong questions are asked again, the right answers are
// handed in again unchanged, and an unanswered question is handed in empty.
import { describe, expect, it } from 'vitest';
import type { AiExamQuestion, GradedAiMockExam } from '../../../../lib/contracts/ai';
import { handedIn, openQuestions, retryAnswers } from '../exam-attempt';

const uuid = (n: number) => `0b7c7f0e-0000-4000-8000-00000000000${n}`;
const QUESTIONS: AiExamQuestion[] = [
  { questionUuid: uuid(1), kind: 'true-false', prompt: 'Pflanzen brauchen Licht.' },
  { questionUuid: uuid(2), kind: 'cloze', prompt: 'Der grüne Farbstoff heißt ____.' },
  { questionUuid: uuid(3), kind: 'multiple-choice', prompt: 'Was entsteht?', options: ['Glucose', 'Salz'] },
];
const source = { knowUuid: uuid(9), page: 2, quote: 'Chlorophyll' };
const GRADED: GradedAiMockExam = {
  examUuid: uuid(8),
  score: 1,
  total: 3,
  questions: [
    { ...QUESTIONS[0]!, answer: 'true', correct: true, expected: 'true', source },
    { ...QUESTIONS[1]!, answer: 'Blattgrün', correct: false, expected: 'Chlorophyll', source },
    { ...QUESTIONS[2]!, answer: null, correct: false, expected: 'Glucose', source },
  ],
};

describe('a mock exam attempt', () => {
  it('asks every question first, then only the wrong ones', () => {
    expect(openQuestions(QUESTIONS, null)).toHaveLength(3);
    expect(openQuestions(QUESTIONS, GRADED).map((question) => question.questionUuid)).toEqual([uuid(2), uuid(3)]);
  });

  it('keeps the right answers for the retry and hands in every question', () => {
    const kept = retryAnswers({ [uuid(1)]: 'true', [uuid(2)]: 'Blattgrün' }, GRADED);
    expect(kept).toEqual({ [uuid(1)]: 'true' });
    expect(handedIn(QUESTIONS, { ...kept, [uuid(2)]: 'Chlorophyll' })).toEqual([
      { questionUuid: uuid(1), answer: 'true' },
      { questionUuid: uuid(2), answer: 'Chlorophyll' },
      { questionUuid: uuid(3), answer: '' },
    ]);
  });
});
