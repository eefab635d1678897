// Is a know filed under the right subject? (issue 33, decision 051). A know's words are compared with each subject's
// vocabulary in the know's catalogue language (vocabulary/*.ts: what students' notes of a subject say and the others'
// rarely do). When another subject's words clearly outweigh those of every subject the know is filed under, that
// subject is "the better subject": the know sinks in lists (know-quality.ts) and its knower is told (their list of
// knows and the edit page), until they file it right. Only a clear case counts: a know that says little, or that
// says as much of its own subject as of another, fits. A subject with no vocabulary (not one of the eight every
// catalogue has) is never doubted, nor suggested.
import { contentLanguageOf } from '../../catalogue/find-subjects';
import { termsOf } from '../../ai/local/text-analysis';
import { VOCABULARIES } from './vocabulary';
import { VOCABULARY_SUBJECTS, type VocabularySubject } from './vocabulary/types';

/** How much of a know's text is read: enough to know its subject, bounded for a long document. */
const READ_CHARS = 20_000;
/** The least weight of words another subject needs before it can be the better one (three or four of its words). */
export const MIN_EVIDENCE = 3.5;
/** How many times the words of the filed subject another subject's words must outweigh. */
const CLEAR_RATIO = 3;
/** The shortest part of a compound word that counts as a subject's word ("Kohlenstoff|dioxid", "Zell|membran"). */
const MIN_COMPOUND_PART = 5;
/** Languages that write compounds as one word: a word that starts or ends with a subject's word counts for it. */
const COMPOUNDING_LANGUAGES = new Set(['de', 'nl', 'hu', 'el']);
/** Languages that add suffixes a stemmer leaves on ("hücrelerin"): a word that starts with a subject's word counts. */
const SUFFIXING_LANGUAGES = new Set(['tr', 'hu', 'fil']);

/** Subjects a country teaches as one or side by side: a know of one is never misfiled under the other. */
const NEIGHBOURS: Readonly<Record<string, readonly (readonly [VocabularySubject, VocabularySubject])[]>> = {
  // France teaches "physique-chimie" as one subject (the physics subject's name there).
  fr: [['physics', 'chemistry']],
  // The English language and English literature: the same lessons in English-speaking schools.
  en: [['english', 'literature']],
};

type LanguageIndex = {
  /** Each word stem of the vocabulary, with the subjects it belongs to. */
  subjectsOf: Map<string, VocabularySubject[]>;
  prefixes: boolean;
  suffixes: boolean;
};

const indexes = new Map<string, LanguageIndex | null>();

function indexOf(catalogueLanguage: string): LanguageIndex | null {
  if (indexes.has(catalogueLanguage)) return indexes.get(catalogueLanguage)!;
  const vocabulary = VOCABULARIES[catalogueLanguage];
  let index: LanguageIndex | null = null;
  if (vocabulary) {
    const subjectsOf = new Map<string, VocabularySubject[]>();
    for (const subject of VOCABULARY_SUBJECTS) {
      for (const term of new Set(termsOf(vocabulary[subject], catalogueLanguage))) {
        const list = subjectsOf.get(term) ?? [];
        if (!list.includes(subject)) list.push(subject);
        subjectsOf.set(term, list);
      }
    }
    index = { subjectsOf, prefixes: COMPOUNDING_LANGUAGES.has(catalogueLanguage) || SUFFIXING_LANGUAGES.has(catalogueLanguage), suffixes: COMPOUNDING_LANGUAGES.has(catalogueLanguage) };
  }
  indexes.set(catalogueLanguage, index);
  return index;
}

/** The subjects a word of a know counts for: its own stem's, else (compounds) the longest part's at either end. */
function subjectsOfTerm(term: string, index: LanguageIndex): VocabularySubject[] | undefined {
  const exact = index.subjectsOf.get(term);
  if (exact || term.length <= MIN_COMPOUND_PART) return exact;
  if (index.prefixes) {
    for (let end = term.length - 1; end >= MIN_COMPOUND_PART; end -= 1) {
      const found = index.subjectsOf.get(term.slice(0, end));
      if (found) return found;
    }
  }
  if (index.suffixes) {
    for (let start = 1; term.length - start >= MIN_COMPOUND_PART; start += 1) {
      const found = index.subjectsOf.get(term.slice(start));
      if (found) return found;
    }
  }
  return undefined;
}

export type SubjectScores = Record<VocabularySubject, number>;

/**
 * How much of each subject a text says: every distinct word of a subject's vocabulary counts 1 + ln(times it occurs),
 * shared among the subjects whose vocabulary has it. Null when the language has no vocabulary.
 */
export function subjectScoresOf(text: string, language: string): SubjectScores | null {
  const index = indexOf(contentLanguageOf(language));
  if (!index) return null;
  const counts = new Map<string, number>();
  for (const term of termsOf(text.slice(0, READ_CHARS), language)) counts.set(term, (counts.get(term) ?? 0) + 1);
  const scores = Object.fromEntries(VOCABULARY_SUBJECTS.map((subject) => [subject, 0])) as SubjectScores;
  for (const [term, count] of counts) {
    const subjects = subjectsOfTerm(term, index);
    if (!subjects) continue;
    const weight = (1 + Math.log(count)) / subjects.length;
    for (const subject of subjects) scores[subject] += weight;
  }
  return scores;
}

const isVocabularySubject = (slug: string): slug is VocabularySubject => (VOCABULARY_SUBJECTS as readonly string[]).includes(slug);

/** Whether a country teaches the two subjects as one or side by side (NEIGHBOURS). */
export function areNeighbours(language: string, one: VocabularySubject, other: VocabularySubject): boolean {
  return (NEIGHBOURS[contentLanguageOf(language)] ?? []).some(([a, b]) => (a === one && b === other) || (a === other && b === one));
}

/**
 * The subject a know's text clearly belongs to rather than any it is filed under (by slug), or null: it fits, it is
 * filed under no subject or under one without a vocabulary, or the text does not tell.
 */
export function betterSubjectFor({ text, language, filed }: { text: string; language: string; filed: readonly string[] }): VocabularySubject | null {
  const filedSubjects = filed.filter(isVocabularySubject);
  if (filedSubjects.length === 0 || filedSubjects.length < filed.length) return null;
  const scores = subjectScoresOf(text, language);
  if (!scores) return null;
  // A neighbour of a filed subject counts as filed: in France chemistry is filed under Physique-chimie.
  const filedOrNeighbour = (subject: VocabularySubject) => filedSubjects.some((own) => own === subject || areNeighbours(language, own, subject));
  const fit = Math.max(...VOCABULARY_SUBJECTS.filter(filedOrNeighbour).map((subject) => scores[subject]));
  let best: VocabularySubject | null = null;
  for (const subject of VOCABULARY_SUBJECTS) {
    if (filedOrNeighbour(subject)) continue;
    if (best === null || scores[subject] > scores[best]) best = subject;
  }
  if (best === null || scores[best] < MIN_EVIDENCE || scores[best] < CLEAR_RATIO * fit) return null;
  return best;
}
