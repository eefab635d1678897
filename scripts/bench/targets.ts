// What the bench measures, and how each target is found: the static file and home always; the token endpoint with
// accounts made for the run; the know page and the search API only once their routes exist (404 → not built yet).
import type { RequestSpec } from 'autocannon';
import { EXPERIMENT_COOKIE, EXPERIMENT_NAMES, EXPERIMENTS } from '../../config/experiments';
import { serializeExperiments } from '../../lib/experiments/experiment-cookie';
import { SITE_HOST, request, signedHeaders } from './http';
import type { Target } from './load';

const PAGE_CONNECTIONS = 32;

/**
 * Page targets are visited as returning visitors: with the experiments cookie (every experiment in its first
 * variant) that a first visit sets. Without it every request would be a new visitor with freshly drawn variants, which
 * is not how a page is visited at load, and which no cache of rendered pages (decision 018) could serve.
 */
const RETURNING_VISITOR_COOKIE = `${EXPERIMENT_COOKIE}=${serializeExperiments(
  Object.fromEntries(EXPERIMENT_NAMES.map((name) => [name, EXPERIMENTS[name].variants[0]])),
)}`;
/**
 * Password grants in flight from one address count against the login throttle until they succeed (server/auth/
 * login-throttle.ts counts every attempt up front and gives successes back): past 10 signed ones (5 unsigned) the
 * next asks for a captcha. So the token endpoint is driven with 8 signed connections over distinct accounts.
 */
const TOKEN_CONNECTIONS = 8;
const BENCH_PASSWORD = 'bench-pass-2026';

/**
 * German searches (the site is de.localhost) as visitors send them: topic words and phrases, words still being typed
 * (instant search sends prefixes), one-letter typos (answered with a suggestion and its count), common words found in
 * thousands of knows, and the empty search (newest knows).
 */
export const SEARCH_WORDS = [
  'Photosynthese', 'Funktionen', 'Weimarer Republik', 'Zellatmung', 'Revolution', 'Klausurvorbereitung', 'Fotosynthese', 'Periodensystem',
  'Genetik', 'Vektoren', 'Photosyn', 'Gedichtanal', 'Plattentektonik Vulkanismus', 'Wahrscheinlichkeitsrechung', 'Zusammenfassung', '',
];

/**
 * Concurrent searchers for the search API's latency: its budget (p95 < 50 ms on PostgreSQL, < 100 ms on PGlite) is a
 * search's response time, so the target runs at a few connections rather than at saturation, where every server's
 * latency is its queue (PGlite answers one statement at a time, whatever the number of connections).
 */
const SEARCH_CONNECTIONS = 4;

export type Account = { email: string; password: string; uuid: string; accessToken: string; refreshToken: string };

const host = (port: number) => `${SITE_HOST}:${port}`;

/** Signs up `count` users on de.localhost (each signup hashes a password: about as slow as a sign-in). */
export async function createAccounts(origin: string, count: number, label: string): Promise<Account[]> {
  const accounts: Account[] = [];
  for (let i = 0; i < count; i += 1) {
    const email = `${label}-${Date.now().toString(36)}-${i}@bench.knowly.localhost`;
    const path = '/api/v1/users';
    const answer = await request(origin, { method: 'POST', path, host: SITE_HOST, body: { email, name: `Bench ${i}`, password: BENCH_PASSWORD }, headers: signedHeaders('POST', path) });
    if (answer.status !== 201) throw new Error(`Sign-up of a bench user failed: ${answer.status} ${answer.body.slice(0, 300)}`);
    const body = JSON.parse(answer.body) as { user: { uuid: string }; accessToken: string; refreshToken: string };
    accounts.push({ email, password: BENCH_PASSWORD, uuid: body.user.uuid, accessToken: body.accessToken, refreshToken: body.refreshToken });
  }
  return accounts;
}

export function staticTarget(port: number): Target {
  return { name: 'static file', what: 'GET /favicon.svg (public/)', connections: PAGE_CONNECTIONS, headers: { host: host(port) }, requests: [{ method: 'GET', path: '/favicon.svg' }] };
}

export function homeTarget(port: number): Target {
  return { name: 'home', what: `GET / on ${SITE_HOST} (returning visitor)`, connections: PAGE_CONNECTIONS, headers: { host: host(port), cookie: RETURNING_VISITOR_COOKIE }, requests: [{ method: 'GET', path: '/' }] };
}

export function tokenTarget(port: number, accounts: Account[]): Target {
  let next = 0;
  const path = '/api/auth/oauth/token';
  return {
    name: 'token (password grant)',
    what: `POST ${path}, argon2id verify, signed, ${accounts.length} accounts`,
    connections: TOKEN_CONNECTIONS,
    headers: { host: host(port), 'content-type': 'application/json' },
    requests: [
      {
        method: 'POST',
        path,
        setupRequest: (spec) => {
          const account = accounts[next++ % accounts.length]!;
          return { ...spec, headers: { ...spec.headers, ...signedHeaders('POST', path) }, body: JSON.stringify({ email: account.email, password: account.password }) };
        },
      },
    ],
  };
}

export type Detection<T> = { found: true; value: T } | { found: false; reason: string };

