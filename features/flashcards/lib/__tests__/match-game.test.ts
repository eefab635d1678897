import { describe, expect, it } from 'vitest';
import { memoryStore } from '../../../../lib/analytics/storage';
import { chooseTile, elapsedMs, formatMatchTime, MATCH_PAIRS, readBestTime, recordMatchTime, startMatchRound } from '../match-game';
import type { QuizCard } from '../study-questions';

const card = (index: number, back = `Definition ${index}`): QuizCard => ({ uuid: `c${index}`, front: `Begriff ${index}`, back, frontImageUrl: null, backImageUrl: null });
const inOrder = () => 0.5;

describe('Match', () => {
  it('deals up to 6 pairs a round, leaving out a second card with a definition that reads the same', () => {
    const round = startMatchRound(Array.from({ length: 10 }, (_, index) => card(index)), Math.random, 0);
    expect(round.tiles).toHaveLength(2 * MATCH_PAIRS);
    const twins = startMatchRound([card(1, 'Zelle'), card(2, 'zelle.'), card(3, 'Kern')], inOrder, 0);
    expect(new Set(twins.tiles.map((tile) => tile.cardUuid)).size).toBe(2);
  });

  it('clears a term and its definition, not two tiles of different cards, and stops the clock at the last pair', () => {
    let round = startMatchRound([card(1), card(2)], inOrder, 1_000);
    round = chooseTile(round, 'c1:front', 2_000);
    expect(round.selected).toBe('c1:front');
    round = chooseTile(round, 'c2:back', 2_500);
    expect(round).toMatchObject({ selected: null, matched: [], mistakes: 1, last: { result: 'miss' } });
    round = chooseTile(round, 'c1:back', 3_000);
    round = chooseTile(round, 'c1:front', 3_200);
    expect(round.matched).toEqual(['c1:back', 'c1:front']);
    expect(round.finishedAt).toBeNull();
    expect(elapsedMs(round, 9_000)).toBe(8_000);
    round = chooseTile(round, 'c2:front', 4_000);
    round = chooseTile(round, 'c2:back', 4_700);
    expect(round.finishedAt).toBe(4_700);
    expect(elapsedMs(round, 60_000)).toBe(3_700);
    expect(chooseTile(round, 'c1:front', 5_000)).toBe(round);
  });

  it('takes back a choice chosen again, and moves the choice to another tile of the same side', () => {
    let round = startMatchRound([card(1), card(2)], inOrder, 0);
    round = chooseTile(round, 'c1:front', 1);
    expect(chooseTile(round, 'c1:front', 2).selected).toBeNull();
    expect(chooseTile(round, 'c2:front', 2)).toMatchObject({ selected: 'c2:front', mistakes: 0 });
  });

  it("keeps the set's best time: a faster round replaces it, a slower or equal one does not", () => {
    const store = memoryStore();
    expect(readBestTime(store, 'set-1')).toBeNull();
    expect(recordMatchTime(store, 'set-1', 12_400)).toEqual({ best: 12_400, isNewBest: true });
    expect(recordMatchTime(store, 'set-1', 15_000)).toEqual({ best: 12_400, isNewBest: false });
    expect(recordMatchTime(store, 'set-1', 12_400)).toEqual({ best: 12_400, isNewBest: false });
    expect(recordMatchTime(store, 'set-1', 9_050)).toEqual({ best: 9_050, isNewBest: true });
    expect(readBestTime(store, 'set-1')).toBe(9_050);
    expect(readBestTime(store, 'set-2')).toBeNull();
  });

  it('shows a time as seconds with one decimal in the interface language', () => {
    expect(formatMatchTime(12_480, 'en')).toBe('12.4 sec');
    expect(formatMatchTime(9_050, 'de')).toBe('9,0 Sek.');
  });
});
