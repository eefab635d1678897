// Where the analytics client keeps its state (spec §3 "locally stored"): localStorage, or memory for this page when
// the browser refuses storage (private modes, blocked site data). Tests pass their own store.
export type KeyValueStore = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export function memoryStore(): KeyValueStore {
  const values = new Map<string, string>();
  return {
    getItem: (key) => values.get(key) ?? null,
    setItem: (key, value) => void values.set(key, String(value)),
    removeItem: (key) => void values.delete(key),
  };
}

let fallback: KeyValueStore | undefined;

/** The browser's localStorage when it works, else one memory store per page. */
export function localStore(): KeyValueStore {
  try {
    const storage = window.localStorage;
    const probe = '__knowly_probe__';
    storage.setItem(probe, probe);
    storage.removeItem(probe);
    return storage;
  } catch {
    fallback ??= memoryStore();
    return fallback;
  }
}

/** The stored JSON value, or null when it is missing or not JSON. */
export function readJson(store: KeyValueStore, key: string): unknown {
  const raw = store.getItem(key);
  if (raw === null) return null;
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    return null;
  }
}

/** Stores a value as JSON; a full or refused storage only loses the value. */
export function writeJson(store: KeyValueStore, key: string, value: unknown): void {
  try {
    store.setItem(key, JSON.stringify(value));
  } catch {
    // A full storage (QuotaExceededError) leaves the old value: analytics never fails the page.
  }
}
