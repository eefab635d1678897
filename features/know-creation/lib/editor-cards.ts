// The cards of the editor on /knows/create/import-flashcards: what one row holds, the notes it becomes for
// POST knows/flashcards, the rows an import preview becomes when it is opened in the editor, and the rows a paste of
// many lines becomes (one card a line; front and back split at a tab, as Quizlet, Anki and spreadsheets copy them,
// else at a spaced dash, as word lists are written: "der Hund - the dog").
import type { FlashcardNoteInput, FlashcardImportPreview } from '../../../lib/contracts/flashcards';
import { markupFromRichText, richTextFromMarkup } from './card-markup';

export type EditorCard = {
  /** Stable within the page, for React keys and focus. */
  id: string;
  /** The front and back as typed, with the editor's marks (card-markup.ts). */
  front: string;
  back: string;
  /** Also studied back to front. */
  reversed: boolean;
  /** A data: URL, or null. */
  frontImage: string | null;
  backImage: string | null;
  /** The imported note a row was opened from (an import preview's card): kept as it came — its rich text, with the
   *  deck's classes and stylesheet, its kind and its review history — while the row is left as it was opened. */
  imported?: { note: FlashcardNoteInput; opened: Pick<EditorCard, 'front' | 'back' | 'reversed' | 'frontImage' | 'backImage'> };
};

let lastId = 0;
const nextId = () => `card-${++lastId}`;

export const emptyCard = (): EditorCard => ({ id: nextId(), front: '', back: '', reversed: false, frontImage: null, backImage: null });

const isBlank = (card: EditorCard) => card.front.trim() === '' && card.back.trim() === '' && !card.frontImage && !card.backImage;

/** Cloze deletions make a card that needs no back. */
const hasCloze = (text: string) => /\{\{c\d+::[\s\S]+?\}\}/.test(text);

type EditorProblem = { card: number; problem: 'frontMissing' | 'backMissing' };

/** The notes of the editor's cards, blank rows left out; or the first card (1-based, as shown) that is incomplete. */
export function notesOfEditorCards(cards: readonly EditorCard[]): { ok: true; notes: FlashcardNoteInput[] } | { ok: false; problem: EditorProblem | 'noCards' } {
  const notes: FlashcardNoteInput[] = [];
  for (const [index, card] of cards.entries()) {
    if (isBlank(card)) continue;
    if (card.imported && isAsOpened(card)) {
      notes.push(card.imported.note);
      continue;
    }
    const front = richTextFromMarkup(card.front);
    const back = richTextFromMarkup(card.back);
    const cloze = hasCloze(card.front);
    // The front is text even with an image (the API asks for it): what a screen reader and a search engine read.
    if (front === '') return { ok: false, problem: { card: index + 1, problem: 'frontMissing' } };
    if (!cloze && back === '' && !card.backImage) return { ok: false, problem: { card: index + 1, problem: 'backMissing' } };
    // The server makes a note with cloze deletions a cloze note; reversing one would mean nothing.
    notes.push({ kind: card.reversed && !cloze ? 'reversed' : 'basic', front, back, frontImage: card.frontImage, backImage: card.backImage });
  }
  return notes.length > 0 ? { ok: true, notes } : { ok: false, problem: 'noCards' };
}

/** Whether an imported row is still as it was opened (then its note goes as it came). */
const isAsOpened = (card: EditorCard) =>
  card.imported !== undefined && (['front', 'back', 'reversed', 'frontImage', 'backImage'] as const).every((field) => card[field] === card.imported!.opened[field]);

/** The editor's rows for the cards of an import preview; each keeps its note for as long as it is not edited. */
export function editorCardsOfPreview(cards: FlashcardImportPreview['cards']): EditorCard[] {
  return cards.map((card) => {
    const opened = { front: markupFromRichText(card.front), back: markupFromRichText(card.back), reversed: card.kind === 'reversed', frontImage: card.frontImage, backImage: card.backImage };
    return { id: nextId(), ...opened, imported: { note: card, opened } };
  });
}

const SPACED_DASH = /\s+[-–—]\s+/;

/**
 * The cards of a paste of several lines into a card's front, or null when the paste is one line (an ordinary paste).
 * Each line that is not blank is a card: split at the first tab, else at the first spaced dash, else all front.
 */
export function cardsFromPastedText(text: string): EditorCard[] | null {
  const lines = text.replace(/\r\n?/g, '\n').split('\n').filter((line) => line.trim() !== '');
  if (lines.length < 2) return null;
  const tabs = lines.some((line) => line.includes('\t'));
  return lines.map((line) => {
    const [front, back] = splitLine(line, tabs);
    return { ...emptyCard(), front: front.trim(), back: back.trim() };
  });
}

function splitLine(line: string, tabs: boolean): [string, string] {
  if (tabs) {
    const at = line.indexOf('\t');
    return at < 0 ? [line, ''] : [line.slice(0, at), line.slice(at + 1)];
  }
  const dash = SPACED_DASH.exec(line);
  return dash ? [line.slice(0, dash.index), line.slice(dash.index + dash[0].length)] : [line, ''];
}

/** The rows after a paste of `pasted` cards into row `at`: a blank row is replaced, else they follow it. */
export function insertPastedCards(cards: readonly EditorCard[], at: number, pasted: EditorCard[]): EditorCard[] {
  const target = cards[at];
  const replace = target !== undefined && isBlank(target);
  return [...cards.slice(0, replace ? at : at + 1), ...pasted, ...cards.slice(at + 1)];
}

/** The rows with row `from` moved one place up (-1) or down (+1). */
export function moveCard(cards: readonly EditorCard[], from: number, by: -1 | 1): EditorCard[] {
  const to = from + by;
  if (to < 0 || to >= cards.length) return [...cards];
  const next = [...cards];
  [next[from], next[to]] = [next[to]!, next[from]!];
  return next;
}
