// Property-based fuzzing of every API route (ALL_ROUTES), driven by the routes' own zod schemas (tests/fuzz/arbitraries.ts):
// valid inputs, edge values and malformed bodies, headers and ids, sent through executeRoute like the Next adapter
// does. For every route and every generated request:
//   (a) the status is below 500;
//   (b) every non-2xx answer is exactly {error: {type, data}} with a catalogue type whose ERROR_STATUS is the status;
//   (c) user B's data never changes: the requests carry user A's token (or none, or junk) and aim at A's ids, B's
//       ids, unknown ids and junk; B's rows (user, account, refresh tokens, grades, subjects, e-mail tokens, mails,
//       analytics rows, app opens, IP lookups, knower, profile picture file) are compared after every request;
//   (d) a protected route called without a valid token changes nothing at all (every table is compared).
//
// Runs: FUZZ_RUNS per route (default 25 in `npm test`, 500 with `npm run fuzz`); seed: FUZZ_SEED, else a fixed one
// in `npm test` and a random one in `npm run fuzz`. FUZZ_MIN_REQUESTS makes the suite fail when it sent fewer requests
// in all (CI runs it with at least 10,000). fast-check prints the seed, path and shrunk request on failure;
// replay with FUZZ_SEED=<seed> (and the same FUZZ_RUNS).
//
// The routes are split into FUZZ_SHARDS test files (api-<n>.fuzz.integration.test.ts), each with a database of its
// own, so that Vitest's workers fuzz them at the same time; each shard checks its share of FUZZ_MIN_REQUESTS.
import { createHmac, randomInt } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import fc from 'fast-check';
import { decodeJwt } from 'jose';
import pino from 'pino';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REQUEST_SIGNING_KEY, signatureMessage } from '../../lib/api/request-signature';
import { ACCESS_TOKEN_COOKIE } from '../../lib/api/token-store';
import { analyticsEventBatchSchema } from '../../lib/contracts/analytics';
import { ERROR_STATUS, isErrorType } from '../../lib/errors';
import { signAccessToken } from '../../server/auth/access-tokens';
import { resetLoginThrottle } from '../../server/auth/login-throttle';
import { getDb } from '../../server/db';
import { queryRows } from '../../server/db/client';
import { seedDemoContent } from '../../server/db/seed/seed-demo-content';
import { getFileStorage, setFileStorage } from '../../server/files/storage';
import { MemoryStorage } from '../../server/files/memory-storage';
import { executeRoute, type RawRequest, type RouteResponse } from '../../server/http/execute-route';
import type { AnyRoute } from '../../server/http/route';
import { flushKnowViews } from '../../server/knows/know-views';
import { resetUploadQuota } from '../../server/knows/upload-quota';
import { ALL_ROUTES } from '../../server/routes';
import { callRoute, uniqueEmail } from '../integration/call-route';
import {
  anyString,
  garbageAuthorization,
  garbageSignature,
  hostValue,
  jsonBody,
  jsonSchemaOf,
  paramRecord,
  readableBody,
  type JsonSchema,
  type Pools,
  type RawBody,
} from './arbitraries';

const FUZZ_COMMAND = process.env.npm_lifecycle_event === 'fuzz';
const RUNS = Number(process.env.FUZZ_RUNS ?? (FUZZ_COMMAND ? 500 : 25));
const SEED = process.env.FUZZ_SEED !== undefined ? Number(process.env.FUZZ_SEED) : FUZZ_COMMAND ? randomInt(2 ** 31) : 20_260_407;
const MIN_REQUESTS = Number(process.env.FUZZ_MIN_REQUESTS ?? 0);
const meta = { requestId: 'fuzz-request', log: pino({ level: 'silent' }) };
let requestsSent = 0;

/**
 * Who may call a route comes from its declaration (route.auth, lib/api/endpoints.ts): 'public' (visitor), 'bearer'
 * (user), 'self-user' / 'self-account' (the path id must be the caller's user / account), 'admin'; 'resend' (anyone,
 * but with a token only for your own account) is the one rule a route checks itself. Routes are listed below only to
 * tune their cases: `runsShare` scales FUZZ_RUNS down for slow routes (argon2 password hashing, image decoding).
 */
type Access = 'public' | 'bearer' | 'self-user' | 'self-account' | 'admin' | 'resend';
const ACCESS_OF_AUTH: Record<AnyRoute['auth'], Access> = { visitor: 'public', user: 'bearer', 'self-user': 'self-user', 'self-account': 'self-account', admin: 'admin' };
type RouteSetup = {
  access: Access;
  runsShare?: number;
  body?: JsonSchema;
  upload?: boolean;
  /** Mails whatever address it is given (by design): Bob's address stays out of its pool. */
  mailsAnyAddress?: boolean;
};
const ARGON2 = 0.6; // each call hashes or verifies a password with argon2id (~20–60 ms)

