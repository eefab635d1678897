// `npm run bench`: autocannon against a production build of Knowly — a static file (the ceiling), home, the know page
// and the search API (once they exist), the token endpoint — with 10,000 and then 100,000 knows, on PGlite and, when
// DATABASE_URL is set, on a fresh database of that PostgreSQL server. Prints one table and writes docs/benchmarks.md.
//
//   npm run bench [-- --knows 10000] [--quick] [--duration 10] [--db pglite|postgres|both] [--no-write]
//   npm run bench -- --case anki-import   (only the import of a 10,000-note Anki deck with media, against its floor;
//                                          no build, no server; exits 1 past the budget of docs/benchmarks.md)
//   npm run bench -- --case page-render   (only the document pipeline's time per page over demo knows' PDFs; reported)
//   npm run bench -- --case ai-answer     (only the local AI engine's answer time with 10 knows attached, over the AI
//                                          evaluation's questions, in memory; exits 1 when p95 reaches 300 ms)
import './load-env';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import { ensureBuild } from './ensure-build';
import { createBenchDatabase, generateKnows, makeWorkDir, sampleKnowUuids, type BenchDatabase, type DatabaseKind } from './bench/database';
import { measure, type Measurement, type Target } from './bench/load';
import { commit, machine, measurementTable, writeBenchmarks, type BenchRun, type Phase } from './bench/report';
import { BENCH_DIST_DIR, startServer, waitForIdleJobs, type RunningServer } from './bench/server';
import { createAccounts, detectKnowPage, detectSearch, homeTarget, searchTarget, staticTarget, tokenTarget, type Account } from './bench/targets';

const args = process.argv.slice(2);
function option(name: string): string | undefined {
  const index = args.findIndex((arg) => arg === `--${name}` || arg.startsWith(`--${name}=`));
  if (index < 0) return undefined;
  const arg = args[index]!;
  return arg.includes('=') ? arg.slice(arg.indexOf('=') + 1) : args[index + 1];
}
const flag = (name: string) => args.includes(`--${name}`);

const quick = flag('quick');
const seconds = Number(option('duration') ?? (quick ? 3 : 10));
const warmupSeconds = quick ? 1 : 2;
const phases = (option('knows') ? [Number(option('knows'))] : [10_000, 100_000]).filter((n) => Number.isInteger(n) && n > 0);
const adminUrl = process.env.DATABASE_URL || undefined;
const dbOption = option('db') ?? (adminUrl ? 'both' : 'pglite');
const kinds: DatabaseKind[] = dbOption === 'both' ? ['pglite', 'postgres'] : [dbOption as DatabaseKind];

if (phases.length === 0 || !Number.isFinite(seconds) || seconds <= 0 || !['pglite', 'postgres', 'both'].includes(dbOption)) {
  console.error('Usage: npm run bench [-- --knows N] [--quick] [--duration S] [--db pglite|postgres|both] [--no-write]');
  process.exit(2);
}
if (kinds.includes('postgres') && !adminUrl) {
  console.error('--db postgres needs DATABASE_URL (a PostgreSQL server where a database may be created and dropped).');
  process.exit(2);
}

async function benchDatabase(kind: DatabaseKind, workDir: string): Promise<BenchRun> {
  const started = performance.now();
  const database: BenchDatabase = await createBenchDatabase(kind, workDir, adminUrl);
  console.log(`\n■ ${database.label}`);
  const run: BenchRun = { database: kind, label: database.label, date: new Date().toISOString().slice(0, 10), commit: commit(), machine: machine(), quick, phases: [], runSeconds: 0 };
  let server: RunningServer | undefined;
  let accounts: Account[] = [];
  let inDatabase = 0;
  try {
    for (const knows of phases) {
      // PGlite's directory may be opened by one process only: knows are added while no server runs.
      await server?.stop();
      server = undefined;
      const wanted = knows - inDatabase;
      const phase: Phase = { knows, generateSeconds: 0, measurements: [], missing: [] };
      if (wanted > 0) {
        console.log(`  generating ${wanted.toLocaleString('en')} knows…`);
        phase.generateSeconds = generateKnows(database, wanted).seconds;
        inDatabase = knows;
      }
      const uuids = await sampleKnowUuids(database, 1000);
      server = await startServer(database.env, workDir);
      console.log(`  server pid ${server.pid} on ${server.origin}, ${knows.toLocaleString('en')} knows`);
      // Measured in steady state: after the start's background work (the demo content's reviews and indexing).
      const idle = await waitForIdleJobs(server.origin);
      console.log(`  background jobs ${idle.idle ? 'done' : 'STILL DUE'} after ${idle.seconds.toFixed(0)} s`);
      if (accounts.length === 0) accounts = await createAccounts(server.origin, 32, 'bench');

      const targets: Target[] = [staticTarget(server.port), homeTarget(server.port)];
      const knowPage = await detectKnowPage(server.origin, uuids);
      if (knowPage.found) targets.push(knowPage.value);
      else phase.missing.push({ name: 'know page', reason: knowPage.reason });
      const search = await detectSearch(server.origin);
      if (search.found) targets.push(await searchTarget(server.origin, server.port, search.value));
      else phase.missing.push({ name: 'search API', reason: search.reason });
      // The token endpoint does not depend on the number of knows: measured in the first phase only.
      if (run.phases.length === 0) targets.push(tokenTarget(server.port, accounts));

      for (const target of targets) {
        process.stdout.write(`  ${target.name} (${target.connections} connections, ${seconds} s)… `);
        const row: Measurement = await measure(server.origin, server.pid, target, { seconds, warmupSeconds });
        phase.measurements.push(row);
        console.log(`${Math.round(row.rps)} req/s, p99 ${row.p99} ms, RSS ${row.rssAfter} MB`);
      }
      run.phases.push(phase);
    }
  } finally {
    await server?.stop();
    await database.drop();
  }
  run.runSeconds = (performance.now() - started) / 1000;
  return run;
}

