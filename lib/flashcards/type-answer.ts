// Type-in answers (Anki's `{{type:Field}}`, issue 31) compared as Anki compares them. The rendered answer keeps the
// expected text where the template asks for it, as `[[type:expected]]` (`[[type-nc:expected]]` for `{{type:nc:…}}`)
// — the marker Anki's reviewer itself replaces (qt/aqt/reviewer.py typeAnsPat) — so that Learn and Test know a card
// asks to be typed. The comparison is rslib's typeanswer.rs: the expected text without sounds, line breaks as spaces,
// HTML stripped and trimmed; both sides in Unicode NFC (with `nc:`, NFKD without combining marks) and equal to the
// letter, case and spaces included; the diff as Python difflib's SequenceMatcher gives it (typed against expected).
// Pure (no DOM): runs in the browser and the file sandbox.
import { decodeEntities } from './rich-text';

const TYPED = /\[\[type(-nc)?:((?:(?!\]\])[\s\S])*)\]\]/;
const TYPED_ALL = new RegExp(TYPED.source, 'g');

/** The marker a rendered answer gets for a type-in field; its text has no `]]` (Anki's marker cannot hold one). */
export function typedAnswerMarker(expected: string, combining: boolean): string {
  return `[[type${combining ? '' : '-nc'}:${expected.replace(/\]\]/g, '] ]')}]]`;
}

/** The type-in answer a side asks for (the first), or null. */
export function typedAnswerOf(html: string): { expected: string; combining: boolean } | null {
  const match = TYPED.exec(html);
  return match ? { expected: match[2]!, combining: match[1] === undefined } : null;
}

/** The side with each marker replaced by `replace(expected)`: what is shown, or read as text, in its place. */
export function replaceTypedAnswers(html: string, replace: (expected: string) => string): string {
  return html.replace(TYPED_ALL, (_, __, expected: string) => replace(expected));
}

/** rslib strip_expected: no sounds, line breaks (newlines, <br>, <div>) as one space, no HTML, trimmed. */
export function strippedExpected(expected: string): string {
  const text = expected
    .replace(/\[sound:[^\]]*\]/g, '')
    .replace(/(?:\n|<br\s?\/?>|<\/?div>)+/gi, ' ')
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/<[^>]*>/g, '');
  // Anki's strip_html decodes &nbsp; as a plain space.
  return decodeEntities(text).replace(/\u00a0/g, ' ').trim();
}

type Opcode = { tag: 'equal' | 'replace' | 'delete' | 'insert'; typed: [number, number]; expected: [number, number] };

/** difflib's find_longest_match: the longest common run, earliest in `a`, then earliest in `b`. */
function longestMatch(a: string[], b: string[], alo: number, ahi: number, blo: number, bhi: number): [number, number, number] {
  let best: [number, number, number] = [alo, blo, 0];
  let lengths = new Map<number, number>();
  for (let i = alo; i < ahi; i += 1) {
    const next = new Map<number, number>();
    for (let j = blo; j < bhi; j += 1) {
      if (a[i] !== b[j]) continue;
      const k = (lengths.get(j - 1) ?? 0) + 1;
      next.set(j, k);
      if (k > best[2]) best = [i - k + 1, j - k + 1, k];
    }
    lengths = next;
  }
  return best;
}

/** difflib's get_opcodes of SequenceMatcher(a, b) (no junk: answers are far under its 200-element heuristic). */
function opcodes(a: string[], b: string[]): Opcode[] {
  const blocks: [number, number, number][] = [];
  const queue: [number, number, number, number][] = [[0, a.length, 0, b.length]];
  while (queue.length > 0) {
    const [alo, ahi, blo, bhi] = queue.pop()!;
    const [i, j, k] = longestMatch(a, b, alo, ahi, blo, bhi);
    if (k === 0) continue;
    blocks.push([i, j, k]);
    if (alo < i && blo < j) queue.push([alo, i, blo, j]);
    if (i + k < ahi && j + k < bhi) queue.push([i + k, ahi, j + k, bhi]);
  }
  blocks.sort((x, y) => x[0] - y[0] || x[1] - y[1]);
  blocks.push([a.length, b.length, 0]);
  const codes: Opcode[] = [];
  let [i, j] = [0, 0];
  for (const [ai, bj, size] of blocks) {
    const tag = i < ai && j < bj ? 'replace' : i < ai ? 'delete' : j < bj ? 'insert' : null;
    if (tag) codes.push({ tag, typed: [i, ai], expected: [j, bj] });
    [i, j] = [ai + size, bj + size];
    if (size > 0) codes.push({ tag: 'equal', typed: [ai, i], expected: [bj, j] });
  }
  return codes;
}

type DiffToken = { kind: 'good' | 'bad' | 'missing'; text: string };
type TypedAnswerComparison = { correct: boolean; typed: DiffToken[]; expected: DiffToken[] };

const COMBINING = /\p{M}/u;

/** rslib compare_answer: whether `typed` is the expected answer, and the diff Anki shows (typed line: good, bad, and
 *  `-` for each missing character; expected line: good and missing). */
export function compareTypedAnswer(expectedHtml: string, typed: string, combining = true): TypedAnswerComparison {
  const chars = (text: string) => (combining ? [...text.normalize('NFC')] : [...text.normalize('NFKD')].filter((char) => !COMBINING.test(char)));
  const expected = chars(strippedExpected(expectedHtml));
  const given = chars(typed);
  if (expected.join('') === given.join('')) return { correct: true, typed: [{ kind: 'good', text: given.join('') }], expected: [{ kind: 'good', text: expected.join('') }] };
  const typedTokens: DiffToken[] = [];
  const expectedTokens: DiffToken[] = [];
  for (const code of opcodes(given, expected)) {
    const typedText = given.slice(...code.typed).join('');
    const expectedText = expected.slice(...code.expected).join('');
    if (code.tag === 'equal') {
      typedTokens.push({ kind: 'good', text: typedText });
      expectedTokens.push({ kind: 'good', text: expectedText });
    } else if (code.tag === 'delete') typedTokens.push({ kind: 'bad', text: typedText });
    else if (code.tag === 'insert') {
      typedTokens.push({ kind: 'missing', text: '-'.repeat(expectedText.length) });
      expectedTokens.push({ kind: 'missing', text: expectedText });
    } else {
      typedTokens.push({ kind: 'bad', text: typedText });
      expectedTokens.push({ kind: 'missing', text: expectedText });
    }
  }
  return { correct: false, typed: typedTokens, expected: expectedTokens };
}
