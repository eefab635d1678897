// The handler of every job kind (job-kinds.ts). Rendering a long PDF takes a while: its claim lasts 15 minutes.
import { processKnowDocument } from '../knows/documents/process-know-document';
import { reviewKnow } from '../knows/review-know';
import { JOB_KINDS } from './job-kinds';
import type { JobHandlers } from './job-types';

const knowUuidOf = (payload: Record<string, unknown>): string => {
  if (typeof payload.knowUuid !== 'string') throw new Error('The job payload has no knowUuid.');
  return payload.knowUuid;
};

export const JOB_HANDLERS: JobHandlers = {
  [JOB_KINDS.processKnowDocument]: {
    handle: async (db, payload) => {
      await processKnowDocument(db, knowUuidOf(payload));
    },
    lockMs: 15 * 60 * 1000,
    maxAttempts: 3,
  },
  [JOB_KINDS.reviewKnow]: {
    handle: async (db, payload) => {
      await reviewKnow(db, knowUuidOf(payload));
    },
  },
};
