// The in-process worker: started by server/startup.ts, it runs due jobs one at a time, polls every 500 ms when the
// queue is empty, wakes at once when this process enqueues a job, and stops cleanly (finishing the job in hand).
import type { Db } from '../db';
import { logger } from '../logger';
import { JOB_HANDLERS } from './job-handlers';
import type { JobHandlers } from './job-types';
import { onJobWakeup } from './job-wakeup';
import { runNextJob } from './run-jobs';

const JOB_POLL_MS = 500;

export type JobWorker = { stop(): Promise<void> };

export function startJobWorker(getDb: () => Promise<Db>, { handlers = JOB_HANDLERS, pollMs = JOB_POLL_MS }: { handlers?: JobHandlers; pollMs?: number } = {}): JobWorker {
  const log = logger().child({ component: 'job-worker' });
  let running = true;
  let wake: (() => void) | undefined;
  let woken = false;
  const stopListening = onJobWakeup(() => {
    woken = true;
    wake?.();
  });

  const pause = () =>
    new Promise<void>((resolve) => {
      if (woken || !running) return resolve();
      const timer = setTimeout(done, pollMs);
      function done() {
        clearTimeout(timer);
        wake = undefined;
        resolve();
      }
      wake = done;
    });

  const loop = (async () => {
    while (running) {
      woken = false;
      let ran = false;
      try {
        ran = await runNextJob(await getDb(), handlers, log);
      } catch (error) {
        // The database itself failed (closed, unreachable): wait a poll and try again.
        log.error({ err: error instanceof Error ? error.message : String(error) }, 'job worker could not reach the queue');
      }
      if (!ran) await pause();
    }
  })();

  return {
    async stop() {
      running = false;
      stopListening();
      wake?.();
      await loop;
    },
  };
}

const holder = globalThis as typeof globalThis & { __knowlyJobWorker?: JobWorker };

/** Starts the process's one worker (Next dev may run startup code more than once). */
export function startProcessJobWorker(getDb: () => Promise<Db>): JobWorker {
  holder.__knowlyJobWorker ??= startJobWorker(getDb);
  return holder.__knowlyJobWorker;
}

export async function stopProcessJobWorker(): Promise<void> {
  const worker = holder.__knowlyJobWorker;
  holder.__knowlyJobWorker = undefined;
  await worker?.stop();
}
