import { eq, sql } from 'drizzle-orm';
import pino from 'pino';
import { beforeEach, describe, expect, it } from 'vitest';
import { getDb } from '../../db';
import { jobs } from '../../db/schema';
import { BACKGROUND_JOB_PRIORITY, enqueueJob } from '../enqueue-job';
import { startJobWorker } from '../job-worker';
import { DEFAULT_MAX_ATTEMPTS, retryDelayMs, type JobHandlers } from '../job-types';
import { claimNextJob, runJobsUntilIdle, runNextJob } from '../run-jobs';

const log = pino({ level: 'silent' });
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function jobRow(uuid: string) {
  const [row] = await (await getDb()).select().from(jobs).where(eq(jobs.uuid, uuid));
  return row!;
}

beforeEach(async () => {
  await (await getDb()).delete(jobs);
});

describe('job queue', () => {
  it('runs a due job once and marks it DONE', async () => {
    const db = await getDb();
    const seen: unknown[] = [];
    const handlers: JobHandlers = { 'test-echo': { handle: async (_db, payload) => void seen.push(payload) } };
    const uuid = await enqueueJob(db, 'test-echo', { n: 1 });
    expect(await runJobsUntilIdle(db, handlers, { log })).toBe(1);
    expect(seen).toEqual([{ n: 1 }]);
    expect(await jobRow(uuid)).toMatchObject({ status: 'DONE', attempts: 1, lockedUntil: null, lastError: null });
    expect((await jobRow(uuid)).finishedOn).toBeInstanceOf(Date);
    expect(await runJobsUntilIdle(db, handlers, { log })).toBe(0);
  });

  it('leaves a job with runAfter in the future alone until it is due', async () => {
    const db = await getDb();
    const handlers: JobHandlers = { 'test-later': { handle: async () => undefined } };
    const uuid = await enqueueJob(db, 'test-later', {}, { runAfter: new Date(Date.now() + 60_000) });
    expect(await runJobsUntilIdle(db, handlers, { log })).toBe(0);
    await db.update(jobs).set({ runAfter: new Date(Date.now() - 1000) }).where(eq(jobs.uuid, uuid));
    expect(await runJobsUntilIdle(db, handlers, { log })).toBe(1);
  });

  it('runs a user’s job before a backlog of due background jobs (the demo seed on a busy machine), each in its order', async () => {
    const db = await getDb();
    const order: string[] = [];
    const handlers: JobHandlers = { 'test-order': { handle: async (_db, payload) => void order.push(String((payload as { name: string }).name)) } };
    const longAgo = (seconds: number) => new Date(Date.now() - seconds * 1000);
    await enqueueJob(db, 'test-order', { name: 'seed 1' }, { runAfter: longAgo(30), priority: BACKGROUND_JOB_PRIORITY });
    await enqueueJob(db, 'test-order', { name: 'seed 2' }, { runAfter: longAgo(20), priority: BACKGROUND_JOB_PRIORITY });
    await enqueueJob(db, 'test-order', { name: 'upload' });
    await enqueueJob(db, 'test-order', { name: 'review' });
    expect(await runJobsUntilIdle(db, handlers, { log })).toBe(4);
    expect(order).toEqual(['upload', 'review', 'seed 1', 'seed 2']);
  });

  it('only takes kinds it has a handler for', async () => {
    const db = await getDb();
    const uuid = await enqueueJob(db, 'test-unknown-kind', {});
    expect(await runNextJob(db, { 'test-other': { handle: async () => undefined } }, log)).toBe(false);
    expect(await jobRow(uuid)).toMatchObject({ status: 'QUEUED', attempts: 0 });
  });

  it('retries a failing job with backoff, then gives up as FAILED with the last error', async () => {
    const db = await getDb();
    let calls = 0;
    const handlers: JobHandlers = {
      'test-flaky': {
        maxAttempts: 3,
        handle: async () => {
          calls += 1;
          throw new Error(`boom ${calls}`);
        },
      },
    };
    const uuid = await enqueueJob(db, 'test-flaky', {});
    const before = Date.now();
    expect(await runNextJob(db, handlers, log)).toBe(true);
    let row = await jobRow(uuid);
    expect(row).toMatchObject({ status: 'QUEUED', attempts: 1, lastError: 'Error: boom 1', lockedUntil: null });
    expect(row.runAfter.getTime()).toBeGreaterThanOrEqual(before + retryDelayMs(1) - 1000);
    // Not due yet: the backoff holds it back.
    expect(await runNextJob(db, handlers, log)).toBe(false);

    await db.update(jobs).set({ runAfter: new Date(0) }).where(eq(jobs.uuid, uuid));
    await runNextJob(db, handlers, log);
    row = await jobRow(uuid);
    expect(row).toMatchObject({ status: 'QUEUED', attempts: 2, lastError: 'Error: boom 2' });
    expect(row.runAfter.getTime() - Date.now()).toBeGreaterThan(retryDelayMs(2) - 2000);

    await db.update(jobs).set({ runAfter: new Date(0) }).where(eq(jobs.uuid, uuid));
    await runNextJob(db, handlers, log);
    row = await jobRow(uuid);
    expect(row).toMatchObject({ status: 'FAILED', attempts: 3, lastError: 'Error: boom 3', lockedUntil: null });
    expect(calls).toBe(3);
    await db.update(jobs).set({ runAfter: new Date(0) }).where(eq(jobs.uuid, uuid));
    expect(await runNextJob(db, handlers, log)).toBe(false);
  });

  it('backs off longer after each failure', () => {
    expect(retryDelayMs(1)).toBeLessThan(retryDelayMs(2));
    expect(retryDelayMs(2)).toBeLessThan(retryDelayMs(3));
    expect(retryDelayMs(99)).toBe(retryDelayMs(DEFAULT_MAX_ATTEMPTS));
  });

  it('takes up a RUNNING job again once its lock has lapsed (its worker died), and not before', async () => {
    const db = await getDb();
    const handlers: JobHandlers = { 'test-crash': { handle: async () => undefined, lockMs: 60_000 } };
    const uuid = await enqueueJob(db, 'test-crash', {});
    const claimed = await claimNextJob(db, handlers);
    expect(claimed?.uuid).toBe(uuid);
    const row = await jobRow(uuid);
    expect(row.status).toBe('RUNNING');
    expect(row.lockedUntil!.getTime() - Date.now()).toBeGreaterThan(50_000);
    // The claiming worker "dies": nothing finishes the job. While the lock holds, nobody else takes it.
    expect(await claimNextJob(db, handlers)).toBeNull();
    await db.execute(sql`update jobs set locked_until = now() - interval '1 second' where uuid = ${uuid}`);
    expect(await runNextJob(db, handlers, log)).toBe(true);
    expect(await jobRow(uuid)).toMatchObject({ status: 'DONE', attempts: 2 });
  });

  it('fails a job whose worker died on its last attempt, without running it again', async () => {
    const db = await getDb();
    let calls = 0;
    const handlers: JobHandlers = { 'test-dead': { maxAttempts: 1, handle: async () => void (calls += 1) } };
    const uuid = await enqueueJob(db, 'test-dead', {});
    await claimNextJob(db, handlers);
    await db.execute(sql`update jobs set locked_until = now() - interval '1 second' where uuid = ${uuid}`);
    await runNextJob(db, handlers, log);
    expect(calls).toBe(0);
    expect((await jobRow(uuid)).status).toBe('FAILED');
    expect((await jobRow(uuid)).lastError).toMatch(/stopped/);
  });

  it('a worker whose claim lapsed and was taken over cannot change the job any more', async () => {
    const db = await getDb();
    let releaseFirst!: () => void;
    const firstMayEnd = new Promise<void>((resolve) => (releaseFirst = resolve));
    const handlers: JobHandlers = {
      'test-fence': {
        handle: async (_db, _payload, job) => {
          if (job.attempts === 1) {
            await firstMayEnd;
            throw new Error('too late');
          }
        },
      },
    };
    const uuid = await enqueueJob(db, 'test-fence', {});
    const slowWorker = runNextJob(db, handlers, log);
    for (let waited = 0; (await jobRow(uuid)).status !== 'RUNNING' && waited < 3000; waited += 10) await sleep(10);
    await db.execute(sql`update jobs set locked_until = now() - interval '1 second' where uuid = ${uuid}`);
    expect(await runNextJob(db, handlers, log)).toBe(true);
    expect(await jobRow(uuid)).toMatchObject({ status: 'DONE', attempts: 2 });
    // The first worker fails late: its attempt number no longer matches, so it cannot put the job back in the queue.
    releaseFirst();
    await slowWorker;
    expect(await jobRow(uuid)).toMatchObject({ status: 'DONE', attempts: 2, lastError: null });
  });

  it('two workers running at once never take the same job', async () => {
    const db = await getDb();
    const runs = new Map<string, number>();
    const handlers: JobHandlers = {
      'test-parallel': {
        handle: async (_db, _payload, job) => {
          runs.set(job.uuid, (runs.get(job.uuid) ?? 0) + 1);
          await sleep(5);
        },
      },
    };
    const uuids = await Promise.all(Array.from({ length: 12 }, (_, n) => enqueueJob(db, 'test-parallel', { n })));
    const [a, b] = await Promise.all([runJobsUntilIdle(db, handlers, { log }), runJobsUntilIdle(db, handlers, { log })]);
    expect(a + b).toBe(12);
    expect([...runs.keys()].sort()).toEqual([...uuids].sort());
    expect([...runs.values()].every((count) => count === 1)).toBe(true);
  });

  it('the worker runs a job as soon as it is enqueued in the same process, and stops cleanly', async () => {
    const db = await getDb();
    const done: string[] = [];
    const handlers: JobHandlers = { 'test-wake': { handle: async (_db, payload) => void done.push(String(payload.name)) } };
    // A long poll interval: only the wake-up can make it run the job quickly.
    const worker = startJobWorker(async () => db, { handlers, pollMs: 60_000 });
    await sleep(50);
    await enqueueJob(db, 'test-wake', { name: 'first' });
    for (let waited = 0; done.length === 0 && waited < 3000; waited += 20) await sleep(20);
    expect(done).toEqual(['first']);
    await worker.stop();
    await enqueueJob(db, 'test-wake', { name: 'after stop' });
    await sleep(100);
    expect(done).toEqual(['first']);
  });

  it('the worker polls for jobs enqueued elsewhere', async () => {
    const db = await getDb();
    const done: string[] = [];
    const handlers: JobHandlers = { 'test-poll': { handle: async () => void done.push('x') } };
    const worker = startJobWorker(async () => db, { handlers, pollMs: 30 });
    await sleep(50);
    // Inserted directly, as another process would: no wake-up here.
    await db.insert(jobs).values({ kind: 'test-poll', payload: {} });
    for (let waited = 0; done.length === 0 && waited < 3000; waited += 20) await sleep(20);
    await worker.stop();
    expect(done).toEqual(['x']);
  });
});
