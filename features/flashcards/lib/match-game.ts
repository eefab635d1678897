// Match: a timed game of pairing terms with their definitions — up to 6 pairs a round, the tiles shuffled; choosing a
// term and then its definition (or the other way round) clears the pair, a wrong pair is cleared as a choice only. The
// clock runs from the round's start to its last pair; the best time per set stays on this device.
import type { KeyValueStore } from '../../../lib/analytics/storage';
import { normalizeAnswer } from '../../../lib/flashcards/lenient-grading';
import { shuffled, type QuizCard, type Random } from './study-questions';

export const MATCH_PAIRS = 6;

type MatchTile = { id: string; cardUuid: string; side: 'front' | 'back'; html: string; imageUrl: string | null };
export type MatchRound = {
  tiles: MatchTile[];
  matched: string[];
  selected: string | null;
  /** The last choice: a pair cleared, or two tiles that do not belong together. */
  last: { result: 'match' | 'miss'; tiles: [string, string] } | null;
  mistakes: number;
  startedAt: number;
  finishedAt: number | null;
};

/** A round on up to 6 cards whose backs read differently (two equal definitions could not be told apart). */
export function startMatchRound(cards: readonly QuizCard[], random: Random, now: number): MatchRound {
  const seen = new Set<string>();
  const chosen: QuizCard[] = [];
  for (const card of shuffled(cards, random)) {
    const back = normalizeAnswer(card.back);
    if (chosen.length === MATCH_PAIRS) break;
    if (seen.has(back)) continue;
    seen.add(back);
    chosen.push(card);
  }
  const tiles = chosen.flatMap((card): MatchTile[] => [
    { id: `${card.uuid}:front`, cardUuid: card.uuid, side: 'front', html: card.front, imageUrl: card.frontImageUrl },
    { id: `${card.uuid}:back`, cardUuid: card.uuid, side: 'back', html: card.back, imageUrl: card.backImageUrl },
  ]);
  return { tiles: shuffled(tiles, random), matched: [], selected: null, last: null, mistakes: 0, startedAt: now, finishedAt: null };
}

/** The round after a tile is chosen: the first of a pair is selected (again: unselected), the second decides. */
export function chooseTile(round: MatchRound, tileId: string, now: number): MatchRound {
  const tile = round.tiles.find((candidate) => candidate.id === tileId);
  if (!tile || round.finishedAt !== null || round.matched.includes(tileId)) return round;
  if (round.selected === null) return { ...round, selected: tileId, last: null };
  if (round.selected === tileId) return { ...round, selected: null };
  const first = round.tiles.find((candidate) => candidate.id === round.selected)!;
  if (first.side === tile.side) return { ...round, selected: tileId, last: null };
  if (first.cardUuid !== tile.cardUuid) return { ...round, selected: null, last: { result: 'miss', tiles: [first.id, tile.id] }, mistakes: round.mistakes + 1 };
  const matched = [...round.matched, first.id, tile.id];
  const finishedAt = matched.length === round.tiles.length ? now : null;
  return { ...round, selected: null, matched, finishedAt, last: { result: 'match', tiles: [first.id, tile.id] } };
}

export const elapsedMs = (round: MatchRound, now: number) => (round.finishedAt ?? now) - round.startedAt;

const bestTimeKey = (knowUuid: string) => `knowly.flashcards.match.best.${knowUuid}`;

export function readBestTime(store: KeyValueStore, knowUuid: string): number | null {
  const value = Number(store.getItem(bestTimeKey(knowUuid)));
  return Number.isFinite(value) && value > 0 ? value : null;
}

/** Keeps a finished round's time when it beats the set's best; answers the best time and whether it is new. */
export function recordMatchTime(store: KeyValueStore, knowUuid: string, timeMs: number): { best: number; isNewBest: boolean } {
  const best = readBestTime(store, knowUuid);
  if (best !== null && best <= timeMs) return { best, isNewBest: false };
  try {
    store.setItem(bestTimeKey(knowUuid), String(Math.round(timeMs)));
  } catch {
    // A full storage only loses the record.
  }
  return { best: timeMs, isNewBest: true };
}

/** A time as seconds with one decimal, in the interface language ("12.3 s"). */
export function formatMatchTime(timeMs: number, locale: string): string {
  return new Intl.NumberFormat(locale, { style: 'unit', unit: 'second', unitDisplay: 'short', minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(Math.floor(timeMs / 100) / 10);
}
