// @vitest-environment jsdom
// Next's client route table on demand: the document leaves it out, the browser adds it when Next's router registers
// its callback (as next/dist/client/route-loader.js does) or once the page has loaded and is idle, and every callback
// Next chained is called when the table's script runs.
import { JSDOM } from 'jsdom';
import { describe, expect, it, vi } from 'vitest';
import { loadRouteTableOnDemand, routeTableSrc, withoutRouteTable } from '../client-route-table';

type TestWindow = Window & { __BUILD_MANIFEST?: unknown; __BUILD_MANIFEST_CB?: () => void; __NEXT_DATA__?: unknown };

function page({ readyState = 'loading' as 'loading' | 'complete', nextData = { buildId: 'b-1', assetPrefix: '' } as unknown } = {}) {
  const dom = new JSDOM('<!doctype html><html><head></head><body></body></html>', { url: 'http://de.localhost/' });
  const win = dom.window as unknown as TestWindow;
  win.__NEXT_DATA__ = nextData;
  Object.defineProperty(win.document, 'readyState', { configurable: true, get: () => readyState });
  return { win, scripts: () => [...win.document.querySelectorAll('script')].map((s) => s.getAttribute('src')) };
}

/** What route-loader.js's getClientBuildManifest does while the table is missing. */
function nextAsksForTheTable(win: TestWindow): Promise<unknown> {
  return new Promise((resolve) => {
    const cb = win.__BUILD_MANIFEST_CB;
    win.__BUILD_MANIFEST_CB = () => {
      resolve(win.__BUILD_MANIFEST);
      if (cb) cb();
    };
  });
}

/** What the table's script does when it runs. */
function tableScriptRuns(win: TestWindow, table: unknown) {
  win.__BUILD_MANIFEST = table;
  win.__BUILD_MANIFEST_CB?.();
}

describe('the client route table', () => {
  it('is left out of the low-priority files, and only it', () => {
    expect(withoutRouteTable(['static/abc/_buildManifest.js', 'static/abc/_ssgManifest.js', 'static/abc/_clientMiddlewareManifest.js'])).toEqual([
      'static/abc/_ssgManifest.js',
      'static/abc/_clientMiddlewareManifest.js',
    ]);
  });

  it('is found under the build id and the asset prefix', () => {
    expect(routeTableSrc({ buildId: 'LXG_q-1', assetPrefix: '' })).toBe('/_next/static/LXG_q-1/_buildManifest.js');
    expect(routeTableSrc({ buildId: 'x', assetPrefix: 'https://cdn.example' })).toBe('https://cdn.example/_next/static/x/_buildManifest.js');
    expect(routeTableSrc(undefined)).toBeNull();
  });

  it('loads when the router first asks, once, and answers every request Next chained', async () => {
    const { win, scripts } = page();
    loadRouteTableOnDemand(win);
    expect(scripts()).toEqual([]);
    const first = nextAsksForTheTable(win);
    const second = nextAsksForTheTable(win);
    expect(scripts()).toEqual(['/_next/static/b-1/_buildManifest.js']);
    const table = { '/': ['static/chunks/a.js'] };
    tableScriptRuns(win, table);
    await expect(first).resolves.toBe(table);
    await expect(second).resolves.toBe(table);
    expect(scripts()).toHaveLength(1);
  });

  it('loads once the page has loaded and the main thread is idle, when nothing asked before', () => {
    const { win, scripts } = page();
    const idle = vi.fn((run: () => void) => {
      run();
      return 1;
    });
    (win as unknown as { requestIdleCallback: unknown }).requestIdleCallback = idle;
    loadRouteTableOnDemand(win);
    expect(scripts()).toEqual([]);
    win.dispatchEvent(new win.Event('load'));
    expect(idle).toHaveBeenCalledTimes(1);
    expect(scripts()).toEqual(['/_next/static/b-1/_buildManifest.js']);
    nextAsksForTheTable(win);
    expect(scripts()).toHaveLength(1);
  });

  it('waits for idle at once on a page that has already loaded', () => {
    const { win, scripts } = page({ readyState: 'complete' });
    (win as unknown as { requestIdleCallback: unknown }).requestIdleCallback = (run: () => void) => (run(), 1);
    loadRouteTableOnDemand(win);
    expect(scripts()).toEqual(['/_next/static/b-1/_buildManifest.js']);
  });

  it('does nothing where the document still lists the table, or without a build id', () => {
    const listed = page();
    listed.win.__BUILD_MANIFEST = {};
    loadRouteTableOnDemand(listed.win);
    nextAsksForTheTable(listed.win);
    expect(listed.scripts()).toEqual([]);
    const unknown = page({ nextData: {} });
    loadRouteTableOnDemand(unknown.win);
    nextAsksForTheTable(unknown.win);
    expect(unknown.scripts()).toEqual([]);
  });
});
