// The evaluation of the AI tutor over the demo knows (issue 30), all in memory (no database, no network): each question
// is asked as a student asks it in the chat — with its know attached, retrieval as the chat service does it
// (retrievePassages, AI_PASSAGES_PER_QUESTION), the provider's answer, and only the citations that pass
// keepVerifiedCitations — and scored on what the student then sees:
// - an answerable question is correct when the shown text contains everything its `expect` names and a citation
//   points at one of its pages;
// - an overview question ("what is this about") is correct when it gets a summary: at least MIN_OVERVIEW_CITATIONS
//   cited sentences of its know and no page furniture (the subject band, the footer "Knowly · …", the running title);
// - an unanswerable question is correct when it is refused (no citation shown).
// The material is the demo knows' PDF text layer (text-layer.json: headers, footers, page numbers, wrapped lines), not
// their markup. Questions come in two parts: tuning (questions.ts) and held-out (held-out.ts), reported apart.
// Also counted: citation validity of everything the provider cites (answers, summaries, exams, flashcards), and the
// answer time with ten knows attached. Run by `npm run eval:ai` (scripts/eval-ai.ts) and by the unit test that holds
// the budgets.
import { createHash } from 'node:crypto';
import layer from './text-layer.json';
import { AI_PASSAGES_PER_QUESTION } from '../../config/ai-limits';
import { DEMO_KNOWS } from '../../server/db/seed/demo-knows';
import type { AiCitation, AiPage, AiProvider } from '../../server/ai/provider';
import { createLocalProvider } from '../../server/ai/local/local-provider';
import { retrievePassages } from '../../server/ai/local/retrieval';
import { foldText } from '../../server/ai/local/text-analysis';
import { keepVerifiedCitations, verifyCitations } from '../../server/ai/verify-citations';
import { AppError } from '../../lib/errors';
import { HELD_OUT_QUESTIONS } from './held-out';
import type { EvalQuestion, QuestionType } from './question-types';
import { TUNING_QUESTIONS } from './questions';
import { EVAL_LANGUAGES, type TextLayer } from './text-layer';

/** The budgets, on the held-out part: correct answers in every language, refusals, overviews. */
export const AI_EVAL_BUDGETS = { correct: 0.75, refusals: 0.9, overviews: 1, citationValidity: 1, answerP95Ms: 300 } as const;
const MIN_OVERVIEW_CITATIONS = 2;
/** Knows attached for the answer-time measurement. */
const ATTACHED_KNOWS = 10;

export type EvalPart = 'tuning' | 'held-out';
const EVAL_PARTS: Record<EvalPart, EvalQuestion[]> = { tuning: TUNING_QUESTIONS, 'held-out': HELD_OUT_QUESTIONS };

