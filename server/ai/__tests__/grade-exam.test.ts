import { describe, expect, it } from 'vitest';
import type { AiGeneratedQuestion } from '../provider';
import { gradeExam } from '../grade-exam';

const source = { knowUuid: '11111111-1111-4111-8111-111111111111', page: 1, quote: 'Ribosomes build proteins.' };
const question = (kind: AiGeneratedQuestion['kind'], answer: string, options?: string[]): AiGeneratedQuestion => ({ kind, prompt: '…', answer, source, ...(options ? { options } : {}) });

describe('gradeExam', () => {
  it('takes a multiple-choice answer exactly, case, accents and surrounding punctuation aside', () => {
    const mc = question('multiple-choice', 'Mitochondrien', ['Mitochondrien', 'Ribosomen', 'Zellkern', 'Vakuole']);
    expect(gradeExam([mc, mc, mc], [' mitochondrien. ', 'Ribosomen', 'Mitochondrie']).results.map(({ correct }) => correct)).toEqual([true, false, false]);
  });

  it('takes true/false in any interface language', () => {
    const tf = question('true-false', 'false');
    expect(gradeExam([tf, tf, tf, tf], ['False', 'falsch', 'faux', 'true']).results.map(({ correct }) => correct)).toEqual([true, true, true, false]);
  });

  it('forgives one typo in a cloze word of five letters or more, none in a shorter one', () => {
    const cloze = question('cloze', 'Thylakoid');
    const short = question('cloze', 'ATP');
    expect(gradeExam([cloze, cloze, cloze, short], ['Tylakoid', 'Thylakoïd', 'Tylakod', 'ADP']).results.map(({ correct }) => correct)).toEqual([true, true, false, false]);
  });

  it('accepts a short answer that holds the expected term, one typo forgiven', () => {
    const shortAnswer = question('short-answer', 'Calvin-Zyklus');
    expect(gradeExam([shortAnswer, shortAnswer, shortAnswer], ['Das ist der Calvin-Zyklus.', 'calvin zyklos', 'Krebs-Zyklus']).results.map(({ correct }) => correct)).toEqual([true, true, false]);
  });

  it('counts the score over all questions, a missing answer wrong, and names the expected answer', () => {
    const graded = gradeExam([question('cloze', 'Stroma'), question('true-false', 'true')], ['stroma']);
    expect(graded).toEqual({ results: [{ correct: true, expected: 'Stroma' }, { correct: false, expected: 'true' }], score: 1, total: 2 });
  });
});
