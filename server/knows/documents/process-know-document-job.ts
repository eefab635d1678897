// The 'process-know-document' job: renders a know's pages and extracts their text (process-know-document.ts).
// Rendering a long PDF takes a while (in the file sandbox, at most FILE_SANDBOX_LIMITS['pdf.render'].wallSeconds,
// config/file-sandbox.ts): its claim lasts 15 minutes.
import { z } from 'zod';
import { defineJob } from '../../jobs/define-job';
import { processKnowDocument } from './process-know-document';

export const processKnowDocumentJob = defineJob({
  kind: 'process-know-document',
  payload: z.object({ knowUuid: z.uuid() }),
  handle: (db, { knowUuid }) => processKnowDocument(db, knowUuid),
  lockMs: 15 * 60 * 1000,
  maxAttempts: 3,
});