const ROUTES: Record<string, Partial<RouteSetup>> = {
  // Sign-up hashes the password: fewer runs. Every valid request creates a user (public by design).
  'POST /api/v1/users': { runsShare: ARGON2 },
  // The login throttle is reset before every request (resetLoginThrottle), so that counted failures of earlier
  // runs never turn later ones into RequiresCaptchaError/TooManyLoginAttemptsError (still typed, but less covered).
  'POST /api/auth/oauth/token': { runsShare: ARGON2 },
  'PATCH /api/auth/accounts/{id}/password': { runsShare: ARGON2 },
  // Multipart uploads: junk, truncated and tiny real pictures; sharp decodes each, so fewer runs.
  'POST /api/v1/users/{id}/profilepicture': { runsShare: 0.6 },
  'GET /api/v1/users/{id}/export': { runsShare: 0.3 },
  'DELETE /api/auth/accounts/{id}': { runsShare: ARGON2 },
  'POST /api/auth/accounts/{id}/2fa': { runsShare: ARGON2 },
  'DELETE /api/auth/accounts/{id}/2fa': { runsShare: ARGON2 },
  'POST /api/auth/accounts/{id}/2fa/recovery-codes': { runsShare: ARGON2 },
  // The e-mail throttles (1 a minute, 5 a day per key) are cleared before every request, see resetThrottles.
  'POST /api/auth/accounts/{id}/resendconfirmation': { access: 'resend' },
  'PATCH /api/auth/accounts/{id}/email': { runsShare: ARGON2 },
  'POST /api/auth/accounts/password-reset': { mailsAnyAddress: true },
  // The route's own schema reads the events as unknown[] (each event is checked by itself); fuzz with the event schema.
  'POST /api/analytics/events': { body: jsonSchemaOf(analyticsEventBatchSchema) },
  // Know creation: about the caller's own knows (another's answer NotFoundError or ForbiddenError). Uploads check the
  // type with file-type and may open a PDF or decode an image: fewer runs.
  'POST /api/v1/knows/uploads': { runsShare: 0.4 },
  // Chat images: typed by content, decoded by sharp (issue 21).
  'POST /api/v1/chats/{id}/attachments': { runsShare: 0.4 },
};

const routeKey = (route: AnyRoute) => `${route.method} ${route.path}`;

type Person = { userUuid: string; accountUuid: string; email: string; password: string; accessToken: string };
let alice: Person; // the caller
let bob: Person; // the victim: nothing of his may change
let admin: Person;
let allPools: Pools;

async function signUp(prefix: string, password: string): Promise<Person> {
  const email = uniqueEmail(prefix);
  const response = await callRoute(ALL_ROUTES.find((route) => routeKey(route) === 'POST /api/v1/users'), { body: { email, name: prefix, password } });
  expect(response.status).toBe(201);
  const body = response.body as { accessToken: string; user: { uuid: string; accountUuid: string } };
  return { userUuid: body.user.uuid, accountUuid: body.user.accountUuid, email, password, accessToken: body.accessToken };
}

// --- what may not change --------------------------------------------------------------------------------------

const TABLES = [
  'users',
  'accounts',
  'refresh_tokens',
  'user_grades',
  'user_subjects',
  'email_tokens',
  'outbox_mails',
  'analytics_events',
  'ad_provider_events',
  'user_app_opens',
  'user_ip_lookups',
  'knowers',
  'knows',
  'ai_chats',
  'ai_chat_messages',
  'ai_summaries',
  'ai_mock_exams',
  'ai_parent_accesses',
  'ai_usage',
  'subscriptions',
  'subscription_codes',
  'subscription_receipts',
  'payment_events',
  'chats',
  'chat_members',
  'chat_messages',
  'chat_attachments',
  'user_blocks',
  'reports',
] as const;

async function rows(query: ReturnType<typeof sql>): Promise<string[]> {
  return (await queryRows<{ row: string }>(await getDb(), query)).map((row) => row.row);
}

/** Several lists of text rows read in one statement (one round trip instead of one per table: the snapshots are most
 *  of the suite's work), each list sorted. */
async function rowLists(queries: Record<string, ReturnType<typeof sql>>): Promise<Record<string, string[]>> {
  const columns = Object.entries(queries).map(
    ([name, query]) => sql`(select coalesce(json_agg(x.row order by x.row), '[]'::json) from (${query}) x) as ${sql.identifier(name)}`,
  );
  const [lists] = await queryRows<Record<string, string[]>>(await getDb(), sql`select ${sql.join(columns, sql`, `)}`);
  return lists!;
}

const ROW = sql.raw(`left(t::text, 100) || ' #' || md5(t::text) as row`);

