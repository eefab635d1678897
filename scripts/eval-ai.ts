// `npm run eval:ai`: runs the evaluation of the AI tutor (tests/ai-eval/run-eval.ts) over the demo knows, prints
// the figures per language and per question type, writes the "## AI evaluation" section of docs/benchmarks.md
// (between its markers, nothing else in the file is touched) and exits non-zero when the held-out part misses the
// budgets of issue 30. `--part=tuning` runs only the tuning part (and writes nothing); `--no-write` leaves the docs
// alone. `--provider=openai` evaluates the openai provider instead: against AI_BASE_URL / AI_MODEL / AI_API_KEY when set, else against the loopback OpenAI-compatible test server (which checks the wiring and
// the citations, not the quality of a model's answers); its section is written under its own heading.
import { execSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import { createOpenAiProvider } from '../server/ai/openai/openai-provider';
import type { AiProvider } from '../server/ai/provider';
import { startFakeOpenAiServer } from '../tests/integration/fake-openai-server';
import type { QuestionType } from '../tests/ai-eval/question-types';
import { AI_EVAL_BUDGETS, meetsBudgets, runAiEvaluation, tallyShare, type AiEvaluation, type EvalPart, type Tally } from '../tests/ai-eval/run-eval';
import { EVAL_LANGUAGES } from '../tests/ai-eval/text-layer';

const BENCHMARKS_FILE = 'docs/benchmarks.md';
const OPENAI = process.argv.includes('--provider=openai');
const START = OPENAI ? '<!-- ai-eval-openai:start -->' : '<!-- ai-eval:start -->';
const END = OPENAI ? '<!-- ai-eval-openai:end -->' : '<!-- ai-eval:end -->';
/** The bench script's state comment ends the file: the section goes above it. */
const BENCH_STATE = '<!-- knowly-bench-state ';

const percent = (value: number) => `${(value * 100).toFixed(1)} %`;
const ms = (value: number) => `${value.toFixed(1)} ms`;

function commit(): string {
  try {
    return execSync('git rev-parse --short HEAD', { encoding: 'utf8' }).trim();
  } catch {
    return 'unknown';
  }
}

const PARTS_ARG = process.argv.find((arg) => arg.startsWith('--part='))?.slice('--part='.length);
/** `--part=tuning` while tuning the engine: the held-out part is then neither run nor shown. */
const PARTS: EvalPart[] = PARTS_ARG === 'tuning' || PARTS_ARG === 'held-out' ? [PARTS_ARG] : ['tuning', 'held-out'];
const TYPES: QuestionType[] = ['overview', 'definition', 'explain', 'calculation', 'why', 'difference', 'list', 'fact', 'unanswerable'];

const cellOf = (tally: Tally | undefined) => (tally && tally.questions ? `${percent(tallyShare(tally))} (${tally.correct} / ${tally.questions})` : '–');

function tables(result: AiEvaluation): string[] {
  const parts = PARTS.filter((part) => result.parts[part]);
  const header = `| | ${parts.join(' | ')} |`;
  const rule = `|---|${parts.map(() => '---:').join('|')}|`;
  const row = (label: string, pick: (part: EvalPart) => Tally | undefined) => `| ${label} | ${parts.map((part) => cellOf(pick(part))).join(' | ')} |`;
  return [
    `Correct answers per language (answerable questions, overviews included; budget ≥ ${percent(AI_EVAL_BUDGETS.correct)} held-out in every language), refusals of unanswerable questions (budget ≥ ${percent(AI_EVAL_BUDGETS.refusals)}), overview questions answered with a clean summary (budget ${percent(AI_EVAL_BUDGETS.overviews)}), and any answer at all:`,
    '',
    header,
    rule,
    ...EVAL_LANGUAGES.map((language) => row(language, (part) => result.parts[part]?.languages[language])),
    row('**refusals**', (part) => result.parts[part]?.refusals),
    row('**overviews**', (part) => result.parts[part]?.overviews),
    row('answerable questions that got any answer', (part) => result.parts[part]?.answered),
    '',
    'Per question type:',
    '',
    header,
    rule,
    ...TYPES.map((type) => row(type, (part) => result.parts[part]?.types[type])),
  ];
}

function section(result: AiEvaluation): string {
  const { citations } = result;
  const cell = ({ valid, all }: { valid: number; all: number }) => `${valid} / ${all}`;
  const misses = result.results.filter((entry) => entry.part === 'tuning' && !entry.correct);
  return [
    START,
    result.provider === 'openai' ? `## AI evaluation — openai provider (${OPENAI_TARGET.label})` : '## AI evaluation',
    '',
    `${new Date().toISOString().slice(0, 10)}, commit ${commit()}, ${os.cpus().length} CPUs, Node ${process.version}; \`npm run eval:ai\` (scripts/eval-ai.ts, tests/ai-eval/). ` +
      (result.provider === 'openai'
        ? `The openai provider (${OPENAI_TARGET.label}). ${process.env.AI_BASE_URL ? '' : 'The loopback server is no model (its replies are computed from the passages it is sent): the answer figures below measure the wiring, not answer quality; what it checks is that only quotes of the pages reach the student (citation validity). '}`
        : 'The local engine. ') +
      'Questions written in students\' voice before looking at the engine\'s answers (issue 30), each asked with its demo know attached, over the know\'s PDF text layer (headers, footers, page numbers included); ' +
      'scored on what the student sees: the shown answer contains what was asked and cites the right page; unanswerable questions are refused; overview questions get a summary without page furniture. ' +
      'The tuning part (tests/ai-eval/questions.ts) was used to tune the engine; the held-out part (tests/ai-eval/held-out.ts) was not looked at while tuning: ' +
      'this script shows and writes it only as totals (misses are listed for the tuning part alone), and it is run as a check after a change is done. ' +
      'The tuning part grew by 56 questions on 2026-11-28 (es and it over knows it did not ask about, overview questions in every language, 10 unanswerable), written from the demo material before the engine was run on them (commit 38e90de), and by 114 more on 2026-11-29 in nine batches, each committed before the engine was run on it (a5b444e, b84691c, 9790b9a, c092373, 73cd787, b592394, b256294, 0eebf2e, 676bd72: numerals, calculations, two-word definitions, "where", and 49 unanswerable questions that reuse the know\'s words), and by 108 more later that day in four batches (22a0a55, 644476a, 2da193e, cc48569: who / when / where about the names of history notes, "where" with common-noun and list answers, unanswerable questions of other shapes, and answerable ones of every type; three were dropped, two that repeated tuning questions and one worded exactly as a held-out question — that wording is therefore known); then by 90 in batches 19–22 that evening (kept in 9771421) and 27 in batches 23–24 the next session (the periodic table, affine functions, poem analysis; colours and "when" asked of things the notes give no date for); then by 113 in batches 25–28 on 2026-11-30 (the knows with the fewest questions; 33 unanswerable ones that reuse the notes’ words for a neighbouring topic, ask for a number, a case or a date the notes do not give, or for what came after; each batch written in full before the engine was run on it, and committed with the rules it led to; thirteen of the first wordings turned out to repeat earlier tuning questions and two to repeat held-out ones — those two wordings are therefore known — and were replaced or dropped before any run); the held-out part is unchanged since it was written (7e88ee8).',
    '',
    ...tables(result),
    '',
    '| what | result | budget |',
    '|---|---|---|',
    `| citation validity (answers ${cell(citations.answers)}, summaries ${cell(citations.summaries)}, exams ${cell(citations.exams)}, flashcards ${cell(citations.flashcards)}) | **${percent(result.citationValidity)}** | ${percent(AI_EVAL_BUDGETS.citationValidity)} |`,
    `| summary, exam and flashcard requests the provider answered with an error | ${result.providerFailures.failed} / ${result.providerFailures.requests} | none (reported) |`,
    `| answer time (retrieval + answer) with ${result.tenKnows.knows} knows attached, ${result.tenKnows.questions} questions | p50 ${ms(result.tenKnows.p50Ms)}, p95 ${ms(result.tenKnows.p95Ms)} | p95 < ${AI_EVAL_BUDGETS.answerP95Ms} ms (\`npm run bench -- --case ai-answer\`) |`,
    `| verdict on the held-out part | ${result.parts['held-out'] ? (meetsBudgets(result, 'held-out') ? '**pass**' : '**below budget**') : 'not run'} | |`,
    '',
    ...(misses.length ? ['Misses of the tuning part:', '', ...misses.map(({ question, why }) => `- ${question.language} ${question.know} (${question.type}): “${question.question}” — ${why}`), ''] : []),
    END,
  ].join('\n');
}

function writeSection(text: string): void {
  const current = fs.existsSync(BENCHMARKS_FILE) ? fs.readFileSync(BENCHMARKS_FILE, 'utf8') : '# Benchmarks\n';
  const start = current.indexOf(START);
  const end = current.indexOf(END);
  let next: string;
  if (start >= 0 && end > start) next = current.slice(0, start) + text + current.slice(end + END.length);
  else {
    const state = current.indexOf(BENCH_STATE);
    next = state >= 0 ? `${current.slice(0, state)}${text}\n\n${current.slice(state)}` : `${current.trimEnd()}\n\n${text}\n`;
  }
  fs.writeFileSync(BENCHMARKS_FILE, next);
}

const OPENAI_TARGET = { label: process.env.AI_BASE_URL ? `${process.env.AI_MODEL ?? 'model'} at ${process.env.AI_BASE_URL}` : 'the loopback test server' };

/** The provider to evaluate, and what to close afterwards. */
async function chosenProvider(): Promise<{ provider?: AiProvider; close: () => Promise<void> }> {
  if (!OPENAI) return { close: async () => {} };
  const timeoutMs = 60_000;
  if (process.env.AI_BASE_URL && process.env.AI_MODEL) {
    return { provider: createOpenAiProvider({ baseURL: process.env.AI_BASE_URL, apiKey: process.env.AI_API_KEY, model: process.env.AI_MODEL, timeoutMs }), close: async () => {} };
  }
  const server = await startFakeOpenAiServer();
  return { provider: createOpenAiProvider({ baseURL: server.baseURL, apiKey: server.apiKey, model: server.model, timeoutMs }), close: () => server.close() };
}

async function main(): Promise<void> {
  const { provider, close } = await chosenProvider();
  const result = await runAiEvaluation(provider, PARTS).finally(close);
  console.log(tables(result).join('\n'));
  console.log(`citation validity ${percent(result.citationValidity)}; answer time with ${result.tenKnows.knows} knows: p50 ${ms(result.tenKnows.p50Ms)}, p95 ${ms(result.tenKnows.p95Ms)}`);
  for (const { part, question, why, shown } of result.results) {
    if (part === 'tuning' && why) console.log(`miss: ${question.language} ${question.know} (${question.type}) “${question.question}” — ${why}\n    ${shown.replace(/\n/g, ' ⏎ ').slice(0, 400)}`);
  }
  if (!process.argv.includes('--no-write') && PARTS.length === 2) {
    writeSection(section(result));
    console.log(`Wrote the AI evaluation section of ${BENCHMARKS_FILE}.`);
  }
  if (result.parts['held-out'] && !meetsBudgets(result, 'held-out')) {
    console.error('The held-out part is below the budgets of issue 30.');
    process.exitCode = 1;
  }
}

void main();
