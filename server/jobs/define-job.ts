// A job kind, declared once: its name, the zod schema of its payload, its handler and its retry rules. From the
// declaration come a typed `enqueue` (the payload is checked before it is stored) and the handler the worker runs (the
// payload is checked again when it is taken up: a stored payload that no longer fits — a job written by an older
// version — fails at once instead of being retried). An idempotency key makes enqueueing the same work twice store
// one job (its uuid is derived from kind and key; see enqueue-job.ts).
//
//   export const reviewKnowJob = defineJob({
//     kind: 'review-know',
//     payload: z.object({ knowUuid: z.uuid() }),
//     handle: (db, { knowUuid }) => reviewKnow(db, knowUuid),
//   });
//   await reviewKnowJob.enqueue(db, { knowUuid });
import { z } from 'zod';
import type { Db } from '../db';
import { enqueueJob, type EnqueueOptions } from './enqueue-job';
import { PermanentJobError, type JobHandler, type JobHandlers, type JobRow } from './job-types';

export type JobDefinition<S extends z.ZodType> = {
  /** The kind stored with each job: stable, kebab-case. */
  kind: string;
  payload: S;
  handle(db: Db, payload: z.output<S>, job: JobRow): Promise<unknown>;
  /** The job's idempotency key, when enqueueing the same work twice must store one job. */
  idempotencyKey?(payload: z.output<S>): string;
} & Pick<JobHandler, 'maxAttempts' | 'lockMs' | 'backoffMs'>;

export type Job<S extends z.ZodType> = JobDefinition<S> & {
  enqueue(db: Db, payload: z.input<S>, options?: EnqueueOptions): Promise<string>;
  handler: JobHandler;
};

export function defineJob<S extends z.ZodType>(definition: JobDefinition<S>): Job<S> {
  const { kind, payload: schema, handle, idempotencyKey, ...rules } = definition;
  return {
    ...definition,
    async enqueue(db, payload, options = {}) {
      const parsed = schema.parse(payload);
      const key = options.idempotencyKey ?? idempotencyKey?.(parsed);
      return enqueueJob(db, kind, parsed as Record<string, unknown>, { ...options, ...(key ? { idempotencyKey: key } : {}) });
    },
    handler: {
      ...rules,
      async handle(db, stored, job) {
        const parsed = schema.safeParse(stored);
        if (!parsed.success) throw new PermanentJobError(`The payload of this ${kind} job does not fit its schema: ${z.prettifyError(parsed.error)}`);
        await handle(db, parsed.data, job);
      },
    },
  };
}

/** The worker's handlers of a list of jobs (two jobs of one kind are a programming error). */
export function jobHandlersOf(jobsToRun: readonly Job<z.ZodType>[]): JobHandlers {
  const handlers: Record<string, JobHandler> = {};
  for (const job of jobsToRun) {
    if (handlers[job.kind]) throw new Error(`Two jobs are declared with the kind ${job.kind}.`);
    handlers[job.kind] = job.handler;
  }
  return handlers;
}