/** Everything of one person, as text rows per table, plus the bytes of their profile picture. */
async function snapshotOf(person: Person): Promise<Record<string, string[]>> {
  const user = person.userUuid;
  const account = person.accountUuid;
  // Bob's chats with anyone but Alice (a chat she starts with him is hers too), their messages and images, his blocks.
  const bobsChats = sql`select chat_uuid from chat_members where user_uuid = ${user} and partner_uuid <> ${alice.userUuid}`;
  const snapshot = await rowLists({
    users: sql`select ${ROW} from users t where uuid = ${user}`,
    accounts: sql`select ${ROW} from accounts t where user_uuid = ${user}`,
    refresh_tokens: sql`select ${ROW} from refresh_tokens t where account_uuid = ${account}`,
    user_grades: sql`select ${ROW} from user_grades t where user_uuid = ${user}`,
    user_subjects: sql`select ${ROW} from user_subjects t where user_uuid = ${user}`,
    email_tokens: sql`select ${ROW} from email_tokens t where account_uuid = ${account}`,
    outbox_mails: sql`select ${ROW} from outbox_mails t where user_uuid = ${user}`,
    analytics_events: sql`select ${ROW} from analytics_events t where user_uuid = ${user}`,
    user_app_opens: sql`select ${ROW} from user_app_opens t where user_uuid = ${user}`,
    user_ip_lookups: sql`select ${ROW} from user_ip_lookups t where user_uuid = ${user}`,
    knowers: sql`select ${ROW} from knowers t where user_uuid = ${user}`,
    // Their knows as they wrote them (likes and views of others rightly change the counters, so those are left out).
    knows: sql`select concat_ws('|', k.uuid, k.title, k.slug, k.description, k.status, k.is_private, k.school_type_id, k.content_language,
        k.document_state, k.page_count, k.original_files::text, k.rejection_reason, k.published_on,
        (select string_agg(subject_id::text, ',' order by subject_id) from know_subjects where know_uuid = k.uuid),
        (select string_agg(grade_id::text, ',' order by grade_id) from know_grades where know_uuid = k.uuid)) as row
      from knows k join knowers w on w.uuid = k.knower_uuid where w.user_uuid = ${user}`,
    ai_chats: sql`select ${ROW} from ai_chats t where user_uuid = ${user}`,
    ai_chat_messages: sql`select left(m::text, 100) || ' #' || md5(m::text) as row from ai_chat_messages m join ai_chats c on c.uuid = m.chat_uuid where c.user_uuid = ${user}`,
    ai_summaries: sql`select ${ROW} from ai_summaries t where user_uuid = ${user}`,
    ai_mock_exams: sql`select ${ROW} from ai_mock_exams t where user_uuid = ${user}`,
    ai_parent_accesses: sql`select ${ROW} from ai_parent_accesses t where user_uuid = ${user}`,
    ai_usage: sql`select ${ROW} from ai_usage t where user_uuid = ${user}`,
    subscriptions: sql`select ${ROW} from subscriptions t where buyer_user_uuid = ${user} or holder_user_uuid = ${user}`,
    subscription_codes: sql`select md5(c::text) as row from subscription_codes c join subscriptions s on s.uuid = c.subscription_uuid where s.buyer_user_uuid = ${user}`,
    subscription_receipts: sql`select md5(r::text) as row from subscription_receipts r join subscriptions s on s.uuid = r.subscription_uuid where s.buyer_user_uuid = ${user}`,
    chats: sql`select md5(t::text) as row from chats t where uuid in (${bobsChats})`,
    chat_members: sql`select md5(t::text) as row from chat_members t where chat_uuid in (${bobsChats})`,
    chat_messages: sql`select ${ROW} from chat_messages t where chat_uuid in (${bobsChats})`,
    chat_attachments: sql`select md5(t::text) as row from chat_attachments t where chat_uuid in (${bobsChats})`,
    user_blocks: sql`select md5(t::text) as row from user_blocks t where blocker_uuid = ${user}`,
    profile_picture_key: sql`select profile_picture_key as row from users t where uuid = ${user} and profile_picture_key is not null`,
  });
  const [key] = snapshot.profile_picture_key!;
  delete snapshot.profile_picture_key;
  const file = key ? await getFileStorage().get(key) : null;
  snapshot.profile_picture = [file ? `${file.contentType} ${file.data.toString('base64')}` : 'none'];
  return snapshot;
}

/** A digest of every table: row count and md5 of all rows. */
async function snapshotOfAll(): Promise<Record<string, string>> {
  const digests = await rowLists(
    Object.fromEntries(TABLES.map((table) => [table, sql.raw(`select count(*)::text || ' ' || coalesce(md5(string_agg(t::text, '|' order by t::text)), '') as row from ${table} t`)])),
  );
  return Object.fromEntries(TABLES.map((table) => [table, digests[table]![0]!]));
}

/** The process's throttles start afresh before every request, so that no run depends on earlier ones. */
function resetThrottles() {
  resetLoginThrottle();
  resetUploadQuota();
  delete (globalThis as typeof globalThis & { __knowlyEmailThrottle?: unknown }).__knowlyEmailThrottle;
}

// --- requests -----------------------------------------------------------------------------------------------------

