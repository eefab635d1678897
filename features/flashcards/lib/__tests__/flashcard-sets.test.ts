import { describe, expect, it } from 'vitest';
import { flashcardSets, unnamedSetUuids, type KnownSet } from '../flashcard-sets';

const known: KnownSet[] = [
  { knowUuid: 'own', title: 'Verben', path: '/knows/verben-own', source: 'own' },
  { knowUuid: 'saved', title: 'Anatomie', path: '/knows/anatomie-saved', source: 'saved' },
  { knowUuid: 'quiet', title: 'Zellen', path: '/knows/zellen-quiet', source: 'own' },
];

describe("the overview's sets", () => {
  it('counts the reviews and new cards due today per set, busiest first, then by name', () => {
    const due = [
      { knowUuid: 'saved', state: 'review' as const },
      { knowUuid: 'saved', state: 'new' as const },
      { knowUuid: 'saved', state: 'learning' as const },
      { knowUuid: 'own', state: 'new' as const },
    ];
    const sets = flashcardSets(due, known, 'de');
    expect(sets.map((set) => [set.knowUuid, set.reviews, set.fresh])).toEqual([
      ['saved', 2, 1],
      ['own', 0, 1],
      ['quiet', 0, 0],
    ]);
  });

  it('lists a set studied but neither own nor saved, and names the ones still unnamed', () => {
    const due = [{ knowUuid: 'elsewhere', state: 'review' as const }];
    expect(flashcardSets(due, known, 'de')[0]).toMatchObject({ knowUuid: 'elsewhere', source: 'studied', reviews: 1, title: '' });
    expect(unnamedSetUuids([...due, ...due, { knowUuid: 'own' }], known)).toEqual(['elsewhere']);
  });

  it('lists a set once, even when it is both own and saved', () => {
    expect(flashcardSets([], [...known, { ...known[0]!, source: 'saved' }], 'de').filter((set) => set.knowUuid === 'own')).toHaveLength(1);
  });
});
