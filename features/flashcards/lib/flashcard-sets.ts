// The overview's list of sets: each set the user studies (their own, saved, or studied before) with its cards due
// today — reviews and new cards — counted from today's cards across sets; sets with cards due first (most first),
// then the others by name.
import type { DueFlashcard } from '../../../lib/contracts/flashcards';

/** `cardCount` is known for the sets the list names (absent for a set opened by its link). */
export type KnownSet = { knowUuid: string; title: string; path: string | null; source: 'own' | 'saved' | 'studied'; cardCount?: number };
type FlashcardSetSummary = KnownSet & { reviews: number; fresh: number };

export function flashcardSets(dueCards: readonly Pick<DueFlashcard, 'knowUuid' | 'state'>[], known: readonly KnownSet[], locale: string): FlashcardSetSummary[] {
  const sets = new Map<string, FlashcardSetSummary>();
  for (const set of known) if (!sets.has(set.knowUuid)) sets.set(set.knowUuid, { ...set, reviews: 0, fresh: 0 });
  for (const card of dueCards) {
    const set = sets.get(card.knowUuid) ?? { knowUuid: card.knowUuid, title: '', path: null, source: 'studied' as const, reviews: 0, fresh: 0 };
    if (card.state === 'new') set.fresh += 1;
    else set.reviews += 1;
    sets.set(card.knowUuid, set);
  }
  const collator = new Intl.Collator(locale);
  return [...sets.values()].sort((a, b) => b.reviews + b.fresh - (a.reviews + a.fresh) || collator.compare(a.title, b.title));
}

/** The sets among today's cards that the known sets do not name. */
export function unnamedSetUuids(dueCards: readonly Pick<DueFlashcard, 'knowUuid'>[], known: readonly KnownSet[]): string[] {
  const names = new Set(known.map((set) => set.knowUuid));
  return [...new Set(dueCards.map((card) => card.knowUuid))].filter((uuid) => !names.has(uuid));
}
