import { describe, expect, it } from 'vitest';
import { answerLearn, isLearnDone, MISSED_CARD_GAP, startLearn } from '../learn-session';

const order = (state: ReturnType<typeof startLearn>) => state.queue.map((item) => `${item.cardUuid}:${item.step}`);

describe('Learn', () => {
  it('asks each card as multiple choice, then written; a right choice sends the card to the back of the line to be written', () => {
    let state = startLearn(['a', 'b', 'c']);
    expect(order(state)).toEqual(['a:choice', 'b:choice', 'c:choice']);
    state = answerLearn(state, true);
    expect(order(state)).toEqual(['b:choice', 'c:choice', 'a:written']);
    expect(state.steps).toEqual({ done: 1, total: 6 });
  });

  it('asks a type-in card in writing only, as Anki asks it, and counts it one step', () => {
    let state = startLearn(['a', 'typed', 'c'], { typedOnly: new Set(['typed']) });
    expect(order(state)).toEqual(['a:choice', 'typed:written', 'c:choice']);
    expect(state.steps).toEqual({ done: 0, total: 5 });
    state = answerLearn(answerLearn(state, true), true);
    expect(order(state)).toEqual(['c:choice', 'a:written']);
    expect(state.known).toEqual(['typed']);
  });

  it(`brings a missed card back after ${MISSED_CARD_GAP} others, at the same step, until it is known`, () => {
    let state = startLearn(['a', 'b', 'c', 'd', 'e']);
    state = answerLearn(state, false);
    expect(order(state)).toEqual(['b:choice', 'c:choice', 'd:choice', 'a:choice', 'e:choice']);
    expect(state.missed).toEqual({ a: 1 });
    expect(state.steps.done).toBe(0);
  });

  it('puts a missed card last in a shorter line, and asks it again alone until it is right', () => {
    let state = startLearn(['a', 'b'], { choiceFirst: false });
    state = answerLearn(state, false);
    expect(order(state)).toEqual(['b:written', 'a:written']);
    state = answerLearn(state, true);
    state = answerLearn(state, false);
    state = answerLearn(state, false);
    expect(order(state)).toEqual(['a:written']);
    expect(state.missed).toEqual({ a: 3 });
    state = answerLearn(state, true);
    expect(isLearnDone(state)).toBe(true);
    expect(state.known).toEqual(['b', 'a']);
    expect(state.steps).toEqual({ done: 2, total: 2 });
  });

  it('is done once every card was chosen and written right, whatever was missed on the way', () => {
    let state = startLearn(['a', 'b']);
    const answers = [true, false, true, true, false, true];
    for (const right of answers) state = answerLearn(state, right);
    expect(isLearnDone(state)).toBe(true);
    expect(state.steps).toEqual({ done: 4, total: 4 });
    expect(answerLearn(state, true)).toBe(state);
  });
});
