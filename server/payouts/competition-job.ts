// The 'settle-competition' job: when a country's monthly competition (config/competitions.ts) has ended, it picks the
// winners, books their prizes and mails their payout-form links (competitions.ts), then queues the next month's.
// Keyed by competition, so queueing one twice stores one job; the winner rows and the transfers' keys make a second
// run settle nothing again.
import { z } from 'zod';
import { competitionCountries, competitionMonth, competitionOf } from '../../config/competitions';
import { ALL_COUNTRY_CODES } from '../../config/countries/country-config';
import type { Db } from '../db';
import { defineJob } from '../jobs/define-job';
import { BACKGROUND_JOB_PRIORITY } from '../jobs/enqueue-job';
import { PermanentJobError } from '../jobs/job-types';
import { settleCompetition } from './competitions';

/** A competition is settled this long after it ends, so that knows published in its last minutes are in. */
const SETTLE_DELAY_MS = 15 * 60 * 1000;

const monthSchema = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/);

export const settleCompetitionJob = defineJob({
  kind: 'settle-competition',
  payload: z.object({ country: z.enum(ALL_COUNTRY_CODES), month: monthSchema }),
  idempotencyKey: ({ country, month }) => `competition:${country}-${month}`,
  handle: async (db, { country, month }) => {
    const competition = competitionOf(country, month);
    if (!competition) throw new PermanentJobError(`No competition runs in ${country}`);
    await settleCompetition(db, competition);
    await scheduleCompetition(db, country, competitionMonth(competition.endsOn));
  },
});

async function scheduleCompetition(db: Db, country: (typeof ALL_COUNTRY_CODES)[number], month: string): Promise<void> {
  const competition = competitionOf(country, month);
  if (!competition) return;
  await settleCompetitionJob.enqueue(db, { country, month }, { runAfter: new Date(competition.endsOn.getTime() + SETTLE_DELAY_MS), priority: BACKGROUND_JOB_PRIORITY });
}

/** Queues the settling of every country's running competition (and last month's, if it was missed): at start. */
export async function scheduleCompetitions(db: Db, now = new Date()): Promise<void> {
  const lastMonth = competitionMonth(new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1)));
  for (const country of competitionCountries()) {
    await scheduleCompetition(db, country, lastMonth);
    await scheduleCompetition(db, country, competitionMonth(now));
  }
}
