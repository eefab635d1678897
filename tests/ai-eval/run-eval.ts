// The evaluation of the local AI engine over the demo knows, all in memory (no database, no network): retrieval
// quality (hit@3) on the question set, honesty on unanswerable questions, and citation validity of everything the
// engine cites (answers, summaries, exams, flashcards). Run by `npm run eval:ai` (scripts/eval-ai.ts, which prints it
// and writes docs/benchmarks.md) and by a unit test that enforces the budgets.
//
// hit@3: a question counts as hit when one of the top 3 retrieved passages is on the expected know and page AND holds
// the expected passage — its text contains the passage (case, accents and white space aside), or holds at least
// STRONG_OVERLAP of the passage's distinct words (a passage cut across two retrieval passages still counts when the
// retrieved one holds most of it). The retrieval runs over ALL demo knows of the question's language, not just the
// right know. Citation validity: valid citations (verifyCitations: the quote occurs on the cited page) / all citations.
import { createHash } from 'node:crypto';
import { DEMO_KNOWS } from '../../server/db/seed/demo-knows';
import { notePageText } from '../../server/db/seed/demo-knows/types';
import type { AiCitation, AiPage, AiProvider } from '../../server/ai/provider';
import { createLocalProvider } from '../../server/ai/local/local-provider';
import { retrievePassages } from '../../server/ai/local/retrieval';
import { foldText, wordsOf } from '../../server/ai/local/text-analysis';
import { verifyCitations } from '../../server/ai/verify-citations';
import { AppError } from '../../lib/errors';
import { EVAL_QUESTIONS, UNANSWERABLE_QUESTIONS, type EvalQuestion } from './questions';

export const AI_EVAL_BUDGETS = { hitAt3: 0.8, citationValidity: 1 } as const;
const TOP = 3;
const STRONG_OVERLAP = 0.7;

