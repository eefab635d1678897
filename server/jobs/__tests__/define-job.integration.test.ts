// Typed jobs (define-job.ts) on the real queue: a payload is checked when it is enqueued and again when it is run, an
// idempotency key stores one job, retries follow the job's own backoff, a payload that no longer fits fails at once.
// The harness is the one every job test uses: defineJob + jobHandlersOf + runJobsUntilIdle on a real database.
import { eq } from 'drizzle-orm';
import pino from 'pino';
import { z } from 'zod';
import { beforeEach, describe, expect, it } from 'vitest';
import { getDb } from '../../db';
import { jobs } from '../../db/schema';
import { defineJob, jobHandlersOf } from '../define-job';
import { enqueueJob } from '../enqueue-job';
import { JOB_HANDLERS } from '../job-handlers';
import { runJobsUntilIdle } from '../run-jobs';

const log = pino({ level: 'silent' });
const jobRow = async (uuid: string) => (await (await getDb()).select().from(jobs).where(eq(jobs.uuid, uuid)))[0]!;

beforeEach(async () => {
  await (await getDb()).delete(jobs);
});

const received: unknown[] = [];
const greetJob = defineJob({
  kind: 'test-greet',
  payload: z.object({ name: z.string().min(1), times: z.number().int().positive().default(1) }),
  handle: async (_db, payload) => void received.push(payload),
  idempotencyKey: ({ name }) => name,
});

describe('defineJob', () => {
  it('runs the handler with the parsed payload (defaults applied)', async () => {
    const db = await getDb();
    received.length = 0;
    const uuid = await greetJob.enqueue(db, { name: 'Lea' });
    expect(await runJobsUntilIdle(db, jobHandlersOf([greetJob]), { log })).toBe(1);
    expect(received).toEqual([{ name: 'Lea', times: 1 }]);
    expect(await jobRow(uuid)).toMatchObject({ status: 'DONE', kind: 'test-greet' });
  });

  it('refuses a payload that does not fit before anything is stored', async () => {
    const db = await getDb();
    await expect(greetJob.enqueue(db, { name: '' })).rejects.toThrow();
    expect(await db.select().from(jobs)).toEqual([]);
  });

  it('stores one job per idempotency key, however often it is enqueued, and answers its uuid', async () => {
    const db = await getDb();
    const [first, second, other] = [await greetJob.enqueue(db, { name: 'Tom' }), await greetJob.enqueue(db, { name: 'Tom', times: 2 }), await greetJob.enqueue(db, { name: 'Ana' })];
    expect(second).toBe(first);
    expect(other).not.toBe(first);
    expect((await db.select().from(jobs)).map((row) => row.payload)).toEqual(expect.arrayContaining([{ name: 'Tom', times: 1 }, { name: 'Ana', times: 1 }]));
    expect(await db.select().from(jobs)).toHaveLength(2);
    // In parallel too (two requests, or two processes).
    const parallel = await Promise.all(Array.from({ length: 5 }, () => greetJob.enqueue(db, { name: 'Mia' })));
    expect(new Set(parallel).size).toBe(1);
  });

  it('retries a failed attempt after the job’s own backoff, then gives up after maxAttempts', async () => {
    const db = await getDb();
    const flaky = defineJob({ kind: 'test-flaky-typed', payload: z.object({}), maxAttempts: 2, backoffMs: [0], handle: async () => Promise.reject(new Error('not yet')) });
    const uuid = await flaky.enqueue(db, {});
    const started = Date.now();
    await runJobsUntilIdle(db, jobHandlersOf([flaky]), { log });
    const row = await jobRow(uuid);
    expect(row).toMatchObject({ status: 'FAILED', attempts: 2, lastError: 'Error: not yet' });
    expect(Date.now() - started).toBeLessThan(5_000); // no default 5 s wait: the job's backoff is 0
  });

  it('fails at once, without retries, a stored payload that no longer fits its schema', async () => {
    const db = await getDb();
    const uuid = await enqueueJob(db, 'test-greet', { name: 42 });
    await runJobsUntilIdle(db, jobHandlersOf([greetJob]), { log });
    const row = await jobRow(uuid);
    expect(row).toMatchObject({ status: 'FAILED', attempts: 1 });
    expect(row.lastError).toMatch(/PermanentJobError: The payload of this test-greet job does not fit its schema/);
  });

  it('refuses two jobs of one kind, and the product’s jobs are all declared', () => {
    expect(() => jobHandlersOf([greetJob, greetJob])).toThrow(/test-greet/);
    expect(Object.keys(JOB_HANDLERS).sort()).toEqual(['book-daily-earnings', 'check-subject-fit-backfill', 'deliver-mail', 'end-subscription-periods', 'optimize-flashcard-parameters', 'process-know-document', 'remove-flashcard-import-images', 'remove-unsent-chat-images', 'review-know', 'settle-competition']);
  });
});
