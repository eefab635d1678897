// `npm run soak`: 5 minutes (`--minutes`) of mixed traffic against a production build on loopback — each of 8
// connections a visitor who signs in, reads users/me, refreshes (chaining the single-use refresh tokens), posts
// analytics events, browses public pages and searches (once search exists) — with the server's RSS every 10 s.
// Fails (exit 1) on any error or unexpected status, or on RSS growth from minute 2 to the end beyond the tolerance.
//
//   npm run soak [-- --minutes 0.5] [--no-write]
import './load-env';
import fs from 'node:fs';
import autocannon, { type RequestSpec } from 'autocannon';
import { sampleAnalyticsEvent } from '../tests/fixtures/analytics-event';
import { ensureBuild } from './ensure-build';
import { createBenchDatabase, generateKnows, makeWorkDir, type DatabaseKind } from './bench/database';
import { SITE_HOST, signedHeaders } from './bench/http';
import { BUDGETS, commit, machine, writeBenchmarks, type SoakRun } from './bench/report';
import { BENCH_DIST_DIR, rssMb, startServer } from './bench/server';
import { createAccounts, detectSearch, SEARCH_WORDS, type Account } from './bench/targets';

const args = process.argv.slice(2);
const minutesArg = args.find((arg) => arg.startsWith('--minutes'));
const minutes = Number(minutesArg?.includes('=') ? minutesArg.split('=')[1] : minutesArg ? args[args.indexOf(minutesArg) + 1] : '5');
const CONNECTIONS = 8;
const KNOWS = 10_000;
const SAMPLE_EVERY_MS = 10_000;
if (!Number.isFinite(minutes) || minutes <= 0 || minutes > 120) {
  console.error('Usage: npm run soak [-- --minutes M] [--no-write]   (0 < M ≤ 120)');
  process.exit(2);
}

function anEvent(path: string, name = 'page_view'): Record<string, unknown> {
  return sampleAnalyticsEvent({ name, activeExperiments: [], page: { path, locale: 'de' }, web: { domain: SITE_HOST, referrer: null, userAgent: 'knowly-soak' } });
}

type Counters = { byKind: Record<string, number>; unexpected: Record<string, number> };

/** One visit, repeated by every connection; autocannon clears the context when the list starts over. */
function visit(accounts: Account[], search: { path: string; param: string } | undefined, counters: Counters): RequestSpec[] {
  let nextAccount = 0;
  let nextWord = 0;
  const tokenPath = '/api/auth/oauth/token';
  const json = { 'content-type': 'application/json' };
  const count = (kind: string, expected: number[]) => (status: number) => {
    counters.byKind[kind] = (counters.byKind[kind] ?? 0) + 1;
    if (!expected.includes(status)) counters.unexpected[`${kind} ${status}`] = (counters.unexpected[`${kind} ${status}`] ?? 0) + 1;
  };
  const page = (path: string): RequestSpec => ({ method: 'GET', path, onResponse: count('page', [200]) });
  const bearer = (context: Record<string, unknown>) => ({ authorization: `Bearer ${String(context.accessToken)}` });
  const keepTokens = (kind: string) => (status: number, body: string, context: Record<string, unknown>) => {
    count(kind, [200])(status);
    if (status !== 200) return;
    const tokens = JSON.parse(body) as { accessToken: string; refreshToken: string };
    context.accessToken = tokens.accessToken;
    context.refreshToken = tokens.refreshToken;
  };
  const refresh: RequestSpec = {
    method: 'POST',
    path: tokenPath,
    setupRequest: (spec, context) => ({ ...spec, headers: { ...spec.headers, ...json, ...signedHeaders('POST', tokenPath) }, body: JSON.stringify({ refreshToken: context.refreshToken }) }),
    onResponse: keepTokens('refresh'),
  };
  const me: RequestSpec = {
    method: 'GET',
    path: '/api/v1/users/me',
    setupRequest: (spec, context) => ({ ...spec, headers: { ...spec.headers, ...bearer(context), ...signedHeaders('GET', '/api/v1/users/me') } }),
    onResponse: count('users/me', [200]),
  };
  const events = (paths: string[]): RequestSpec => ({
    method: 'POST',
    path: '/api/analytics/events',
    setupRequest: (spec, context) => ({
      ...spec,
      headers: { ...spec.headers, ...json, ...bearer(context), ...signedHeaders('POST', '/api/analytics/events') },
      body: JSON.stringify({ events: paths.map((path) => anEvent(path)) }),
    }),
    onResponse: count('events', [202]),
  });
  const searchSpec: RequestSpec[] = search
    ? [
        {
          method: 'GET',
          path: search.path,
          setupRequest: (spec) => ({
            ...spec,
            path: `${search.path}?${search.param}=${encodeURIComponent(SEARCH_WORDS[nextWord++ % SEARCH_WORDS.length]!)}`,
            headers: { ...spec.headers, ...signedHeaders('GET', search.path) },
          }),
          onResponse: count('search', [200]),
        },
      ]
    : [];
  return [
    {
      method: 'POST',
      path: tokenPath,
      setupRequest: (spec, context) => {
        const account = accounts[nextAccount++ % accounts.length]!;
        context.userUuid = account.uuid;
        return { ...spec, headers: { ...spec.headers, ...json, ...signedHeaders('POST', tokenPath) }, body: JSON.stringify({ email: account.email, password: account.password }) };
      },
      onResponse: keepTokens('sign-in'),
    },
    me,
    page('/'),
    events(['/', '/legal/imprint']),
    page('/legal/imprint'),
    refresh,
    me,
    page('/about/company'),
    { method: 'GET', path: '/', setupRequest: (spec, context) => ({ ...spec, path: `/users/${String(context.userUuid)}` }), onResponse: count('page', [200]) },
    ...searchSpec,
    refresh,
    page('/legal/privacy'),
    events(['/about/company']),
    page('/careers'),
  ];
}

