// `npm test`: lint, types, dead code (knip), unit + integration tests, a production build, then the browser journeys
// in Debian's Chromium (installed here when possible). Runs every step, prints a summary with each step's time, exits
// non-zero on any failure. Lint, types and dead code each use one core: they run at the same time.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { stampBuild, type BuildStamp } from './ensure-build';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const TEST_DIST_DIR = '.next-test';
// The build the journeys run against is the one `npm run audit -- --dist-dir=.next-test` measures after them in CI
// (.ci/run): made like the audit's own (APP_ENV=local, browser source maps for the first-load JS breakdown) and stamped,
// so the audit serves it instead of building a second time.
const TEST_BUILD: BuildStamp = { appEnv: 'local', browserSourceMaps: true };
const reports = fs.mkdtempSync(path.join(os.tmpdir(), 'knowly-test-'));

type Step = { name: string; command: string[]; env?: Record<string, string>; needs?: string; afterPass?: () => void };
type Counts = { passed: number; failed: number; skipped: number; failures: string[] };
type VitestReport = {
  numPassedTests: number;
  numFailedTests: number;
  numPendingTests: number;
  testResults: { name: string; message?: string; assertionResults: { fullName: string; status: string; failureMessages?: string[] }[] }[];
};
type PlaywrightSuite = {
  file?: string;
  specs?: { title: string; line: number; tests: { projectName?: string; results: { status: string; error?: { message?: string } }[] }[] }[];
  suites?: PlaywrightSuite[];
};
type PlaywrightReport = { stats: { expected: number; unexpected: number; flaky: number; skipped: number }; suites: PlaywrightSuite[] };

function ensureChromium(): boolean {
  if (fs.existsSync(CHROMIUM)) return true;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  const hasApt = spawnSync('sh', ['-c', 'command -v apt-get'], { stdio: 'ignore' }).status === 0;
  if (isRoot && hasApt) {
    console.log('Chromium is missing: installing Debian\'s chromium package…');
    const install = spawnSync('sh', ['-c', 'apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium'], { stdio: 'inherit' });
    if (install.status === 0 && fs.existsSync(CHROMIUM)) return true;
  }
  console.error(
    `\nThe browser tests need Chromium at ${CHROMIUM}, and it could not be installed here.\n` +
      'Install it with `sudo apt-get install chromium` (Debian/Ubuntu), or point CHROMIUM_PATH at a Chromium binary.\n',
  );
  return false;
}

const stepEnv = (step: Step) => ({ ...process.env, NEXT_TELEMETRY_DISABLED: '1', ...step.env });
const minutes = (ms: number) => `${Math.floor(ms / 60_000)}m ${String(Math.round((ms % 60_000) / 1000)).padStart(2, '0')}s`;

type Ran = { passed: boolean; ms: number };

function run(step: Step): Ran {
  console.log(`\n▶ ${step.name}: ${step.command.join(' ')}`);
  const started = Date.now();
  const result = spawnSync(step.command[0]!, step.command.slice(1), { stdio: 'inherit', env: stepEnv(step) });
  return { passed: result.status === 0, ms: Date.now() - started };
}

/** Runs steps at the same time; each one's output is printed whole when it ends, so the logs do not interleave. */
function runTogether(together: Step[]): Promise<Ran[]> {
  console.log(`\n▶ at the same time: ${together.map((step) => step.name).join(', ')}`);
  const started = Date.now();
  return Promise.all(
    together.map(
      (step) =>
        new Promise<Ran>((resolve) => {
          const child = spawn(step.command[0]!, step.command.slice(1), { stdio: ['ignore', 'pipe', 'pipe'], env: stepEnv(step) });
          const output: Buffer[] = [];
          child.stdout.on('data', (chunk: Buffer) => output.push(chunk));
          child.stderr.on('data', (chunk: Buffer) => output.push(chunk));
          const finish = (passed: boolean, note = '') => {
            console.log(`\n▶ ${step.name}: ${step.command.join(' ')}${note}`);
            process.stdout.write(Buffer.concat(output));
            resolve({ passed, ms: Date.now() - started });
          };
          child.on('error', (error) => finish(false, ` (could not start: ${error.message})`));
          child.on('close', (code) => finish(code === 0));
        }),
    ),
  );
}

