// Takes jobs off the queue and runs them. A claim is one UPDATE … WHERE uuid = (SELECT … FOR UPDATE SKIP LOCKED), so
// two workers (processes or loops) never take the same job; the claim holds until lockedUntil, after which a job whose
// worker died is taken up again. The attempt count doubles as a fencing token: a worker whose claim lapsed and was
// taken over can no longer mark the job done or failed.
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db';
import { queryRows } from '../db/client';
import { jobs } from '../db/schema';
import { logger } from '../logger';
import { JOB_HANDLERS } from './job-handlers';
import { DEFAULT_LOCK_MS, DEFAULT_MAX_ATTEMPTS, PermanentJobError, retryDelayMs, type JobHandlers, type JobRow } from './job-types';

type ClaimedRow = { uuid: string; kind: string; payload: unknown; attempts: number };
type Log = { info: (object: object, message: string) => void; warn: (object: object, message: string) => void };

const MAX_ERROR_LENGTH = 2000;

/** Claims the next due job of a kind in `handlers` (queued and due, or running with a lapsed lock); null when none. */
export async function claimNextJob(db: Db, handlers: JobHandlers): Promise<ClaimedRow | null> {
  const kinds = Object.keys(handlers);
  if (kinds.length === 0) return null;
  const kindList = sql.join(kinds.map((kind) => sql`${kind}`), sql`, `);
  const lockCases = sql.join(kinds.map((kind) => sql`when ${kind} then ${handlers[kind]!.lockMs ?? DEFAULT_LOCK_MS}::int`), sql` `);
  const [row] = await queryRows<ClaimedRow>(
    db,
    sql`update jobs
        set status = 'RUNNING', attempts = attempts + 1,
            locked_until = now() + (case kind ${lockCases} else ${DEFAULT_LOCK_MS}::int end) * interval '1 millisecond'
        where uuid = (
          select uuid from jobs
          where kind in (${kindList})
            and ((status = 'QUEUED' and run_after <= now()) or (status = 'RUNNING' and locked_until < now()))
          order by priority desc, run_after, created_on
          limit 1
          for update skip locked
        )
        returning uuid, kind, payload, attempts`,
  );
  return row ? { ...row, attempts: Number(row.attempts) } : null;
}

const claimed = (job: ClaimedRow) => and(eq(jobs.uuid, job.uuid), eq(jobs.status, 'RUNNING'), eq(jobs.attempts, job.attempts));

function errorText(error: unknown): string {
  const text = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  return text.slice(0, MAX_ERROR_LENGTH);
}

async function markFailed(db: Db, job: ClaimedRow, maxAttempts: number, lastError: string, { permanent = false, backoffMs }: { permanent?: boolean; backoffMs?: readonly number[] } = {}) {
  if (permanent || job.attempts >= maxAttempts) {
    await db.update(jobs).set({ status: 'FAILED', lockedUntil: null, finishedOn: new Date(), lastError }).where(claimed(job));
    return 'FAILED' as const;
  }
  const runAfter = new Date(Date.now() + retryDelayMs(job.attempts, backoffMs));
  await db.update(jobs).set({ status: 'QUEUED', lockedUntil: null, runAfter, lastError }).where(claimed(job));
  return 'QUEUED' as const;
}

/** Runs one due job; false when there was none. A handler's throw is recorded (retry or FAILED), never rethrown. */
export async function runNextJob(db: Db, handlers: JobHandlers, log: Log = logger()): Promise<boolean> {
  const job = await claimNextJob(db, handlers);
  if (!job) return false;
  const handler = handlers[job.kind]!;
  const maxAttempts = handler.maxAttempts ?? DEFAULT_MAX_ATTEMPTS;
  if (job.attempts > maxAttempts) {
    // Only a job whose worker stopped (lock lapsed) on its last attempt gets here.
    await markFailed(db, job, maxAttempts, 'The worker running the last attempt stopped before finishing it.');
    log.warn({ job: job.uuid, kind: job.kind }, 'job given up after its last worker stopped');
    return true;
  }
  const payload = (typeof job.payload === 'object' && job.payload !== null ? job.payload : {}) as Record<string, unknown>;
  const [row] = await db.select().from(jobs).where(eq(jobs.uuid, job.uuid));
  try {
    await handler.handle(db, payload, row as JobRow);
    await db.update(jobs).set({ status: 'DONE', lockedUntil: null, finishedOn: new Date(), lastError: null }).where(claimed(job));
  } catch (error) {
    const outcome = await markFailed(db, job, maxAttempts, errorText(error), { permanent: error instanceof PermanentJobError, backoffMs: handler.backoffMs });
    log.warn({ job: job.uuid, kind: job.kind, attempts: job.attempts, outcome, err: errorText(error) }, 'job attempt failed');
  }
  return true;
}

/** Runs due jobs one after another until none is left (tests, seed); answers how many ran. Jobs waiting for a retry
 *  later are not due, so they do not keep it busy. `maxJobs` guards against handlers that enqueue without end. */
export async function runJobsUntilIdle(db: Db, handlers: JobHandlers = JOB_HANDLERS, { maxJobs = 10_000, log }: { maxJobs?: number; log?: Log } = {}): Promise<number> {
  let count = 0;
  while (count < maxJobs && (await runNextJob(db, handlers, log))) count += 1;
  return count;
}
