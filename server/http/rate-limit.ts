// A fixed-window request limit with a typed refusal: `count(key)` counts one request of the key, or throws
// TooManyRequestsError (429, data.retryAfterSeconds) past `points` in `durationSeconds`. Counted in this process's
// memory by default (bounded: rate-limiter-flexible's memory store drops a key when its window ends); with REDIS_URL in
// Redis, shared by every app process, falling back to memory should Redis be unreachable (as the login throttle does).
import { Redis } from 'ioredis';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { AppError } from '../../lib/errors';
import { env } from '../env';
import { logger } from '../logger';

export type RateLimitRule = { name: string; points: number; durationSeconds: number };
export type RateLimit = { count(key: string): Promise<void> };

const redisHandle = globalThis as unknown as { knowlyRateLimitRedis?: Redis };

function sharedRedis(url: string): Redis {
  if (!redisHandle.knowlyRateLimitRedis) {
    const client = new Redis(url, { maxRetriesPerRequest: 1, enableOfflineQueue: false });
    client.on('error', (error: Error) => logger().warn({ err: error.message }, 'rate limits: Redis unreachable, counting in memory'));
    redisHandle.knowlyRateLimitRedis = client;
  }
  return redisHandle.knowlyRateLimitRedis;
}

function limiterOf({ name, points, durationSeconds }: RateLimitRule, redisUrl: string | undefined): RateLimiterAbstract {
  const memory = new RateLimiterMemory({ keyPrefix: name, points, duration: durationSeconds });
  if (!redisUrl) return memory;
  return new RateLimiterRedis({ storeClient: sharedRedis(redisUrl), keyPrefix: `knowly:${name}`, points, duration: durationSeconds, insuranceLimiter: memory });
}

/** A limit per rule; a request must pass every rule (e.g. per hour and per day). */
export function createRateLimit(rules: RateLimitRule[], { redisUrl = env().REDIS_URL }: { redisUrl?: string } = {}): RateLimit {
  const limiters = rules.map((rule) => limiterOf(rule, redisUrl));
  return {
    async count(key) {
      const results = await Promise.allSettled(limiters.map((limiter) => limiter.consume(key, 1)));
      const refused = results.flatMap((result) => (result.status === 'rejected' ? [result.reason as unknown] : []));
      if (refused.length === 0) return;
      const waits = refused.map((reason) => {
        if (!(reason instanceof RateLimiterRes)) throw reason;
        return reason.msBeforeNext;
      });
      throw new AppError('TooManyRequestsError', { retryAfterSeconds: Math.max(1, Math.ceil(Math.max(...waits) / 1000)) });
    },
  };
}
