// The kinds of background jobs; each has its handler in job-handlers.ts.
export const JOB_KINDS = {
  /** Render a know's pages, extract their text, then mark the document READY or FAILED ({ knowUuid }). */
  processKnowDocument: 'process-know-document',
  /** Automatic checks of a know whose publishing was asked for: PUBLISHED or REJECTED ({ knowUuid }). */
  reviewKnow: 'review-know',
} as const;
