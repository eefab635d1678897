// Every job kind the worker runs, from their declarations (define-job.ts).
import { removeUnsentChatImagesJob } from '../chats/unsent-images-job';
import { removeFlashcardImportImagesJob } from '../flashcards/import/import-images-job';
import { optimizeFlashcardParametersJob } from '../flashcards/optimize-parameters-job';
import { processKnowDocumentJob } from '../knows/documents/process-know-document-job';
import { reviewKnowJob } from '../knows/review-know-job';
import { subjectFitBackfillJob } from '../knows/subject-fit/subject-fit-backfill-job';
import { deliverMailJob } from '../mail/deliver-mail';
import { settleCompetitionJob } from '../payouts/competition-job';
import { bookDailyEarningsJob } from '../payouts/earnings-job';
import { endSubscriptionPeriodsJob } from '../subscriptions/period-job';
import { jobHandlersOf } from './define-job';

export const JOB_HANDLERS = jobHandlersOf([processKnowDocumentJob, reviewKnowJob, deliverMailJob, optimizeFlashcardParametersJob, bookDailyEarningsJob, endSubscriptionPeriodsJob, settleCompetitionJob, removeUnsentChatImagesJob, removeFlashcardImportImagesJob, subjectFitBackfillJob]);
