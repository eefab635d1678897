// The messages between the web process and a PDF sandbox process (pdf-sandbox.ts ↔ pdf-sandbox-child.ts), sent over
// Node's IPC channel with the structured-clone ('advanced') serialization, so that bytes travel as bytes. The parent
// asks one thing at a time and waits for its answer: inspect a PDF, start rendering one, or render its next page.
import type { DocumentLimit } from './document-errors';
import type { PdfInspection, RenderedPage } from './render-pages';

export type SandboxRequest =
  | { type: 'inspect'; data: Uint8Array }
  | { type: 'render'; data: Uint8Array; maxPages: number }
  | { type: 'next' }
  | { type: 'finish' };

/** A page as it crosses the channel: its pictures arrive as Uint8Array, not Buffer. */
export type WirePage = Omit<RenderedPage, 'image' | 'preview'> & { image: Uint8Array; preview: Uint8Array };

export type SandboxReply =
  | { type: 'ready' }
  | { type: 'inspected'; inspection: PdfInspection }
  | { type: 'started' }
  | { type: 'page'; page: WirePage }
  | { type: 'end' }
  | { type: 'finished' }
  /** `limit` set: the document went past a bound (too complex); otherwise it is unreadable. */
  | { type: 'failed'; message: string; limit?: DocumentLimit };
