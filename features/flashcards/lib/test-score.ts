// A test's score: one point per question answered right — a written answer with one small typo counts, and is marked
// so in the review — and one point per right pair of a matching question; the mistakes in the test's order.
import { gradeWrittenAnswer } from '../../../lib/flashcards/lenient-grading';
import { isRightOption, matchingMistakes, type TestQuestion } from './study-questions';

export type TestAnswer =
  | { kind: 'choice'; optionUuid: string }
  | { kind: 'trueFalse'; value: boolean }
  | { kind: 'written'; text: string }
  | { kind: 'matching'; pairs: Record<string, string | undefined> };

type TestScore = { points: number; total: number; mistakes: { index: number; typo: boolean }[] };

export function testScore(questions: readonly TestQuestion[], answers: Readonly<Record<number, TestAnswer | undefined>>): TestScore {
  let points = 0;
  let total = 0;
  const mistakes: TestScore['mistakes'] = [];
  questions.forEach((question, index) => {
    const answer = answers[index];
    if (question.kind === 'matching') {
      const wrong = matchingMistakes(question, answer?.kind === 'matching' ? answer.pairs : {}).length;
      total += question.cards.length;
      points += question.cards.length - wrong;
      if (wrong > 0) mistakes.push({ index, typo: false });
      return;
    }
    total += 1;
    let right = false;
    let typo = false;
    if (question.kind === 'choice' && answer?.kind === 'choice') {
      const option = question.options.find((candidate) => candidate.uuid === answer.optionUuid);
      right = option !== undefined && isRightOption(question, option);
    } else if (question.kind === 'trueFalse' && answer?.kind === 'trueFalse') {
      right = answer.value === question.isTrue;
    } else if (question.kind === 'written' && answer?.kind === 'written') {
      const verdict = gradeWrittenAnswer(answer.text, question.card.back);
      right = verdict !== 'wrong';
      typo = verdict === 'typo';
    }
    if (right) points += 1;
    if (!right || typo) mistakes.push({ index, typo });
  });
  return { points, total, mistakes };
}
