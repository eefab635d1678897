// Renders a demo know to a real PDF, the way a tidy student's notes look: A4, a header band in the subject's colour
// with the title, bold headings, word-wrapped paragraphs, bullets, shaded formula boxes, page numbers and a footer
// "Knowly · <knower>". DejaVu Sans covers Latin, Turkish, Polish, Greek and Cyrillic letters and the arrows and
// subscripts that formulas need; ligatures are off so that the text read back from the PDF is the text written.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import fontkit from '@pdf-lib/fontkit';
import { PDFDocument, rgb, type PDFFont, type PDFPage, type RGB } from 'pdf-lib';
import { parseNotePage, type NoteBlock, type TextRun } from './demo-knows/types';

type SubjectColor = 'green' | 'blue' | 'yellow';

export type DemoPdfInput = {
  title: string;
  description: string;
  /** The subject and grade line above the title, e.g. "Biologie · Klasse 9". */
  label: string;
  /** Content language, for upper-casing the label (Turkish i → İ). */
  language: string;
  color: SubjectColor;
  knowerName: string;
  /** Pages in the demo-knows markup; each starts a new PDF page (a long one flows onto more). */
  pages: string[];
};

const FONT_DIR = path.join(process.cwd(), 'node_modules', 'dejavu-fonts-ttf', 'ttf');

const A4: [number, number] = [595.28, 841.89];
const MARGIN_X = 56;
const TOP = 64;
const BOTTOM = 64;
const CONTENT_WIDTH = A4[0] - 2 * MARGIN_X;

const BODY_SIZE = 11;
const BODY_LEADING = 15.5;

const hex = (value: string): RGB => rgb(parseInt(value.slice(1, 3), 16) / 255, parseInt(value.slice(3, 5), 16) / 255, parseInt(value.slice(5, 7), 16) / 255);

const INK = hex('#141a33');
const MUTED = hex('#4d5675');
const RULE = hex('#dfe3f2');
const WHITE = rgb(1, 1, 1);
const FORMULA_BACKGROUND = hex('#f4f6fd');

/** Band, heading, box tint and the text on the band, per subject colour (config/palette.ts PALETTE, darkened for text). */
const PALETTES: Record<SubjectColor, { band: RGB; onBand: RGB; heading: RGB; tint: RGB; accent: RGB }> = {
  green: { band: hex('#1fbf75'), onBand: WHITE, heading: hex('#0f7a48'), tint: hex('#e8f8f0'), accent: hex('#1fbf75') },
  blue: { band: hex('#2b9bf4'), onBand: WHITE, heading: hex('#1a5fb4'), tint: hex('#e9f3fe'), accent: hex('#2b9bf4') },
  yellow: { band: hex('#f5b800'), onBand: INK, heading: hex('#8a5d00'), tint: hex('#fff6d9'), accent: hex('#f5b800') },
};

let fontBytes: Promise<[Buffer, Buffer]> | undefined;

/** The two DejaVu files, read once per process. */
function loadFontBytes(): Promise<[Buffer, Buffer]> {
  fontBytes ??= Promise.all([readFile(path.join(FONT_DIR, 'DejaVuSans.ttf')), readFile(path.join(FONT_DIR, 'DejaVuSans-Bold.ttf'))]);
  return fontBytes;
}

type Fonts = { regular: PDFFont; bold: PDFFont; widths: Map<string, number> };

/** The width of a text at a size; measuring lays the text out with fontkit, which is the slowest part of rendering, so
 *  the widths of a document's words are kept (the same words come back on every line). */
function widthOf(fonts: Fonts, bold: boolean, text: string, size: number): number {
  const key = `${bold ? 'b' : 'r'}${size}|${text}`;
  let width = fonts.widths.get(key);
  if (width === undefined) {
    width = (bold ? fonts.bold : fonts.regular).widthOfTextAtSize(text, size);
    fonts.widths.set(key, width);
  }
  return width;
}

type Word = { text: string; bold: boolean; width: number; spaceAfter: boolean };
type Line = Word[];

/** Words of the runs with their widths; a word keeps whether a space followed it in the source. */
function toWords(runs: TextRun[], fonts: Fonts, size: number, forceBold = false): Word[] {
  const words: Word[] = [];
  for (const run of runs) {
    const bold = forceBold || run.bold;
    for (const part of run.text.split(/(\s+)/)) {
      if (part === '') continue;
      if (/^\s+$/.test(part)) {
        const last = words.at(-1);
        if (last) last.spaceAfter = true;
        continue;
      }
      words.push({ text: part, bold, width: widthOf(fonts, bold, part, size), spaceAfter: false });
    }
  }
  return words;
}

/** Greedy word wrap; a word wider than the line is put on a line of its own. */
function wrap(words: Word[], maxWidth: number, fonts: Fonts, size: number): Line[] {
  const lines: Line[] = [];
  let line: Line = [];
  let width = 0;
  for (const word of words) {
    const previous = line.at(-1);
    const gap = previous?.spaceAfter ? widthOf(fonts, previous.bold, ' ', size) : 0;
    // Words written without a space between them (a **bold** part of a word) stay together.
    if (line.length && previous?.spaceAfter && width + gap + word.width > maxWidth) {
      lines.push(line);
      line = [];
      width = 0;
    }
    width += (line.length ? gap : 0) + word.width;
    line.push(word);
  }
  if (line.length) lines.push(line);
  return lines;
}

