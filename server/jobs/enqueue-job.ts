// Puts a job on the queue (a row in `jobs`) and wakes this process's worker, so work starts at once instead of at the
// next poll. Other processes find it at their next poll. With an idempotency key the job's uuid is derived from its
// kind and key (uuid v5), so enqueueing the same work again — twice in a request, or from two processes — stores one
// job, and answers its uuid. Typed jobs enqueue through define-job.ts; this is the untyped layer under it.
import { v5 as uuidv5 } from 'uuid';
import type { Db } from '../db';
import { jobs } from '../db/schema';
import { wakeJobWorkers } from './job-wakeup';

/** The namespace of job uuids derived from idempotency keys (a fixed random uuid). */
const IDEMPOTENT_JOB_NAMESPACE = '6c1f3a8e-2d4b-4f7a-9c3e-8b5d1e0f7a42';

/** `priority`: among due jobs the higher runs first (default 0; BACKGROUND_JOB_PRIORITY for work nobody waits for). */
export type EnqueueOptions = { runAfter?: Date; idempotencyKey?: string; priority?: number };

/** The priority of work nobody waits for (the demo seed's documents): after every due job of a user. */
export const BACKGROUND_JOB_PRIORITY = -1;

export function idempotentJobUuid(kind: string, key: string): string {
  return uuidv5(`${kind}\u0000${key}`, IDEMPOTENT_JOB_NAMESPACE);
}

export async function enqueueJob(db: Db, kind: string, payload: Record<string, unknown> = {}, { runAfter, idempotencyKey, priority }: EnqueueOptions = {}): Promise<string> {
  const uuid = idempotencyKey === undefined ? undefined : idempotentJobUuid(kind, idempotencyKey);
  const [row] = await db
    .insert(jobs)
    .values({ kind, payload, ...(uuid ? { uuid } : {}), ...(runAfter ? { runAfter } : {}), ...(priority !== undefined ? { priority } : {}) })
    .onConflictDoNothing({ target: jobs.uuid })
    .returning({ uuid: jobs.uuid });
  wakeJobWorkers();
  return row?.uuid ?? uuid!;
}
