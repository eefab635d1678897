// Next's client route table (`_buildManifest.js`: every route's chunks, 24 kB, 4.7 kB gzip with our 95 routes) off a
// page's first load (issue 29, decision 052). Next's router reads it only to load another page (a client-side
// navigation, a link's prefetch, the crash screen's page), never for the first render, and asks for it through one
// callback (`self.__BUILD_MANIFEST_CB`, next/dist/client/route-loader.js), which it waits on up to 3.8 s. So the
// document leaves the table out of its scripts (`withoutRouteTable`, pages/_document.tsx), and the browser loads it
// (`loadRouteTableOnDemand`) the moment the router asks for it, and otherwise once the page has loaded and the main
// thread is idle — the first navigation rarely waits for it, and never longer than the one small request.

import { afterPageLoad } from '../after-page-load';

/** The file of Next's build output that holds the client route table. */
const ROUTE_TABLE_FILE = '_buildManifest.js';

/** The low-priority files of a page's HTML without the route table. */
export function withoutRouteTable(files: readonly string[]): string[] {
  return files.filter((file) => !file.endsWith(`/${ROUTE_TABLE_FILE}`));
}

/** What of `__NEXT_DATA__` tells where this build's files are. */
type BuildIds = { buildId?: string; assetPrefix?: string };

type RouteTableWindow = Window & { __BUILD_MANIFEST?: unknown; __BUILD_MANIFEST_CB?: () => void; __NEXT_DATA__?: BuildIds };

/** Where the browser finds the route table of this build. */
export function routeTableSrc(nextData: BuildIds | undefined): string | null {
  if (!nextData?.buildId) return null;
  return `${nextData.assetPrefix ?? ''}/_next/static/${encodeURIComponent(nextData.buildId)}/${ROUTE_TABLE_FILE}`;
}

const installed = new WeakSet<Window>();

/**
 * In the browser, once, before Next's router can ask (the app's module runs before the first render): the table's
 * script is added when the router registers its callback or once the page has loaded and is idle, whichever comes
 * first. Does nothing where the table is already there (a document that still lists it).
 */
export function loadRouteTableOnDemand(win: Window = window): void {
  const target = win as RouteTableWindow;
  if (installed.has(win) || target.__BUILD_MANIFEST) return;
  const src = routeTableSrc(target.__NEXT_DATA__);
  if (!src) return;
  installed.add(win);
  let requested = false;
  const load = () => {
    if (requested || target.__BUILD_MANIFEST) return;
    requested = true;
    const script = win.document.createElement('script');
    script.src = src;
    script.async = true;
    win.document.head.appendChild(script);
  };
  // Next chains its callbacks (each keeps the one before): the property only notices the first and loads the table.
  let callback = target.__BUILD_MANIFEST_CB;
  Object.defineProperty(target, '__BUILD_MANIFEST_CB', {
    configurable: true,
    get: () => callback,
    set: (next: () => void) => {
      callback = next;
      load();
    },
  });
  afterPageLoad(load, win);
}
