// A fixed-window request limit with a typed refusal: `count(...keys)` counts one request under each key against every
// rule, or throws TooManyRequestsError (429, data.retryAfterSeconds) past a rule's `points` in its `durationSeconds`,
// counting nothing. The counts live in the process's throttle store (process-throttle-store.ts): bounded memory, or
// Redis with REDIS_URL, shared by every app process and falling back to memory should Redis be unreachable.
import { AppError } from '../../lib/errors';
import { throttleStore } from './process-throttle-store';
import type { ThrottleStore } from './throttle-store';

export type RateLimitRule = { name: string; points: number; durationSeconds: number };
export type RateLimit = { count(...keys: string[]): Promise<void> };

/** A limit per rule; a request must pass every rule (e.g. per hour and per day) for every key it names. */
export function createRateLimit(rules: readonly RateLimitRule[], { store }: { store?: ThrottleStore } = {}): RateLimit {
  return {
    async count(...keys) {
      const current = store ?? throttleStore();
      const counted = await Promise.all(
        rules.flatMap((rule) => {
          const counters = current.counters(`rate:${rule.name}`);
          return keys.map(async (key) => ({ rule, key, counters, state: await counters.add(key, 1, rule.durationSeconds) }));
        }),
      );
      const over = counted.filter(({ rule, state }) => state.count > rule.points);
      if (over.length === 0) return;
      await Promise.all(counted.map(({ rule, key, counters }) => counters.add(key, -1, rule.durationSeconds)));
      const waitMs = Math.max(...over.map(({ state }) => state.msLeft));
      throw new AppError('TooManyRequestsError', { retryAfterSeconds: Math.max(1, Math.ceil(waitMs / 1000)) });
    },
  };
}
