// Retrieval for the local engine (and for the chat service whatever the provider): the passages of the pages that
// answer a question, best first. BM25 ranking by `minisearch` over passages (passages.ts) whose text, section heading
// and know title are analysed in the page's language (text-analysis.ts); the question is analysed in each language of
// the pages, and a passage is judged by the question's terms in its own language. German compounds are met from
// either side: "Membran" also asks for the material's "Thylakoidmembran" (terms of the material that end with a
// question term), and a question term of five letters or more also matches longer terms as a prefix.
//
// The question is read as a student writes it (question-reading.ts: chat filler and the question's frame verbs left out,
// ordinals and number words as numbers, a small paraphrase table) and its terms are met by form, German participles,
// derived forms and typos against the material's own vocabulary (term-matching.ts). The pages are read without their
// furniture (page-furniture.ts: running headers and footers, page numbers, the title band), and every passage starts
// with its section's heading.
//
// Nothing relevant → nothing: a passage is kept only when the question terms it holds carry at least MIN_COVERAGE of
// the question's weight (each term weighted by its inverse document frequency over the passages of that language, a
// term the material never uses weighing the most), so "What is the capital of Australia?" over notes on cells finds
// nothing instead of the least bad passage; and a question naming a thing the material never mentions (a noun or a
// name the material lacks: "…the atomic mass of gold" over notes that never name gold) finds nothing however much of the
// rest matches. The know's title words are context, not evidence: they are in every
// passage of the know. An overview question ("what is this about", "fass das mal zusammen") gets the sections' opening
// passages of the knows it names (all, when it names none), for the provider to summarise.
//
// Cost: the passages and their index are built per set of pages and kept for the next question over the same pages
// (the last CORPUS_CACHE_SIZE sets). Measured by `npm run eval:ai` on 2 shared, busy CPUs: building for one language's
// demo knows (~18 pages) 70–235 ms, for all 252 demo pages (~400 kB, about the most one request may read,
// AI_LIMITS.maxMaterialCharacters) ~1 s including the first load of 16 languages' stemmers and stop words; a question
// over a built index under 1 ms (one language) to ~11 ms (all pages). Word analysis dominates the build (see wordsOf).
import MiniSearch from 'minisearch';
import type { AiPage, AiPassage } from '../provider';
import { withoutFurniture } from './page-furniture';
import { passagesOfPage, type Passage } from './passages';
import { readQuestion as readStudentQuestion } from './question-reading';
import { absentTermShare, answeringTermsOf, capitalisedTermsOf, capitalisesNouns, isContextTerm, questionCasingOf } from './term-matching';
import { foldText, termsOf } from './text-analysis';
import { EXAMPLE_HEADING, EXERCISE_HEADING } from './text-units';

/** Least share of the question's weight a passage must hold to be relevant (the know's topic words aside). */
const MIN_COVERAGE = 0.5;
/** A question term the material never uses weighs this share of its inverse document frequency when it is written in
 *  lower case: such terms are often the question's own verbs ("Woraus besteht…", "How do you calculate…"). A
 *  capitalised one past the first word (a name, a German noun: "…capital of Australia?") weighs fully, and a question
 *  made only of absent terms ("Who painted the Mona Lisa?") holds nothing either way. */
const ABSENT_TERM_SHARE = 0.5;
/** A question term the material holds weighs this share of its inverse document frequency when it is context, not
 *  evidence (term-matching.ts, isContextTerm): a frame verb or adjective ("Was braucht eine Pflanze für die
 *  Photosynthese?" — "braucht" is rarer in the material than "Pflanze", yet the question is about the plant). */
const CONTEXT_TERM_SHARE = 0.4;
/** Passages answered when the caller names no limit. */
const DEFAULT_LIMIT = 5;
/** Question terms at least this long also match longer terms of the material that start with them. */
const PREFIX_MIN_LENGTH = 5;
const FIELD_BOOSTS = { text: 1, heading: 1.5, title: 0.5 };
/** Weight of a material term found for a question term by compound, morphology or typo, against the term itself. */
const EXPANSION_BOOST = 0.6;
/** Sets of pages whose passages and index are kept. */
const CORPUS_CACHE_SIZE = 8;

/** `example`: the passage's section is an example or an exercise, or a question heading right after one ("Welche Kraft
 *  ist nötig?" under "Rechenbeispiel"). */
type IndexedPassage = Passage & { terms: Set<string>; title: Set<string>; sectionStart: boolean; sentences: number; example: boolean };
/** Per language of the pages: passages, their terms and how many passages hold each, and (in a language that
 *  capitalises its nouns) the terms the material writes with a capital somewhere. */
