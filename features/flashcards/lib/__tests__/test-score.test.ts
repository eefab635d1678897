import { describe, expect, it } from 'vitest';
import type { QuizCard, TestQuestion } from '../study-questions';
import { testScore } from '../test-score';

const card = (index: number, back: string): QuizCard => ({ uuid: `c${index}`, front: `Begriff ${index}`, back, frontImageUrl: null, backImageUrl: null });
const [a, b, c, d] = [card(1, 'Zellkern'), card(2, 'Membran'), card(3, 'Ribosom'), card(4, 'Vakuole')];

const QUESTIONS: TestQuestion[] = [
  { kind: 'matching', cards: [a!, b!, c!], backs: [c!, a!, b!] },
  { kind: 'choice', card: a!, options: [b!, a!, c!, d!] },
  { kind: 'trueFalse', card: b!, shown: c!, isTrue: false },
  { kind: 'written', card: c! },
  { kind: 'written', card: d! },
];

describe('test score', () => {
  it('gives a point per right answer and per right pair, a typo counting but listed for review', () => {
    const score = testScore(QUESTIONS, {
      0: { kind: 'matching', pairs: { c1: 'c1', c2: 'c3', c3: 'c2' } },
      1: { kind: 'choice', optionUuid: 'c1' },
      2: { kind: 'trueFalse', value: false },
      3: { kind: 'written', text: 'ribosm' },
      4: { kind: 'written', text: 'Zellwand' },
    });
    expect(score).toEqual({ points: 1 + 1 + 1 + 1, total: 3 + 4, mistakes: [{ index: 0, typo: false }, { index: 3, typo: true }, { index: 4, typo: false }] });
  });

  it('counts a question left unanswered as a mistake', () => {
    expect(testScore(QUESTIONS, {})).toEqual({ points: 0, total: 7, mistakes: [0, 1, 2, 3, 4].map((index) => ({ index, typo: false })) });
  });
});
