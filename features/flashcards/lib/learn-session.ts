// Learn: each card is asked twice to be known — first as multiple choice, then written. A right answer moves the card
// on (after its multiple choice it goes to the back of the line, to be written); a missed one comes back a few cards
// later at the same step, until it is known. Progress counts the steps done: two per card. A card that asks for a
// typed answer (an Anki type-in card, lib/flashcards/type-answer.ts) is asked in writing only, as Anki asks it: one step.

type LearnStep = 'choice' | 'written';
type LearnState = {
  /** Cards still to answer, the next first. */
  queue: { cardUuid: string; step: LearnStep }[];
  known: string[];
  /** Card uuid → how often it was missed. */
  missed: Record<string, number>;
  steps: { done: number; total: number };
};

/** A missed card is asked again after this many others (or last, in a shorter line). */
export const MISSED_CARD_GAP = 3;

/** `choiceFirst`: the set's answers differ enough to choose among; `typedOnly`: the cards asked in writing only. */
export function startLearn(cardUuids: readonly string[], { choiceFirst = true, typedOnly = new Set<string>() }: { choiceFirst?: boolean; typedOnly?: ReadonlySet<string> } = {}): LearnState {
  const queue = cardUuids.map((cardUuid): LearnState['queue'][number] => ({ cardUuid, step: choiceFirst && !typedOnly.has(cardUuid) ? 'choice' : 'written' }));
  return {
    queue,
    known: [],
    missed: {},
    steps: { done: 0, total: queue.reduce((total, { step }) => total + (step === 'choice' ? 2 : 1), 0) },
  };
}

/** The state after the next card's answer, right or not. */
export function answerLearn(state: LearnState, right: boolean): LearnState {
  const [current, ...rest] = state.queue;
  if (!current) return state;
  if (!right) {
    const at = Math.min(MISSED_CARD_GAP, rest.length);
    return {
      ...state,
      queue: [...rest.slice(0, at), current, ...rest.slice(at)],
      missed: { ...state.missed, [current.cardUuid]: (state.missed[current.cardUuid] ?? 0) + 1 },
    };
  }
  const steps = { ...state.steps, done: state.steps.done + 1 };
  if (current.step === 'choice') return { ...state, queue: [...rest, { cardUuid: current.cardUuid, step: 'written' }], steps };
  return { ...state, queue: rest, known: [...state.known, current.cardUuid], steps };
}

export const isLearnDone = (state: LearnState) => state.queue.length === 0;
