// Limits on calls that send mail to an address on request of someone who need not be signed in (resend the
// confirmation, forgot password): at most 1 per minute and 5 per day per account or address. Counted per key
// whether or not a mail goes out, so that the answers reveal nothing about which accounts exist.
//
// Counters live in this process's memory (like the login throttle's default store): a restart or a second app
// process starts them afresh. That is enough against mail bombing from one client; shared counters belong to the
// Redis store when REDIS_URL is set (see ARCHITECTURE §3).
import { AppError } from '../../lib/errors';

export type ThrottleLimit = { windowMs: number; max: number };

const MINUTE_MS = 60_000;

export const EMAIL_SEND_LIMITS: ThrottleLimit[] = [
  { windowMs: MINUTE_MS, max: 1 },
  { windowMs: 24 * 60 * MINUTE_MS, max: 5 },
];

const MAX_KEYS = 100_000;

export class SlidingWindowThrottle {
  private readonly hits = new Map<string, number[]>();
  private readonly longestWindowMs: number;

  constructor(private readonly limits: ThrottleLimit[]) {
    this.longestWindowMs = Math.max(...limits.map((limit) => limit.windowMs));
  }

  /** Milliseconds until the key may be used again, 0 when it may now. */
  waitFor(key: string, now = Date.now()): number {
    const times = (this.hits.get(key) ?? []).filter((time) => time > now - this.longestWindowMs);
    let wait = 0;
    for (const { windowMs, max } of this.limits) {
      const inWindow = times.filter((time) => time > now - windowMs);
      if (inWindow.length >= max) wait = Math.max(wait, inWindow[inWindow.length - max]! + windowMs - now);
    }
    return wait;
  }

  /** Counts one use of the key, or throws TooManyRequestsError (data.retryAfterSeconds) without counting it. */
  hit(key: string, now = Date.now()): void {
    const wait = this.waitFor(key, now);
    if (wait > 0) throw new AppError('TooManyRequestsError', { retryAfterSeconds: Math.ceil(wait / 1000) });
    const times = (this.hits.get(key) ?? []).filter((time) => time > now - this.longestWindowMs);
    times.push(now);
    this.hits.set(key, times);
    if (this.hits.size > MAX_KEYS) this.sweep(now);
  }

  private sweep(now: number): void {
    for (const [key, times] of this.hits) {
      if (times.every((time) => time <= now - this.longestWindowMs)) this.hits.delete(key);
    }
  }
}

const holder = globalThis as typeof globalThis & { __knowlyEmailThrottle?: SlidingWindowThrottle };

/** The process's throttle for mail-sending requests; keys are e.g. `resend:<account uuid>`, `reset:<address>`. */
export function emailSendThrottle(): SlidingWindowThrottle {
  holder.__knowlyEmailThrottle ??= new SlidingWindowThrottle(EMAIL_SEND_LIMITS);
  return holder.__knowlyEmailThrottle;
}
