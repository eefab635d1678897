// The throttle store in this process's memory, bounded: each namespace keeps at most `maxKeys` keys, in the order
// they were last counted. Expired keys go when they are next read, and each call also drops up to a few expired keys
// at the front (the longest untouched); when a namespace is full, the key untouched longest goes first. No call walks
// the whole map, and no timer is kept per key, so a flood of distinct keys costs bounded memory and constant time
// per request (security finding: the e-mail throttle's map grew without bound and swept every key on each request).
import { storeOfNamespaces, type CounterState, type ThrottleCounters, type ThrottleStore } from './throttle-store';

type Entry = { count: number; expiresAt: number };

/** Keys per namespace: about 100 bytes each, so 20,000 keys are a few MB. */
const MAX_KEYS = 20_000;
/** Expired keys dropped from the front per call, at most. */
const SWEEP_PER_CALL = 4;

export type MemoryThrottleCounters = ThrottleCounters & { size(): number };

export function createMemoryThrottleCounters({ maxKeys = MAX_KEYS }: { maxKeys?: number } = {}): MemoryThrottleCounters {
  const entries = new Map<string, Entry>();

  const stateOf = (entry: Entry, now: number): CounterState => ({ count: entry.count, msLeft: entry.expiresAt - now });

  function live(key: string, now: number): Entry | undefined {
    const entry = entries.get(key);
    if (entry && entry.expiresAt <= now) {
      entries.delete(key);
      return undefined;
    }
    return entry;
  }

  function sweep(now: number): void {
    for (let swept = 0; swept < SWEEP_PER_CALL; swept++) {
      const oldest = entries.entries().next();
      if (oldest.done || oldest.value[1].expiresAt > now) return;
      entries.delete(oldest.value[0]);
    }
  }

  return {
    async add(key, points, windowSeconds) {
      const now = Date.now();
      sweep(now);
      const entry = live(key, now) ?? { count: 0, expiresAt: now + windowSeconds * 1000 };
      entry.count += points;
      // Counted last: moved to the back of the map's order.
      entries.delete(key);
      entries.set(key, entry);
      while (entries.size > maxKeys) entries.delete(entries.keys().next().value!);
      return stateOf(entry, now);
    },
    async get(key) {
      const now = Date.now();
      const entry = live(key, now);
      return entry ? stateOf(entry, now) : undefined;
    },
    async delete(key) {
      entries.delete(key);
    },
    size: () => entries.size,
  };
}

export function createMemoryThrottleStore(options: { maxKeys?: number } = {}): ThrottleStore {
  return storeOfNamespaces(() => createMemoryThrottleCounters(options));
}