async function main() {
  const started = performance.now();
  const built = ensureBuild(BENCH_DIST_DIR, 'local', `Building Knowly into ${BENCH_DIST_DIR} for the benchmark…`);
  if (built !== 0) process.exit(built);
  const workDir = makeWorkDir('knowly-bench-');
  const runs: BenchRun[] = [];
  try {
    for (const kind of kinds) runs.push(await benchDatabase(kind, workDir));
  } finally {
    fs.rmSync(workDir, { recursive: true, force: true });
  }
  for (const run of runs) {
    console.log(`\n${run.label} — ${run.machine}, commit ${run.commit}\n`);
    console.log(measurementTable(run.database, run.phases).join('\n'));
    if (!flag('no-write')) writeBenchmarks({ bench: run });
  }
  if (!flag('no-write')) console.log('\nWrote docs/benchmarks.md.');
  console.log(`Bench finished in ${Math.round((performance.now() - started) / 1000)} s.`);
}

/** Issue 31's budget, relative to the floor measured in the same run: CPU at most 4× the floor's and within half the
 *  file sandbox's 20 s CPU bound; peak memory at most 200 MB over the floor's and within the sandbox's 768 MB. */
function benchAnkiImport(): number {
  const run = (kind: 'floor' | 'case') =>
    JSON.parse(execFileSync(process.execPath, ['--import', 'tsx', 'scripts/bench/anki-import.ts', kind], { encoding: 'utf8' }).trim().split('\n').at(-1)!) as { seconds: number; cpuSeconds: number; peakRssMb: number; cards: number };
  const floor = run('floor');
  const deck = run('case');
  console.log(`floor (10,000 Basic notes): ${floor.seconds} s wall, ${floor.cpuSeconds} s CPU, peak RSS ${floor.peakRssMb} MB, ${floor.cards} cards`);
  console.log(`case (10,000 two-template notes, images, sounds, review log): ${deck.seconds} s wall, ${deck.cpuSeconds} s CPU, peak RSS ${deck.peakRssMb} MB, ${deck.cards} cards`);
  const within = deck.cpuSeconds <= 4 * floor.cpuSeconds && deck.cpuSeconds <= 10 && deck.peakRssMb <= floor.peakRssMb + 200 && deck.peakRssMb < 768;
  console.log(`CPU ${(deck.cpuSeconds / floor.cpuSeconds).toFixed(1)}× the floor, +${deck.peakRssMb - floor.peakRssMb} MB: ${within ? 'within' : 'OVER'} the budget`);
  return within ? 0 : 1;
}

/** Issue 30's budget: the local AI engine answers (retrieval + answer) with ten knows attached in p95 < 300 ms, over
 *  every question of the AI evaluation (tests/ai-eval), in memory. */
async function benchAiAnswer(): Promise<number> {
  const { AI_EVAL_BUDGETS, answerTimes } = await import('../tests/ai-eval/run-eval');
  const times = await answerTimes();
  const within = times.p95Ms < AI_EVAL_BUDGETS.answerP95Ms;
  console.log(`local AI answer with ${times.knows} knows attached, ${times.questions} questions: p50 ${times.p50Ms.toFixed(1)} ms, p95 ${times.p95Ms.toFixed(1)} ms (budget p95 < ${AI_EVAL_BUDGETS.answerP95Ms} ms): ${within ? 'within' : 'OVER'} the budget`);
  return within ? 0 : 1;
}

/** The document pipeline's time per page (no budget of its own: reported). */
async function benchPageRenderCase(): Promise<number> {
  const { benchPageRender } = await import('./bench/page-render');
  const result = await benchPageRender();
  console.log(`page pictures and text of ${result.pages} pages (${result.knows} demo knows): p50 ${result.p50Ms.toFixed(0)} ms, p95 ${result.p95Ms.toFixed(0)} ms a page, ${result.pagesPerSecond.toFixed(1)} pages/s on one core`);
  return 0;
}

if (option('case') === 'anki-import') process.exit(benchAnkiImport());
else if (option('case') === 'page-render') void benchPageRenderCase().then((code) => process.exit(code));
else if (option('case') === 'ai-answer') void benchAiAnswer().then((code) => process.exit(code));
else {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.stack ?? error.message : error);
    process.exit(1);
  });
}
