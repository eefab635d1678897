// The throttle store in Redis (REDIS_URL), shared by every app process: each namespace is a RateLimiterRedis of
// rate-limiter-flexible (an atomic INCRBY with the window's expiry set on the first point). Should Redis fail, the
// call is counted in this process's memory store instead (the insurance), so sign-ins and mails go on rather than fail.
import type { Redis } from 'ioredis';
import { RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';
import { logger } from '../logger';
import { createMemoryThrottleStore } from './memory-throttle-store';
import { storeOfNamespaces, type CounterState, type ThrottleCounters, type ThrottleStore } from './throttle-store';

type RedisStoreOptions = { prefix?: string; insurance?: ThrottleStore };

const stateOf = (res: RateLimiterRes): CounterState => ({ count: res.consumedPoints, msLeft: res.msBeforeNext });

export function createRedisThrottleStore(client: Redis, { prefix = 'knowly', insurance = createMemoryThrottleStore() }: RedisStoreOptions = {}): ThrottleStore {
  function countersIn(namespace: string): ThrottleCounters {
    // `points` is not used: the throttles compare counts with their own limits.
    const limiter = new RateLimiterRedis({ storeClient: client, keyPrefix: `${prefix}:throttle:${namespace}`, points: 1, duration: 60 });
    const fallback = insurance.counters(namespace);
    async function withInsurance<T>(operation: string, inRedis: () => Promise<T>, inMemory: () => Promise<T>): Promise<T> {
      try {
        return await inRedis();
      } catch (error) {
        if (error instanceof RateLimiterRes) throw error;
        logger().warn({ err: error instanceof Error ? error.message : String(error), namespace, operation }, 'throttling: Redis failed, counting in memory');
        return inMemory();
      }
    }
    return {
      add: (key, points, windowSeconds) =>
        withInsurance(
          'add',
          async () => stateOf(points >= 0 ? await limiter.penalty(key, points, { customDuration: windowSeconds }) : await limiter.reward(key, -points, { customDuration: windowSeconds })),
          () => fallback.add(key, points, windowSeconds),
        ),
      get: (key) =>
        withInsurance(
          'get',
          async () => {
            const res = await limiter.get(key);
            return res && res.msBeforeNext > 0 ? stateOf(res) : undefined;
          },
          () => fallback.get(key),
        ),
      delete: (key) =>
        withInsurance(
          'delete',
          async () => void (await limiter.delete(key)),
          () => fallback.delete(key),
        ),
    };
  }

  return storeOfNamespaces(countersIn);
}
