import { describe, expect, it } from 'vitest';
import { normalizeAnswer } from '../../../../lib/flashcards/lenient-grading';
import { askableCards, choiceQuestion, distractorsFor, generateTest, isRightOption, matchingMistakes, type MatchingQuestion, type QuizCard } from '../study-questions';

/** A seeded source of numbers (mulberry32), so each run asks the same questions. */
function seeded(seed: number) {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let value = Math.imul(state ^ (state >>> 15), 1 | state);
    value = (value + Math.imul(value ^ (value >>> 7), 61 | value)) ^ value;
    return ((value ^ (value >>> 14)) >>> 0) / 4294967296;
  };
}

const card = (index: number, back: string, front = `Begriff ${index}`): QuizCard => ({ uuid: `card-${index}`, front, back, frontImageUrl: null, backImageUrl: null });
const CARDS = ['cell', 'nucleus', 'mitochondrion', 'ribosome', 'membrane', 'chloroplast', 'vacuole', 'cytoplasm', 'lysosome', 'golgi apparatus', 'cell wall', 'centriole'].map((back, index) => card(index, back));

describe('multiple choice', () => {
  it('never offers a wrong option that reads as the answer, even when another card has the same back in other case, accents or punctuation', () => {
    const cards = [card(0, 'Zelle'), card(1, 'zelle!'), card(2, '<b>Zélle</b>'), card(3, 'Kern'), card(4, 'Membran'), card(5, 'kern')];
    for (let seed = 1; seed <= 200; seed++) {
      const question = choiceQuestion(cards[0]!, cards, seeded(seed))!;
      const wrong = question.options.filter((option) => option.uuid !== cards[0]!.uuid);
      expect(wrong.map((option) => normalizeAnswer(option.back))).not.toContain('zelle');
      expect(new Set(question.options.map((option) => normalizeAnswer(option.back))).size).toBe(question.options.length);
      expect(question.options).toContainEqual(cards[0]);
    }
  });

  it('offers the answer among up to three others, and none when no other back differs', () => {
    const question = choiceQuestion(CARDS[0]!, CARDS, seeded(7))!;
    expect(question.options).toHaveLength(4);
    expect(question.options.filter((option) => isRightOption(question, option))).toEqual([CARDS[0]]);
    expect(choiceQuestion(card(0, 'gleich'), [card(0, 'gleich'), card(1, 'Gleich')], seeded(1))).toBeNull();
    expect(distractorsFor(card(0, 'a b'), [card(0, 'a b'), card(1, 'x'), card(2, 'y')], 5, seeded(3))).toHaveLength(2);
  });
});

describe('askable cards', () => {
  it('leaves out cards without text on the back or anything on the front', () => {
    const imageOnly = { ...card(1, '', 'Bild'), backImageUrl: '/x.png' };
    const noFront = card(2, 'Antwort', '   ');
    expect(askableCards([CARDS[0]!, imageOnly, noFront, { ...noFront, uuid: 'with-image', frontImageUrl: '/y.png' }]).map((item) => item.uuid)).toEqual(['card-0', 'with-image']);
  });
});

describe('generated test', () => {
  it('asks about up to 20 cards: a matching question on four, then multiple choice, true/false and written in turn', () => {
    const many = Array.from({ length: 30 }, (_, index) => card(index, `Antwort ${index}`));
    const test = generateTest(many, seeded(11));
    const [matching, ...rest] = test;
    expect(matching!.kind).toBe('matching');
    expect((matching as MatchingQuestion).cards).toHaveLength(4);
    expect(rest.map((question) => question.kind)).toEqual(Array.from({ length: 16 }, (_, index) => (['choice', 'trueFalse', 'written'] as const)[index % 3]));
    const asked = test.flatMap((question) => (question.kind === 'matching' ? question.cards : [question.card]));
    expect(new Set(asked.map((item) => item.uuid)).size).toBe(20);
  });

  it('makes half of the true/false statements false (rounded down), each false one showing a back that reads differently', () => {
    for (let seed = 1; seed <= 50; seed++) {
      const statements = generateTest(CARDS, seeded(seed)).flatMap((question) => (question.kind === 'trueFalse' ? [question] : []));
      expect(statements.filter((statement) => !statement.isTrue)).toHaveLength(Math.floor(statements.length / 2));
      for (const statement of statements) {
        if (statement.isTrue) expect(statement.shown).toBe(statement.card);
        else expect(normalizeAnswer(statement.shown.back)).not.toBe(normalizeAnswer(statement.card.back));
      }
    }
  });

  it('gives a small set no matching question, and a set of one answer written questions instead of choices', () => {
    expect(generateTest(CARDS.slice(0, 5), seeded(2)).some((question) => question.kind === 'matching')).toBe(false);
    const same = [card(0, 'ja'), card(1, 'Ja'), card(2, 'JA')];
    expect(generateTest(same, seeded(3)).map((question) => question.kind)).toEqual(['written', 'trueFalse', 'written']);
  });
});

describe('matching', () => {
  const question: MatchingQuestion = { kind: 'matching', cards: CARDS.slice(0, 4), backs: [CARDS[2]!, CARDS[0]!, CARDS[3]!, CARDS[1]!] };

  it('counts each front paired with its own back as right, and a missing or wrong pair as a mistake', () => {
    const pairs = { 'card-0': 'card-0', 'card-1': 'card-2', 'card-2': 'card-1', 'card-3': 'card-3' };
    expect(matchingMistakes(question, pairs).map((item) => item.uuid)).toEqual(['card-1', 'card-2']);
    expect(matchingMistakes(question, { 'card-0': 'card-0' })).toHaveLength(3);
  });
});
