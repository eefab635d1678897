// The shape of a demo know: real study notes written page by page in a small markup, which render-demo-pdf.ts turns
// into the PDF that the seed uploads through the document pipeline.
//
// Markup of a page, one block per line (a blank line ends a paragraph):
//   ## Heading            ### Smaller heading
//   - bullet              1. numbered item
//   = formula or worked-example line (consecutive lines share one shaded box)
//   ! key fact (consecutive lines share one box with an accent bar)
//   anything else: paragraph text; **bold** works inside any line.

export type DemoKnow = {
  /** Stable key, unique over all demo knows (e.g. "de-photosynthese"). */
  key: string;
  title: string;
  /** One sentence. */
  description: string;
  /** Country code (config/countries) and that country's content language code, exactly. */
  country: string;
  language: string;
  /** Slug of a demo subject. */
  subject: string;
  /** Grade levels of the know's country (DEMO_GRADES). */
  grades: number[];
  /** Username of the demo knower who wrote it. */
  knower: string;
  /** "{topic}/{child topic}" of the catalogue language (demo-topics.ts). */
  topic: string;
  /** "{area}/{domain}/{item}" of the knowledge tree, where the catalogue language has one. */
  knowledge?: string;
  /** The pages, in the markup above. */
  pages: string[];
};

export type TextRun = { text: string; bold: boolean };

export type NoteBlock =
  | { kind: 'heading'; level: 2 | 3; runs: TextRun[] }
  | { kind: 'paragraph'; runs: TextRun[] }
  | { kind: 'bullet'; runs: TextRun[] }
  | { kind: 'numbered'; number: string; runs: TextRun[] }
  | { kind: 'formula'; lines: TextRun[][] }
  | { kind: 'keyFact'; lines: TextRun[][] };

/** "a **b** c" → runs; an unmatched ** stays as text. */
export function parseRuns(text: string): TextRun[] {
  const runs: TextRun[] = [];
  const pattern = /\*\*(.+?)\*\*/g;
  let last = 0;
  for (let match = pattern.exec(text); match; match = pattern.exec(text)) {
    if (match.index > last) runs.push({ text: text.slice(last, match.index), bold: false });
    runs.push({ text: match[1]!, bold: true });
    last = match.index + match[0].length;
  }
  if (last < text.length) runs.push({ text: text.slice(last), bold: false });
  return runs;
}

/** The block a single line starts, or null for paragraph text and blank lines. */
function lineBlock(line: string): NoteBlock | null {
  if (line.startsWith('### ')) return { kind: 'heading', level: 3, runs: parseRuns(line.slice(4)) };
  if (line.startsWith('## ')) return { kind: 'heading', level: 2, runs: parseRuns(line.slice(3)) };
  if (line.startsWith('- ')) return { kind: 'bullet', runs: parseRuns(line.slice(2)) };
  const numbered = /^(\d+[.)]) (.*)$/.exec(line);
  if (numbered) return { kind: 'numbered', number: numbered[1]!, runs: parseRuns(numbered[2]!) };
  if (line.startsWith('= ')) return { kind: 'formula', lines: [parseRuns(line.slice(2))] };
  if (line.startsWith('! ')) return { kind: 'keyFact', lines: [parseRuns(line.slice(2))] };
  return null;
}

/** The blocks of one page of markup. */
export function parseNotePage(markup: string): NoteBlock[] {
  const blocks: NoteBlock[] = [];
  let paragraph: string[] = [];
  const flush = () => {
    if (paragraph.length) blocks.push({ kind: 'paragraph', runs: parseRuns(paragraph.join(' ')) });
    paragraph = [];
  };
  for (const raw of markup.split('\n')) {
    const line = raw.trim();
    const block = lineBlock(line);
    if (!block) {
      if (line === '') flush();
      else paragraph.push(line);
      continue;
    }
    flush();
    const previous = blocks.at(-1);
    if ((block.kind === 'formula' || block.kind === 'keyFact') && previous?.kind === block.kind) previous.lines.push(...block.lines);
    else blocks.push(block);
  }
  flush();
  return blocks;
}

/** The plain text of a page (what a reader of the PDF sees), for checks. */
export function notePageText(markup: string): string {
  return parseNotePage(markup)
    .flatMap((block) => ('lines' in block ? block.lines : [block.runs]))
    .map((runs) => runs.map((run) => run.text).join(''))
    .join('\n');
}
