// `npm run eval:ai`: runs the evaluation of the local AI engine (tests/ai-eval/run-eval.ts) over the demo knows,
// prints a table, writes the "## AI evaluation" section of docs/benchmarks.md (between its markers, nothing else in
// the file is touched) and exits non-zero when a budget fails (hit@3 ≥ 0.8, citation validity 100 %).
// `--no-write` leaves the docs alone. `--provider=openai` evaluates the openai provider instead: against AI_BASE_URL /
// AI_MODEL / AI_API_KEY when set, else against the loopback OpenAI-compatible test server (which checks the wiring and
// the citations, not the quality of a model's answers); its section is written under its own heading.
import { execSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import { createOpenAiProvider } from '../server/ai/openai/openai-provider';
import type { AiProvider } from '../server/ai/provider';
import { startFakeOpenAiServer } from '../tests/integration/fake-openai-server';
import { AI_EVAL_BUDGETS, runAiEvaluation, type AiEvaluation } from '../tests/ai-eval/run-eval';

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

function section(result: AiEvaluation): string {
  const { citations } = result;
  const cell = ({ valid, all }: { valid: number; all: number }) => `${valid} / ${all}`;
  return [
    START,
    result.provider === 'openai' ? `## AI evaluation — openai provider (${OPENAI_TARGET.label})` : '## AI evaluation',
    '',
    `${new Date().toISOString().slice(0, 10)}, commit ${commit()}, ${os.cpus().length} CPUs, Node ${process.version}; \`npm run eval:ai\` (scripts/eval-ai.ts, tests/ai-eval/). ` +
      (result.provider === 'openai'
        ? `The openai provider (${OPENAI_TARGET.label}) over the demo knows, retrieval in memory. `
        : 'The local engine over the demo knows, in memory. ') +
      'hit@3: one of the 3 best passages retrieved over all demo knows of the ' +
      "question's language is on the expected know and page and holds the expected passage (contains it, or ≥ 70 % of its words). " +
      'Citation validity: citations whose quote occurs on the cited page (verifyCitations) / all citations.',
    '',
    '| language | questions | hit@3 | retrieval, first question (index built) | retrieval, median question (index reused) |',
    '|---|---:|---:|---:|---:|',
    ...result.languages.map((row) => `| ${row.language} | ${row.questions} | ${percent(row.hits / row.questions)} | ${ms(row.retrievalMsCold)} | ${ms(row.retrievalMsWarm)} |`),
    `| **all** | ${result.questions} | **${percent(result.hitAt3)}** (budget ≥ ${percent(AI_EVAL_BUDGETS.hitAt3)}) | | |`,
    '',
    '| what | result | budget |',
    '|---|---|---|',
    `| citation validity (answers ${cell(citations.answers)}, summaries ${cell(citations.summaries)}, exams ${cell(citations.exams)}, flashcards ${cell(citations.flashcards)}) | **${percent(result.citationValidity)}** | ${percent(AI_EVAL_BUDGETS.citationValidity)} |`,
    `| summary, exam and flashcard requests the provider answered with an error | ${result.providerFailures.failed} / ${result.providerFailures.requests} | none (reported) |`,
    `| unanswerable questions that find nothing | ${result.unanswerable.foundNothing} / ${result.unanswerable.questions} | none (reported) |`,
    `| retrieval over all ${result.allPages.pages} demo pages (16 languages) | ${ms(result.allPages.msCold)} index built, ${ms(result.allPages.msWarm)} reused | none (reported) |`,
    `| verdict | ${result.passed ? '**pass**' : '**FAIL**'} | |`,
    '',
    ...(result.misses.length ? ['Misses:', '', ...result.misses.map(({ question, got }) => `- ${question.know} p${question.page}: “${question.question}” → ${got.length ? got.join('; ') : 'nothing found'}`), ''] : []),
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
  const result = await runAiEvaluation(provider).finally(close);
  console.table(result.languages.map((row) => ({ ...row, hitAt3: percent(row.hits / row.questions), retrievalMsCold: ms(row.retrievalMsCold), retrievalMsWarm: ms(row.retrievalMsWarm) })));
  console.log(`hit@3 ${percent(result.hitAt3)} (budget ≥ ${percent(AI_EVAL_BUDGETS.hitAt3)}); citation validity ${percent(result.citationValidity)} (budget ${percent(AI_EVAL_BUDGETS.citationValidity)})`);
  console.log(`unanswerable questions that find nothing: ${result.unanswerable.foundNothing} / ${result.unanswerable.questions}`);
  for (const { question, got } of result.misses) console.log(`miss: ${question.know} p${question.page} “${question.question}” → ${got.join(' | ') || 'nothing'}`);
  if (!process.argv.includes('--no-write')) {
    writeSection(section(result));
    console.log(`Wrote the AI evaluation section of ${BENCHMARKS_FILE}.`);
  }
  if (!result.passed) {
    console.error('A budget of the AI evaluation failed.');
    process.exitCode = 1;
  }
}

void main();
