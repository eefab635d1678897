// The PDF sandbox: PDFs are parsed and rendered in separate processes whose memory, CPU and wall time are bounded,
// so that this (the web) process's event loop stays free whatever the PDF costs.
import { afterAll, describe, expect, it } from 'vitest';
import { makeImageBombPdf, makePdf } from '../../../../tests/fixtures/pdf';
import { DocumentTooComplexError, UnreadableDocumentError } from '../document-errors';
import { inspectPdfInSandbox, processUsage, renderPdfPagesInSandbox, stopPdfSandboxes } from '../pdf-sandbox';
import type { RenderedPage } from '../render-pages';

afterAll(() => stopPdfSandboxes());

async function all(pages: AsyncGenerator<RenderedPage>) {
  const result: RenderedPage[] = [];
  for await (const page of pages) result.push(page);
  return result;
}

/** Runs `work` while a 10 ms timer measures how late this process's event loop lets it fire; the worst delay in ms. */
async function worstEventLoopDelay(work: () => Promise<unknown>): Promise<number> {
  let worst = 0;
  let last = performance.now();
  const timer = setInterval(() => {
    const now = performance.now();
    worst = Math.max(worst, now - last - 10);
    last = now;
  }, 10);
  try {
    await work();
  } finally {
    clearInterval(timer);
  }
  return worst;
}

/** Starting a sandbox process loads pdf.js and the canvas: seconds on a busy 2-core machine, past Vitest's 5 s default. */
const SANDBOX_TEST_TIMEOUT_MS = 60_000;
/** Rendered here, the bomb blocks this event loop for seconds; in the sandbox, only the machine's load delays it a little. */
const MAX_EVENT_LOOP_DELAY_MS = 250;

describe('A 19 KB PDF freezes the server (the render runs in a sandbox process)', { timeout: SANDBOX_TEST_TIMEOUT_MS }, () => {
  it('renders a 2500 × 2500 image bomb in another process while this event loop keeps answering', async () => {
    const bomb = await makeImageBombPdf({ side: 2500 });
    expect(bomb.length).toBeLessThan(19 * 1024);
    let pages: RenderedPage[] = [];
    const delay = await worstEventLoopDelay(async () => {
      pages = await all(renderPdfPagesInSandbox(bomb, { maxPages: 10 }));
    });
    expect(pages.map((page) => page.pageNumber)).toEqual([1]);
    expect(Buffer.isBuffer(pages[0]!.image)).toBe(true);
    expect(delay).toBeLessThan(MAX_EVENT_LOOP_DELAY_MS);
  });

  it('renders an ordinary PDF page by page with its text', async () => {
    const pages = await all(renderPdfPagesInSandbox(await makePdf(['Erste Seite: Mitose', 'Zweite Seite: Meiose']), { maxPages: 10 }));
    expect(pages.map((page) => [page.pageNumber, page.text])).toEqual([[1, 'Erste Seite: Mitose'], [2, 'Zweite Seite: Meiose']]);
    expect(pages[0]!.width).toBe(1240);
  });

  it('stops a document past its CPU time, memory or wall time, and says which bound it passed', async () => {
    const bomb = await makeImageBombPdf({ side: 2500, pages: 20 });
    for (const [limits, limit] of [
      [{ cpuSeconds: 1 }, 'cpuTime'],
      [{ memoryMb: 120 }, 'memory'],
      [{ wallSeconds: 1 }, 'wallTime'],
    ] as const) {
      const error = await all(renderPdfPagesInSandbox(bomb, { maxPages: 50, limits })).catch((caught: unknown) => caught);
      expect(error, limit).toBeInstanceOf(DocumentTooComplexError);
      expect(error).toMatchObject({ limit });
    }
  });

  it('a stopped sandbox is replaced: the next document renders', async () => {
    await all(renderPdfPagesInSandbox(await makeImageBombPdf({ side: 2500, pages: 5 }), { maxPages: 50, limits: { cpuSeconds: 0.5 } })).catch(() => undefined);
    const pages = await all(renderPdfPagesInSandbox(await makePdf(['Danach']), { maxPages: 10 }));
    expect(pages).toHaveLength(1);
  });

  it('inspects a PDF: its pages and the pixels its images draw; an unreadable file is UnreadableDocumentError, not too complex', async () => {
    expect(await inspectPdfInSandbox(await makeImageBombPdf({ side: 5000, pages: 2 }))).toEqual({ pageCount: 2, largestImagePixels: 25_000_000, drawnPixels: 50_000_000 });
    const error = await inspectPdfInSandbox(Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj trailer')).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(UnreadableDocumentError);
    expect(error).not.toBeInstanceOf(DocumentTooComplexError);
  });

  it('answers a knower\'s upload check while background renders fill the documents lane', async () => {
    const long = await makePdf(Array.from({ length: 6 }, (_, index) => `Seite ${index + 1}`));
    const renders = [renderPdfPagesInSandbox(long, { maxPages: 10 }), renderPdfPagesInSandbox(long, { maxPages: 10 })];
    try {
      // Each render holds its lane slot from its first page until it is finished or given up.
      await Promise.all(renders.map((render) => render.next()));
      const answer = inspectPdfInSandbox(await makePdf(['Hochgeladen'])).then((inspection) => inspection.pageCount);
      const waited = new Promise<'still waiting'>((resolve) => setTimeout(() => resolve('still waiting'), 20_000).unref());
      expect(await Promise.race([answer, waited])).toBe(1);
    } finally {
      await Promise.all(renders.map((render) => render.return(undefined)));
    }
  });
});

describe('processUsage', () => {
  it('reads this process’s resident memory and CPU time where /proc exists', () => {
    const usage = processUsage(process.pid);
    if (usage === null) return; // no /proc on this system: only the wall time and the heap bound apply
    expect(usage.rssMb).toBeGreaterThan(10);
    expect(usage.cpuSeconds).toBeGreaterThan(0);
  });
});
