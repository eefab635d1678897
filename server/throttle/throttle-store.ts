// Where throttling counts live (sign-in, password checks, sign-up, password reset, mails): the interface only. The
// memory store (memory-throttle-store.ts) and the Redis store (redis-throttle-store.ts) implement it; the process
// picks one in process-throttle-store.ts.

/** A key's count and how long its window still runs. */
export type CounterState = { count: number; msLeft: number };

/** Counts per key in fixed windows: a key's window starts with its first point and ends `windowSeconds` later. */
export type ThrottleCounters = {
  /** Adds points (negative ones give back) to the key's count and answers its new state. */
  add(key: string, points: number, windowSeconds: number): Promise<CounterState>;
  /** The key's state, or undefined when it has no count in a running window. */
  get(key: string): Promise<CounterState | undefined>;
  delete(key: string): Promise<void>;
};

/** Counters by namespace ('login:account', 'mail:60'…): each namespace counts its keys apart from the others. */
export type ThrottleStore = { counters(namespace: string): ThrottleCounters };

/** A store whose counters are made once per namespace by `make`, then kept. */
export function storeOfNamespaces<C extends ThrottleCounters>(make: (namespace: string) => C): { counters(namespace: string): C } {
  const namespaces = new Map<string, C>();
  return {
    counters(namespace) {
      let counters = namespaces.get(namespace);
      if (!counters) {
        counters = make(namespace);
        namespaces.set(namespace, counters);
      }
      return counters;
    },
  };
}
