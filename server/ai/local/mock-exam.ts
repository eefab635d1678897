// Mock exams from the material, deterministic for the same material and instructions (seeded with lib/seeded-random):
//   multiple choice — "which term does this describe?" over a definition (definitions.ts); the options are its term
//                     and three other defined terms of the same material, nearest first (same page, same know);
//   cloze           — a source sentence with a key term blanked out (a defined term it holds, else its rarest word);
//   true/false      — a sentence as it stands, or falsified by swapping its key term for another term of the material;
//   short answer    — name the term a definition describes; the model answer is the term.
// Every question carries its source sentence as a citation. Words of the student's instructions (`userInput`, "only
// mitosis") put the sentences that hold them first.
import { mulberry32 } from '../../../lib/seeded-random';
import type { AiGeneratedQuestion, AiMockExamInput, AiQuestionKind } from '../provider';
import { definitionsOf, type Definition } from './definitions';
import { enginePhrases, fillPhrase, type EnginePhrases } from './engine-phrases';
import { citationOf, readMaterial, wordCount, type MaterialSentence } from './material-sentences';
import { baseLanguage, foldText, termsOf, wordsOf } from './text-analysis';

const KIND_ROTATION: AiQuestionKind[] = ['multiple-choice', 'cloze', 'true-false', 'short-answer'];
const DISTRACTORS = 3;
const BLANK = '_____';
/** Sentences of this many words make fair cloze and true/false items. */
const ITEM_WORDS = { min: 6, max: 45 };
/** Least letters of a word blanked out when no defined term is in the sentence. */
const MIN_BLANK_LETTERS = 5;

type Random = () => number;

/** FNV-1a over the text: the seed of an exam. */
function hashOf(text: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) hash = Math.imul(hash ^ text.charCodeAt(index), 0x01000193);
  return hash >>> 0;
}

function shuffled<T>(items: readonly T[], random: Random): T[] {
  const copy = [...items];
  for (let index = copy.length - 1; index > 0; index -= 1) {
    const other = Math.floor(random() * (index + 1));
    [copy[index], copy[other]] = [copy[other]!, copy[index]!];
  }
  return copy;
}

/** Where `term` stands in `text` as whole words, case and accents aside; -1 when it does not. */
function indexOfTerm(text: string, term: string, language: string): number {
  const folded = foldText(text, language);
  const wanted = foldText(term, language);
  // Folding keeps the length of these texts' letters except for ß/æ/œ: then the position is not trusted.
  if (folded.length !== text.length) return -1;
  for (let at = folded.indexOf(wanted); at >= 0; at = folded.indexOf(wanted, at + 1)) {
    const before = folded[at - 1];
    const after = folded[at + wanted.length];
    if ((!before || !/[\p{L}\p{N}]/u.test(before)) && (!after || !/[\p{L}\p{N}]/u.test(after))) return at;
  }
  return -1;
}

function replaceTerm(text: string, at: number, length: number, replacement: string): string {
  return text.slice(0, at) + replacement + text.slice(at + length);
}

type Material = {
  definitions: Definition[];
  sentences: MaterialSentence[];
  /** How many sentences hold each term: the rarest word of a sentence is its key word. */
  frequency: Map<string, number>;
  phrases: EnginePhrases;
  random: Random;
};

/** The key term of a sentence: a defined term it holds, else its rarest long word; null when it has neither. */
function keyTermOf(sentence: MaterialSentence, material: Material): { text: string; at: number } | null {
  const { language } = sentence.page;
  for (const { term } of material.definitions) {
    const at = indexOfTerm(sentence.text, term, language);
    if (at >= 0 && foldText(term, language) !== foldText(sentence.text, language)) return { text: sentence.text.slice(at, at + term.length), at };
  }
  const candidates = wordsOf(sentence.text, language)
    .filter((word) => [...word].filter((letter) => /\p{L}/u.test(letter)).length >= MIN_BLANK_LETTERS && !/\d/.test(word))
    .map((word) => ({ word, frequency: material.frequency.get(termsOf(word, language)[0] ?? '') ?? Infinity }))
    .filter(({ frequency }) => Number.isFinite(frequency))
    .sort((a, b) => a.frequency - b.frequency || b.word.length - a.word.length);
  for (const { word } of candidates) {
    const at = indexOfTerm(sentence.text, word, language);
    if (at >= 0) return { text: word, at };
  }
  return null;
}

/** Three other defined terms, nearest first: same page, same know, then the rest (shuffled within each). */
function distractorsFor(definition: Definition, material: Material): string[] {
  const { page } = definition.sentence;
  const folded = foldText(definition.term, page.language);
  const others = material.definitions.filter((other) => foldText(other.term, page.language) !== folded);
  const nearness = (other: Definition) =>
    (other.sentence.page.knowUuid === page.knowUuid ? 0 : 2) + (other.sentence.page.page === page.page && other.sentence.page.knowUuid === page.knowUuid ? 0 : 1);
  return shuffled(others, material.random)
    .sort((a, b) => nearness(a) - nearness(b))
    .slice(0, DISTRACTORS)
    .map((other) => other.term);
}

