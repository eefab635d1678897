// Why a know's document cannot become pages: unreadable (damaged, protected, not what it claims to be), or too costly
// to read (past a bound of config/know-uploads.ts: a decompression bomb, or simply too heavy). Both are permanent
// failures of the file, not of the machine: the job does not retry them and the knower sees the rejection code.
import type { KnowRejectionReason } from '../../../lib/contracts/know-creation';

export class UnreadableDocumentError extends Error {
  /** The rejection code the knower sees. */
  readonly reason: KnowRejectionReason = 'UNREADABLE_DOCUMENT';

  constructor(cause: unknown) {
    super(`The document could not be read: ${cause instanceof Error ? cause.message : String(cause)}`);
    this.name = 'UnreadableDocumentError';
  }
}

/** Which bound a document went past: an embedded image's size, the pixels drawn on all pages, or what reading it cost. */
export type DocumentLimit = 'imagePixels' | 'drawnPixels' | 'memory' | 'cpuTime' | 'wallTime';

export class DocumentTooComplexError extends UnreadableDocumentError {
  override readonly reason: KnowRejectionReason = 'DOCUMENT_TOO_COMPLEX';

  constructor(readonly limit: DocumentLimit) {
    super(`it went past the ${limit} limit`);
    this.name = 'DocumentTooComplexError';
  }
}