type Caller = 'none' | 'alice' | 'alice-cookie' | 'expired' | 'forged' | 'garbage' | 'admin';

type FuzzRequest = {
  params: Record<string, string | string[] | undefined>;
  query: Record<string, string | string[] | undefined>;
  body: RawBody | undefined;
  caller: Caller;
  garbageAuthorization: string;
  signature: 'none' | 'valid' | 'garbage';
  garbageSignature: string;
  host: string | undefined;
  ip: string;
  extraHeaders: Record<string, string>;
};

async function authorizationOf(caller: Caller, garbage: string): Promise<Record<string, string>> {
  switch (caller) {
    case 'none':
      return {};
    case 'alice':
      return { authorization: `Bearer ${alice.accessToken}` };
    case 'alice-cookie':
      return { cookie: `${ACCESS_TOKEN_COOKIE}=${alice.accessToken}` };
    case 'admin':
      return { authorization: `Bearer ${admin.accessToken}` };
    case 'expired':
      return { authorization: `Bearer ${await signAccessToken({ userUuid: alice.userUuid, accountUuid: alice.accountUuid, familyUuid: String(decodeJwt(alice.accessToken).sid) }, Date.now() - 3_600_000)}` };
    case 'forged': {
      // Alice's token with Bob's ids in the payload: the signature no longer fits.
      const [header, , signature] = alice.accessToken.split('.');
      const payload = Buffer.from(JSON.stringify({ sub: bob.userUuid, acc: bob.accountUuid, iss: 'knowly-auth', aud: 'knowly-api', exp: 9_999_999_999 })).toString('base64url');
      return { authorization: `Bearer ${header}.${payload}.${signature}` };
    }
    case 'garbage':
      return { authorization: garbage };
  }
}

/** Only Alice's token (or the admin's, for the admin route) is ever sent: a valid token of Bob's would rightly change his data. */
const callerArb = (setup: RouteSetup): fc.Arbitrary<Caller> =>
  fc.oneof(
    { weight: 6, arbitrary: fc.constant<Caller>('alice') },
    { weight: 3, arbitrary: fc.constantFrom<Caller>('none', 'garbage') },
    { weight: 1, arbitrary: fc.constantFrom<Caller>('expired', 'forged', 'alice-cookie') },
    ...(setup.access === 'admin' ? [{ weight: 4, arbitrary: fc.constant<Caller>('admin') }] : []),
  );

const extraHeadersArb = fc
  .record(
    {
      'x-interface-language': fc.oneof(fc.constantFrom('de', 'fr', 'en-GB', 'xx', '', '../de'), anyString),
      'x-forwarded-host': hostValue.map((host) => host ?? ''),
      'x-forwarded-for': fc.oneof(fc.constantFrom('1.2.3.4', '::1', 'unknown', '1.2.3.4, 5.6.7.8'), anyString),
      cookie: fc.oneof(fc.constantFrom(`${ACCESS_TOKEN_COOKIE}=`, `${ACCESS_TOKEN_COOKIE}=%E0%A4%A`, '=;;=', 'a=b; c'), anyString),
      referer: fc.oneof(fc.constantFrom('https://de.localhost/', 'javascript:alert(1)', 'http://[::1', ''), anyString),
      'user-agent': fc.oneof(fc.constant('x'.repeat(5000)), anyString),
      'x-request-id': anyString,
    },
    { requiredKeys: [] },
  )
  .map((headers) => Object.fromEntries(Object.entries(headers).filter(([, value]) => typeof value === 'string')) as Record<string, string>);

const ipArb = fc.oneof(fc.constantFrom('127.0.0.1', '::1', '203.0.113.7', '::ffff:10.0.0.1', '', 'unknown'), fc.ipV4(), fc.ipV6());

/** Multipart bodies for the upload route: junk, a real tiny picture, wrong fields, wrong or missing boundaries. */
function uploadBodyArb(picture: Buffer): fc.Arbitrary<RawBody> {
  const file = fc.oneof(fc.constant(picture), fc.constant(picture.subarray(0, 40)), fc.uint8Array({ maxLength: 200 }).map((bytes) => Buffer.from(bytes)), fc.constant(Buffer.from('%PDF-1.4\n')));
  return fc
    .tuple(file, fc.constantFrom('file', 'picture', ''), fc.constantFrom('me.png', '../../x.png', '', 'ä.webp'), fc.constantFrom('image/png', 'text/plain', ''), fc.nat(3))
    .map(([data, field, name, type, style]) => {
      const boundary = 'fuzzBoundary7MA4YWxk';
      const text = Buffer.concat([
        Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${name}"\r\nContent-Type: ${type}\r\n\r\n`),
        data,
        Buffer.from(style === 3 ? '' : `\r\n--${boundary}--\r\n`),
      ]);
      const contentType = style === 0 ? 'multipart/form-data' : style === 1 ? `multipart/form-data; boundary=other` : `multipart/form-data; boundary=${boundary}`;
      return readableBody({ kind: `upload-${style}`, rawBody: text, contentType });
    });
}

