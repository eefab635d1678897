// Flashcards from the material's structure (issue 30): one card per thing a student learns from it, typically 10–30
// for a two-page know, in document order, at most `maxCards`:
//  - a definition (definitions.ts): the term on the front, its definition on the back ("Stroma: Grundsubstanz …",
//    "Energy is the ability to do work.");
//  - a dated fact of a list or a timeline ("14 juillet : prise de la Bastille", "1791 : première Constitution …"):
//    the date on the front, what happened on the back; a term's formula in a list ("• Peso: P = m · g …");
//  - a section: its heading on the front ("Kinetic energy", "La Terreur (1793 – 1794)"), what the section opens with
//    on the back, with the formula or the line it announces ("Energy of motion. … :" + "KE = ½ m v²").
// Examples, exercises and box labels make no card; every card's source is the sentence its back comes from.
import type { AiFlashcardsInput, AiGeneratedFlashcard } from '../provider';
import { definitionsOf, isBoxLabel } from './definitions';
import { citationOf, readMaterial, wordCount, type MaterialSentence } from './material-sentences';
import { foldText } from './text-analysis';
import { EXAMPLE_HEADING, EXERCISE_HEADING } from './text-units';

const LIST_MARKER = /^(?:[•·▪◦*–-]|\d{1,2}[.)])\s+/u;
/** A date or a span of years at the start of a list line, then a colon or a dash: "14 juillet :", "1791 :",
 *  "1795 – 1799 :", "9 novembre 1799 (18 brumaire) :", "Oktober 1929:", "20 settembre 1870:". */
const DATED = /^((?:(?:\d{1,2}(?:\s*[-–]\s*\d{1,2})?\.?\s+(?:de\s+)?)?\p{L}+\s+(?:de\s+)?)?\d{4}(?:\s*[-–]\s*\d{2,4})?(?:\s*\([^)]{1,30}\))?|\d{1,2}\.?\s+(?:de\s+)?\p{L}+(?:\s+\d{4})?)\s*[:–—]\s+(.{12,})$/u;
/** Least words of the back of a section's card. */
const MIN_BACK_WORDS = 4;
/** Longest heading taken as a card's front, in words. */
const MAX_FRONT_WORDS = 8;
/** A section's card takes its first sentences up to this many words (and the line the last one announces). */
const BACK_WORDS = 12;
const MAX_BACK_SENTENCES = 3;
/** Items of a list a section's card takes. */
const MAX_LIST_ITEMS = 6;

type Card = AiGeneratedFlashcard & { position: number };

const cardOf = (front: string, back: string, sentence: MaterialSentence): Card => ({ front, back, source: citationOf(sentence), position: sentence.position });

/** A list line that gives a term's formula: "• Peso: P = m · g, con g = 9,8 m/s².", "• Rozamiento: F_r = μ · N, …". */
const FORMULA_ITEM = /^([\p{L}][\p{L}\s()-]{1,40}?)\s*:\s+(\S{1,6}\s*=\s*.+)$/u;

function formulaCard(sentence: MaterialSentence): Card | null {
  if (!LIST_MARKER.test(sentence.text)) return null;
  const formula = FORMULA_ITEM.exec(sentence.text.replace(LIST_MARKER, ''));
  return formula && formula[1]!.trim().split(' ').length <= 4 ? cardOf(formula[1]!.trim(), formula[2]!.trim(), sentence) : null;
}

/** "14 juillet : prise de la Bastille" → front "14 juillet", back "prise de la Bastille". */
function datedCard(sentence: MaterialSentence): Card | null {
  const dated = DATED.exec(sentence.text.replace(LIST_MARKER, ''));
  if (!dated || !/\d/.test(dated[1]!)) return null;
  return cardOf(dated[1]!.trim(), dated[2]!.trim(), sentence);
}

/** A section's card: its heading and what it opens with — its first sentences up to BACK_WORDS words and the line
 *  the last one announces ("Energy of motion. It depends on mass and, even more, on speed:" + "KE = ½ m v²"), or
 *  its list when it opens with one ("L'héritage": its four items). */
function sectionCards(sentences: MaterialSentence[], carded: Set<MaterialSentence>): Card[] {
  const cards: Card[] = [];
  sentences.forEach((sentence, index) => {
    const previous = sentences[index - 1];
    const opens = !previous || previous.heading !== sentence.heading || previous.page !== sentence.page;
    // An example's or an exercise's section makes no card; "Pasos para resolver problemas" is a method, not one.
    const heading = foldText(sentence.heading).split(/\s+/).slice(0, 2).join(' ');
    if (!opens || !sentence.heading || EXAMPLE_HEADING.test(heading) || EXERCISE_HEADING.test(heading) || isBoxLabel(sentence.heading, sentence.page.language)) return;
    if (sentence.heading.split(' ').length > MAX_FRONT_WORDS || /\?\s*$/.test(sentence.text)) return;
    const section: MaterialSentence[] = [];
    for (const next of sentences.slice(index)) {
      if (next.heading !== sentence.heading || next.page !== sentence.page) break;
      section.push(next);
    }
    let lines: string[];
    if (LIST_MARKER.test(sentence.text)) {
      const items = section.filter((item) => LIST_MARKER.test(item.text)).slice(0, MAX_LIST_ITEMS);
      // A list whose items are cards of their own already (definitions, dated facts) makes no card of the whole.
      if (items.filter((item) => carded.has(item)).length * 2 >= items.length) return;
      lines = items.map((item) => item.text);
    } else {
      lines = [];
      for (const [at, next] of section.entries()) {
        if (at > 0 && (LIST_MARKER.test(next.text) || (wordCount(lines.join(' ')) >= BACK_WORDS && !/:\s*$/.test(lines.at(-1)!)))) break;
        lines.push(next.text);
        if (at >= MAX_BACK_SENTENCES - 1) break;
      }
    }
    if (wordCount(lines.join(' ')) < MIN_BACK_WORDS) return;
    cards.push(cardOf(sentence.heading, lines.join('\n'), sentence));
  });
  return cards;
}

export function flashcards({ pages, maxCards }: AiFlashcardsInput): AiGeneratedFlashcard[] {
  const { sentences } = readMaterial(pages);
  const definitions = definitionsOf(pages).map(({ term, definition, sentence }) => cardOf(term, definition, sentence));
  const dated = sentences.map((sentence) => datedCard(sentence) ?? formulaCard(sentence)).filter((card): card is Card => card !== null);
  const carded = new Set([...definitionsOf(pages).map(({ sentence }) => sentence), ...sentences.filter((sentence) => datedCard(sentence) ?? formulaCard(sentence))]);
  // One card per sentence and per front: a definition first, then a dated fact or a formula, then a section's opening.
  const cards: Card[] = [];
  const sources = new Set<string>();
  const fronts = new Set<string>();
  for (const card of [...definitions, ...dated, ...sectionCards(sentences, carded)]) {
    const key = `${card.source.knowUuid}|${card.source.page}|${card.source.quote}`;
    const front = foldText(card.front);
    if (sources.has(key) || fronts.has(front)) continue;
    sources.add(key);
    fronts.add(front);
    cards.push(card);
  }
  return cards
    .sort((a, b) => a.position - b.position)
    .slice(0, Math.max(0, maxCards))
    .map(({ front, back, source }) => ({ front, back, source }));
}
