// The 'end-subscription-periods' job: once an hour, subscriptions whose paid period has ended move on (endPeriods:
// local ones renew, cancelled and unrenewed ones expire), then the next hour's run is queued. Keyed by the hour, so
// queueing an hour twice stores one job; premiumStatus already reads the period's end, so a late run never gives pro
// for longer — it keeps the states, the profile and the mails true.
import { z } from 'zod';
import type { Db } from '../db';
import { defineJob } from '../jobs/define-job';
import { BACKGROUND_JOB_PRIORITY } from '../jobs/enqueue-job';
import { endPeriods } from './subscriptions';

const HOUR_MS = 60 * 60 * 1000;

/** The start of the hour `time` falls in, as an ISO instant ('2026-11-26T01:00:00.000Z'). */
export const hourOf = (time: number): string => new Date(Math.floor(time / HOUR_MS) * HOUR_MS).toISOString();

export const endSubscriptionPeriodsJob = defineJob({
  kind: 'end-subscription-periods',
  payload: z.object({ hour: z.iso.datetime() }),
  idempotencyKey: ({ hour }) => `subscription-periods:${hour}`,
  handle: async (db, { hour }) => {
    const ranAt = Math.max(Date.now(), Date.parse(hour));
    await endPeriods(db, new Date(ranAt));
    await scheduleSubscriptionPeriods(db, Date.parse(hour) + HOUR_MS);
  },
});

/** Queues the run of the hour `time` falls in, due at that hour's start (by default now's: what the server does at
 *  start). */
export async function scheduleSubscriptionPeriods(db: Db, time = Date.now()): Promise<void> {
  const hour = hourOf(time);
  await endSubscriptionPeriodsJob.enqueue(db, { hour }, { runAfter: new Date(hour), priority: BACKGROUND_JOB_PRIORITY });
}
