// Grading of a written answer in Learn and Test: case, accents, punctuation and spacing do not count, and one small
// typo (a letter missing, extra, wrong, or two neighbours swapped) in a word-long answer still counts as right —
// shown as a typo. Numbers must be exact: 1789 for 1798 is not a typo. An Anki card that asks to be typed (a type-in
// answer's marker, ./type-answer.ts) is graded as Anki grades it instead: to the letter.
import { plainTextOf } from './rich-text';
import { compareTypedAnswer, typedAnswerOf } from './type-answer';

export type AnswerVerdict = 'correct' | 'typo' | 'wrong';

/** Answers shorter than this (after normalising) must be exact: in "cat" one letter is a different word. */
const TYPO_MIN_LENGTH = 4;

/** Lower case, no accents or other marks, no punctuation or symbols, single spaces. */
export function normalizeAnswer(text: string): string {
  return plainTextOf(text)
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/ß/g, 'ss')
    .replace(/æ/g, 'ae')
    .replace(/œ/g, 'oe')
    .replace(/ø/g, 'o')
    .replace(/ł/g, 'l')
    .replace(/ı/g, 'i')
    .replace(/[\p{P}\p{S}]/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Whether `given` becomes `expected` by one edit (insert, delete, substitute, or swap of two neighbours) that
 *  touches no digit. */
function isOneSmallTypo(given: string, expected: string): boolean {
  const a = [...given];
  const b = [...expected];
  if (Math.abs(a.length - b.length) > 1) return false;
  let start = 0;
  while (start < a.length && start < b.length && a[start] === b[start]) start++;
  let endA = a.length;
  let endB = b.length;
  while (endA > start && endB > start && a[endA - 1] === b[endB - 1]) {
    endA--;
    endB--;
  }
  const changedA = a.slice(start, endA);
  const changedB = b.slice(start, endB);
  const touched = [...changedA, ...changedB];
  if (touched.some((char) => /\p{N}/u.test(char))) return false;
  if (changedA.length + changedB.length <= 1) return true;
  if (changedA.length === 1 && changedB.length === 1) return true;
  return changedA.length === 2 && changedB.length === 2 && changedA[0] === changedB[1] && changedA[1] === changedB[0];
}

export function gradeWrittenAnswer(given: string, expected: string): AnswerVerdict {
  const typed = typedAnswerOf(expected);
  if (typed) return compareTypedAnswer(typed.expected, given, typed.combining).correct ? 'correct' : 'wrong';
  const answer = normalizeAnswer(given);
  const solution = normalizeAnswer(expected);
  if (answer === '' || solution === '') return 'wrong';
  if (answer === solution || answer.replace(/ /g, '') === solution.replace(/ /g, '')) return 'correct';
  if ([...solution].length >= TYPO_MIN_LENGTH && isOneSmallTypo(answer, solution)) return 'typo';
  return 'wrong';
}
