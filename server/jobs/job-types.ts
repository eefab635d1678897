// What a job handler is and how the queue treats it: one async function per job kind, with its attempt and lock rules.
import type { Db } from '../db';
import type { jobs } from '../db/schema';

export type JobRow = typeof jobs.$inferSelect;

export type JobHandler = {
  /** Does the job's work; a throw counts as a failed attempt (retried with backoff until maxAttempts). */
  handle(db: Db, payload: Record<string, unknown>, job: JobRow): Promise<void>;
  /** Attempts before the job is given up as FAILED (default DEFAULT_MAX_ATTEMPTS). */
  maxAttempts?: number;
  /** How long a claim lasts before another worker may take the job up again (default DEFAULT_LOCK_MS). */
  lockMs?: number;
  /** Waits before attempt n+1 after n failed ones (default RETRY_BACKOFF_MS; the last value repeats). */
  backoffMs?: readonly number[];
};

/** A failure that another attempt cannot fix (a payload that does not fit, a thing that no longer exists): the job is
 *  given up as FAILED at once, without retries. */
export class PermanentJobError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'PermanentJobError';
  }
}

export type JobHandlers = Readonly<Record<string, JobHandler>>;

export const DEFAULT_MAX_ATTEMPTS = 5;
export const DEFAULT_LOCK_MS = 5 * 60 * 1000; // a worker that has not finished a job in 5 minutes is taken for dead
/** Wait before attempt n+1 after n failed ones: 5 s, 30 s, 2 min, 10 min, then 30 min. */
const RETRY_BACKOFF_MS = [5_000, 30_000, 120_000, 600_000, 1_800_000] as const;

export function retryDelayMs(failedAttempts: number, backoff: readonly number[] = RETRY_BACKOFF_MS): number {
  return backoff[Math.min(Math.max(failedAttempts, 1), backoff.length) - 1]!;
}
