// @vitest-environment jsdom
// Next's client route table on demand: the document leaves it out, the browser adds it when Next's router registers
// its callback (as next/dist/client/route-loader.js does) or once the page has loaded and is idle, and every callback
// Next chained is called when the table's script runs.
import { describe, expect, it, vi } from 'vitest';
import { loadRouteTableOnDemand, routeTableSrc, withoutRouteTable } from '../client-route-table';

/** What Next's scripts read and write on the window. */
type Slots = { __BUILD_MANIFEST?: unknown; __BUILD_MANIFEST_CB?: () => void; __NEXT_DATA__?: unknown; requestIdleCallback?: unknown };
type TestWindow = Window & Slots;

/** A window of its own for each test (an iframe of the test's document), as the browser has one per page. */
function page({ readyState = 'loading' as 'loading' | 'complete', nextData = { buildId: 'b-1', assetPrefix: '' } as unknown } = {}) {
  const frame = document.createElement('iframe');
  document.body.appendChild(frame);
  const win = frame.contentWindow as unknown as TestWindow;
  (win as Slots).__NEXT_DATA__ = nextData;
  Object.defineProperty(win.document, 'readyState', { configurable: true, get: () => readyState });
  return { win, scripts: () => [...win.document.querySelectorAll('script')].map((s) => s.getAttribute('src')) };
}

/** What route-loader.js's getClientBuildManifest does while the table is missing. */
function nextAsksForTheTable(win: TestWindow): Promise<unknown> {
  return new Promise((resolve) => {
    const slots = win as Slots;
    const cb = slots.__BUILD_MANIFEST_CB;
    slots.__BUILD_MANIFEST_CB = () => {
      resolve(slots.__BUILD_MANIFEST);
      if (cb) cb();
    };
  });
}

/** What the table's script does when it runs. */
function tableScriptRuns(win: TestWindow, table: unknown) {
  const slots = win as Slots;
  slots.__BUILD_MANIFEST = table;
  slots.__BUILD_MANIFEST_CB?.();
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
    (win as Slots).requestIdleCallback = idle;
    loadRouteTableOnDemand(win);
    expect(scripts()).toEqual([]);
    win.dispatchEvent(new Event('load'));
    expect(idle).toHaveBeenCalledTimes(1);
    expect(scripts()).toEqual(['/_next/static/b-1/_buildManifest.js']);
    nextAsksForTheTable(win);
    expect(scripts()).toHaveLength(1);
  });

  it('waits for idle at once on a page that has already loaded', () => {
    const { win, scripts } = page({ readyState: 'complete' });
    (win as Slots).requestIdleCallback = (run: () => void) => (run(), 1);
    loadRouteTableOnDemand(win);
    expect(scripts()).toEqual(['/_next/static/b-1/_buildManifest.js']);
  });

  it('does nothing where the document still lists the table, or without a build id', () => {
    const listed = page();
    (listed.win as Slots).__BUILD_MANIFEST = {};
    loadRouteTableOnDemand(listed.win);
    nextAsksForTheTable(listed.win);
    expect(listed.scripts()).toEqual([]);
    const unknown = page({ nextData: {} });
    loadRouteTableOnDemand(unknown.win);
    nextAsksForTheTable(unknown.win);
    expect(unknown.scripts()).toEqual([]);
  });
});