async function main() {
  const started = performance.now();
  const built = ensureBuild(BENCH_DIST_DIR, 'local', `Building Knowly into ${BENCH_DIST_DIR} for the soak test…`);
  if (built !== 0) process.exit(built);
  const kind: DatabaseKind = process.env.DATABASE_URL ? 'postgres' : 'pglite';
  const workDir = makeWorkDir('knowly-soak-');
  const database = await createBenchDatabase(kind, workDir, process.env.DATABASE_URL || undefined);
  let server: Awaited<ReturnType<typeof startServer>> | undefined;
  try {
    console.log(`■ ${database.label}: generating ${KNOWS.toLocaleString('en')} knows…`);
    generateKnows(database, KNOWS);
    server = await startServer(database.env, workDir);
    const { pid, origin, port } = server;
    const accounts = await createAccounts(origin, 32, 'soak');
    const search = await detectSearch(origin);
    console.log(`  server pid ${pid} on ${origin}; search ${search.found ? search.value.path : search.reason}`);
    console.log(`  ${minutes} min of mixed traffic on ${CONNECTIONS} connections, RSS every 10 s…`);

    const counters: Counters = { byKind: {}, unexpected: {} };
    const samples: { second: number; rssMb: number }[] = [{ second: 0, rssMb: rssMb(pid) ?? 0 }];
    const t0 = Date.now();
    const sampler = setInterval(() => {
      const sample = { second: Math.round((Date.now() - t0) / 1000), rssMb: rssMb(pid) ?? 0 };
      samples.push(sample);
      if (sample.second % 30 < 10) console.log(`  ${sample.second} s: RSS ${sample.rssMb} MB, ${Object.values(counters.byKind).reduce((a, b) => a + b, 0).toLocaleString('en')} requests`);
    }, SAMPLE_EVERY_MS);
    const result = await Promise.resolve(
      autocannon({
      url: origin,
      connections: CONNECTIONS,
      duration: minutes * 60,
      timeout: 30,
      headers: { host: `${SITE_HOST}:${port}` },
      requests: visit(accounts, search.found ? search.value : undefined, counters),
      }),
    ).finally(() => clearInterval(sampler));
    samples.push({ second: Math.round((Date.now() - t0) / 1000), rssMb: rssMb(pid) ?? 0 });

    // Growth: from the first sample at minute 2 (or at 40 % of a shorter run) to the last one.
    const referenceSecond = minutes >= 3 ? 120 : minutes * 60 * 0.4;
    const reference = samples.find((sample) => sample.second >= referenceSecond) ?? samples[0]!;
    const last = samples[samples.length - 1]!;
    const growthMb = last.rssMb - reference.rssMb;
    const growthToleranceMb = Math.max(30, Math.round(reference.rssMb * 0.1));
    const errors = result.errors + result.timeouts + Object.values(counters.unexpected).reduce((a, b) => a + b, 0);
    const passed = errors === 0 && growthMb <= growthToleranceMb;
    const requests = result.requests.total;
    const peak = Math.max(...samples.map((sample) => sample.rssMb));
    const run: SoakRun = {
      database: kind,
      label: database.label,
      date: new Date().toISOString().slice(0, 10),
      commit: commit(),
      machine: machine(),
      minutes,
      knows: KNOWS,
      requests,
      rps: requests / result.duration,
      errors,
      unexpected: { ...counters.unexpected, ...(result.errors ? { 'connection errors': result.errors } : {}), ...(result.timeouts ? { timeouts: result.timeouts } : {}) },
      byKind: counters.byKind,
      samples,
      growthMb,
      growthToleranceMb,
      passed,
    };
    if (!args.includes('--no-write')) writeBenchmarks({ soak: run });
    console.log(
      `\nsoak ${passed ? 'PASSED' : 'FAILED'}: ${minutes} min on ${kind}, ${requests.toLocaleString('en')} requests (${Math.round(run.rps)}/s), ${errors} errors` +
        `${errors ? ` ${JSON.stringify(run.unexpected)}` : ''}; RSS ${reference.rssMb} MB at ${reference.second} s → ${last.rssMb} MB at the end ` +
        `(${growthMb >= 0 ? '+' : ''}${growthMb} MB, tolerance ${growthToleranceMb} MB), peak ${peak} MB; budget < ${BUDGETS.rssMb} MB: ${last.rssMb < BUDGETS.rssMb ? 'pass' : 'over'}` +
        `; ${Math.round((performance.now() - started) / 1000)} s in all`,
    );
    process.exitCode = passed ? 0 : 1;
  } finally {
    await server?.stop();
    await database.drop();
    fs.rmSync(workDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.stack ?? error.message : error);
  process.exit(1);
});
