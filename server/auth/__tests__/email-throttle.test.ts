// The mail throttle (1 a minute, 5 a day per key) and the bounded memory store its counts live in without Redis.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppError } from '../../../lib/errors';
import type { RateLimit } from '../../throttle/rate-limit';
import { createMailThrottle } from '../email-throttle';
import { createMemoryThrottleCounters, createMemoryThrottleStore } from '../../throttle/memory-throttle-store';

const MINUTE = 60_000;

async function retryAfter(throttle: RateLimit, ...keys: string[]): Promise<number | undefined> {
  try {
    await throttle.count(...keys);
    return undefined;
  } catch (error) {
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).type).toBe('TooManyRequestsError');
    return (error as AppError).data.retryAfterSeconds as number;
  }
}

beforeEach(() => vi.useFakeTimers({ toFake: ['Date'] }));
afterEach(() => vi.useRealTimers());

describe('the e-mail send throttle (1 a minute, 5 a day per key)', () => {
  it('allows one use a minute and says when the next one is allowed', async () => {
    const throttle = createMailThrottle(createMemoryThrottleStore());
    const start = 1_000_000_000;
    vi.setSystemTime(start);
    expect(await retryAfter(throttle, 'a')).toBeUndefined();
    vi.setSystemTime(start + 20_000);
    expect(await retryAfter(throttle, 'a')).toBe(40);
    expect(await retryAfter(throttle, 'b')).toBeUndefined();
    vi.setSystemTime(start + MINUTE);
    expect(await retryAfter(throttle, 'a')).toBeUndefined();
  });

  it('allows five a day; refused attempts do not count', async () => {
    const throttle = createMailThrottle(createMemoryThrottleStore());
    const start = 2_000_000_000;
    for (let index = 0; index < 5; index += 1) {
      vi.setSystemTime(start + index * 2 * MINUTE);
      expect(await retryAfter(throttle, 'k')).toBeUndefined();
    }
    vi.setSystemTime(start + 10 * MINUTE);
    expect(await retryAfter(throttle, 'k')).toBe(24 * 60 * 60 - 10 * 60);
    vi.setSystemTime(start + 11 * MINUTE);
    expect(await retryAfter(throttle, 'k')).toBeGreaterThan(0);
    vi.setSystemTime(start + 24 * 60 * MINUTE);
    expect(await retryAfter(throttle, 'k')).toBeUndefined();
  });

  it('counts a mail under every key it names, and none when one of them is over', async () => {
    const throttle = createMailThrottle(createMemoryThrottleStore());
    vi.setSystemTime(3_000_000_000);
    expect(await retryAfter(throttle, 'change-email:a', 'to:x@example.org')).toBeUndefined();
    // Another account, same target: refused by the target's count, and its own account key is not spent.
    expect(await retryAfter(throttle, 'change-email:b', 'to:x@example.org')).toBe(60);
    expect(await retryAfter(throttle, 'change-email:b', 'to:y@example.org')).toBeUndefined();
  });
});

describe('security: the e-mail throttle store is bounded', () => {
  it('keeps at most maxKeys keys however many distinct addresses come, dropping the longest untouched first', async () => {
    const counters = createMemoryThrottleCounters({ maxKeys: 1000 });
    vi.setSystemTime(4_000_000_000);
    for (let index = 0; index < 100_000; index += 1) await counters.add(`reset:user${index}@example.org`, 1, 86_400);
    expect(counters.size()).toBe(1000);
    expect(await counters.get('reset:user0@example.org')).toBeUndefined();
    expect(await counters.get('reset:user99999@example.org')).toMatchObject({ count: 1 });
  });

  it('drops expired keys as it goes, without a sweep over every key', async () => {
    const counters = createMemoryThrottleCounters({ maxKeys: 1000 });
    vi.setSystemTime(5_000_000_000);
    for (let index = 0; index < 500; index += 1) await counters.add(`old${index}`, 1, 60);
    vi.setSystemTime(5_000_000_000 + 61_000);
    for (let index = 0; index < 100; index += 1) await counters.add(`new${index}`, 1, 60);
    // Each add drops up to 4 expired keys from the front: 100 adds take 400 of the 500 expired keys, 100 are new.
    expect(counters.size()).toBe(200);
    expect(await counters.get('old0')).toBeUndefined();
  });
});
