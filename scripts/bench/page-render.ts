// `npm run bench -- --case page-render`: how long the document pipeline takes to turn a page into its pictures (the
// 1240 px page image, the blurred preview, the ink measure) and its text, in this process, over the demo knows' PDFs as
// the seed renders them (real notes: headers in colour, headings, lists, formula boxes). Every upload and the demo
// seed wait on this work (about three pages a second per core); there is no budget of its own, the figure is
// reported (docs/benchmarks.md).
import { renderDemoPdf } from '../../server/db/seed/render-demo-pdf';
import { DEMO_KNOWS } from '../../server/db/seed/demo-content';
import { renderPdfPages } from '../../server/knows/documents/render-pages';

/** One know of each of the first languages, so that the sample holds Latin, Turkish, Greek and Cyrillic text. */
const SAMPLE_KNOWS = 12;

const percentile = (sorted: number[], share: number) => sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))]!;

export async function benchPageRender(): Promise<{ knows: number; pages: number; p50Ms: number; p95Ms: number; pagesPerSecond: number }> {
  const languages = new Set<string>();
  const sample = DEMO_KNOWS.filter((know) => !languages.has(know.language) && languages.add(know.language)).slice(0, SAMPLE_KNOWS);
  const pdfs = await Promise.all(
    sample.map((know) => renderDemoPdf({ title: know.title, description: know.description, label: know.subject, language: know.language, color: 'green', knowerName: know.knower, pages: know.pages })),
  );
  // A first document warms pdf.js, its fonts and sharp up, as a running sandbox process is.
  for await (const page of renderPdfPages(pdfs[0]!, { maxPages: 200 })) void page;
  const times: number[] = [];
  const started = performance.now();
  for (const pdf of pdfs) {
    let last = performance.now();
    for await (const page of renderPdfPages(pdf, { maxPages: 200 })) {
      void page;
      const now = performance.now();
      times.push(now - last);
      last = now;
    }
  }
  const seconds = (performance.now() - started) / 1000;
  const sorted = [...times].sort((a, b) => a - b);
  return { knows: pdfs.length, pages: times.length, p50Ms: percentile(sorted, 0.5), p95Ms: percentile(sorted, 0.95), pagesPerSecond: times.length / seconds };
}
