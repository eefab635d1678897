// The Node flags of the serving process, shared by `npm start` and the scripts that run a production build (bench,
// soak, audit), so that what they measure is what a deployment runs. A heap ceiling: without one V8 sizes the heap
// by the machine's memory and lets a busy server's garbage pile up to 600 MB and more of RSS before it collects
// (docs/benchmarks.md, soak); with SERVER_HEAP_MB (default 384) it collects sooner and serves as fast. A ceiling the
// operator set in NODE_OPTIONS wins.
export function serverNodeArgs(heapMb: number, nodeOptions = process.env.NODE_OPTIONS ?? ''): string[] {
  return /--max-old-space-size\b/.test(nodeOptions) ? [] : [`--max-old-space-size=${heapMb}`];
}
