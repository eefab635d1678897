// The throttle store in Redis (REDIS_URL), shared by every app process: each namespace is a RateLimiterRedis of
// rate-limiter-flexible (an atomic INCRBY with the window's expiry set on the first point). Should Redis fail, the
// call is counted in this process's memory store instead (the insurance), so sign-ins and mails go on rather than fail.
import type { Redis } from 'ioredis';
import { RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';
import { logger } from '../logger';
import { createMemoryThrottleStore } from './memory-throttle-store';
import { storeOfNamespaces, type CounterState, type ThrottleCounters, type ThrottleStore } from './throttle-store';

type RedisStoreOptions = { prefix?: string; insurance?: ThrottleStore };

/** How long a count waits for a client that is still making its first connection (a process's first requests). */
const FIRST_CONNECTION_WAIT_MS = 2_000;

/** Resolves once a client still making its first connection is ready, or after FIRST_CONNECTION_WAIT_MS. Without it,
 *  the counts of a freshly started process went to its memory (the client refuses commands until connected), where the
 *  other processes do not see them: a sign-in throttle that a restart could be used to dodge. A client that lost an
 *  established connection is not waited for: the insurance counts at once. */
function firstConnection(client: Redis): Promise<void> {
  if (client.status !== 'connecting' && client.status !== 'connect') return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      client.off('ready', done);
      resolve();
    };
    const timer = setTimeout(done, FIRST_CONNECTION_WAIT_MS);
    client.once('ready', done);
  });
}

const stateOf = (res: RateLimiterRes): CounterState => ({ count: res.consumedPoints, msLeft: res.msBeforeNext });

export function createRedisThrottleStore(client: Redis, { prefix = 'knowly', insurance = createMemoryThrottleStore() }: RedisStoreOptions = {}): ThrottleStore {
  function countersIn(namespace: string): ThrottleCounters {
    // `points` is not used: the throttles compare counts with their own limits.
    const limiter = new RateLimiterRedis({ storeClient: client, keyPrefix: `${prefix}:throttle:${namespace}`, points: 1, duration: 60 });
    const fallback = insurance.counters(namespace);
    async function withInsurance<T>(operation: string, inRedis: () => Promise<T>, inMemory: () => Promise<T>): Promise<T> {
      try {
        await firstConnection(client);
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
