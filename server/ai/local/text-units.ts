// A page's text as the engine reads it: headings and sentences, in order. The text is what the PDF pipeline extracted
// (server/knows/documents), where a paragraph may be wrapped over several lines and headings and bullets are lines of
// their own without markup, so lines are first joined into blocks (a wrapped line goes on with the block above), then
// each block that is not a heading is cut into sentences. Every unit's text is the page's text with its runs of white
// space collapsed to one space: quoting a unit quotes the page (verifyCitations compares white-space-normalised text).
import { foldText, isContentWord, sentencesOf, wordsOf } from './text-analysis';

export type TextUnit = { text: string; heading: boolean };

/** Headings (folded) of an example's or an exercise's section: what follows is a set-up or a task, not what the
 *  material teaches. */
export const EXAMPLE_HEADING = /\b(beispiel|rechenbeispiel|example|exemple|ejemplo|esempio|problema|problem|worked)/;
export const EXERCISE_HEADING = /\b(aufgabe|ubung|exercise|quiz|check your|quick check|exercice|ejercicio|esercizio|domanda|pregunta|prufungsfrage|testfrage|question de|exam question)/;

/** Longest line taken for a heading, in characters and in words. */
const HEADING_MAX_CHARACTERS = 80;
const HEADING_MAX_WORDS = 10;
/** A line shorter than this share of the page's longest line ended its block (it was not wrapped). */
const SHORT_LINE_SHARE = 0.7;

function collapseWhitespace(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

/** A line that reads as a heading: short, starts with a capital or a number, no closing punctuation but ? or !,
 *  no formula signs. */
export function looksLikeHeading(line: string, language = 'en'): boolean {
  const text = collapseWhitespace(line);
  if (!text || text.length > HEADING_MAX_CHARACTERS || text.split(' ').length > HEADING_MAX_WORDS) return false;
  if (!/^[\p{Lu}\d]/u.test(text) || /[.,;:…–-]$/.test(text) || /[=→←<>+×÷]/.test(text)) return false;
  // A line that ends on "und", "of", "de"… is the first line of a wrapped sentence, not a heading.
  const last = wordsOf(text, language).at(-1);
  if (!text.endsWith('?') && text.split(' ').length >= 3 && last && !/\d/.test(last) && !isContentWord(last, language)) return false;
  return /\p{L}{2}/u.test(text);
}

/** A sentence that is only a list number or ends on an ordinal or an abbreviation ("1.", "VI.", "(3.", "z."): the
 *  segmenter cut it too early. */
const CUT_AFTER_NUMBER = /(?:^|[\s(])(?:\d{1,2}|[IVXLC]{1,4}|z|d|u|bzw|ca|vgl|usw|e\.g|i\.e|p\.ex|ej|ecc|etc|cf)\.$/;

/** The block's sentences, a sentence cut after a list number or an ordinal joined with the next one. */
function sentencesOfBlock(block: string, language: string): string[] {
  const sentences: string[] = [];
  let pending = '';
  for (const sentence of sentencesOf(block, language)) {
    const joined = pending ? `${pending} ${sentence}` : sentence;
    if (CUT_AFTER_NUMBER.test(joined)) pending = joined;
    else {
      sentences.push(joined);
      pending = '';
    }
  }
  if (pending) sentences.push(pending);
  return sentences;
}

/** A list item's start: a bullet or a number. A middle dot before a number is a product wrapped onto the line ("3 + 2 = 5
 *  y 3 / · 2 = 6"), not a bullet. */
const BULLET_START = /^(?:[•▪◦*–-]\s|·\s(?!\d)|\d+[.)]\s)/;
const BLOCK_END = /[.!?:;…)]$/;

/** Whether line `index` starts a new block rather than continuing the wrapped line above it. */
function startsBlock(lines: string[], index: number, longest: number, language: string): boolean {
  const line = lines[index]!;
  const previous = lines[index - 1];
  if (previous === undefined) return true;
  if (BLOCK_END.test(previous) || looksLikeHeading(line, language) || BULLET_START.test(line)) return true;
  // Under a heading, a line in upper case or a formula ("a = Δv / Δt", which a heading never holds) starts the content.
  if (looksLikeHeading(previous, language) && (!/^\p{Ll}/u.test(line) || /[=→]/.test(line))) return true;
  return /^[\p{Lu}\d(„"“«]/u.test(line) && previous.length < longest * SHORT_LINE_SHARE;
}

/** The headings and sentences of a text, in order. A question standing as a line of its own under an example's or an
 *  exercise's heading ("Rechenbeispiel … Welche Kraft ist nötig?") is the example's question, not a new section. */
export function textUnitsOf(text: string, language: string): TextUnit[] {
  let section = '';
  return blockUnitsOf(text, language).map((unit) => {
    if (!unit.heading) return unit;
    const folded = foldText(section);
    if (/\?$/.test(unit.text) && section && (EXAMPLE_HEADING.test(folded) || EXERCISE_HEADING.test(folded))) return { text: unit.text, heading: false };
    section = unit.text;
    return unit;
  });
}

function blockUnitsOf(text: string, language: string): TextUnit[] {
  const lines = text.split(/\r?\n/).map(collapseWhitespace).filter(Boolean);
  const longest = Math.max(0, ...lines.map((line) => line.length));
  const blocks: string[][] = [];
  lines.forEach((line, index) => {
    if (startsBlock(lines, index, longest, language)) blocks.push([line]);
    else blocks.at(-1)!.push(line);
  });
  return blocks.flatMap((block): TextUnit[] => {
    const joined = block.join(' ');
    if (block.length === 1 && looksLikeHeading(joined, language)) return [{ text: joined, heading: true }];
    return sentencesOfBlock(joined, language).map((sentence) => ({ text: collapseWhitespace(sentence), heading: false }));
  });
}