/** A stable uuid per demo know key (sha-1 based, version 5 form). */
function knowUuidOf(key: string): string {
  const hex = createHash('sha1').update(`knowly-demo-know:${key}`).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/** The demo knows' pages as the AI services hand them over. */
function demoPages(language?: string): AiPage[] {
  return DEMO_KNOWS.filter((know) => !language || know.language === language).flatMap((know) =>
    know.pages.map((markup, index) => ({ knowUuid: knowUuidOf(know.key), knowTitle: know.title, page: index + 1, text: notePageText(markup), language: know.language })),
  );
}

const comparable = (text: string, language: string) => foldText(text, language).replace(/\s+/g, ' ').trim();

function holdsPassage(text: string, passage: string, language: string): boolean {
  if (comparable(text, language).includes(comparable(passage, language))) return true;
  const held = new Set(wordsOf(text, language).map((word) => foldText(word, language)));
  const wanted = [...new Set(wordsOf(passage, language).map((word) => foldText(word, language)))];
  return wanted.filter((word) => held.has(word)).length >= STRONG_OVERLAP * wanted.length;
}

/** retrievalMsCold: the first question over the language's pages (index built); retrievalMsWarm: the median question
 *  after it (index reused). */
type LanguageResult = { language: string; questions: number; hits: number; retrievalMsCold: number; retrievalMsWarm: number };

export type AiEvaluation = {
  provider: AiProvider['name'];
  languages: LanguageResult[];
  questions: number;
  hits: number;
  hitAt3: number;
  misses: { question: EvalQuestion; got: string[] }[];
  unanswerable: { questions: number; foundNothing: number };
  /** Summary, exam and flashcard requests over every demo know, and how many the provider answered with an error. */
  providerFailures: { requests: number; failed: number };
  citations: { answers: { valid: number; all: number }; summaries: { valid: number; all: number }; exams: { valid: number; all: number }; flashcards: { valid: number; all: number } };
  citationValidity: number;
  /** Retrieval over every demo know (all languages), index built and index reused. */
  allPages: { pages: number; msCold: number; msWarm: number };
  passed: boolean;
};

async function answerCitations(provider: AiProvider, question: string, pages: AiPage[], language: string): Promise<AiCitation[]> {
  const passages = retrievePassages(pages, question, { limit: TOP });
  const citations: AiCitation[] = [];
  for await (const chunk of provider.answer({ question, history: [], passages, language, signal: new AbortController().signal })) {
    if (chunk.type === 'citations') citations.push(...chunk.citations);
  }
  return citations;
}

function timed<T>(run: () => T): { value: T; ms: number } {
  const start = performance.now();
  const value = run();
  return { value, ms: performance.now() - start };
}

/** Runs the evaluation with a provider: the local engine by default; the openai provider cites from the same
 *  retrieval, so its hit@3 is the local one's and its citation validity is its own. */
export async function runAiEvaluation(provider: AiProvider = createLocalProvider()): Promise<AiEvaluation> {
  const languages = [...new Set(EVAL_QUESTIONS.map((question) => question.language))];
  const results: LanguageResult[] = [];
  const misses: AiEvaluation['misses'] = [];
  const tally = () => ({ valid: 0, all: 0 });
  const citations = { answers: tally(), summaries: tally(), exams: tally(), flashcards: tally() };
  const count = (kind: keyof typeof citations, cited: AiCitation[], pages: AiPage[]) => {
    citations[kind].all += cited.length;
    citations[kind].valid += verifyCitations(cited, pages).length;
  };

  for (const language of languages) {
    const pages = demoPages(language);
    // The first retrieval builds the index of these pages; the questions then reuse it.
    const cold = timed(() => retrievePassages(pages, 'index', { limit: TOP }));
    const result: LanguageResult = { language, questions: 0, hits: 0, retrievalMsCold: cold.ms, retrievalMsWarm: 0 };
    const warm: number[] = [];
    for (const question of EVAL_QUESTIONS.filter((candidate) => candidate.language === language)) {
      const knowUuid = knowUuidOf(question.know);
      const page = pages.find((candidate) => candidate.knowUuid === knowUuid && candidate.page === question.page);
      if (!page || !comparable(page.text, language).includes(comparable(question.passage, language))) {
        throw new Error(`The evaluation passage is not on ${question.know} page ${question.page}: ${question.passage}`);
      }
      const { value: top, ms } = timed(() => retrievePassages(pages, question.question, { limit: TOP }));
      warm.push(ms);
      result.questions += 1;
      const hit = top.some((passage) => passage.knowUuid === knowUuid && passage.page === question.page && holdsPassage(passage.text, question.passage, language));
      if (hit) result.hits += 1;
      else misses.push({ question, got: top.map((passage) => `${DEMO_KNOWS.find((know) => knowUuidOf(know.key) === passage.knowUuid)?.key} p${passage.page}: ${passage.text.split('\n')[0]}`) });
      count('answers', await answerCitations(provider, question.question, pages, language), pages);
    }
    result.retrievalMsWarm = warm.sort((a, b) => a - b)[Math.floor(warm.length / 2)] ?? 0;
    results.push(result);
  }

  let foundNothing = 0;
  for (const { language, question } of UNANSWERABLE_QUESTIONS) {
    if (retrievePassages(demoPages(language), question, { limit: TOP }).length === 0) foundNothing += 1;
  }

  // Summaries, exams and flashcards of every demo know, every language.
  // A request the provider could not answer (a model's reply without one usable question) is counted, not fatal:
  // the service turns it into a typed error for the user, and the evaluation reports how often it happened.
  let failedRequests = 0;
  let requests = 0;
  const cited = async (run: () => Promise<AiCitation[]>): Promise<AiCitation[]> => {
    requests += 1;
    try {
      return await run();
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      failedRequests += 1;
      return [];
    }
  };
  for (const know of DEMO_KNOWS) {
    const pages = demoPages().filter((page) => page.knowUuid === knowUuidOf(know.key));
    for (const length of ['short', 'medium', 'long'] as const) count('summaries', await cited(async () => (await provider.summarize({ pages, length, language: know.language })).citations), pages);
    count('exams', await cited(async () => (await provider.mockExam({ pages, language: know.language, questionCount: 8 })).map((question) => question.source)), pages);
    count('flashcards', await cited(async () => (await provider.flashcards({ pages, language: know.language, maxCards: 30 })).map((card) => card.source)), pages);
  }

  const everything = demoPages();
  const allCold = timed(() => retrievePassages(everything, 'Photosynthese Chlorophyll', { limit: TOP }));
  const allWarm = timed(() => retrievePassages(everything, 'What drives the water cycle?', { limit: TOP }));

  const questions = results.reduce((sum, result) => sum + result.questions, 0);
  const hits = results.reduce((sum, result) => sum + result.hits, 0);
  const valid = Object.values(citations).reduce((sum, { valid }) => sum + valid, 0);
  const all = Object.values(citations).reduce((sum, { all }) => sum + all, 0);
  const hitAt3 = hits / questions;
  const citationValidity = all === 0 ? 1 : valid / all;
  return {
    provider: provider.name,
    languages: results,
    questions,
    hits,
    hitAt3,
    misses,
    unanswerable: { questions: UNANSWERABLE_QUESTIONS.length, foundNothing },
    providerFailures: { requests, failed: failedRequests },
    citations,
    citationValidity,
    allPages: { pages: everything.length, msCold: allCold.ms, msWarm: allWarm.ms },
    passed: hitAt3 >= AI_EVAL_BUDGETS.hitAt3 && citationValidity >= AI_EVAL_BUDGETS.citationValidity,
  };
}
