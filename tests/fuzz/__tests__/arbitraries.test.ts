// The fuzz suite's generators terminate: for every route's body and query schema, and for strings whose length bounds
// no nasty string meets, a batch of values is generated within a bound. A filter that nothing passes made fast-check
// generate for ever (a long minimum length), which hung the CI-sized fuzz run until CI's time ran out.
import fc from 'fast-check';
import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { ALL_ROUTES } from '../../../server/routes';
import { jsonBody, jsonSchemaOf, paramRecord } from '../arbitraries';

const POOLS = { uuids: ['3f1c2b9e-8d4a-4f6b-9c2d-1a2b3c4d5e6f'], emails: ['alice@example.org'], passwords: ['reviser2026', 'x'] };
const BATCH = 60;
const BOUND_MS = 10_000;

function generationMs(arbitrary: fc.Arbitrary<unknown>): number {
  const started = performance.now();
  fc.sample(arbitrary, { numRuns: BATCH, seed: 20_260_407 });
  return performance.now() - started;
}

describe('fuzz arbitraries', () => {
  it('generate strings of any length bounds, past every nasty string and password', () => {
    for (const schema of [z.string().min(200).max(400), z.string().min(61), z.string().min(20).max(20), z.string().regex(/^[a-z]+$/).min(80)]) {
      const values = fc.sample(jsonBody(jsonSchemaOf(z.object({ text: schema })), POOLS), { numRuns: BATCH, seed: 7 });
      expect(values).toHaveLength(BATCH);
    }
  });

  it(`generate ${BATCH} requests for every route's body and query within ${BOUND_MS / 1000} s each`, () => {
    const slow: string[] = [];
    for (const route of ALL_ROUTES) {
      const body = route.body ? generationMs(jsonBody(jsonSchemaOf(route.body), POOLS)) : 0;
      const query = route.query ? generationMs(paramRecord(jsonSchemaOf(route.query), POOLS)) : 0;
      if (body > BOUND_MS || query > BOUND_MS) slow.push(`${route.method} ${route.path}: body ${Math.round(body)} ms, query ${Math.round(query)} ms`);
    }
    expect(slow).toEqual([]);
  }, 600_000);
});
