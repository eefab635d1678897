// The questions of Learn and Test, made on the browser from a set's cards: multiple choice (the back among up to three
// other backs), true/false (a back that is the card's own, or another's, about half of each), written (the back typed,
// graded leniently) and matching (a few fronts to pair with their shuffled backs). A wrong option never reads as the
// right answer: options are compared as graded (case, accents and punctuation aside), and each reads differently.
import { normalizeAnswer } from '../../../lib/flashcards/lenient-grading';
import { hasPlayableMedia } from '../../../lib/flashcards/card-media';
import { plainTextOf } from '../../../lib/flashcards/rich-text';

/** What a question needs of a card (a StudyCard of GET knows/{id}/flashcards has it). */
export type QuizCard = { uuid: string; front: string; back: string; frontImageUrl: string | null; backImageUrl: string | null };
/** A source of numbers in [0, 1): Math.random, or a seeded one in tests. */
export type Random = () => number;

type ChoiceQuestion = { kind: 'choice'; card: QuizCard; options: QuizCard[] };
type TrueFalseQuestion = { kind: 'trueFalse'; card: QuizCard; shown: QuizCard; isTrue: boolean };
type WrittenQuestion = { kind: 'written'; card: QuizCard };
export type MatchingQuestion = { kind: 'matching'; cards: QuizCard[]; backs: QuizCard[] };
export type TestQuestion = ChoiceQuestion | TrueFalseQuestion | WrittenQuestion | MatchingQuestion;

const CHOICE_OPTIONS = 4;
const MATCHING_PAIRS = 4;
/** A test asks about this many cards at most (a longer set gets a sample). */
const TEST_MAX_CARDS = 20;

const answerText = (card: QuizCard) => normalizeAnswer(card.back);

/** Cards that can be asked: some text on the front, an image or a sound (a listening card), and text on the back (to
 *  choose, judge or type). */
export function askableCards<T extends QuizCard>(cards: readonly T[]): T[] {
  return cards.filter((card) => (plainTextOf(card.front).trim() !== '' || card.frontImageUrl || hasPlayableMedia(card.front)) && answerText(card) !== '');
}

export function shuffled<T>(items: readonly T[], random: Random): T[] {
  const copy = [...items];
  for (let index = copy.length - 1; index > 0; index--) {
    const other = Math.floor(random() * (index + 1));
    [copy[index], copy[other]] = [copy[other]!, copy[index]!];
  }
  return copy;
}

/** Up to `count` other cards whose backs read differently from the card's and from each other. */
export function distractorsFor(card: QuizCard, cards: readonly QuizCard[], count: number, random: Random): QuizCard[] {
  const seen = new Set([answerText(card)]);
  const chosen: QuizCard[] = [];
  for (const other of shuffled(cards, random)) {
    if (chosen.length === count) break;
    const text = answerText(other);
    if (other.uuid === card.uuid || text === '' || seen.has(text)) continue;
    seen.add(text);
    chosen.push(other);
  }
  return chosen;
}

/** The card's back among up to three others, in random order; null when no other back reads differently. */
export function choiceQuestion(card: QuizCard, cards: readonly QuizCard[], random: Random): ChoiceQuestion | null {
  const distractors = distractorsFor(card, cards, CHOICE_OPTIONS - 1, random);
  if (distractors.length === 0) return null;
  return { kind: 'choice', card, options: shuffled([card, ...distractors], random) };
}

/** Is the option chosen the card's answer? (A card with the same back as the answer counts as right.) */
export const isRightOption = (question: ChoiceQuestion, option: QuizCard) => answerText(option) === answerText(question.card);

function trueFalseQuestion(card: QuizCard, cards: readonly QuizCard[], wantTrue: boolean, random: Random): TrueFalseQuestion {
  const [other] = wantTrue ? [] : distractorsFor(card, cards, 1, random);
  return other ? { kind: 'trueFalse', card, shown: other, isTrue: false } : { kind: 'trueFalse', card, shown: card, isTrue: true };
}

/** Which backs the learner paired with each front (front uuid → back uuid) is right where the texts agree. */
export function matchingMistakes(question: MatchingQuestion, pairs: Readonly<Record<string, string | undefined>>): QuizCard[] {
  return question.cards.filter((card) => {
    const paired = question.backs.find((back) => back.uuid === pairs[card.uuid]);
    return !paired || answerText(paired) !== answerText(card);
  });
}

/**
 * A test on up to 20 of the cards: a matching question on four of them (when there are six or more), then multiple
 * choice, true/false and written questions in turn; half of the true/false statements (rounded down) are false
 * where another back allows it.
 */
export function generateTest(allCards: readonly QuizCard[], random: Random): TestQuestion[] {
  const cards = askableCards(allCards);
  const picked = shuffled(cards, random).slice(0, TEST_MAX_CARDS);
  const questions: TestQuestion[] = [];
  let rest = picked;
  if (picked.length >= MATCHING_PAIRS + 2) {
    const group = picked.slice(0, MATCHING_PAIRS);
    const distinct = new Set(group.map(answerText)).size === group.length;
    if (distinct) {
      questions.push({ kind: 'matching', cards: group, backs: shuffled(group, random) });
      rest = picked.slice(MATCHING_PAIRS);
    }
  }
  const kinds = ['choice', 'trueFalse', 'written'] as const;
  const trueFalseCount = rest.filter((_, index) => kinds[index % kinds.length] === 'trueFalse').length;
  const falseWanted = shuffled(
    Array.from({ length: trueFalseCount }, (_, index) => index < Math.floor(trueFalseCount / 2)),
    random,
  );
  rest.forEach((card, index) => {
    const kind = kinds[index % kinds.length]!;
    if (kind === 'choice') questions.push(choiceQuestion(card, cards, random) ?? { kind: 'written', card });
    else if (kind === 'trueFalse') questions.push(trueFalseQuestion(card, cards, !falseWanted.shift(), random));
    else questions.push({ kind: 'written', card });
  });
  return questions;
}
