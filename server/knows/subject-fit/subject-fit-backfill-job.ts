// The 'check-subject-fit-backfill' job: the subject-fit check (decision 051) for the published knows it has not read
// yet — those published before it existed. The server queues it at start when there are any; each run checks a batch
// in uuid order and queues the next batch after the last uuid it checked, at background priority, so that a large
// catalogue is worked through without holding up anyone's job. Keyed by the batch's starting point, so two processes
// starting at once store one job.
import { and, asc, eq, gt } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db';
import { knows } from '../../db/schema';
import { defineJob } from '../../jobs/define-job';
import { BACKGROUND_JOB_PRIORITY } from '../../jobs/enqueue-job';
import { checkSubjectFit } from './check-subject-fit';

const BATCH = 100;

const unchecked = and(eq(knows.status, 'PUBLISHED'), eq(knows.subjectChecked, false));

/** Checks the next BATCH unchecked published knows after `after`; answers the last uuid checked when there may be more. */
async function checkUncheckedKnows(db: Db, after: string | null): Promise<string | null> {
  const batch = await db
    .select({ uuid: knows.uuid })
    .from(knows)
    .where(after ? and(unchecked, gt(knows.uuid, after)) : unchecked)
    .orderBy(asc(knows.uuid))
    .limit(BATCH);
  for (const { uuid } of batch) await checkSubjectFit(db, uuid);
  return batch.length === BATCH ? batch.at(-1)!.uuid : null;
}

export const subjectFitBackfillJob = defineJob({
  kind: 'check-subject-fit-backfill',
  payload: z.object({ after: z.uuid().nullable() }),
  idempotencyKey: ({ after }) => `subject-fit-backfill:${after ?? 'start'}`,
  handle: async (db, { after }) => {
    const last = await checkUncheckedKnows(db, after);
    if (last) await subjectFitBackfillJob.enqueue(db, { after: last }, { priority: BACKGROUND_JOB_PRIORITY });
  },
});

/** At start: queues the pass when a published know has not been checked (one indexed probe when none). */
export async function scheduleSubjectFitBackfill(db: Db): Promise<boolean> {
  const [any] = await db.select({ uuid: knows.uuid }).from(knows).where(unchecked).limit(1);
  if (!any) return false;
  // Keyed by the first unchecked know: a pass that ended leaves its jobs behind, and a later start with knows left
  // unchecked (a pass given up as failed) queues a new one instead of finding the old one's key taken.
  await subjectFitBackfillJob.enqueue(db, { after: null }, { priority: BACKGROUND_JOB_PRIORITY, idempotencyKey: `subject-fit-backfill:from:${any.uuid}` });
  return true;
}
