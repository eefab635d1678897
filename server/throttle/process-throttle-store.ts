// The process's throttle store: Redis when REDIS_URL is set (one client for all throttles, decision 011), else this
// process's memory. Tests start afresh with resetThrottleStore.
import { Redis } from 'ioredis';
import { env } from '../env';
import { logger } from '../logger';
import { createMemoryThrottleStore } from './memory-throttle-store';
import { createRedisThrottleStore } from './redis-throttle-store';
import type { ThrottleStore } from './throttle-store';

const holder = globalThis as unknown as { knowlyThrottleRedis?: Redis; knowlyThrottleStore?: ThrottleStore };

function sharedRedisClient(url: string): Redis {
  if (!holder.knowlyThrottleRedis) {
    const client = new Redis(url, { maxRetriesPerRequest: 1, enableOfflineQueue: false });
    client.on('error', (error: Error) => logger().warn({ err: error.message }, 'throttling: Redis unreachable, counting in memory'));
    holder.knowlyThrottleRedis = client;
  }
  return holder.knowlyThrottleRedis;
}

export function throttleStore(): ThrottleStore {
  if (!holder.knowlyThrottleStore) {
    const url = env().REDIS_URL;
    holder.knowlyThrottleStore = url ? createRedisThrottleStore(sharedRedisClient(url)) : createMemoryThrottleStore();
  }
  return holder.knowlyThrottleStore;
}

/** Starts every throttle's counts afresh, or with another store (tests). */
export function resetThrottleStore(store?: ThrottleStore): void {
  holder.knowlyThrottleStore = store;
}
