// docs/benchmarks.md: the budget table, one section per database measured by `npm run bench`, one per `npm run soak`,
// and the hand-measured sections kept as they are (first-load JS). The numbers of the latest run per database are
// also kept as JSON in a comment at the end, so that a run on one database rewrites its own section only.
import { execSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import type { Measurement } from './load';

const BENCHMARKS_FILE = 'docs/benchmarks.md';
const STATE_MARK = '<!-- knowly-bench-state ';

export type DatabaseKind = 'pglite' | 'postgres';

export type Phase = { knows: number; generateSeconds: number; measurements: Measurement[]; missing: { name: string; reason: string }[] };

export type BenchRun = { database: DatabaseKind; label: string; date: string; commit: string; machine: string; quick: boolean; phases: Phase[]; runSeconds: number };

export type SoakRun = {
  database: DatabaseKind;
  label: string;
  date: string;
  commit: string;
  machine: string;
  minutes: number;
  knows: number;
  requests: number;
  rps: number;
  errors: number;
  unexpected: Record<string, number>;
  byKind: Record<string, number>;
  samples: { second: number; rssMb: number }[];
  growthMb: number;
  growthToleranceMb: number;
  passed: boolean;
};

type State = { bench: Partial<Record<DatabaseKind, BenchRun>>; soak: Partial<Record<DatabaseKind, SoakRun>> };

export const BUDGETS = {
  knowPageP99: { postgres: 100, pglite: 200 },
  searchP95: { postgres: 50, pglite: 100 },
  throughputShare: 0.5,
  rssMb: 500,
} as const;

export function machine(): string {
  const memKb = Number(/MemTotal:\s+(\d+)/.exec(fs.readFileSync('/proc/meminfo', 'utf8'))?.[1] ?? 0);
  const cpu = os.cpus()[0]?.model.trim() ?? 'unknown CPU';
  let cpus = String(os.availableParallelism());
  try {
    cpus = execSync('nproc', { encoding: 'utf8' }).trim();
  } catch {
    // no nproc: Node's count
  }
  return `${cpus} CPUs (nproc; ${cpu}), ${(memKb / 1024 / 1024).toFixed(1)} GB RAM, Node ${process.version}`;
}

export function commit(): string {
  try {
    const hash = execSync('git rev-parse --short HEAD', { encoding: 'utf8' }).trim();
    const dirty = execSync('git status --porcelain --untracked-files=no', { encoding: 'utf8' }).trim() ? ' (with uncommitted changes)' : '';
    return hash + dirty;
  } catch {
    return 'unknown';
  }
}

const ms = (value: number) => (Number.isFinite(value) ? (value < 10 ? value.toFixed(1) : Math.round(value).toString()) : '–');
const rps = (value: number) => (value < 100 ? value.toFixed(1) : Math.round(value).toLocaleString('en'));
const dbName = (kind: DatabaseKind) => (kind === 'postgres' ? 'PostgreSQL' : 'PGlite');

/** Verdict of one measurement against its budget, given the static file's throughput in the same phase. */
function verdict(kind: DatabaseKind, knows: number, row: Measurement, staticRps: number | undefined): string {
  const share = staticRps ? row.rps / staticRps : undefined;
  const failures = row.errors + row.timeouts + row.non2xx;
  const broken = failures > 0 ? `; ${failures} failed requests` : '';
  if (row.name === 'static file') return 'ceiling';
  if (row.name === 'token (password grant)') return `no budget: argon2id (19 MiB, 2 passes) is slow on purpose${broken}`;
  const renderLimit = BUDGETS.knowPageP99[kind];
  const renderVerdict = () => {
    const p99ok = row.p99 < renderLimit;
    const shareOk = share !== undefined && share >= BUDGETS.throughputShare;
    const parts = [`p99 ${ms(row.p99)} ms ${p99ok ? '<' : '≥'} ${renderLimit} ms`, `${share === undefined ? '?' : share.toFixed(2)}× static ${shareOk ? '≥' : '<'} 0.5`];
    return { ok: p99ok && shareOk && failures === 0, text: parts.join(', ') };
  };
  if (row.name === 'know page') {
    if (knows > 20_000) return `(budget is at 10,000 knows) ${renderVerdict().text}${broken}`;
    const { ok, text } = renderVerdict();
    return `${ok ? '**pass**' : '**FAIL**'}: ${text}${broken}`;
  }
  if (row.name === 'home') {
    const { ok, text } = renderVerdict();
    return `no budget of its own; against the know-page render budget: ${ok ? 'would pass' : 'would fail'} (${text})${broken}`;
  }
  if (row.name === 'search API') {
    const limit = BUDGETS.searchP95[kind];
    const ok = row.p95 < limit && failures === 0;
    if (knows < 50_000) return `(budget is at 100,000 knows) p95 ${ms(row.p95)} ms vs ${limit} ms${broken}`;
    return `${ok ? '**pass**' : '**FAIL**'}: p95 ${ms(row.p95)} ms ${row.p95 < limit ? '<' : '≥'} ${limit} ms${broken}`;
  }
  return broken;
}

function loadRange(phases: Phase[]): string {
  const loads = phases.flatMap((phase) => phase.measurements.map((row) => row.load1)).filter((load) => typeof load === 'number');
  return loads.length ? `${Math.min(...loads).toFixed(1)}–${Math.max(...loads).toFixed(1)}` : 'unknown';
}

export function measurementTable(kind: DatabaseKind, phases: Phase[]): string[] {
  const lines = [
    '| knows | target | conn. | req/s | p50 ms | p95 ms | p99 ms | × static | errors / non-2xx | server RSS MB before → after (peak) | budget |',
    '|---:|---|---:|---:|---:|---:|---:|---:|---|---|---|',
  ];
  for (const phase of phases) {
    const staticRps = phase.measurements.find((row) => row.name === 'static file')?.rps;
    for (const row of phase.measurements) {
      const codes = Object.entries(row.statusCodes).map(([code, count]) => `${code}×${count}`).join(' ');
      lines.push(
        `| ${phase.knows.toLocaleString('en')} | ${row.name} | ${row.connections} | ${rps(row.rps)} | ${ms(row.p50)} | ${ms(row.p95)} | ${ms(row.p99)} | ` +
          `${staticRps ? (row.rps / staticRps).toFixed(2) : '–'} | ${row.errors + row.timeouts} / ${row.non2xx}${row.non2xx ? ` (${codes})` : ''} | ` +
          `${row.rssBefore ?? '?'} → ${row.rssAfter ?? '?'} (${row.rssPeak ?? '?'}) | ${verdict(kind, phase.knows, row, staticRps)} |`,
      );
    }
    for (const missing of phase.missing) lines.push(`| ${phase.knows.toLocaleString('en')} | ${missing.name} | | | | | | | | | ${missing.reason} |`);
  }
  return lines;
}

function readState(text: string): State {
  const start = text.indexOf(STATE_MARK);
  if (start < 0) return { bench: {}, soak: {} };
  try {
    return JSON.parse(text.slice(start + STATE_MARK.length, text.indexOf(' -->', start))) as State;
  } catch {
    return { bench: {}, soak: {} };
  }
}

/** Sections this script writes itself; every other `## ` section of the file (first-load JS by hand, the FSRS
 *  optimizer, the AI evaluation between its markers, …) belongs to someone else and is kept as it is. */
const OWN_SECTIONS = /^## (npm run bench|npm run soak|How these are measured)/;

/** The parts of the file other tools and people keep: the table rows no script here fills, and their sections, each
 *  with the marker comments around it (`<!-- ai-eval:start -->`). */
export function handKept(text: string): { rows: string[]; sections: string[] } {
  const rows = text.split('\n').filter((line) => /^\| (Lighthouse|First-load JS)/.test(line));
  const body = text.includes(STATE_MARK) ? text.slice(0, text.indexOf(STATE_MARK)) : text;
  // Split before each `## ` heading, and before a marker comment that opens a section.
  const parts = body.split(/\n(?=## |<!-- [\w-]+:start -->)/);
  const sections = parts
    .slice(1)
    .map((part) => part.trimEnd())
    .filter((part) => !OWN_SECTIONS.test(part.replace(/^<!--[^>]*-->\n/, '')));
  return { rows, sections };
}

function budgetCell(state: State, kind: DatabaseKind, what: 'know' | 'search' | 'rss'): string {
  if (what === 'rss') {
    const soak = state.soak[kind];
    if (!soak) return 'not measured yet (`npm run soak`)';
    const last = soak.samples[soak.samples.length - 1]?.rssMb ?? 0;
    const ok = last < BUDGETS.rssMb;
    return `${last} MB after ${soak.minutes} min (${ok ? 'pass' : '**over**'}), ${soak.growthMb >= 0 ? '+' : ''}${soak.growthMb} MB from minute 2 to the end (${soak.growthMb <= soak.growthToleranceMb ? 'no growth' : '**growing**'}), ${soak.errors} errors`;
  }
  const run = state.bench[kind];
  if (!run) return 'not measured yet';
  const phase = what === 'know' ? run.phases.find((p) => p.knows < 50_000) : run.phases.find((p) => p.knows >= 50_000);
  if (!phase) return what === 'search' ? 'not measured (run without `--knows 10000`)' : 'not measured';
  const name = what === 'know' ? 'know page' : 'search API';
  const row = phase.measurements.find((m) => m.name === name);
  const staticRps = phase.measurements.find((m) => m.name === 'static file')?.rps;
  if (!row) {
    const reason = phase.missing.find((m) => m.name === name)?.reason ?? 'not measured';
    const home = phase.measurements.find((m) => m.name === 'home');
    return what === 'know' && home ? `${reason}; home page instead: p99 ${ms(home.p99)} ms, ${staticRps ? (home.rps / staticRps).toFixed(2) : '?'}× static` : reason;
  }
  return verdict(kind, phase.knows, row, staticRps);
}

export function writeBenchmarks(update: { bench?: BenchRun; soak?: SoakRun }): void {
  const text = fs.existsSync(BENCHMARKS_FILE) ? fs.readFileSync(BENCHMARKS_FILE, 'utf8') : '';
  const state = readState(text);
  if (update.bench) state.bench[update.bench.database] = update.bench;
  if (update.soak) state.soak[update.soak.database] = update.soak;
  const kept = handKept(text);
  const runs = [...Object.values(state.bench), ...Object.values(state.soak)];
  const dates = [...new Set(runs.map((run) => run!.date))].sort().join(', ');
  const machines = [...new Set(runs.map((run) => run!.machine))].join('; ');

  const out: string[] = [
    '# Benchmarks',
    '',
    'Budgets from ARCHITECTURE.md §7. The server rows are written by `npm run bench` and `npm run soak` (scripts/bench.ts,',
    'scripts/soak.ts) from their latest run per database; the Lighthouse and first-load JS rows are kept by hand.',
    '',
    '| what | budget | PostgreSQL | PGlite | measured on | date |',
    '|---|---|---|---|---|---|',
    ...kept.rows,
    `| Know page render p99 at 32 connections, 10,000 knows; throughput ≥ ½ static | < 100 ms (PGlite < 200 ms) | ${budgetCell(state, 'postgres', 'know')} | ${budgetCell(state, 'pglite', 'know')} | ${machines || '–'} | ${dates || '–'} |`,
    `| Search API p95, 100,000 knows | < 50 ms (PGlite < 100 ms) | ${budgetCell(state, 'postgres', 'search')} | ${budgetCell(state, 'pglite', 'search')} | ${machines || '–'} | ${dates || '–'} |`,
    `| Server RSS after 5 minutes of mixed load | < 500 MB, no growth | ${budgetCell(state, 'postgres', 'rss')} | ${budgetCell(state, 'pglite', 'rss')} | ${machines || '–'} | ${dates || '–'} |`,
    '',
  ];
  for (const kind of ['pglite', 'postgres'] as const) {
    const run = state.bench[kind];
    if (!run) continue;
    out.push(
      `## npm run bench — ${dbName(kind)}`,
      '',
      `${run.date}, commit ${run.commit}, ${run.machine}; database: ${run.label}. ${run.quick ? 'Quick run (`--quick`): short, indicative only. ' : ''}` +
        `Whole run ${Math.round(run.runSeconds)} s; knows generated in ${run.phases.map((p) => `${p.generateSeconds.toFixed(1)} s`).join(' + ')}. ` +
        `Machine load average (1 min) at the start of the targets: ${loadRange(run.phases)} on ${run.machine.split(' ')[0]} CPUs.`,
      '',
      ...measurementTable(kind, run.phases),
      '',
    );
  }
  for (const kind of ['pglite', 'postgres'] as const) {
    const soak = state.soak[kind];
    if (!soak) continue;
    out.push(
      `## npm run soak — ${dbName(kind)}`,
      '',
      `${soak.date}, commit ${soak.commit}, ${soak.machine}; database: ${soak.label}, ${soak.knows.toLocaleString('en')} knows. ` +
        `${soak.minutes} min of mixed traffic: ${soak.requests.toLocaleString('en')} requests (${rps(soak.rps)}/s), ${soak.errors} errors` +
        `${Object.keys(soak.unexpected).length ? ` (${Object.entries(soak.unexpected).map(([k, v]) => `${k}×${v}`).join(', ')})` : ''}; ` +
        `${soak.passed ? 'passed' : '**failed**'}.`,
      '',
      `Requests by kind: ${Object.entries(soak.byKind).map(([k, v]) => `${k} ${v.toLocaleString('en')}`).join(', ')}.`,
      '',
      `Server RSS (MB) every 10 s: ${soak.samples.map((s) => s.rssMb).join(', ')}. From the sample at minute 2 to the last: ` +
        `${soak.growthMb >= 0 ? '+' : ''}${soak.growthMb} MB (tolerance ${soak.growthToleranceMb} MB).`,
      '',
    );
  }
  out.push(
    '## How these are measured',
    '',
    '- `npm run bench` builds into `.next-bench` when that build is missing or stale (the rule of `npm start`), starts',
    '  `next start` on a free loopback port with a throw-away database (a temp PGlite directory, or with `DATABASE_URL` a',
    '  fresh `knowly_bench_…` database on that server, dropped afterwards), adds knows with `npm run db:generate` (10,000,',
    '  then up to 100,000), and drives it with autocannon from the same machine: 2 s warm-up, then 10 s per target',
    '  (`--duration`), 32 connections for pages and the search API. Client and server share the CPUs, so the numbers are',
    '  lower bounds for a server with the machine to itself. The ratio is to the static file in the same phase.',
    '- p50 and p99 are autocannon’s; p95 is computed from every 2xx answer’s latency (autocannon reports p90 and p97.5).',
    '- The token endpoint runs with 8 signed connections over 32 accounts: the login throttle counts each attempt in',
    '  flight, so more than 10 parallel password grants from one address are asked for a captcha (by design).',
    '- RSS is VmRSS of the `next start` process itself (it serves in that process), before and after each target and',
    '  its peak, sampled every second.',
    '- `npm run soak`: 5 minutes (`--minutes`) of mixed traffic on 8 connections, each a visitor who signs in, reads',
    '  users/me, refreshes (chaining the single-use refresh tokens), posts analytics events and browses public pages;',
    '  RSS every 10 s; fails on any error or unexpected status, or RSS growth from minute 2 to the end beyond',
    '  max(10 %, 30 MB).',
    '',
  );
  out.push(...kept.sections.flatMap((section) => [section, '']));
  out.push(`${STATE_MARK}${JSON.stringify(state)} -->`, '');
  fs.writeFileSync(BENCHMARKS_FILE, out.join('\n'));
}