/** Path params from the schema; for routes about one user or account the id is mostly Alice's own (so that the
 *  route's real work is reached), often Bob's (which must be refused), and otherwise anything. */
function paramsArb(route: AnyRoute, setup: RouteSetup, pools: Pools): fc.Arbitrary<FuzzRequest['params']> {
  const generated = paramRecord(route.params ? jsonSchemaOf(route.params) : undefined, pools);
  const of = setup.access === 'self-account' || setup.access === 'resend' ? 'account' : setup.access === 'self-user' ? 'user' : undefined;
  if (!of) return generated;
  const own = of === 'user' ? alice.userUuid : alice.accountUuid;
  const bobs = of === 'user' ? bob.userUuid : bob.accountUuid;
  const id = fc.oneof(
    { weight: 5, arbitrary: fc.constantFrom(own, own.toUpperCase()) },
    { weight: 3, arbitrary: fc.constant(bobs) },
    { weight: 2, arbitrary: generated.map((params) => params.id) },
  );
  return fc.tuple(generated, id).map(([params, value]) => ({ ...params, id: value }));
}

function requestArb(route: AnyRoute, setup: RouteSetup, picture: Buffer): fc.Arbitrary<FuzzRequest> {
  const bodySchema = setup.body ?? (route.body ? jsonSchemaOf(route.body) : undefined);
  const pools = setup.mailsAnyAddress ? { ...allPools, emails: allPools.emails.filter((email) => !email.toLowerCase().includes(bob.email)) } : allPools;
  const body: fc.Arbitrary<RawBody | undefined> = setup.upload
    ? fc.oneof({ weight: 4, arbitrary: uploadBodyArb(picture) }, { weight: 1, arbitrary: jsonBody(undefined, pools) })
    : route.body
      ? jsonBody(bodySchema, pools)
      : fc.oneof({ weight: 4, arbitrary: fc.constant(undefined) }, { weight: 1, arbitrary: jsonBody(undefined, pools) });
  return fc.record({
    params: paramsArb(route, setup, pools),
    query: paramRecord(route.query ? jsonSchemaOf(route.query) : undefined, pools),
    body,
    caller: callerArb(setup),
    garbageAuthorization,
    signature: fc.constantFrom<'none' | 'valid' | 'garbage'>('none', 'none', 'none', 'valid', 'valid', 'garbage'),
    garbageSignature,
    host: hostValue,
    ip: ipArb,
    extraHeaders: fc.oneof({ weight: 3, arbitrary: fc.constant({}) }, { weight: 1, arbitrary: extraHeadersArb }),
  });
}

function pathOf(route: AnyRoute, params: FuzzRequest['params']): string {
  return route.path.replace(/\{(\w+)\}/g, (_match, name: string) => {
    const value = params[name];
    // The path only feeds the signature; lone surrogates (which no URL can carry) become U+FFFD there.
    const text = (Array.isArray(value) ? value.join('/') : (value ?? '')).replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, '\uFFFD');
    return encodeURIComponent(text);
  });
}

/**
 * A header value as Node's HTTP parser hands it over: it refuses control characters other than tab (400 before any
 * route runs), and reads the bytes of anything else as latin1. Junk header values are made to fit, so that a
 * failure is one a real request can cause.
 */
function asReceivedHeader(value: string): string {
  return Buffer.from(value, 'utf8')
    .toString('latin1')
    // eslint-disable-next-line no-control-regex -- the control characters Node refuses in header values
    .replace(/[\u0000-\u0008\u000a-\u001f\u007f]/g, '');
}

async function rawRequestOf(route: AnyRoute, request: FuzzRequest): Promise<RawRequest> {
  const path = pathOf(route, request.params);
  const headers: Record<string, string> = { ...request.extraHeaders, ...(await authorizationOf(request.caller, request.garbageAuthorization)) };
  if (request.host !== undefined) headers.host = request.host;
  if (request.body?.contentType !== undefined) headers['content-type'] = request.body.contentType;
  if (request.signature === 'valid') {
    const timestamp = Date.now();
    const mac = createHmac('sha256', REQUEST_SIGNING_KEY).update(signatureMessage(route.method, path, timestamp)).digest('hex');
    headers['x-signature'] = `t=${timestamp},s=${mac}`;
  } else if (request.signature === 'garbage') headers['x-signature'] = request.garbageSignature;
  for (const [name, value] of Object.entries(headers)) headers[name] = asReceivedHeader(value);
  return { method: route.method, params: request.params, query: request.query, headers, rawBody: request.body?.rawBody, ip: request.ip, path };
}

// --- the properties ---------------------------------------------------------------------------------------------

function describeResponse(response: RouteResponse): string {
  const body = Buffer.isBuffer(response.body) ? `<${response.body.length} bytes>` : JSON.stringify(response.body);
  return `${response.status} ${body?.slice(0, 600)}`;
}

