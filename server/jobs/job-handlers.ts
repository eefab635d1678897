// Every job kind the worker runs, from their declarations (define-job.ts).
import { processKnowDocumentJob } from '../knows/documents/process-know-document-job';
import { reviewKnowJob } from '../knows/review-know-job';
import { deliverMailJob } from '../mail/deliver-mail';
import { jobHandlersOf } from './define-job';

export const JOB_HANDLERS = jobHandlersOf([processKnowDocumentJob, reviewKnowJob, deliverMailJob]);
