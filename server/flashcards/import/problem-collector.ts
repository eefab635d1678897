// Collects an import's problems grouped by reason: each reason's count and its first IMPORT_PROBLEM_EXAMPLES places,
// in the order the reasons first occur. Its groups are bounded (ten reasons × five places) whatever the input holds.
import { IMPORT_PROBLEM_EXAMPLES } from '../../../lib/contracts/flashcards';
import type { ImportProblemGroup, ImportProblemPlace, ImportProblemReason } from './import-result';

export type ProblemCollector = {
  add(reason: ImportProblemReason, place: ImportProblemPlace): void;
  groups(): ImportProblemGroup[];
};

export function problemCollector(): ProblemCollector {
  const byReason = new Map<ImportProblemReason, ImportProblemGroup>();
  return {
    add(reason, place) {
      let group = byReason.get(reason);
      if (!group) {
        group = { reason, count: 0, examples: [] };
        byReason.set(reason, group);
      }
      group.count++;
      if (group.examples.length < IMPORT_PROBLEM_EXAMPLES) group.examples.push(place);
    },
    groups: () => [...byReason.values()].map((group) => ({ ...group, examples: [...group.examples] })),
  };
}