/** (a) and (b): below 500, and errors in the typed form with the catalogue's status. */
function checkAnswer(response: RouteResponse) {
  expect(response.status, describeResponse(response)).toBeLessThan(500);
  if (response.status < 300) return;
  if (response.status === 303) {
    // A browser navigation's end (the sign-in callbacks): always to a path of this site, never elsewhere.
    expect(String(response.headers.Location), describeResponse(response)).toMatch(/^\/(?![/\\])/);
    return;
  }
  const body = response.body as { error?: { type?: unknown; data?: unknown } };
  expect(Object.keys(body ?? {}), describeResponse(response)).toEqual(['error']);
  expect(Object.keys(body.error ?? {}).sort(), describeResponse(response)).toEqual(['data', 'type']);
  expect(isErrorType(body.error!.type), describeResponse(response)).toBe(true);
  expect(ERROR_STATUS[body.error!.type as keyof typeof ERROR_STATUS], describeResponse(response)).toBe(response.status);
  const data = body.error!.data;
  expect(typeof data === 'object' && data !== null && !Array.isArray(data), describeResponse(response)).toBe(true);
  expect(JSON.stringify(data), 'no stack traces in error data').not.toMatch(/\n\s+at\s|node_modules/);
}

const hasValidToken = (caller: Caller) => caller === 'alice' || caller === 'admin' || caller === 'alice-cookie';

const statistics: Record<string, Record<string, number>> = {};