/** The first lines of a failure, without colours: enough to tell which assertion failed and how. */
// eslint-disable-next-line no-control-regex -- the terminal's colour codes (ESC [ … m) are what is taken out
const firstLines = (message = '') => message.replace(/\u001b\[[0-9;]*m/g, '').split('\n').filter((line) => line.trim()).slice(0, 4).map((line) => `      ${line.trim()}`).join('\n');

function playwrightFailures(suites: PlaywrightSuite[], into: string[]): void {
  for (const suite of suites) {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests) {
        const failed = test.results.find((result) => result.status !== 'passed' && result.status !== 'skipped');
        if (failed && !test.results.some((result) => result.status === 'passed')) {
          into.push(`    ${suite.file ?? ''}:${spec.line} › ${spec.title}\n${firstLines(failed.error?.message)}`);
        }
      }
    }
    playwrightFailures(suite.suites ?? [], into);
  }
}

/** The counts of every test step, and each failed test named with the start of its error: the summary ends with them, so
 *  that the tail of a long log (all a CI page may show) says which test failed, not only that one did. */
function readCounts(): Counts {
  const counts: Counts = { passed: 0, failed: 0, skipped: 0, failures: [] };
  for (const name of ['vitest.json', 'vitest-timing.json']) {
    const vitest = path.join(reports, name);
    if (!fs.existsSync(vitest)) continue;
    const report = JSON.parse(fs.readFileSync(vitest, 'utf8')) as VitestReport;
    counts.passed += report.numPassedTests;
    counts.failed += report.numFailedTests;
    counts.skipped += report.numPendingTests;
    for (const file of report.testResults) {
      const where = path.relative(process.cwd(), file.name);
      for (const test of file.assertionResults.filter((result) => result.status === 'failed')) {
        counts.failures.push(`    ${where} › ${test.fullName}\n${firstLines(test.failureMessages?.join('\n'))}`);
      }
      // A file that failed outside its tests (an import, a hook, an error after teardown) has no failed test to name.
      if (file.message && !file.assertionResults.some((result) => result.status === 'failed')) counts.failures.push(`    ${where}\n${firstLines(file.message)}`);
    }
  }
  const playwright = path.join(reports, 'playwright.json');
  if (fs.existsSync(playwright)) {
    const report = JSON.parse(fs.readFileSync(playwright, 'utf8')) as PlaywrightReport;
    counts.passed += report.stats.expected + report.stats.flaky;
    counts.failed += report.stats.unexpected;
    counts.skipped += report.stats.skipped;
    playwrightFailures(report.suites, counts.failures);
  }
  return counts;
}