/** The know page: `/knows/{uuid}`, or wherever it redirects to (a slugged address); 404 → not built yet. */
export async function detectKnowPage(origin: string, uuids: string[]): Promise<Detection<Target>> {
  if (uuids.length === 0) return { found: false, reason: 'no knows in the database' };
  const port = new URL(origin).port;
  const first = await request(origin, { path: `/knows/${uuids[0]}`, host: SITE_HOST });
  if (first.status === 404) return { found: false, reason: 'not built yet (/knows/{uuid} answers 404)' };
  let paths = uuids.map((uuid) => `/knows/${uuid}`);
  if (first.status >= 300 && first.status < 400) {
    // Bench the address the page redirects to, so the measurement is one render, not a redirect.
    paths = [];
    for (const uuid of uuids.slice(0, 200)) {
      const answer = await request(origin, { path: `/knows/${uuid}`, host: SITE_HOST, headers: { cookie: RETURNING_VISITOR_COOKIE } });
      const location = answer.headers.location;
      if (location) paths.push(new URL(location, origin).pathname + new URL(location, origin).search);
    }
  } else if (first.status !== 200) {
    return { found: false, reason: `/knows/{uuid} answers ${first.status}` };
  }
  let next = 0;
  return {
    found: true,
    value: {
      name: 'know page',
      what: `GET /knows/… on ${SITE_HOST}, ${paths.length} different knows (returning visitor)`,
      connections: PAGE_CONNECTIONS,
      headers: { host: `${SITE_HOST}:${port}`, cookie: RETURNING_VISITOR_COOKIE },
      requests: [{ method: 'GET', path: paths[0], setupRequest: (spec) => ({ ...spec, path: paths[next++ % paths.length] }) }],
      // Each know visited once, as a site's pages are visited before the hour measured: the run then measures a warm
      // server (rendered-page cache, decision 018), not the first render of each know.
      prepare: async () => {
        for (const path of paths) await request(origin, { path, host: SITE_HOST, headers: { cookie: RETURNING_VISITOR_COOKIE } });
      },
    },
  };
}

type OpenApi = { paths?: Record<string, { get?: { parameters?: { name: string; in: string }[] } }> };

/** The search API: a GET path with "search" in the API description (or a usual address); 404 → not built yet. */
export async function detectSearch(origin: string): Promise<Detection<{ path: string; param: string }>> {
  const candidates: { path: string; param: string }[] = [];
  try {
    const spec = JSON.parse((await request(origin, { path: '/api/openapi.json' })).body) as OpenApi;
    for (const [path, item] of Object.entries(spec.paths ?? {})) {
      if (!/search/i.test(path) || !item.get || path.includes('{')) continue;
      const names = (item.get.parameters ?? []).filter((parameter) => parameter.in === 'query').map((parameter) => parameter.name);
      candidates.push({ path, param: names.find((name) => ['query', 'q', 'term', 'text'].includes(name)) ?? names[0] ?? 'query' });
    }
  } catch {
    // no API description: try the usual addresses
  }
  candidates.push({ path: '/api/v1/knows/search', param: 'query' }, { path: '/api/v1/search', param: 'query' }, { path: '/api/v1/search/knows', param: 'query' });
  for (const candidate of candidates) {
    const answer = await request(origin, { path: `${candidate.path}?${candidate.param}=Photosynthese`, host: SITE_HOST, headers: signedHeaders('GET', candidate.path) });
    if (answer.status !== 404) return answer.status < 300 ? { found: true, value: candidate } : { found: false, reason: `${candidate.path} answers ${answer.status}` };
  }
  return { found: false, reason: 'not built yet (no search route in /api/openapi.json; /api/v1/knows/search answers 404)' };
}

/**
 * The search API with SEARCH_WORDS, each also with a subject filter (a German subject of the catalogue) and some on
 * page 2, in a fixed rotation.
 */
export async function searchTarget(origin: string, port: number, search: { path: string; param: string }): Promise<Target> {
  const subjects = JSON.parse((await request(origin, { path: '/api/v1/subjects?language=de', host: SITE_HOST })).body) as { subjects?: { id: string }[] };
  const subjectIds = (subjects.subjects ?? []).map((subject) => subject.id);
  const paths = SEARCH_WORDS.flatMap((word, index) => {
    const base = `${search.path}?${search.param}=${encodeURIComponent(word)}`;
    const subjectId = subjectIds[index % Math.max(subjectIds.length, 1)];
    return [base, ...(subjectId ? [`${base}&subjectId=${subjectId}`] : []), ...(index % 4 === 0 ? [`${base}&page=2`] : [])];
  });
  let next = 0;
  const spec: RequestSpec = {
    method: 'GET',
    path: search.path,
    setupRequest: (request) => ({ ...request, path: paths[next++ % paths.length], headers: { ...request.headers, ...signedHeaders('GET', search.path) } }),
  };
  return {
    name: 'search API',
    what: `GET ${search.path}?${search.param}=… on ${SITE_HOST}, ${paths.length} searches (words, phrases, prefixes, typos, empty; with and without a subject; pages 1 and 2), ${SEARCH_CONNECTIONS} connections`,
    connections: SEARCH_CONNECTIONS,
    headers: { host: `${SITE_HOST}:${port}` },
    requests: [spec],
  };
}