beforeAll(async () => {
  // Pictures in memory on PGlite and PostgreSQL alike (never ./data/files).
  setFileStorage(new MemoryStorage());
  const db = await getDb();
  await seedDemoContent(db, { withKnows: false });
  alice = await signUp('alice', 'reviser2026');
  bob = await signUp('bob', 'bobsecret99');
  admin = await signUp('admin', 'adminsecret1');
  await db.execute(sql`update users set role = 'admin' where uuid = ${admin.userUuid}`);
  // Bob: confirmed address (a resend then sends nothing), a username, a picture, grades and subjects, a knower
  // record and analytics rows: all things a request could wrongly change.
  await db.execute(sql`update accounts set email_confirmed_on = now() where uuid = ${bob.accountUuid}`);
  await db.execute(sql`update users set username = ${`bob${Date.now()}`} where uuid = ${bob.userUuid}`);
  await db.execute(sql`insert into knowers (user_uuid) values (${bob.userUuid})`);
  const [grade] = await rows(sql`select id::text as row from grades where country = 'DE' limit 1`);
  const [subject] = await rows(sql`select id::text as row from subjects limit 1`);
  if (grade) await db.execute(sql`insert into user_grades (user_uuid, grade_id) values (${bob.userUuid}, ${grade})`);
  if (subject) await db.execute(sql`insert into user_subjects (user_uuid, subject_id) values (${bob.userUuid}, ${subject})`);
  const picture = await sharp({ create: { width: 8, height: 8, channels: 3, background: { r: 200, g: 30, b: 30 } } }).png().toBuffer();
  const upload = ALL_ROUTES.find((route) => routeKey(route) === 'POST /api/v1/users/{id}/profilepicture')!;
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(picture)], { type: 'image/png' }), 'bob.png');
  const request = new Request('http://fuzz.invalid/', { method: 'POST', body: form });
  const uploaded = await callRoute(upload, {
    params: { id: bob.userUuid },
    token: bob.accessToken,
    body: Buffer.from(await request.arrayBuffer()),
    headers: { 'content-type': request.headers.get('content-type')! },
  });
  expect(uploaded.status).toBe(200);
  // Bob's knows: a draft (does not exist for Alice) and a published one (exists, but is not hers).
  const [bobsKnower] = await rows(sql`select uuid::text as row from knowers where user_uuid = ${bob.userUuid}`);
  const bobsKnows = await rows(sql`insert into knows (knower_uuid, title, slug, content_language, country, status, document_state, page_count, published_on)
    values (${bobsKnower}, 'Bobs Entwurf', 'bobs-entwurf', 'de', 'DE', 'DRAFT', 'READY', 1, null),
           (${bobsKnower}, 'Bobs Wissen', 'bobs-wissen', 'de', 'DE', 'PUBLISHED', 'READY', 1, now())
    returning uuid::text as row`);
  // Alice's own draft, so that the owner's paths of the know creation routes are reached too.
  const [alicesKnow] = await rows(sql`with knower as (insert into knowers (user_uuid) values (${alice.userUuid}) returning uuid)
    insert into knows (knower_uuid, title, slug, content_language, country, document_state, page_count)
    select uuid, 'Alices Entwurf', 'alices-entwurf', 'de', 'DE', 'READY', 1 from knower returning uuid::text as row`);
  if (subject) for (const know of bobsKnows) await db.execute(sql`insert into know_subjects (know_uuid, subject_id) values (${know}, ${subject})`);
  // Bob's AI study help: a chat with his question, a summary, a mock exam and a parent link — their uuids go into the
  // pools, so that calls aim at them (issue 18: one user never reads nor changes another's chats, summaries or exams).
  const bobsAi = await rows(sql`with chat as (insert into ai_chats (user_uuid, title) values (${bob.userUuid}, 'Bobs Chat') returning uuid),
      message as (insert into ai_chat_messages (chat_uuid, is_bot_message, text, session_uuid) select uuid, false, 'Was ist Mitose?', gen_random_uuid() from chat returning chat_uuid),
      summary as (insert into ai_summaries (user_uuid, know_uuids, length, summary) values (${bob.userUuid}, array[${bobsKnows[1]!}]::uuid[], 'short', 'Bobs Zusammenfassung') returning uuid),
      exam as (insert into ai_mock_exams (user_uuid, know_uuids, questions) values (${bob.userUuid}, array[${bobsKnows[1]!}]::uuid[], '[]'::jsonb) returning uuid),
      parent as (insert into ai_parent_accesses (user_uuid, expires_on) values (${bob.userUuid}, now() + interval '30 days') returning uuid)
    select uuid::text as row from chat union all select uuid::text from summary union all select uuid::text from exam union all select uuid::text from parent`);
  // Bob's pro plan (issue 19): his own active subscription with a receipt, and one bought for a child with an open
  // code — their uuids go into the pools (no one sees, pays, cancels or takes another's subscription).
  const bobsSubscriptions = await rows(sql`with own as (insert into subscriptions (buyer_user_uuid, holder_user_uuid, plan_id, interval, amount, currency, country, provider, status, current_period_end)
        values (${bob.userUuid}, ${bob.userUuid}, 'pro_monthly', 'month', 999, 'EUR', 'DE', 'local', 'active', now() + interval '30 days') returning uuid),
      child as (insert into subscriptions (buyer_user_uuid, for_child, plan_id, interval, amount, currency, country, provider, status, current_period_end)
        values (${bob.userUuid}, true, 'pro_yearly', 'year', 7999, 'EUR', 'DE', 'local', 'active', now() + interval '365 days') returning uuid),
      receipt as (insert into subscription_receipts (subscription_uuid, amount, currency, period_end) select uuid, 999, 'EUR', now() + interval '30 days' from own returning subscription_uuid),
      code as (insert into subscription_codes (subscription_uuid, code_hash, expires_on) select uuid, md5(uuid::text), now() + interval '90 days' from child returning subscription_uuid)
    select uuid::text as row from own union all select uuid::text from child`);
  // Bob's chat (issue 21): accepted, with Admin, a text and an image message of his, and his block of Admin — their
  // uuids go into the pools (only the two partners read or write a chat; nobody changes another's blocks).
  const bobsChat = await rows(sql`with chat as (insert into chats (pair_key, started_by, status) values (${[bob.userUuid, admin.userUuid].sort().join(':')}, ${bob.userUuid}, 'ACCEPTED') returning uuid),
      members as (insert into chat_members (chat_uuid, user_uuid, partner_uuid) select uuid, ${bob.userUuid}::uuid, ${admin.userUuid}::uuid from chat union all select uuid, ${admin.userUuid}::uuid, ${bob.userUuid}::uuid from chat returning chat_uuid),
      image as (insert into chat_attachments (chat_uuid, user_uuid, file_key, width, height) select uuid, ${bob.userUuid}, 'chat-images/fuzz/bob.webp', 8, 8 from chat returning uuid, chat_uuid),
      text as (insert into chat_messages (chat_uuid, user_uuid, text, manual_chat_message_uuid) select uuid, ${bob.userUuid}, 'Hallo Admin', gen_random_uuid() from chat returning uuid),
      photo as (insert into chat_messages (chat_uuid, user_uuid, attachment_uuid, manual_chat_message_uuid) select chat_uuid, ${bob.userUuid}, uuid, gen_random_uuid() from image returning uuid),
      block as (insert into user_blocks (blocker_uuid, blocked_uuid) values (${bob.userUuid}, ${admin.userUuid}) returning blocker_uuid)
    select uuid::text as row from chat union all select uuid::text from image union all select uuid::text from text union all select uuid::text from photo`);
  const catalogue = await rows(sql`select id::text as row from (select id from grades limit 3) g union all select id::text from (select id from subjects limit 3) s union all select id::text from (select id from school_types limit 2) st`);
  const [knower] = await rows(sql`select uuid::text as row from knowers limit 1`);
  allPools = {
    uuids: [alice.userUuid, alice.accountUuid, bob.userUuid, bob.accountUuid, admin.userUuid, ...catalogue, ...(knower ? [knower] : []), ...bobsKnows, ...(bobsKnower ? [bobsKnower] : []), ...(alicesKnow ? [alicesKnow] : []), ...bobsAi, ...bobsSubscriptions, ...bobsChat],
    emails: [alice.email, bob.email, alice.email.toUpperCase(), ` ${bob.email} `],
    passwords: [alice.password, 'reviser2026', 'x', 'a'.repeat(128), 'a1'.repeat(64) + 'b'],
  };
  // The chat rows the snapshot guards are really there (a filter that matched nothing would guard nothing).
  const guarded = await snapshotOf(bob);
  expect([guarded.chats, guarded.chat_members, guarded.chat_messages, guarded.chat_attachments, guarded.user_blocks].map((list) => list!.length)).toEqual([1, 2, 2, 1, 1]);
}, 120_000);

