// How a production build is served: the one `next start` command line of `npm start`, the browser journeys, the
// scale-out cluster and the scripts that measure a build (bench, soak, audit, smoke), so that what they test and
// measure is what a deployment runs.
import { NEXT_BIN } from './ensure-build';

/** How long the server keeps an idle connection open for the next request (ms). Node's default is 5 s, and a client
 *  that reuses a kept-alive connection near that mark (Playwright's request context, the page cache's own fetches,
 *  a load balancer's pool) races the server's close: when the server's event loop is busy for a moment the close
 *  wins over a request already on the wire and the client sees ECONNRESET ("socket hang up"). Longer than the idle
 *  timeout of the balancers in front of a deployment (60 s on most), so that they, not the server, close first. */
export const KEEP_ALIVE_TIMEOUT_MS = 65_000;

/** The Node flags of the serving process. A heap ceiling: without one V8 sizes the heap by the machine's memory and
 *  lets a busy server's garbage pile up to 600 MB and more of RSS before it collects (docs/benchmarks.md, soak); with
 *  SERVER_HEAP_MB (default 384) it collects sooner and serves as fast. A ceiling the operator set in NODE_OPTIONS wins. */
function serverNodeArgs(heapMb: number, nodeOptions = process.env.NODE_OPTIONS ?? ''): string[] {
  return /--max-old-space-size\b/.test(nodeOptions) ? [] : [`--max-old-space-size=${heapMb}`];
}

type ServeOptions = {
  port: number;
  /** The address to listen on (-H). */
  host: string;
  /** The heap ceiling in MB; none given, V8's own (the browser journeys' server). */
  heapMb?: number;
  nodeOptions?: string;
  /** The Next app's folder, when not the working directory (the audit's floor app). */
  appDir?: string;
};

/** The arguments after the Node executable that serve the build: `node <these>`. */
export function nextStartArgs({ port, host, heapMb, nodeOptions, appDir }: ServeOptions): string[] {
  return [
    ...(heapMb === undefined ? [] : serverNodeArgs(heapMb, nodeOptions)),
    NEXT_BIN, 'start', ...(appDir ? [appDir] : []),
    '-p', String(port), '-H', host, '--keepAliveTimeout', String(KEEP_ALIVE_TIMEOUT_MS),
  ];
}