function definitionQuestion(kind: 'multiple-choice' | 'short-answer', definition: Definition, material: Material): AiGeneratedQuestion | null {
  const source = citationOf(definition.sentence);
  if (kind === 'short-answer') return { kind, prompt: fillPhrase(material.phrases.shortAnswer, definition.definition), answer: definition.term, source };
  const distractors = distractorsFor(definition, material);
  if (distractors.length < DISTRACTORS) return null;
  const options = shuffled([definition.term, ...distractors], material.random);
  return { kind, prompt: fillPhrase(material.phrases.multipleChoice, definition.definition), options, answer: definition.term, source };
}

/** Whether a term can stand in the key term's place without breaking the sentence's grammar (issue 30: "viele
 *  Prozesse ablaufen" must not become "viele Zelle ablaufen"): as many words, written with a capital alike, and the
 *  same ending — number, and in many languages gender and case, show there ("Mitochondrien"/"Ribosomen",
 *  "la membrana"/"la parete"; in English a plural's "s"). */
export function standsFor(term: string, key: string, language: string): boolean {
  const words = wordsOf(term, language);
  const keyWords = wordsOf(key, language);
  if (words.length !== keyWords.length || words.length === 0) return false;
  if (words.some((word, index) => /^\p{Lu}/u.test(word) !== /^\p{Lu}/u.test(keyWords[index]!))) return false;
  const last = foldText(words.at(-1)!, language);
  const keyLast = foldText(keyWords.at(-1)!, language);
  const ending = baseLanguage(language) === 'en' ? 1 : 2;
  return last.slice(-ending) === keyLast.slice(-ending) || (ending === 1 && !last.endsWith('s') && !keyLast.endsWith('s'));
}

function sentenceQuestion(kind: 'cloze' | 'true-false', sentence: MaterialSentence, material: Material): AiGeneratedQuestion | null {
  const key = keyTermOf(sentence, material);
  if (!key) return null;
  const source = citationOf(sentence);
  if (kind === 'cloze') {
    return { kind, prompt: fillPhrase(material.phrases.cloze, replaceTerm(sentence.text, key.at, key.text.length, BLANK)), answer: key.text, source };
  }
  const { language } = sentence.page;
  const swaps = material.definitions
    .map(({ term }) => term)
    .filter((term) => foldText(term, language) !== foldText(key.text, language) && indexOfTerm(sentence.text, term, language) < 0 && standsFor(term, key.text, language));
  const falsify = swaps.length > 0 && material.random() < 0.5;
  const statement = falsify ? replaceTerm(sentence.text, key.at, key.text.length, swaps[Math.floor(material.random() * swaps.length)]!) : sentence.text;
  return { kind, prompt: fillPhrase(material.phrases.trueFalse, statement), answer: falsify ? 'false' : 'true', source };
}

export function mockExam({ pages, userInput, language, questionCount }: AiMockExamInput): AiGeneratedQuestion[] {
  const random = mulberry32(hashOf(`${questionCount}\u0000${userInput ?? ''}\u0000${pages.map((page) => `${page.knowUuid}:${page.page}:${page.text}`).join('\u0000')}`));
  const uniform: Random = () => random() / 2 ** 32;
  const frequency = new Map<string, number>();
  const sentences = readMaterial(pages).sentences.filter((sentence) => {
    const words = wordCount(sentence.text);
    return words >= ITEM_WORDS.min && words <= ITEM_WORDS.max;
  });
  for (const sentence of sentences) new Set(termsOf(sentence.text, sentence.page.language)).forEach((term) => frequency.set(term, (frequency.get(term) ?? 0) + 1));

  // The student's words first, then a seeded shuffle.
  const wanted = new Set(pages.flatMap((page) => termsOf(userInput ?? '', page.language)));
  const wants = (text: string, pageLanguage: string) => termsOf(text, pageLanguage).some((term) => wanted.has(term));
  const bySelection = <T>(items: T[], textOf: (item: T) => { text: string; language: string }) =>
    shuffled(items, uniform)
      .map((item) => ({ item, wanted: wants(textOf(item).text, textOf(item).language) }))
      .sort((a, b) => Number(b.wanted) - Number(a.wanted))
      .map(({ item }) => item);

  const definitions = definitionsOf(pages);
  const material: Material = { definitions, sentences, frequency, phrases: enginePhrases(language), random: uniform };
  const definitionQueue = bySelection(definitions, ({ sentence }) => ({ text: sentence.text, language: sentence.page.language }));
  const sentenceQueue = bySelection(sentences, (sentence) => ({ text: sentence.text, language: sentence.page.language }));
  const used = new Set<string>();

  const questions: AiGeneratedQuestion[] = [];
  const next = (kind: AiQuestionKind): AiGeneratedQuestion | null => {
    if (kind === 'multiple-choice' || kind === 'short-answer') {
      for (const definition of definitionQueue) {
        if (used.has(definition.sentence.text)) continue;
        const question = definitionQuestion(kind, definition, material);
        if (question) return question;
      }
      return null;
    }
    for (const sentence of sentenceQueue) {
      if (used.has(sentence.text)) continue;
      const question = sentenceQuestion(kind, sentence, material);
      if (question) return question;
    }
    return null;
  };
  for (let index = 0; questions.length < questionCount && index < questionCount * KIND_ROTATION.length; index += 1) {
    const kind = KIND_ROTATION[index % KIND_ROTATION.length]!;
    const question = next(kind) ?? (kind === 'cloze' ? null : next('cloze'));
    if (!question) continue;
    used.add(question.source.quote);
    questions.push(question);
  }
  return questions;
}
