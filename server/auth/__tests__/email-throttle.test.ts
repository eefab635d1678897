import { describe, expect, it } from 'vitest';
import { AppError } from '../../../lib/errors';
import { EMAIL_SEND_LIMITS, SlidingWindowThrottle } from '../email-throttle';

const MINUTE = 60_000;

function retryAfter(throttle: SlidingWindowThrottle, key: string, now: number): number | undefined {
  try {
    throttle.hit(key, now);
    return undefined;
  } catch (error) {
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).type).toBe('TooManyRequestsError');
    return (error as AppError).data.retryAfterSeconds as number;
  }
}

describe('the e-mail send throttle (1 a minute, 5 a day per key)', () => {
  it('allows one use a minute and says when the next one is allowed', () => {
    const throttle = new SlidingWindowThrottle(EMAIL_SEND_LIMITS);
    const start = 1_000_000_000;
    expect(retryAfter(throttle, 'a', start)).toBeUndefined();
    expect(retryAfter(throttle, 'a', start + 20_000)).toBe(40);
    expect(retryAfter(throttle, 'b', start + 20_000)).toBeUndefined();
    expect(retryAfter(throttle, 'a', start + MINUTE)).toBeUndefined();
  });

  it('allows five a day; refused attempts do not count', () => {
    const throttle = new SlidingWindowThrottle(EMAIL_SEND_LIMITS);
    const start = 2_000_000_000;
    for (let index = 0; index < 5; index += 1) expect(retryAfter(throttle, 'k', start + index * 2 * MINUTE)).toBeUndefined();
    const wait = retryAfter(throttle, 'k', start + 10 * MINUTE);
    expect(wait).toBe(24 * 60 * 60 - 10 * 60);
    expect(retryAfter(throttle, 'k', start + 11 * MINUTE)).toBeGreaterThan(0);
    expect(retryAfter(throttle, 'k', start + 24 * 60 * MINUTE)).toBeUndefined();
  });
});
