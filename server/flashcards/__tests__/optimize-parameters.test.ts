import { describe, expect, it } from 'vitest';
import { optimizeParameters } from '../scheduling/optimize-parameters';
import { generatedReviewLog } from './fixtures/generated-review-log';

/** A generated log of a learner who forgets faster than the defaults assume (fixtures/generated-review-log.ts). */
const generatedLog = (size: number) => generatedReviewLog(size, { learner: 'forgets-faster' });

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
