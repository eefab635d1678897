// The PDF sandbox process: started by pdf-sandbox.ts with `node --import tsx`, it parses and renders PDFs for the web
// process, one request at a time, so that an expensive or hostile PDF costs this process — which the parent watches
// and stops — and never the event loop that answers users. It exits when the parent goes away.
import type { SandboxReply, SandboxRequest } from './pdf-sandbox-protocol';
import { DocumentTooComplexError } from './document-errors';
import { inspectPdf, renderPdfPages, type RenderedPage } from './render-pages';

let pages: AsyncGenerator<RenderedPage> | undefined;

function send(reply: SandboxReply): void {
  process.send?.(reply);
}

async function answer(request: SandboxRequest): Promise<SandboxReply> {
  switch (request.type) {
    case 'inspect':
      return { type: 'inspected', inspection: await inspectPdf(Buffer.from(request.data)) };
    case 'render':
      await pages?.return(undefined);
      pages = renderPdfPages(Buffer.from(request.data), { maxPages: request.maxPages });
      return { type: 'started' };
    case 'next': {
      if (!pages) throw new Error('No PDF is being rendered.');
      const next = await pages.next();
      if (next.done) {
        pages = undefined;
        return { type: 'end' };
      }
      return { type: 'page', page: next.value };
    }
    case 'finish':
      await pages?.return(undefined);
      pages = undefined;
      // The next request starts from a small heap, so that the parent's memory bound measures that request alone.
      (globalThis as { gc?: () => void }).gc?.();
      return { type: 'finished' };
  }
}

process.on('message', (request: SandboxRequest) => {
  answer(request).then(send, (error: unknown) => {
    pages = undefined;
    const message = error instanceof Error ? error.message : String(error);
    send({ type: 'failed', message, ...(error instanceof DocumentTooComplexError ? { limit: error.limit } : {}) });
  });
});
process.on('disconnect', () => process.exit(0));
send({ type: 'ready' });