afterAll(() => {
  setFileStorage(undefined);
  if (process.env.FUZZ_STATS) console.log(JSON.stringify(statistics, null, 1));
});

/** The number of shard files (tests/fuzz/api-<n>.fuzz.integration.test.ts); a test checks that each one exists. */
const FUZZ_SHARDS = 2;

/** The routes of shard `shard` (0-based): every FUZZ_SHARDS-th route, so that slow and fast routes spread evenly. */
const routesOfShard = (shard: number) => ALL_ROUTES.filter((_route, index) => index % FUZZ_SHARDS === shard);

/** Defines the fuzz suite over one shard of the routes; called by each shard file. */
export function fuzzApiShard(shard: number) {
  describe(`API fuzzing (fast-check), shard ${shard + 1} of ${FUZZ_SHARDS}`, () => {
    const routes = routesOfShard(shard);
    const minRequests = Math.ceil(MIN_REQUESTS / FUZZ_SHARDS);

    it('tunes only routes that exist, and every route is in one shard', () => {
      expect(Object.keys(ROUTES).filter((key) => !ALL_ROUTES.some((route) => routeKey(route) === key))).toEqual([]);
      const shards = Array.from({ length: FUZZ_SHARDS }, (_none, index) => routesOfShard(index));
      expect(shards.flat().map(routeKey).sort()).toEqual(ALL_ROUTES.map(routeKey).sort());
      const files = fs.readdirSync(path.dirname(fileURLToPath(import.meta.url))).filter((name) => /^api-\d+\.fuzz\.integration\.test\.ts$/.test(name));
      expect(files.sort()).toEqual(shards.map((_routes, index) => `api-${index + 1}.fuzz.integration.test.ts`));
    });

    let picture: Buffer;
    beforeAll(async () => {
      picture = await sharp({ create: { width: 4, height: 4, channels: 3, background: { r: 1, g: 2, b: 3 } } }).png().toBuffer();
    });

    for (const route of routes) {
      const key = routeKey(route);
      const setup: RouteSetup = { access: ACCESS_OF_AUTH[route.auth], upload: route.upload !== undefined, ...ROUTES[key] };
      const numRuns = Math.max(5, Math.round(RUNS * (setup.runsShare ?? 1)));
      it(
        `${key}: never 5xx, typed errors only, nothing of another user changes`,
        async () => {
          const stats: Record<string, number> = (statistics[key] = {});
          // Bob as the suite left him (the same as after setup unless an earlier route failed), so that one failure
          // does not fail every route after it.
          const bobBefore = await snapshotOf(bob);
          await fc.assert(
            fc.asyncProperty(requestArb(route, setup, picture), async (request) => {
              resetThrottles();
              const protectedCall = setup.access !== 'public' && setup.access !== 'resend' && !hasValidToken(request.caller);
              // View counts of earlier calls are written by a timer a few seconds later: written now, never during this call.
              await flushKnowViews(await getDb());
              const everythingBefore = protectedCall ? await snapshotOfAll() : undefined;

              const response = await executeRoute([route], await rawRequestOf(route, request), meta);
              // A password change ends Alice's other sign-ins and their access tokens (decision 020): she goes on with the new one.
              if (key === 'PATCH /api/auth/accounts/{id}/password' && response.status === 200) alice.accessToken = (response.body as { accessToken: string }).accessToken;
              requestsSent += 1;
              const type = (response.body as { error?: { type?: string } } | undefined)?.error?.type;
              const outcome = `${response.status}${type ? ` ${type}` : ''}`;
              stats[outcome] = (stats[outcome] ?? 0) + 1;

              checkAnswer(response);
              expect(await snapshotOf(bob), `Bob's data changed after ${outcome}`).toEqual(bobBefore);
              if (everythingBefore) expect(await snapshotOfAll(), `data changed by a call without a valid token (${outcome})`).toEqual(everythingBefore);
            }),
            { numRuns, seed: SEED, endOnFailure: false, verbose: 1 },
          );
        },
        Math.max(30_000, numRuns * 2_000),
      );
    }

    it(`sent at least its share of FUZZ_MIN_REQUESTS (${minRequests} of ${MIN_REQUESTS}) over ${routes.length} routes`, () => {
      console.log(`API fuzzing, shard ${shard + 1}: ${requestsSent} requests over ${routes.length} routes (seed ${SEED})`);
      expect(requestsSent).toBeGreaterThanOrEqual(minRequests);
    });
  });
}