/** Draws one line as few text items as possible (one per change of font), spaces included, so it reads back whole. */
function drawLine(page: PDFPage, line: Line, x: number, y: number, fonts: Fonts, size: number, color: RGB): void {
  let cursor = x;
  let index = 0;
  while (index < line.length) {
    const bold = line[index]!.bold;
    const start = index;
    let text = '';
    while (index < line.length && line[index]!.bold === bold) {
      const word = line[index]!;
      text += word.text + (word.spaceAfter && index < line.length - 1 ? ' ' : '');
      index += 1;
    }
    page.drawText(text, { x: cursor, y, size, font: bold ? fonts.bold : fonts.regular, color });
    cursor += line.slice(start, index).reduce((width, word, at) => width + word.width + (word.spaceAfter && start + at < line.length - 1 ? widthOf(fonts, bold, ' ', size) : 0), 0);
  }
}

/** Lays out the notes page by page; a block that does not fit continues on a new page. */
class NotesWriter {
  private page!: PDFPage;
  private y = 0;
  readonly pages: PDFPage[] = [];

  constructor(
    private readonly doc: PDFDocument,
    private readonly fonts: Fonts,
    private readonly input: DemoPdfInput,
  ) {}

  private get palette() {
    return PALETTES[this.input.color];
  }

  newPage(): void {
    this.page = this.doc.addPage(A4);
    this.pages.push(this.page);
    const [width, height] = A4;
    if (this.pages.length === 1) {
      this.y = this.drawTitleBand();
      return;
    }
    this.page.drawRectangle({ x: 0, y: height - 10, width, height: 10, color: this.palette.band });
    const running = this.truncate(this.input.title, this.fonts.regular, 8.5, CONTENT_WIDTH);
    this.page.drawText(running, { x: MARGIN_X, y: height - 36, size: 8.5, font: this.fonts.regular, color: MUTED });
    this.page.drawLine({ start: { x: MARGIN_X, y: height - 44 }, end: { x: width - MARGIN_X, y: height - 44 }, thickness: 0.6, color: RULE });
    this.y = height - TOP - 8;
  }

  private truncate(text: string, font: PDFFont, size: number, maxWidth: number): string {
    if (font.widthOfTextAtSize(text, size) <= maxWidth) return text;
    let cut = text;
    while (cut.length > 1 && font.widthOfTextAtSize(`${cut}…`, size) > maxWidth) cut = cut.slice(0, -1);
    return `${cut.trimEnd()}…`;
  }

  /** The coloured band of the first page: label, title (up to three lines) and the description under it. */
  private drawTitleBand(): number {
    const [width, height] = A4;
    const { band, onBand } = this.palette;
    const titleSize = 21;
    const titleLines = wrap(toWords([{ text: this.input.title, bold: true }], this.fonts, titleSize), CONTENT_WIDTH, this.fonts, titleSize).slice(0, 3);
    const bandHeight = 62 + titleLines.length * 26;
    this.page.drawRectangle({ x: 0, y: height - bandHeight, width, height: bandHeight, color: band });
    this.page.drawText(this.input.label.toLocaleUpperCase(this.input.language), { x: MARGIN_X, y: height - 34, size: 8.5, font: this.fonts.bold, color: onBand, opacity: 0.9 });
    let y = height - 62;
    for (const line of titleLines) {
      drawLine(this.page, line, MARGIN_X, y, this.fonts, titleSize, onBand);
      y -= 26;
    }
    y = height - bandHeight - 26;
    const description = wrap(toWords([{ text: this.input.description, bold: false }], this.fonts, 10.5), CONTENT_WIDTH, this.fonts, 10.5);
    for (const line of description) {
      drawLine(this.page, line, MARGIN_X, y, this.fonts, 10.5, MUTED);
      y -= 14.5;
    }
    this.page.drawLine({ start: { x: MARGIN_X, y: y + 4 }, end: { x: width - MARGIN_X, y: y + 4 }, thickness: 0.6, color: RULE });
    return y - 18;
  }

  /** Makes room for `height` points, starting a new page when the rest of this one is too short. */
  private ensure(height: number): void {
    if (this.y - height < BOTTOM) this.newPage();
  }

  private writeLines(lines: Line[], x: number, size: number, leading: number, color: RGB, marker?: { text: string; x: number; color: RGB; bold: boolean }): void {
    lines.forEach((line, index) => {
      this.ensure(leading);
      if (index === 0 && marker) {
        this.page.drawText(marker.text, { x: marker.x, y: this.y - size, size, font: marker.bold ? this.fonts.bold : this.fonts.regular, color: marker.color });
      }
      drawLine(this.page, line, x, this.y - size, this.fonts, size, color);
      this.y -= leading;
    });
  }

