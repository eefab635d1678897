import { describe, expect, it } from 'vitest';
import { invalidateRenderedPages, pageCacheHolder, RENDERED_PAGE_CACHE_OPTIONS, RenderedPageCache, renderedPageCacheOptions, renderTemplate, responseBytes, toTemplate, type CachedResponse, type FillResult } from '../rendered-page-cache';

const NONCE = 'MDAwMDAwMDAtMDAwMC00MDAwLTgwMDAtMDAwMDAwMDAwMDAw';

function page(html: string, nonce: string | null = NONCE): CachedResponse {
  return { status: 200, headers: [['content-type', 'text/html; charset=utf-8']], parts: toTemplate(html, nonce), templated: nonce !== null };
}

function clock(start = 1_000) {
  let now = start;
  return { now: () => now, advance: (ms: number) => (now += ms) };
}

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((yes, no) => {
    resolve = yes;
    reject = no;
  });
  return { promise, resolve, reject };
}

describe('nonce templates', () => {
  it('puts the new nonce wherever the old one was, and nowhere else', () => {
    const html = `<meta property="csp-nonce" content="${NONCE}"><style nonce="${NONCE}">a{}</style><script nonce="${NONCE}" id="__NEXT_DATA__">{}</script>`;
    const fresh = 'bmV3LW5vbmNlLW9mLXRoaXMtcmVxdWVzdC0wMDAwMDAwMDAw';
    const body = renderTemplate(toTemplate(html, NONCE), fresh);
    expect(body).not.toContain(NONCE);
    expect(body.split(fresh)).toHaveLength(4);
    expect(body).toBe(html.replaceAll(NONCE, fresh));
  });

  it('leaves a body without a nonce as it is', () => {
    expect(renderTemplate(toTemplate('<p>plain</p>', null), 'x')).toBe('<p>plain</p>');
    expect(renderTemplate(toTemplate('<p>plain</p>', NONCE), 'x')).toBe('<p>plain</p>');
  });
});

describe('RenderedPageCache', () => {
  it('answers a stored page as a hit while fresh, stale until its maximum age, then not at all', () => {
    const time = clock();
    const cache = new RenderedPageCache({ freshMs: 10_000, maxAgeMs: 30_000, maxBytes: 1_000_000, now: time.now });
    expect(cache.lookup('a').state).toBe('miss');
    cache.store('a', page('<p>a</p>'));
    expect(cache.lookup('a')).toMatchObject({ state: 'hit' });
    time.advance(9_999);
    expect(cache.lookup('a').state).toBe('hit');
    time.advance(1);
    expect(cache.lookup('a').state).toBe('stale');
    time.advance(19_999);
    expect(cache.lookup('a').state).toBe('stale');
    time.advance(1);
    expect(cache.lookup('a').state).toBe('miss');
    expect(cache.size).toBe(0);
    expect(cache.totalBytes).toBe(0);
  });

  it('keys are exact: another key is another page', () => {
    const cache = new RenderedPageCache({ freshMs: 10_000, maxAgeMs: 30_000, maxBytes: 1_000_000 });
    cache.store('["de.localhost:3000","","","de","/knows/x","","mkr.control"]', page('<p>control</p>'));
    expect(cache.lookup('["de.localhost:3000","","","de","/knows/x","","mkr.treatment"]').state).toBe('miss');
  });

  it('drops the least recently used pages once the total size passes the cap', () => {
    const one = page('x'.repeat(1000));
    const size = responseBytes(one);
    const cache = new RenderedPageCache({ freshMs: 10_000, maxAgeMs: 30_000, maxBytes: size * 3 });
    cache.store('a', one);
    cache.store('b', page('x'.repeat(1000)));
    cache.store('c', page('x'.repeat(1000)));
    expect(cache.totalBytes).toBe(size * 3);
    cache.lookup('a'); // a is now more recently used than b
    cache.store('d', page('x'.repeat(1000)));
    expect(cache.lookup('b').state).toBe('miss');
    expect(cache.lookup('a').state).toBe('hit');
    expect(cache.lookup('c').state).toBe('hit');
    expect(cache.lookup('d').state).toBe('hit');
    expect(cache.totalBytes).toBe(size * 3);
  });

  it('counts a replaced page once and never keeps a page larger than the cap', () => {
    const cache = new RenderedPageCache({ freshMs: 10_000, maxAgeMs: 30_000, maxBytes: 5_000 });
    cache.store('a', page('x'.repeat(100)));
    cache.store('a', page('y'.repeat(200)));
    expect(cache.size).toBe(1);
    expect(cache.totalBytes).toBe(responseBytes(page('y'.repeat(200))));
    cache.store('big', page('z'.repeat(10_000)));
    expect(cache.lookup('big').state).toBe('miss');
    expect(cache.lookup('a').state).toBe('hit');
  });

  it('makes one fill for concurrent misses of a key and shares its result', async () => {
    const cache = new RenderedPageCache({ freshMs: 10_000, maxAgeMs: 30_000, maxBytes: 1_000_000 });
    const render = deferred<FillResult>();
    let fills = 0;
    const fill = () => {
      fills += 1;
      return render.promise;
    };
    const first = cache.fill('k', fill);
    const second = cache.fill('k', fill);
    const other = cache.fill('other', () => Promise.resolve({ response: page('<p>o</p>'), cacheable: true }));
    expect(fills).toBe(1);
    expect([first.shared, second.shared, other.shared]).toEqual([false, true, false]);
    expect(cache.isFilling('k')).toBe(true);
    render.resolve({ response: page('<p>k</p>'), cacheable: true });
    const [a, b] = await Promise.all([first.result, second.result, other.result]);
    expect(a).toBe(b);
    expect(cache.isFilling('k')).toBe(false);
    expect(cache.lookup('k').state).toBe('hit');
    // Once stored, a new fill is a new render.
    cache.fill('k', fill);
    expect(fills).toBe(2);
  });

  it('keeps nothing of a response that may not be kept, and drops what it had (a know made private)', async () => {
    const cache = new RenderedPageCache({ freshMs: 10_000, maxAgeMs: 30_000, maxBytes: 1_000_000 });
    cache.store('k', page('<p>public</p>'));
    const notFound: CachedResponse = { ...page('<p>404</p>'), status: 404 };
    const result = await cache.fill('k', () => Promise.resolve({ response: notFound, cacheable: false })).result;
    expect(result?.response.status).toBe(404);
    expect(cache.lookup('k').state).toBe('miss');
  });

  it('resolves a failed fill to null and lets the next request try again', async () => {
    const cache = new RenderedPageCache({ freshMs: 10_000, maxAgeMs: 30_000, maxBytes: 1_000_000 });
    expect(await cache.fill('k', () => Promise.reject(new Error('socket hang up'))).result).toBeNull();
    expect(cache.isFilling('k')).toBe(false);
    expect(cache.lookup('k').state).toBe('miss');
  });
});

