// The rendered-page cache: whole HTML responses of public pages for visitors who are not signed in, kept per process
// (proxy.ts runs in the server's own Node.js process, its module state lives as long as the server), so that a
// popular page is rendered once per few seconds instead of once per request. Decision 018.
//
// An entry is a template: the HTML cut at every occurrence of the nonce it was rendered with, so that each response
// joins it with its own fresh nonce. Entries are fresh for `freshMs`; after that, up to `maxAgeMs`, an entry is still
// served while one refill runs in the background (stale-while-revalidate); older entries are dropped. Least recently
// used entries go first once the total size passes `maxBytes`. Concurrent misses of one key share one fill.

export type CachedResponse = {
  status: number;
  /** Response headers to repeat: no length, hop-by-hop or ETag headers; no CSP when templated (a kept response also
   *  has no Set-Cookie). */
  headers: [string, string][];
  /** The body cut at the nonce it was rendered with: `parts.join(nonce)` is the body for a new nonce. */
  parts: string[];
  /** Whether the body carried the nonce of its policy (then the response is sent with the visitor's own policy). */
  templated: boolean;
  /** A page without any nonce, the same for every visitor (decision 040): its policy allows its inline scripts and
   *  styles by these hashes, and a shared cache may keep it. */
  hashes?: { scriptHashes: readonly string[]; styleHashes: readonly string[] };
};

/** What a fill gives back: the rendered response and whether it may be kept. */
export type FillResult = { response: CachedResponse; cacheable: boolean };

export type Lookup =
  | { state: 'hit'; response: CachedResponse }
  | { state: 'stale'; response: CachedResponse }
  | { state: 'miss' };

type Entry = { response: CachedResponse; bytes: number; storedAt: number };

export type RenderedPageCacheOptions = {
  freshMs: number;
  maxAgeMs: number;
  maxBytes: number;
  now?: () => number;
};

/** Fresh for 60 s, then served while one refill runs up to 5 min old; 50 MB at most. A know's own pages are dropped at
 *  once when the know changes in this process (invalidateRenderedPages); lists that show it follow within the TTL. */
export const RENDERED_PAGE_CACHE_OPTIONS: RenderedPageCacheOptions = { freshMs: 60_000, maxAgeMs: 300_000, maxBytes: 50 * 1024 * 1024 };

/** The options with RENDERED_PAGE_CACHE_FRESH_SECONDS (1–600) as the freshness, when set: the scale test shortens it
 *  to show its staleness bound in seconds instead of minutes. */
export function renderedPageCacheOptions(source: Record<string, string | undefined>): RenderedPageCacheOptions {
  const fresh = Number(source.RENDERED_PAGE_CACHE_FRESH_SECONDS);
  return Number.isInteger(fresh) && fresh >= 1 && fresh <= 600 ? { ...RENDERED_PAGE_CACHE_OPTIONS, freshMs: fresh * 1000 } : RENDERED_PAGE_CACHE_OPTIONS;
}

export type PageCacheState = { cache: RenderedPageCache; secret: string };

/** The process's cache, shared by the proxy and the API routes (separate bundles, one process) through globalThis. */
export const pageCacheHolder = globalThis as typeof globalThis & { __knowlyRenderedPageCache?: PageCacheState };

/** Drops the rendered pages whose cache key holds `fragment` (a know's uuid) from this process's cache, if any. */
export function invalidateRenderedPages(fragment: string): void {
  pageCacheHolder.__knowlyRenderedPageCache?.cache.deleteContaining(fragment);
}

/** Bytes an entry takes, roughly: UTF-16 strings, two bytes a character. */
export function responseBytes(response: CachedResponse): number {
  let bytes = 64;
  for (const part of response.parts) bytes += part.length * 2;
  for (const [name, value] of response.headers) bytes += (name.length + value.length) * 2;
  return bytes;
}

/** Cuts the HTML at every occurrence of the nonce it was rendered with (no nonce: one part). */
export function toTemplate(html: string, nonce: string | null): string[] {
  return nonce ? html.split(nonce) : [html];
}

/** The body for a response with this nonce. */
export function renderTemplate(parts: readonly string[], nonce: string): string {
  return parts.join(nonce);
}

export class RenderedPageCache {
  private readonly entries = new Map<string, Entry>();
  private readonly filling = new Map<string, Promise<FillResult | null>>();
  private bytes = 0;
  private readonly now: () => number;

  constructor(private readonly options: RenderedPageCacheOptions) {
    this.now = options.now ?? Date.now;
  }

  get size(): number {
    return this.entries.size;
  }

  get totalBytes(): number {
    return this.bytes;
  }

  lookup(key: string): Lookup {
    const entry = this.entries.get(key);
    if (!entry) return { state: 'miss' };
    const age = this.now() - entry.storedAt;
    if (age >= this.options.maxAgeMs) {
      this.delete(key);
      return { state: 'miss' };
    }
    // Most recently used last.
    this.entries.delete(key);
    this.entries.set(key, entry);
    return { state: age < this.options.freshMs ? 'hit' : 'stale', response: entry.response };
  }

  store(key: string, response: CachedResponse): void {
    this.delete(key);
    const bytes = responseBytes(response);
    if (bytes > this.options.maxBytes) return;
    this.entries.set(key, { response, bytes, storedAt: this.now() });
    this.bytes += bytes;
    for (const [oldest, entry] of this.entries) {
      if (this.bytes <= this.options.maxBytes) break;
      this.entries.delete(oldest);
      this.bytes -= entry.bytes;
    }
  }

  delete(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.bytes -= entry.bytes;
  }

  clear(): void {
    this.entries.clear();
    this.bytes = 0;
  }

  /** Removes every entry whose key contains `fragment` (e.g. a know's uuid: its page in every locale and variant). */
  deleteContaining(fragment: string): number {
    let removed = 0;
    for (const key of [...this.entries.keys()]) {
      if (!key.includes(fragment)) continue;
      this.delete(key);
      removed += 1;
    }
    return removed;
  }

  /**
   * Runs `fill` for the key unless a fill for it is already running, whose result is then shared (`shared: true`). A
   * cacheable result is stored; any other result removes what was kept (a know made private answers 404 from then
   * on). A fill that fails resolves null and keeps nothing.
   */
  fill(key: string, fill: () => Promise<FillResult>): { result: Promise<FillResult | null>; shared: boolean } {
    const running = this.filling.get(key);
    if (running) return { result: running, shared: true };
    const started = fill()
      .then((result) => {
        if (result.cacheable) this.store(key, result.response);
        else this.delete(key);
        return result;
      })
      .catch(() => null)
      .finally(() => this.filling.delete(key));
    this.filling.set(key, started);
    return { result: started, shared: false };
  }

  /** Whether a fill of the key is running (a stale hit starts none then). */
  isFilling(key: string): boolean {
    return this.filling.has(key);
  }
}
