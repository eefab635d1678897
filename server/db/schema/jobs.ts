// The background job queue (ARCHITECTURE §2): rows survive restarts; a worker claims one with FOR UPDATE SKIP LOCKED.
import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

export const JOB_STATUSES = ['QUEUED', 'RUNNING', 'DONE', 'FAILED'] as const;

export const jobs = pgTable(
  'jobs',
  {
    uuid: uuid('uuid').primaryKey().defaultRandom(),
    kind: text('kind').notNull(),
    payload: jsonb('payload').notNull().default(sql`'{}'::jsonb`),
    status: text('status', { enum: JOB_STATUSES }).notNull().default('QUEUED'),
    attempts: integer('attempts').notNull().default(0),
    runAfter: timestamp('run_after', { withTimezone: true }).notNull().defaultNow(),
    /** Among due jobs the higher goes first: background work (the demo seed's documents) runs below 0, so that a
     *  user's upload or review never waits behind a backlog of it on a busy machine. */
    priority: integer('priority').notNull().default(0),
    /** While RUNNING: when the claim lapses, so a job of a crashed worker is taken up again. */
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lastError: text('last_error'),
    createdOn: timestamp('created_on', { withTimezone: true }).notNull().defaultNow(),
    finishedOn: timestamp('finished_on', { withTimezone: true }),
  },
  (table) => [index('jobs_due_idx').on(table.status, table.runAfter)],
);