type LanguageStats = { passages: number; vocabulary: Set<string>; frequency: Map<string, number>; capitalised: Set<string> };
type Corpus = { passages: IndexedPassage[]; index: MiniSearch; languages: Map<string, LanguageStats> };

const corpusCache = new Map<string, Corpus>();

function buildCorpus(pages: AiPage[]): Corpus {
  const passages: IndexedPassage[] = [];
  const languages = new Map<string, LanguageStats>();
  const index = new MiniSearch({ fields: ['text', 'heading', 'title'], tokenize: (text) => text.split(' ').filter(Boolean), processTerm: (term) => term });
  const documents: { id: number; text: string; heading: string; title: string }[] = [];
  for (const page of withoutFurniture(pages)) {
    const stats = languages.get(page.language) ?? { passages: 0, vocabulary: new Set<string>(), frequency: new Map<string, number>(), capitalised: new Set<string>() };
    languages.set(page.language, stats);
    // Consecutive passages share a sentence: each line is analysed once per page.
    const lineTerms = new Map<string, string[]>();
    const analyse = (line: string) => {
      let terms = lineTerms.get(line);
      if (!terms) lineTerms.set(line, (terms = termsOf(line, page.language)));
      return terms;
    };
    const title = termsOf(page.knowTitle, page.language);
    let section = '';
    for (const passage of passagesOfPage(page)) {
      const lines = passage.text.split('\n');
      const text = lines.flatMap(analyse);
      const heading = analyse(passage.heading);
      const terms = new Set([...text, ...heading, ...title]);
      if (capitalisesNouns(page.language)) for (const term of capitalisedTermsOf(passage.text, page.language)) stats.capitalised.add(term);
      for (const term of terms) {
        stats.vocabulary.add(term);
        stats.frequency.set(term, (stats.frequency.get(term) ?? 0) + 1);
      }
      stats.passages += 1;
      documents.push({ id: passages.length, text: text.join(' '), heading: heading.join(' '), title: title.join(' ') });
      const sectionStart = passage.heading !== section || passages.at(-1)?.page !== passage.page;
      section = passage.heading;
      const foldedHeading = foldText(passage.heading);
      const previous = passages.at(-1);
      const example = EXAMPLE_HEADING.test(foldedHeading) || EXERCISE_HEADING.test(foldedHeading) || (/\?\s*$/.test(foldedHeading) && previous?.page === passage.page && previous.example);
      passages.push({ ...passage, terms, title: new Set(title), sectionStart, sentences: lines.length - (passage.heading ? 1 : 0), example });
    }
  }
  index.addAll(documents);
  return { passages, index, languages };
}

/** The corpus of these pages, from the cache when the same pages were searched lately. */
function corpusOf(pages: AiPage[]): Corpus {
  const key = pages.map((page) => `${page.knowUuid}\u0001${page.page}\u0001${page.language}\u0001${page.knowTitle}\u0001${page.text}`).join('\u0002');
  let corpus = corpusCache.get(key);
  if (corpus) corpusCache.delete(key);
  else corpus = buildCorpus(pages);
  corpusCache.set(key, corpus);
  if (corpusCache.size > CORPUS_CACHE_SIZE) corpusCache.delete(corpusCache.keys().next().value!);
  return corpus;
}

/** Passages the weights assume at least: over a page or two every term would look common, and a question word the
 *  material lacks would outweigh all it holds. */
const MIN_WEIGHTED_PASSAGES = 20;

/** BM25's inverse document frequency, over at least MIN_WEIGHTED_PASSAGES passages. */
function idf(documentFrequency: number, passages: number): number {
  const documents = Math.max(passages, MIN_WEIGHTED_PASSAGES);
  return Math.log(1 + (documents - documentFrequency + 0.5) / (documentFrequency + 0.5));
}

/** The question as one language reads it: its terms, the material's terms that answer each, and their weights. */
type QuestionReading = { type: ReturnType<typeof readStudentQuestion>['type']; terms: { term: string; answers: string[]; weight: number }[]; expansions: string[]; missingSubject: boolean };