  write(block: NoteBlock, next: NoteBlock | undefined): void {
    const { fonts } = this;
    switch (block.kind) {
      case 'heading': {
        const size = block.level === 2 ? 14 : 12;
        const lines = wrap(toWords(block.runs, fonts, size, true), CONTENT_WIDTH, fonts, size);
        // Keep a heading with at least three lines of what follows it.
        this.y -= block.level === 2 ? 10 : 6;
        this.ensure(lines.length * (size + 5) + 3 * BODY_LEADING);
        this.writeLines(lines, MARGIN_X, size, size + 5, block.level === 2 ? this.palette.heading : INK);
        if (block.level === 2) {
          this.page.drawLine({ start: { x: MARGIN_X, y: this.y - 1 }, end: { x: MARGIN_X + 36, y: this.y - 1 }, thickness: 2, color: this.palette.accent });
          this.y -= 9;
        }
        this.y -= 2;
        return;
      }
      case 'paragraph': {
        const lines = wrap(toWords(block.runs, fonts, BODY_SIZE), CONTENT_WIDTH, fonts, BODY_SIZE);
        this.writeLines(lines, MARGIN_X, BODY_SIZE, BODY_LEADING, INK);
        this.y -= 7;
        return;
      }
      case 'bullet':
      case 'numbered': {
        const indent = 18;
        const lines = wrap(toWords(block.runs, fonts, BODY_SIZE), CONTENT_WIDTH - indent, fonts, BODY_SIZE);
        const marker = block.kind === 'bullet' ? { text: '•', x: MARGIN_X + 5, color: this.palette.heading, bold: true } : { text: block.number, x: MARGIN_X, color: this.palette.heading, bold: true };
        this.writeLines(lines, MARGIN_X + indent, BODY_SIZE, BODY_LEADING, INK, marker);
        this.y -= next?.kind === block.kind ? 2.5 : 8;
        return;
      }
      case 'formula':
      case 'keyFact': {
        const padding = 9;
        const inner = CONTENT_WIDTH - 2 * padding - 6;
        const lines = block.lines.flatMap((runs) => wrap(toWords(runs, fonts, BODY_SIZE), inner, fonts, BODY_SIZE));
        const leading = BODY_LEADING + (block.kind === 'formula' ? 1.5 : 0);
        // Boxes are short: keep one on one page.
        const height = lines.length * leading + 2 * padding - 4;
        this.ensure(height + 4);
        const top = this.y;
        if (block.kind === 'formula') {
          this.page.drawRectangle({ x: MARGIN_X, y: top - height, width: CONTENT_WIDTH, height, color: FORMULA_BACKGROUND, borderColor: RULE, borderWidth: 0.8 });
        } else {
          this.page.drawRectangle({ x: MARGIN_X, y: top - height, width: CONTENT_WIDTH, height, color: this.palette.tint });
          this.page.drawRectangle({ x: MARGIN_X, y: top - height, width: 3, height, color: this.palette.accent });
        }
        this.y -= padding - 2;
        for (const line of lines) {
          drawLine(this.page, line, MARGIN_X + padding + 6, this.y - BODY_SIZE, fonts, BODY_SIZE, INK);
          this.y -= leading;
        }
        this.y = top - height - 11;
        return;
      }
    }
  }

  /** Page numbers and the footer, once the number of pages is known. */
  finish(): void {
    const [width] = A4;
    this.pages.forEach((page, index) => {
      page.drawLine({ start: { x: MARGIN_X, y: 40 }, end: { x: width - MARGIN_X, y: 40 }, thickness: 0.6, color: RULE });
      page.drawText(`Knowly · ${this.input.knowerName}`, { x: MARGIN_X, y: 26, size: 8.5, font: this.fonts.regular, color: MUTED });
      const number = `${index + 1} / ${this.pages.length}`;
      const numberWidth = this.fonts.bold.widthOfTextAtSize(number, 8.5);
      page.drawText(number, { x: width - MARGIN_X - numberWidth, y: 26, size: 8.5, font: this.fonts.bold, color: MUTED });
    });
  }
}

/** The notes as PDF bytes. */
export async function renderDemoPdf(input: DemoPdfInput): Promise<Buffer> {
  const [regularBytes, boldBytes] = await loadFontBytes();
  const doc = await PDFDocument.create();
  doc.registerFontkit(fontkit);
  doc.setTitle(input.title);
  doc.setAuthor(input.knowerName);
  doc.setSubject(input.description);
  doc.setCreator('Knowly');
  doc.setProducer('Knowly demo content');
  const features = { liga: false, clig: false, dlig: false, rlig: false, calt: false };
  const fonts: Fonts = {
    regular: await doc.embedFont(regularBytes, { subset: true, features }),
    bold: await doc.embedFont(boldBytes, { subset: true, features }),
    widths: new Map(),
  };
  const writer = new NotesWriter(doc, fonts, input);
  for (const markup of input.pages) {
    writer.newPage();
    const blocks = parseNotePage(markup);
    blocks.forEach((block, index) => writer.write(block, blocks[index + 1]));
  }
  writer.finish();
  return Buffer.from(await doc.save());
}
