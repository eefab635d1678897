// Writes tests/ai-eval/text-layer.json: the demo knows of the evaluated languages as the document pipeline reads
// them — each know rendered to its real PDF (render-demo-pdf.ts: subject band, running title, footer "Knowly · …",
// page numbers) and its text layer extracted by unpdf and cleaned as stored (render-pages.ts). The evaluation reads
// this, not the notes' markup, so page furniture and wrapped lines reach the engine as they do in the app.
// Run: `npx tsx tests/ai-eval/make-text-layer.ts` after a demo know of these languages changes.
import fs from 'node:fs';
import { catalogueLanguageOf } from '../../server/db/seed/demo-catalogue-tree';
import { DEMO_GRADES, DEMO_KNOWERS, DEMO_KNOWS, DEMO_SUBJECTS } from '../../server/db/seed/demo-content';
import { renderDemoPdf } from '../../server/db/seed/render-demo-pdf';
import { importUnpdf } from '../../server/knows/documents/pdfjs-node-polyfill';
import { cleanPageText } from '../../server/knows/documents/render-pages';
import { EVAL_LANGUAGES, TEXT_LAYER_FILE, type TextLayer } from './text-layer';

async function main(): Promise<void> {
  const { extractText, getDocumentProxy } = await importUnpdf();
  const knowerNames = new Map(DEMO_KNOWERS.map((knower) => [knower.username, knower.name]));
  const layer: TextLayer = {};
  for (const know of DEMO_KNOWS.filter((candidate) => (EVAL_LANGUAGES as readonly string[]).includes(candidate.language))) {
    const subject = DEMO_SUBJECTS.find((candidate) => candidate.slug === know.subject);
    const grades = know.grades.map((level) => DEMO_GRADES.find((grade) => grade.country === know.country)?.names.get(level) ?? String(level));
    const pdf = await renderDemoPdf({
      title: know.title,
      description: know.description,
      label: [subject?.names[catalogueLanguageOf(know.language)] ?? know.subject, ...grades].join(' · '),
      language: know.language,
      color: subject?.color ?? 'blue',
      knowerName: knowerNames.get(know.knower) ?? know.knower,
      pages: know.pages,
    });
    const document = await getDocumentProxy(new Uint8Array(pdf));
    const { text } = await extractText(document, { mergePages: false });
    layer[know.key] = text.map(cleanPageText);
  }
  fs.writeFileSync(TEXT_LAYER_FILE, `${JSON.stringify(layer, null, 1)}\n`);
  console.log(`Wrote ${Object.keys(layer).length} knows to ${TEXT_LAYER_FILE}.`);
}

void main();
