// Retrieval for the local engine (and for the chat service whatever the provider): the passages of the pages that
// answer a question, best first. BM25 ranking by `minisearch` over passages (passages.ts) whose text, section heading
// and know title are analysed in the page's language (text-analysis.ts); the question is analysed in each language of
// the pages, and a passage is judged by the question's terms in its own language. German compounds are met from
// either side: "Membran" also asks for the material's "Thylakoidmembran" (terms of the material that end with a
// question term), and a question term of five letters or more also matches longer terms as a prefix.
//
// Nothing relevant → nothing: a passage is kept only when the question terms it holds carry at least MIN_COVERAGE of
// the question's weight (each term weighted by its inverse document frequency over the passages of that language, a
// term the material never uses weighing the most), so "What is the capital of Australia?" over notes on cells finds
// nothing instead of the least bad passage.
//
// Cost: the passages and their index are built per set of pages and kept for the next question over the same pages
// (the last CORPUS_CACHE_SIZE sets). Measured by `npm run eval:ai` on 2 shared, busy CPUs: building for one language's
// demo knows (~18 pages) 70–235 ms, for all 252 demo pages (~400 kB, about the most one request may read,
// AI_LIMITS.maxMaterialCharacters) ~1 s including the first load of 16 languages' stemmers and stop words; a question
// over a built index under 1 ms (one language) to ~11 ms (all pages). Word analysis dominates the build (see wordsOf).
import MiniSearch from 'minisearch';
import type { AiPage, AiPassage } from '../provider';
import { passagesOfPage, type Passage } from './passages';
import { baseLanguage, termsOf, wordsOf } from './text-analysis';

/** Least share of the question's weight a passage must hold to be relevant. */
const MIN_COVERAGE = 0.5;
/** A question term the material never uses weighs this share of its inverse document frequency when it is written in
 *  lower case: such terms are often the question's own verbs ("Woraus besteht…", "How do you calculate…"). A
 *  capitalised one past the first word (a name, a German noun: "…capital of Australia?") weighs fully, and a question
 *  made only of absent terms ("Who painted the Mona Lisa?") holds nothing either way. */
const ABSENT_TERM_SHARE = 0.5;
/** Passages answered when the caller names no limit. */
const DEFAULT_LIMIT = 5;
/** Question terms at least this long also match longer terms of the material that start with them. */
const PREFIX_MIN_LENGTH = 5;
/** Question terms at least this long also ask for the material's compounds that end with them (compounding languages). */
const COMPOUND_HEAD_MIN_LENGTH = 4;
const COMPOUNDING_LANGUAGES = new Set(['de', 'nl', 'sv', 'da', 'no', 'nb', 'is']);
const FIELD_BOOSTS = { text: 1, heading: 1.5, title: 0.5 };
/** Weight of a compound found for a question term, against the term itself. */
const COMPOUND_BOOST = 0.6;
/** Sets of pages whose passages and index are kept. */
const CORPUS_CACHE_SIZE = 8;

type IndexedPassage = Passage & { terms: Set<string> };
type LanguageStats = { passages: number; vocabulary: Set<string>; frequency: Map<string, number> };
type Corpus = { passages: IndexedPassage[]; index: MiniSearch; languages: Map<string, LanguageStats> };

const corpusCache = new Map<string, Corpus>();

