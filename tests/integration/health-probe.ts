// How much a piece of work slows the server for everyone else: /api/health asked every 25 ms over HTTP while the work
// runs, the slowest answer kept. A budget is set relative to the floor — the slowest answer of the same polling with
// nothing else running, measured in the same run — because on a shared 2-core machine the neighbours alone cost tens
// of milliseconds, while a parser on the event loop costs seconds.
import { expect } from 'vitest';

/** The slowest /api/health answer in ms while `work` runs. */
export async function slowestHealthAnswer(serverUrl: string, work: () => Promise<void>): Promise<number> {
  let slowest = 0;
  let done = false;
  const probe = (async () => {
    while (!done) {
      const started = performance.now();
      const response = await fetch(`${serverUrl}/api/health`);
      expect(response.status).toBe(200);
      await response.arrayBuffer();
      slowest = Math.max(slowest, performance.now() - started);
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
  })();
  try {
    await work();
  } finally {
    done = true;
    await probe;
  }
  return slowest;
}

/** The floor: the slowest health answer over `ms` of the same polling with no other work. */
export const healthFloor = (serverUrl: string, ms = 3_000) => slowestHealthAnswer(serverUrl, () => new Promise((resolve) => setTimeout(resolve, ms)));