const node = process.execPath;
const ON_SERVER = Boolean(process.env.TEST_DATABASE_URL);
const bin = (name: string, ...rest: string[]) => [node, path.join('node_modules', ...rest, name)];
// Stages run one after the other; the steps of a stage at the same time.
const stages: Step[][] = [
  [
    { name: 'lint', command: [...bin('eslint.js', 'eslint', 'bin'), '.', '--max-warnings', '0'] },
    { name: 'types', command: [...bin('tsc', 'typescript', 'bin'), '--noEmit'] },
    // Dead code (knip.json): unused files, exports, types, dependencies and binaries fail the run.
    { name: 'dead code', command: [...bin('knip.js', 'knip', 'bin')] },
  ],
  [
    {
      // On a PostgreSQL server when TEST_DATABASE_URL names one (CI): then the tests where the engines may differ run
      // on PGlite too (the `engines` project, vitest.config.mts); without it everything runs on PGlite.
      name: ON_SERVER ? 'unit + integration (PostgreSQL; engine tests on PGlite too)' : 'unit + integration',
      command: [
        ...bin('vitest.mjs', 'vitest'), 'run', '--project', 'unit', '--project', 'integration', ...(ON_SERVER ? ['--project', 'engines'] : []),
        '--reporter=default', '--reporter=json', `--outputFile.json=${path.join(reports, 'vitest.json')}`,
      ],
    },
  ],
  // The tests that measure the server's answers under attack, alone on the machine (vitest.config.mts TIMING_TESTS).
  [
    {
      name: 'timing tests',
      command: [...bin('vitest.mjs', 'vitest'), 'run', '--project', 'timing', '--no-file-parallelism', '--reporter=default', '--reporter=json', `--outputFile.json=${path.join(reports, 'vitest-timing.json')}`],
    },
  ],
  [
    {
      name: 'build',
      command: [...bin('next', 'next', 'dist', 'bin'), 'build'],
      // The `types` step above has type-checked the whole project: the build skips its own second check (next.config.ts).
      env: { NEXT_DIST_DIR: TEST_DIST_DIR, APP_ENV: TEST_BUILD.appEnv, NEXT_BROWSER_SOURCE_MAPS: TEST_BUILD.browserSourceMaps ? '1' : '0', TYPES_CHECKED: '1' },
      needs: 'types',
      afterPass: () => stampBuild(TEST_DIST_DIR, TEST_BUILD),
    },
  ],
  [
    {
      name: 'browser journeys',
      command: [...bin('cli.js', '@playwright', 'test'), 'test', '--reporter=list,json'],
      env: { NEXT_DIST_DIR: TEST_DIST_DIR, PLAYWRIGHT_JSON_OUTPUT_NAME: path.join(reports, 'playwright.json') },
      needs: 'build',
    },
  ],
];

async function main(): Promise<number> {
  const outcome = new Map<string, 'passed' | 'failed' | 'skipped'>();
  const took = new Map<string, number>();
  for (const stage of stages) {
    const runnable: Step[] = [];
    for (const step of stage) {
      if (step.needs && outcome.get(step.needs) !== 'passed') outcome.set(step.name, 'skipped');
      else if (step.name === 'browser journeys' && !ensureChromium()) outcome.set(step.name, 'failed');
      else runnable.push(step);
    }
    const results = runnable.length > 1 ? await runTogether(runnable) : runnable.map(run);
    runnable.forEach((step, index) => {
      const { passed, ms } = results[index]!;
      if (passed) step.afterPass?.();
      outcome.set(step.name, passed ? 'passed' : 'failed');
      took.set(step.name, ms);
    });
  }

  console.log('\nSummary');
  for (const [name, result] of outcome) {
    const ms = took.get(name);
    console.log(`  ${result === 'passed' ? '✓' : result === 'skipped' ? '-' : '✗'} ${name}: ${result}${ms === undefined ? '' : ` (${minutes(ms)})`}`);
  }
  const counts = readCounts();
  const failedSteps = [...outcome].filter(([, result]) => result !== 'passed').map(([name]) => name);
  const TEST_STEPS = [stages[1]![0]!.name, 'timing tests', 'browser journeys'];
  // A failed step with no failed test in it (lint, types, build, a crashed runner) still counts as one failure.
  const uncountedFailures = failedSteps.filter((name) => !TEST_STEPS.includes(name) || counts.failed === 0).length;
  console.log(`\n${counts.passed} passed, ${counts.failed + uncountedFailures} failed, ${counts.skipped} skipped`);
  if (counts.failures.length > 0) console.log(`\nFailed:\n${counts.failures.join('\n')}`);
  fs.rmSync(reports, { recursive: true, force: true });
  return failedSteps.length === 0 ? 0 : 1;
}

void main().then((code) => process.exit(code));
