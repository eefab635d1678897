// The 'book-daily-earnings' job: books a finished UTC day's earnings (earnings.ts), then queues the next day's run for
// shortly after that day ends. Keyed by day, so queueing a day twice stores one job; the transfers' own keys make a
// second run of a day book nothing.
import { z } from 'zod';
import type { Db } from '../db';
import { defineJob } from '../jobs/define-job';
import { BACKGROUND_JOB_PRIORITY } from '../jobs/enqueue-job';
import { bookEarnings, utcDay } from './earnings';

const DAY_MS = 24 * 60 * 60 * 1000;
/** A day is booked this long after it ends, so that views still being written are in. */
const BOOKING_DELAY_MS = 15 * 60 * 1000;

export const bookDailyEarningsJob = defineJob({
  kind: 'book-daily-earnings',
  payload: z.object({ day: z.iso.date() }),
  idempotencyKey: ({ day }) => `earnings:${day}`,
  handle: async (db, { day }) => {
    await bookEarnings(db, day);
    await scheduleEarnings(db, utcDay(Date.parse(`${day}T00:00:00Z`) + DAY_MS));
  },
});

/** Queues the booking of `day` for after it ends (by default yesterday's, due now: what the server does at start). */
export async function scheduleEarnings(db: Db, day = utcDay(Date.now() - DAY_MS)): Promise<void> {
  const runAfter = new Date(Date.parse(`${day}T00:00:00Z`) + DAY_MS + BOOKING_DELAY_MS);
  await bookDailyEarningsJob.enqueue(db, { day }, { runAfter, priority: BACKGROUND_JOB_PRIORITY });
}
