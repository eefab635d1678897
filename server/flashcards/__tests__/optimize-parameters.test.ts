import { createEmptyCard, fsrs, Rating, type Card } from 'ts-fsrs';
import { describe, expect, it } from 'vitest';
import { mulberry32 } from '../../../lib/seeded-random';
import { optimizeParameters, type LoggedReview } from '../scheduling/optimize-parameters';

/**
 * A generated log of 1,000 reviews: cards scheduled with FSRS's default parameters at 90 % desired retention, by a
 * learner who forgets faster than the defaults assume (their true memory is FSRS with the first-review stabilities
 * at a third and stability growing more slowly after a recall: w8 at 1.0 instead of 1.87), so that what they remember is drawn from their own forgetting curve.
 */
function generatedLog(size: number): LoggedReview[] {
  const random = (() => {
    const next = mulberry32(2026);
    return () => next() / 2 ** 32;
  })();
  const scheduler = fsrs({ request_retention: 0.9, enable_short_term: false });
  const defaults = scheduler.parameters.w;
  const learner = fsrs({ w: defaults.map((value, index) => (index < 4 ? value / 3 : index === 8 ? 1 : value)), enable_short_term: false });
  const log: LoggedReview[] = [];
  const start = new Date('2026-01-05T08:00:00Z').getTime();
  type Studied = { uuid: string; scheduled: Card; memory: Card; at: Date };
  const queue: Studied[] = [];
  for (let index = 0; log.length < size; index++) {
    if (index % 4 === 0 || queue.length === 0) {
      const at = new Date(start + Math.floor(index / 4) * 86_400_000);
      queue.push({ uuid: `card-${index}`, scheduled: createEmptyCard(at), memory: createEmptyCard(at), at });
    }
    queue.sort((a, b) => a.at.getTime() - b.at.getTime());
    const card = queue.shift()!;
    const recall = card.memory.reps === 0 ? 0.75 : learner.get_retrievability(card.memory, card.at, false);
    const rating = random() < recall ? (random() < 0.15 ? Rating.Easy : random() < 0.1 ? Rating.Hard : Rating.Good) : Rating.Again;
    log.push({ cardUuid: card.uuid, rating, reviewedAt: card.at });
    const scheduled = scheduler.next(card.scheduled, card.at, rating).card;
    queue.push({ uuid: card.uuid, scheduled, memory: learner.next(card.memory, card.at, rating).card, at: scheduled.due });
  }
  return log;
}

describe('optimizeParameters', () => {
  it('waits for 400 reviews', async () => {
    expect(await optimizeParameters(generatedLog(399))).toEqual({ status: 'too-few-reviews', reviews: 399 });
  });

  it("fits parameters on a generated log of 1,000 reviews that predict the held-out cards' reviews better than the defaults", async () => {
    const startedAt = performance.now();
    const outcome = await optimizeParameters(generatedLog(1000));
    const ms = performance.now() - startedAt;
    if (outcome.status === 'too-few-reviews') throw new Error('expected a fit');
    console.info(`optimizer on 1,000 reviews: log loss fitted ${outcome.logLoss.fitted.toFixed(4)}, defaults ${outcome.logLoss.defaults.toFixed(4)}, ${ms.toFixed(0)} ms`);
    expect(outcome.status).toBe('kept');
    expect(outcome.parameters).toHaveLength(21);
    expect(outcome.logLoss.fitted).toBeLessThan(outcome.logLoss.defaults);
  });
});