function buildCorpus(pages: AiPage[]): Corpus {
  const passages: IndexedPassage[] = [];
  const languages = new Map<string, LanguageStats>();
  const index = new MiniSearch({ fields: ['text', 'heading', 'title'], tokenize: (text) => text.split(' ').filter(Boolean), processTerm: (term) => term });
  const documents: { id: number; text: string; heading: string; title: string }[] = [];
  for (const page of pages) {
    const stats = languages.get(page.language) ?? { passages: 0, vocabulary: new Set<string>(), frequency: new Map<string, number>() };
    languages.set(page.language, stats);
    // Consecutive passages share a sentence: each line is analysed once per page.
    const lineTerms = new Map<string, string[]>();
    const analyse = (line: string) => {
      let terms = lineTerms.get(line);
      if (!terms) lineTerms.set(line, (terms = termsOf(line, page.language)));
      return terms;
    };
    const title = termsOf(page.knowTitle, page.language);
    for (const passage of passagesOfPage(page)) {
      const text = passage.text.split('\n').flatMap(analyse);
      const heading = analyse(passage.heading);
      const terms = new Set([...text, ...heading, ...title]);
      for (const term of terms) {
        stats.vocabulary.add(term);
        stats.frequency.set(term, (stats.frequency.get(term) ?? 0) + 1);
      }
      stats.passages += 1;
      documents.push({ id: passages.length, text: text.join(' '), heading: heading.join(' '), title: title.join(' ') });
      passages.push({ ...passage, terms });
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

/** Whether a term of the material answers a question term. */
function answersTerm(term: string, questionTerm: string, compounding: boolean): boolean {
  if (term === questionTerm) return true;
  if (questionTerm.length >= PREFIX_MIN_LENGTH && term.startsWith(questionTerm)) return true;
  return compounding && questionTerm.length >= COMPOUND_HEAD_MIN_LENGTH && term.endsWith(questionTerm);
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
type QuestionReading = { terms: { term: string; answers: string[]; weight: number }[]; totalWeight: number; compounds: string[] };

function readQuestion(question: string, language: string, stats: LanguageStats): QuestionReading {
  const compounding = COMPOUNDING_LANGUAGES.has(baseLanguage(language));
  const capitalised = new Set(
    wordsOf(question, language)
      .slice(1)
      .filter((word) => /^\p{Lu}/u.test(word))
      .flatMap((word) => termsOf(word, language)),
  );
  const terms = [...new Set(termsOf(question, language))].map((term) => {
    const answers = [...stats.vocabulary].filter((candidate) => answersTerm(candidate, term, compounding));
    // Passages holding any answering term, approximated from above by the most frequent one and the sum.
    const frequency = Math.min(stats.passages, answers.reduce((sum, answer) => sum + stats.frequency.get(answer)!, 0));
    return { term, answers, weight: idf(frequency, stats.passages) * (answers.length === 0 && !capitalised.has(term) ? ABSENT_TERM_SHARE : 1) };
  });
  const compounds = terms.flatMap(({ term, answers }) => answers.filter((answer) => answer !== term && !answer.startsWith(term)));
  return { terms, totalWeight: terms.reduce((sum, { weight }) => sum + weight, 0), compounds };
}

export function retrievePassages(pages: AiPage[], question: string, options: { limit?: number } = {}): AiPassage[] {
  const corpus = corpusOf(pages);
  const readings = new Map([...corpus.languages].map(([language, stats]) => [language, readQuestion(question, language, stats)]));
  const queryTerms = new Set([...readings.values()].flatMap((reading) => reading.terms.map(({ term }) => term)));
  if (queryTerms.size === 0) return [];
  const compounds = new Set([...readings.values()].flatMap((reading) => reading.compounds));

  const results = corpus.index.search([...queryTerms, ...compounds].join(' '), {
    boost: FIELD_BOOSTS,
    prefix: (term) => term.length >= PREFIX_MIN_LENGTH,
    boostTerm: (term) => (compounds.has(term) && !queryTerms.has(term) ? COMPOUND_BOOST : 1),
  });
  const relevant: AiPassage[] = [];
  for (const result of results) {
    const passage = corpus.passages[result.id as number]!;
    const reading = readings.get(passage.page.language)!;
    const held = reading.terms.filter(({ answers }) => answers.some((answer) => passage.terms.has(answer)));
    const coverage = reading.totalWeight > 0 ? held.reduce((sum, { weight }) => sum + weight, 0) / reading.totalWeight : 0;
    if (coverage < MIN_COVERAGE) continue;
    relevant.push({ ...passage.page, text: passage.text, score: result.score });
    if (relevant.length >= (options.limit ?? DEFAULT_LIMIT)) break;
  }
  return relevant;
}
