// Puts a job on the queue (a row in `jobs`) and wakes this process's worker, so work starts at once instead of at the
// next poll. Other processes find it at their next poll.
import type { Db } from '../db';
import { jobs } from '../db/schema';
import { wakeJobWorkers } from './job-wakeup';

export async function enqueueJob(db: Db, kind: string, payload: Record<string, unknown> = {}, { runAfter }: { runAfter?: Date } = {}): Promise<string> {
  const [row] = await db
    .insert(jobs)
    .values({ kind, payload, ...(runAfter ? { runAfter } : {}) })
    .returning({ uuid: jobs.uuid });
  wakeJobWorkers();
  return row!.uuid;
}
