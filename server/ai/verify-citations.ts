// The check every citation passes before anyone sees it, whichever provider wrote it: its quote, white space
// collapsed, must be non-empty, of a sensible length and found in the text of the page it names (the know and the
// page number both) — also white space collapsed, as extracted PDF text wraps lines where it likes. A quote invented,
// altered or pinned on the wrong page is dropped.
import type { AiCitation, AiPage } from './provider';

/** Shortest and longest quote accepted, in characters (a quote of one or two letters proves nothing). */
const QUOTE_LENGTH = { min: 3, max: 2000 };

const normalised = (text: string) => text.normalize('NFC').replace(/\s+/g, ' ').trim();

export function verifyCitations(citations: AiCitation[], pages: AiPage[]): AiCitation[] {
  const texts = new Map(pages.map((page) => [`${page.knowUuid}\u0000${page.page}`, normalised(page.text)]));
  return citations.filter((citation) => {
    const quote = normalised(citation.quote);
    if (quote.length < QUOTE_LENGTH.min || quote.length > QUOTE_LENGTH.max) return false;
    return texts.get(`${citation.knowUuid}\u0000${citation.page}`)?.includes(quote) ?? false;
  });
}

/**
 * An answer with only its verified citations, its `[n]` markers renumbered to match: the marker of a dropped citation
 * goes (with the space before it), the others follow the kept list, so that `[k]` always names `citations[k-1]`.
 * Brackets that name no citation of the answer (a "[3]" quoted from a document with two citations) are left alone.
 */
export function keepVerifiedCitations(text: string, citations: AiCitation[], pages: AiPage[]): { text: string; citations: AiCitation[] } {
  const verified = new Set(verifyCitations(citations, pages));
  const kept = citations.filter((citation) => verified.has(citation));
  const renumbered = new Map<number, number>();
  citations.forEach((citation, index) => {
    if (verified.has(citation)) renumbered.set(index + 1, kept.indexOf(citation) + 1);
  });
  const marked = text.replace(/( ?)\[(\d{1,3})\]/g, (marker, space: string, digits: string) => {
    const number = Number(digits);
    if (number < 1 || number > citations.length) return marker;
    const now = renumbered.get(number);
    return now === undefined ? '' : `${space}[${now}]`;
  });
  return { text: marked, citations: kept };
}