function weighQuestion(question: string, language: string, stats: LanguageStats): QuestionReading {
  const read = readStudentQuestion(question, language);
  const casing = questionCasingOf(question, language);
  const terms = read.terms.map((term) => {
    const answers = answeringTermsOf(term, read.words.get(term) ?? term, read.variants.get(term) ?? [], language, stats.vocabulary);
    // Passages holding any answering term, approximated from above by the most frequent one and the sum.
    const frequency = Math.min(stats.passages, answers.reduce((sum, answer) => sum + stats.frequency.get(answer)!, 0));
    const share = answers.length === 0 ? absentTermShare(term, casing, ABSENT_TERM_SHARE) : isContextTerm(term, answers, casing, language, stats.capitalised) ? CONTEXT_TERM_SHARE : 1;
    return { term, answers, weight: idf(frequency, stats.passages) * share };
  });
  const expansions = terms.flatMap(({ term, answers }) => answers.filter((answer) => answer !== term && !answer.startsWith(term)));
  // A thing named (a noun or name, share 1) that the material never mentions: the question is about something else.
  const missingSubject = terms.some(({ term, answers }) => answers.length === 0 && absentTermShare(term, casing, ABSENT_TERM_SHARE) === 1);
  return { type: read.type, terms, expansions, missingSubject };
}

/** The share of the question's weight a passage holds; the terms of its know's title are context, not evidence
 *  (they are in every passage of the know), unless the question has no other terms. */
function coverageOf(reading: QuestionReading, passage: IndexedPassage): number {
  if (reading.missingSubject) return 0;
  const isTopic = ({ answers }: QuestionReading['terms'][number]) => answers.length > 0 && answers.every((answer) => passage.title.has(answer));
  const evidence = reading.terms.some((term) => !isTopic(term)) ? reading.terms.filter((term) => !isTopic(term)) : reading.terms;
  const total = evidence.reduce((sum, { weight }) => sum + weight, 0);
  if (total === 0) return 0;
  const held = evidence.filter(({ answers }) => answers.some((answer) => passage.terms.has(answer)));
  return held.reduce((sum, { weight }) => sum + weight, 0) / total;
}

/** For "what is this about": the sections' opening passages of the knows the question names (all knows when it names
 *  none), examples and exercises aside, the most substantial first, at most `limit`, in document order. */
function overviewPassages(corpus: Corpus, readings: Map<string, QuestionReading>, limit: number): AiPassage[] {
  const named = corpus.passages.filter((passage) => {
    const reading = readings.get(passage.page.language)!;
    return reading.terms.length > 0 && reading.terms.every(({ answers }) => answers.length > 0 && answers.some((answer) => passage.title.has(answer)));
  });
  const knows = new Set((named.length ? named : corpus.passages).map((passage) => passage.page.knowUuid));
  const openings = corpus.passages.filter((passage) => passage.sectionStart && !passage.example && knows.has(passage.page.knowUuid));
  const chosen = new Set([...openings].sort((a, b) => b.sentences - a.sentences).slice(0, limit));
  return openings.filter((passage) => chosen.has(passage)).map((passage) => ({ ...passage.page, text: passage.text, score: 1 }));
}

/** Whether the question asks what the material is about and names nothing but the material's topic. "Summarise the
 *  part about X" where the material never names X (a noun or a name, `missingSubject`) asks for something else: it is
 *  read as any question, and finds nothing. */
function asksForOverview(corpus: Corpus, readings: Map<string, QuestionReading>): boolean {
  return [...readings.values()].every(
    (reading) =>
      reading.type === 'overview' &&
      !reading.missingSubject &&
      reading.terms.every(({ answers }) => answers.length === 0 || corpus.passages.some((passage) => answers.every((answer) => passage.title.has(answer)))),
  );
}

export function retrievePassages(pages: AiPage[], question: string, options: { limit?: number } = {}): AiPassage[] {
  const corpus = corpusOf(pages);
  const limit = options.limit ?? DEFAULT_LIMIT;
  const readings = new Map([...corpus.languages].map(([language, stats]) => [language, weighQuestion(question, language, stats)]));
  if (readings.size > 0 && asksForOverview(corpus, readings)) return overviewPassages(corpus, readings, limit);
  const queryTerms = new Set([...readings.values()].flatMap((reading) => reading.terms.map(({ term }) => term)));
  if (queryTerms.size === 0) return [];
  const expansions = new Set([...readings.values()].flatMap((reading) => reading.expansions));

  const results = corpus.index.search([...queryTerms, ...expansions].join(' '), {
    boost: FIELD_BOOSTS,
    prefix: (term) => term.length >= PREFIX_MIN_LENGTH,
    boostTerm: (term) => (expansions.has(term) && !queryTerms.has(term) ? EXPANSION_BOOST : 1),
  });
  const relevant: AiPassage[] = [];
  for (const result of results) {
    const passage = corpus.passages[result.id as number]!;
    if (coverageOf(readings.get(passage.page.language)!, passage) < MIN_COVERAGE) continue;
    relevant.push({ ...passage.page, text: passage.text, score: result.score });
    if (relevant.length >= limit) break;
  }
  return relevant;
}