describe('invalidation after a write to a know', () => {
  const UUID = '3f2b8c1e-4d5a-4e6f-9a7b-0c1d2e3f4a5b';

  it('drops every rendered page of that know (each locale and variant) and nothing else', () => {
    const cache = new RenderedPageCache({ freshMs: 10_000, maxAgeMs: 30_000, maxBytes: 1_000_000 });
    cache.store(`de.localhost|de|/knows/photosynthese-${UUID}|mkr.control`, page('<p>a</p>'));
    cache.store(`de.localhost|en|/knows/photosynthese-${UUID}|mkr.treatment`, page('<p>b</p>'));
    cache.store(`de.localhost|de|/knows/${UUID}/view|mkr.control`, page('<p>c</p>'));
    cache.store('de.localhost|de|/subjects/biologie|mkr.control', page('<p>d</p>'));
    expect(cache.deleteContaining(UUID)).toBe(3);
    expect(cache.size).toBe(1);
    expect(cache.totalBytes).toBe(responseBytes(page('<p>d</p>')));
  });

  it('reaches the process-wide cache the proxy uses, and does nothing without one', () => {
    delete pageCacheHolder.__knowlyRenderedPageCache;
    expect(() => invalidateRenderedPages(UUID)).not.toThrow();
    const cache = new RenderedPageCache({ freshMs: 10_000, maxAgeMs: 30_000, maxBytes: 1_000_000 });
    pageCacheHolder.__knowlyRenderedPageCache = { cache, secret: 'test' };
    cache.store(`k|/knows/${UUID}`, page('<p>a</p>'));
    invalidateRenderedPages(UUID);
    expect(cache.lookup(`k|/knows/${UUID}`).state).toBe('miss');
    delete pageCacheHolder.__knowlyRenderedPageCache;
  });
});

describe('renderedPageCacheOptions', () => {
  it('takes RENDERED_PAGE_CACHE_FRESH_SECONDS between 1 and 600 as the freshness, and ignores anything else', () => {
    expect(renderedPageCacheOptions({}).freshMs).toBe(60_000);
    expect(renderedPageCacheOptions({ RENDERED_PAGE_CACHE_FRESH_SECONDS: '5' })).toEqual({ ...RENDERED_PAGE_CACHE_OPTIONS, freshMs: 5_000 });
    for (const value of ['0', '601', '2.5', 'soon', '']) expect(renderedPageCacheOptions({ RENDERED_PAGE_CACHE_FRESH_SECONDS: value }).freshMs).toBe(60_000);
  });
});
