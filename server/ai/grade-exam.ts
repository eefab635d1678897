// Grades the answers to a mock exam, deterministically and forgivingly where a student would expect it: case,
// accents and the punctuation and white space around an answer never matter; multiple choice and true/false must
// match exactly (true/false in any interface language's words), a cloze forgives one typo in each word of five letters
// or more, and a short answer is right when it holds the expected term (one typo forgiven in a term of five letters
// or more).
import { distance } from 'fastest-levenshtein';
import type { AiGeneratedQuestion } from './provider';
import { trueFalseWords } from './local/engine-phrases';
import { foldText } from './local/text-analysis';

/** Words at least this long may hold one typo. */
const TYPO_MIN_LETTERS = 5;

type GradedAnswer = { correct: boolean; expected: string };
export type GradedExam = { results: GradedAnswer[]; score: number; total: number };

/** Folded, inner white space collapsed, punctuation and white space around it removed. */
function normalise(text: string): string {
  return foldText(text).replace(/\s+/g, ' ').replace(/^[\s\p{P}\p{S}]+|[\s\p{P}\p{S}]+$/gu, '');
}

const wordsOfAnswer = (text: string) => normalise(text).split(/[\s\p{P}]+/u).filter(Boolean);

/** Same word, or one edit away in a word of TYPO_MIN_LETTERS or more. */
function sameWord(given: string, expected: string): boolean {
  return given === expected || ([...expected].length >= TYPO_MIN_LETTERS && distance(given, expected) <= 1);
}

function sameWords(given: string[], expected: string[]): boolean {
  return given.length === expected.length && expected.every((word, index) => sameWord(given[index]!, word));
}

const TRUE_FALSE = trueFalseWords();
function truthOf(answer: string): 'true' | 'false' | null {
  const word = normalise(answer);
  if ([...TRUE_FALSE.true].some((candidate) => normalise(candidate) === word)) return 'true';
  if ([...TRUE_FALSE.false].some((candidate) => normalise(candidate) === word)) return 'false';
  return null;
}

function isCorrect(question: AiGeneratedQuestion, answer: string): boolean {
  switch (question.kind) {
    case 'multiple-choice':
      return normalise(answer) === normalise(question.answer);
    case 'true-false':
      return truthOf(answer) === truthOf(question.answer);
    case 'cloze':
      return sameWords(wordsOfAnswer(answer), wordsOfAnswer(question.answer));
    case 'short-answer': {
      const given = wordsOfAnswer(answer);
      const expected = wordsOfAnswer(question.answer);
      if (expected.length === 0) return false;
      return given.some((_, start) => sameWords(given.slice(start, start + expected.length), expected));
    }
  }
}

/** `answers[i]` answers `questions[i]`; a missing or empty answer is wrong. */
export function gradeExam(questions: readonly AiGeneratedQuestion[], answers: ReadonlyArray<string | null | undefined>): GradedExam {
  const results = questions.map((question, index) => {
    const answer = answers[index]?.trim() ?? '';
    return { correct: answer !== '' && isCorrect(question, answer), expected: question.answer };
  });
  return { results, score: results.filter(({ correct }) => correct).length, total: questions.length };
}
