// The 'review-know' job: the automatic checks of a know whose publishing was asked for (review-know.ts).
import { z } from 'zod';
import { defineJob } from '../jobs/define-job';
import { reviewKnow } from './review-know';

export const reviewKnowJob = defineJob({
  kind: 'review-know',
  payload: z.object({ knowUuid: z.uuid() }),
  handle: (db, { knowUuid }) => reviewKnow(db, knowUuid),
});
