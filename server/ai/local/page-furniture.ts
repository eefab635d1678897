// The page furniture of a document, dropped before the engine reads it (issue 30): what a PDF's text layer carries on
// every page besides the content — running headers and footers (lines repeated at the top or bottom of several
// pages, page numbers aside: "Knowly · Lena Vogel 1 / 2"), page numbers, the know's title repeated on its pages, the
// upper-case subject band above the title, and the one-line subtitle between the title and the first heading.
// What is left is each page's own text, line for line, so every sentence the engine quotes is still on its page.
import type { AiPage } from '../provider';
import { foldText } from './text-analysis';
import { looksLikeHeading } from './text-units';

/** Lines at the top and at the bottom of a page where running headers and footers stand. */
const EDGE_LINES = 3;
/** Longest subtitle dropped under the title, in characters. */
const SUBTITLE_MAX_CHARACTERS = 200;
const PAGE_NUMBER = /^(?:(?:page|seite|pag(?:e|ina)?|p\.|s\.|strona|sayfa|σελ(?:ιδα)?\.?)\s*)?[-–—]?\s*\d{1,4}\s*(?:(?:\/|of|von|sur|de|di|z|из|από)\s*\d{1,4})?\s*[-–—]?$/iu;

/** A line as compared across pages: folded, numbers as '#', white space collapsed. */
const shapeOf = (line: string) => foldText(line).replace(/\d+/g, '#').replace(/\s+/g, ' ').trim();
const comparable = (text: string) => foldText(text).replace(/[^\p{L}\p{Nd}]+/gu, ' ').trim();

/** Whether a line is written in capitals only (a subject band: "BIOLOGIE · KLASSE 9"). */
function isUpperCaseBand(line: string): boolean {
  const letters = line.replace(/[^\p{L}]/gu, '');
  return letters.length >= 3 && letters === letters.toLocaleUpperCase() && letters !== letters.toLocaleLowerCase();
}

/** A bare number is a page number only when it is this page's and does not end a wrapped line ("a =" / "2"). */
function isPageNumber(line: string, previous: string | undefined, page: number): boolean {
  if (!/^\d+$/.test(line)) return true;
  return Number(line) === page && (previous === undefined || !/[=+\-−×·÷/(<>]\s*$/.test(previous));
}

/** Indexes of the lines at the top of a page that spell the know's title (one line, or wrapped over up to three). */
function titleLines(lines: string[], title: string): number[] {
  const wanted = comparable(title);
  if (!wanted) return [];
  for (let start = 0; start < Math.min(lines.length, EDGE_LINES + 1); start += 1) {
    let joined = '';
    for (let end = start; end < Math.min(lines.length, start + 3); end += 1) {
      joined = comparable(`${joined} ${lines[end]}`);
      if (joined === wanted) return Array.from({ length: end - start + 1 }, (_, offset) => start + offset);
      if (!wanted.startsWith(joined)) break;
    }
  }
  return [];
}

function cleanKnowPages(pages: AiPage[]): AiPage[] {
  const lineLists = pages.map((page) => page.text.split(/\r?\n/));
  // Shapes standing at the edge of more than one page are running headers or footers.
  const edgeCounts = new Map<string, number>();
  for (const lines of lineLists) {
    const edges = new Set([...lines.slice(0, EDGE_LINES), ...lines.slice(-EDGE_LINES)].map(shapeOf).filter(Boolean));
    for (const shape of edges) edgeCounts.set(shape, (edgeCounts.get(shape) ?? 0) + 1);
  }
  return pages.map((page, pageIndex) => {
    const lines = lineLists[pageIndex]!;
    const dropped = new Set<number>();
    const title = titleLines(lines, page.knowTitle);
    for (const index of title) dropped.add(index);
    lines.forEach((line, index) => {
      const atEdge = index < EDGE_LINES || index >= lines.length - EDGE_LINES;
      if (!line.trim() || (PAGE_NUMBER.test(line.trim()) && isPageNumber(line.trim(), lines[index - 1], page.page))) dropped.add(index);
      else if (atEdge && pages.length > 1 && (edgeCounts.get(shapeOf(line)) ?? 0) > 1) dropped.add(index);
      // The subject band above the title.
      else if (title.length && index < title[0]! && isUpperCaseBand(line)) dropped.add(index);
    });
    // The subtitle: one short block between the title and the first heading.
    if (title.length) {
      const next = title.at(-1)! + 1;
      const after = lines.slice(next).findIndex((line) => looksLikeHeading(line, page.language));
      if (after > 0 && after <= 3 && lines.slice(next, next + after).join(' ').length <= SUBTITLE_MAX_CHARACTERS) {
        for (let index = next; index < next + after; index += 1) dropped.add(index);
      }
    }
    if (dropped.size === 0) return page;
    return { ...page, text: lines.filter((_, index) => !dropped.has(index)).join('\n') };
  });
}

/** The pages without their furniture, know by know (a running header is one know's, not another's). */
export function withoutFurniture(pages: AiPage[]): AiPage[] {
  const byKnow = new Map<string, AiPage[]>();
  for (const page of pages) byKnow.set(page.knowUuid, [...(byKnow.get(page.knowUuid) ?? []), page]);
  const cleaned = new Map<AiPage, AiPage>();
  for (const knowPages of byKnow.values()) cleanKnowPages(knowPages).forEach((page, index) => cleaned.set(knowPages[index]!, page));
  return pages.map((page) => cleaned.get(page)!);
}