/** A stable uuid per demo know key (sha-1 based, version 5 form). */
function knowUuidOf(key: string): string {
  const hex = createHash('sha1').update(`knowly-demo-know:${key}`).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

const TEXT_LAYER = layer as TextLayer;
const EVAL_KNOWS = DEMO_KNOWS.filter((know) => TEXT_LAYER[know.key]);

/** A know's pages as the AI services hand them over: its PDF's text layer. */
function knowPages(key: string): AiPage[] {
  const know = EVAL_KNOWS.find((candidate) => candidate.key === key);
  if (!know) throw new Error(`No text layer for the demo know ${key}: run tests/ai-eval/make-text-layer.ts`);
  return TEXT_LAYER[key]!.map((text, index) => ({ knowUuid: knowUuidOf(key), knowTitle: know.title, page: index + 1, text, language: know.language }));
}

/** Lines of a know's PDF that are page furniture, not content: the subject band, the footer. */
function furnitureOf(key: string): string[] {
  const [first = ''] = TEXT_LAYER[key]!;
  const footer = /Knowly · [^\n]*?(?= \d+ \/ \d+$|$)/m.exec(first)?.[0] ?? 'Knowly · ';
  return [first.split('\n')[0]!, footer];
}

const folded = (text: string) => foldText(text).replace(/\s+/g, ' ');

/** What the student sees (text and verified citations), what the provider cited, and how long it took. */
type Shown = { text: string; citations: AiCitation[]; cited: AiCitation[]; ms: number };

async function askProvider(provider: AiProvider, question: string, pages: AiPage[], language: string): Promise<Shown> {
  const start = performance.now();
  const passages = retrievePassages(pages, question, { limit: AI_PASSAGES_PER_QUESTION });
  let text = '';
  const citations: AiCitation[] = [];
  for await (const chunk of provider.answer({ question, history: [], passages, language, signal: new AbortController().signal })) {
    if (chunk.type === 'text') text += chunk.text;
    else citations.push(...chunk.citations);
  }
  const ms = performance.now() - start;
  return { ...keepVerifiedCitations(text, citations, pages), cited: citations, ms };
}

/** Whether what the student sees answers the question, and why not. */
function judge(question: EvalQuestion, shown: Shown, pages: AiPage[]): string | null {
  if (question.type === 'unanswerable') return shown.citations.length === 0 ? null : 'cited material for an unanswerable question';
  if (shown.citations.length === 0) return 'refused';
  if (question.type === 'overview') {
    if (shown.citations.length < MIN_OVERVIEW_CITATIONS) return 'not a summary';
    const furniture = furnitureOf(question.know).find((line) => folded(shown.text).includes(folded(line)));
    if (furniture) return `page furniture in the summary: ${furniture}`;
    if (shown.text.split('\n').some((line) => folded(line.replace(/^#+\s*/, '')) === folded(pages[0]!.knowTitle) && /^#/.test(line))) return 'the running title as a heading';
    return null;
  }
  const missing = question.expect.filter((entry) => !entry.split('|').some((alternative) => folded(shown.text).includes(folded(alternative))));
  if (missing.length) return `missing ${missing.join(', ')}`;
  if (!shown.citations.some((citation) => question.pages.includes(citation.page))) return `no citation of page ${question.pages.join(' or ')}`;
  return null;
}

export type Tally = { questions: number; correct: number };
type QuestionResult = { part: EvalPart; question: EvalQuestion; correct: boolean; why: string | null; shown: string; ms: number };

export type AiEvaluation = {
  provider: AiProvider['name'];
  results: QuestionResult[];
  /** Per part: per language (answerable questions, overviews included), refusals, overviews, per question type. */
  parts: Partial<Record<EvalPart, { languages: Record<string, Tally>; refusals: Tally; overviews: Tally; types: Partial<Record<QuestionType, Tally>>; answered: Tally }>>;
  /** Summary, exam and flashcard requests over every evaluated know, and how many the provider answered with an error. */
  providerFailures: { requests: number; failed: number };
  citations: { answers: { valid: number; all: number }; summaries: { valid: number; all: number }; exams: { valid: number; all: number }; flashcards: { valid: number; all: number } };
  citationValidity: number;
  /** Answer time (retrieval + answer) with ATTACHED_KNOWS knows attached, over the evaluated questions. */
  tenKnows: { knows: number; questions: number; p50Ms: number; p95Ms: number };
};

const share = ({ questions, correct }: Tally) => (questions === 0 ? 1 : correct / questions);
export const tallyShare = share;

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] ?? 0;
}

/** Runs the evaluation with a provider (the local engine by default) over the given parts. */
export async function runAiEvaluation(provider: AiProvider = createLocalProvider(), parts: EvalPart[] = ['tuning', 'held-out']): Promise<AiEvaluation> {
  const tally = () => ({ valid: 0, all: 0 });
  const citations = { answers: tally(), summaries: tally(), exams: tally(), flashcards: tally() };
  const count = (kind: keyof typeof citations, cited: AiCitation[], pages: AiPage[]) => {
    citations[kind].all += cited.length;
    citations[kind].valid += verifyCitations(cited, pages).length;
  };
  const results: QuestionResult[] = [];
  const evaluation: AiEvaluation['parts'] = {};
  for (const part of parts) {
    const add = (record: Tally, correct: boolean) => {
      record.questions += 1;
      if (correct) record.correct += 1;
    };
    const summary = { languages: {} as Record<string, Tally>, refusals: { questions: 0, correct: 0 }, overviews: { questions: 0, correct: 0 }, types: {} as Partial<Record<QuestionType, Tally>>, answered: { questions: 0, correct: 0 } };
    for (const question of EVAL_PARTS[part]) {
      const pages = knowPages(question.know);
      const shown = await askProvider(provider, question.question, pages, question.language);
      count('answers', shown.cited, pages);
      const why = judge(question, shown, pages);
      results.push({ part, question, correct: why === null, why, shown: shown.text, ms: shown.ms });
      add((summary.types[question.type] ??= { questions: 0, correct: 0 }), why === null);
      if (question.type === 'unanswerable') add(summary.refusals, why === null);
      else {
        add((summary.languages[question.language] ??= { questions: 0, correct: 0 }), why === null);
        add(summary.answered, shown.citations.length > 0);
      }
      if (question.type === 'overview') add(summary.overviews, why === null);
    }
    evaluation[part] = summary;
  }

  // Summaries, exams and flashcards of every evaluated know. A request the provider could not answer (a model's reply
  // without one usable question) is counted, not fatal: the service turns it into a typed error for the user.
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
  for (const know of EVAL_KNOWS) {
    const pages = knowPages(know.key);
    for (const length of ['short', 'medium', 'long'] as const) count('summaries', await cited(async () => (await provider.summarize({ pages, length, language: know.language })).citations), pages);
    count('exams', await cited(async () => (await provider.mockExam({ pages, language: know.language, questionCount: 8 })).map((question) => question.source)), pages);
    count('flashcards', await cited(async () => (await provider.flashcards({ pages, language: know.language, maxCards: 30 })).map((card) => card.source)), pages);
  }


  const valid = Object.values(citations).reduce((sum, { valid }) => sum + valid, 0);
  const all = Object.values(citations).reduce((sum, { all }) => sum + all, 0);
  return {
    provider: provider.name,
    results,
    parts: evaluation,
    providerFailures: { requests, failed: failedRequests },
    citations,
    citationValidity: all === 0 ? 1 : valid / all,
    tenKnows: await answerTimes(provider, results.map((result) => result.question)),
  };
}

/** The answer time (retrieval + answer) with ATTACHED_KNOWS knows attached: each question asked over its know and the
 *  next nine evaluated knows (all questions of both parts by default). Used by the evaluation and by
 *  `npm run bench -- --case ai-answer`. */
export async function answerTimes(provider: AiProvider = createLocalProvider(), questions: EvalQuestion[] = [...TUNING_QUESTIONS, ...HELD_OUT_QUESTIONS]): Promise<AiEvaluation['tenKnows']> {
  const times: number[] = [];
  for (const question of questions) {
    const index = EVAL_KNOWS.findIndex((know) => know.key === question.know);
    const attached = Array.from({ length: ATTACHED_KNOWS }, (_, offset) => EVAL_KNOWS[(index + offset) % EVAL_KNOWS.length]!.key);
    times.push((await askProvider(provider, question.question, attached.flatMap(knowPages), question.language)).ms);
  }
  return { knows: ATTACHED_KNOWS, questions: times.length, p50Ms: percentile(times, 0.5), p95Ms: percentile(times, 0.95) };
}

/** Whether a part meets the budgets: correct in every language, refusals, overviews, citation validity. */
export function meetsBudgets(result: AiEvaluation, part: EvalPart): boolean {
  const summary = result.parts[part];
  if (!summary) return false;
  return (
    EVAL_LANGUAGES.every((language) => share(summary.languages[language] ?? { questions: 0, correct: 0 }) >= AI_EVAL_BUDGETS.correct) &&
    share(summary.refusals) >= AI_EVAL_BUDGETS.refusals &&
    share(summary.overviews) >= AI_EVAL_BUDGETS.overviews &&
    result.citationValidity >= AI_EVAL_BUDGETS.citationValidity
  );
}
