// fast-check arbitraries for the API fuzz suite, derived from the routes' own zod schemas: zod 4's z.toJSONSchema
// (the same call server/http/openapi.ts makes) gives JSON Schema, and a compact mapper turns the subset the
// contracts use (object/properties/required/additionalProperties, string with format/pattern/min/maxLength and
// allOf patterns, number/integer with bounds, boolean, enum/const, array with items/min/maxItems, anyOf/oneOf,
// null) into three kinds of values: valid ones, edge ones (at and past each bound, odd unicode, wrong types) and
// malformed request bodies (broken JSON, wrong content type, huge text).
import fc from 'fast-check';
import { z } from 'zod';

export type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  default?: unknown;
};

/** The input-side JSON Schema of a zod schema, as the API description shows it. */
export function jsonSchemaOf(schema: z.ZodType): JsonSchema {
  const { $schema: _ignored, ...rest } = z.toJSONSchema(schema, { target: 'draft-2020-12', io: 'input', unrepresentable: 'any' }) as JsonSchema & {
    $schema?: string;
  };
  return rest;
}

/** A number written into the JSON text as is (JSON.stringify cannot write -0, 1e999 or 1.0). */
class RawJson {
  constructor(readonly text: string) {}
}

/** JSON.stringify that writes RawJson values verbatim. */
function toJsonText(value: unknown): string {
  if (value instanceof RawJson) return value.text;
  if (Array.isArray(value)) return `[${value.map((item) => (item === undefined ? 'null' : toJsonText(item))).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value).filter(([, item]) => item !== undefined);
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${toJsonText(item)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

// --- strings ---------------------------------------------------------------------------------------------------

/** Strings that have broken servers before: control characters, NUL, lone surrogates, RTL and combining marks,
 *  emoji, injections, paths, numbers and keywords as text. */
const NASTY_STRINGS = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\uD800',
  '\uDC00x',
  '\u202Eevil',
  'e\u0301\u0301\u0301',
  '👩‍👩‍👧‍👦',
  '𝔘𝔫𝔦𝔠𝔬𝔡𝔢',
  'ß'.repeat(3),
  "' OR 1=1 --",
  '"; DROP TABLE users; --',
  '<script>alert(1)</script>',
  '../../etc/passwd',
  '%00%2e%2e%2f',
  '${jndi:ldap://x}',
  '{{7*7}}',
  'null',
  'undefined',
  'true',
  '0',
  '-1',
  'NaN',
  '1e999',
  '__proto__',
  'constructor',
  '\r\n\tX-Injected: 1',
  'ＡＢＣ＠ｅｘａｍｐｌｅ．ｏｒｇ',
] as const;

const nastyString = fc.constantFrom(...NASTY_STRINGS);

/** Any string, from plain to every part of unicode, plus the nasty ones. */
export const anyString = fc.oneof(
  { weight: 2, arbitrary: fc.string({ maxLength: 40 }) },
  { weight: 2, arbitrary: fc.string({ unit: 'grapheme', maxLength: 20 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 20 }) },
  { weight: 3, arbitrary: nastyString },
);

function regexOf(pattern: string): RegExp | undefined {
  try {
    return new RegExp(pattern, 'u');
  } catch {
    return undefined;
  }
}

function matching(pattern: string): fc.Arbitrary<string> | undefined {
  const regex = regexOf(pattern);
  if (!regex) return undefined;
  try {
    return fc.stringMatching(regex);
  } catch {
    return undefined;
  }
}

const LETTERS_AND_DIGITS = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';
const plainChar = fc.constantFrom(...LETTERS_AND_DIGITS.split(''));

const isoDate = fc
  .date({ min: new Date('1900-01-01T00:00:00Z'), max: new Date('2100-12-31T00:00:00Z'), noInvalidDate: true })
  .map((date) => date.toISOString().slice(0, 10));

const email = fc
  .tuple(fc.stringMatching(/^[a-z][a-z0-9._+-]{0,15}[a-z0-9]$/), fc.constantFrom('example.org', 'example.com', 'mail.example.de'))
  .map(([local, domain]) => `${local.replace(/\.{2,}/g, '.')}@${domain}`);

function validString(schema: JsonSchema, pools: Pools): fc.Arbitrary<string> {
  const min = schema.minLength ?? 0;
  const max = schema.maxLength ?? Math.max(min, 40);
  // Cut or padded to the schema's length, never filtered: a filter that no generated value passes (a nasty string
  // under a long minimum) makes fast-check generate for ever.
  const fit = (arb: fc.Arbitrary<string>) =>
    arb.map((value) => {
      const characters = [...value];
      if (characters.length > max) return characters.slice(0, max).join('');
      return characters.length < min ? `${value}${'a'.repeat(min - characters.length)}` : value;
    });
  const fittingPasswords = pools.passwords.filter((value) => value.length >= min && value.length <= max);
  const candidates: fc.Arbitrary<string>[] = [];
  if (schema.format === 'email') candidates.push(fit(email), ...(pools.emails.length ? [fc.constantFrom(...pools.emails)] : []));
  else if (schema.format === 'uuid' || schema.pattern?.includes('[0-9a-fA-F]{8}')) {
    candidates.push(fc.uuid(), ...(pools.uuids.length ? [fc.constantFrom(...pools.uuids)] : []));
  } else if (schema.format === 'date') candidates.push(isoDate);
  else if (schema.pattern) {
    const arb = matching(schema.pattern);
    if (arb) candidates.push(fit(arb));
  }
  const patterns = (schema.allOf ?? []).map((part) => part.pattern).filter((pattern): pattern is string => typeof pattern === 'string');
  if (candidates.length === 0 && patterns.length > 0) {
    // Rules like "a letter and a digit" (passwords): plain text with one example of each rule's class, cut to size.
    const examples = patterns.map((pattern) => (regexOf(pattern)?.test('a') ? 'a' : regexOf(pattern)?.test('7') ? '7' : ''));
    candidates.push(
      fc
        .string({ unit: plainChar, minLength: Math.max(0, min - examples.join('').length), maxLength: Math.max(0, min - examples.join('').length, Math.min(max, 40) - examples.join('').length) })
        .map((text) => `${examples.join('')}${text}`),
    );
    if (fittingPasswords.length) candidates.push(fc.constantFrom(...fittingPasswords));
  }
  if (candidates.length === 0) {
    // Free text: any unicode, plain letters, and the nasty strings that fit (NUL, lone surrogates… are valid here).
    const freeMax = Math.max(min, Math.min(max, 60));
    candidates.push(fc.string({ minLength: min, maxLength: freeMax }), fc.string({ unit: plainChar, minLength: min, maxLength: freeMax }));
    candidates.push(fit(fc.oneof(nastyString, nastyString.map((text) => `x${text}y`))));
    if (fittingPasswords.length) candidates.push(fc.constantFrom(...fittingPasswords));
  }
  return fc.oneof(...candidates);
}

function edgeString(schema: JsonSchema): fc.Arbitrary<unknown> {
  const max = schema.maxLength;
  const min = schema.minLength ?? 0;
  const edges: string[] = [...NASTY_STRINGS];
  if (max !== undefined) edges.push('a'.repeat(max), 'a'.repeat(max + 1), '😀'.repeat(max), 'é'.repeat(max + 1));
  if (min > 0) edges.push('a'.repeat(min - 1), 'a'.repeat(min));
  return fc.oneof(fc.constantFrom(...edges), anyString, fc.constant('x'.repeat(100_000)));
}

// --- numbers ---------------------------------------------------------------------------------------------------

const HUGE_NUMBERS = ['-0', '1e999', '-1e999', '1e308', '9007199254740993', '-9007199254740993', '0.0000001', '1.0', '1E2', '123456789012345678901234567890'];

function validNumber(schema: JsonSchema, integer: boolean): fc.Arbitrary<number> {
  const min = schema.minimum ?? (schema.exclusiveMinimum !== undefined ? schema.exclusiveMinimum + (integer ? 1 : 1e-9) : -1e6);
  const max = schema.maximum ?? (schema.exclusiveMaximum !== undefined ? schema.exclusiveMaximum - (integer ? 1 : 1e-9) : 1e6);
  if (integer) return fc.integer({ min: Math.ceil(min), max: Math.floor(max) });
  return fc.double({ min, max, noNaN: true, noDefaultInfinity: true });
}

function edgeNumber(schema: JsonSchema, integer: boolean): fc.Arbitrary<unknown> {
  const values: unknown[] = [0, -1, 0.5, -0.5, Number.MAX_SAFE_INTEGER, Number.MIN_SAFE_INTEGER, 2 ** 31, -(2 ** 31) - 1, Number.MAX_VALUE, Number.MIN_VALUE];
  for (const bound of [schema.minimum, schema.maximum, schema.exclusiveMinimum, schema.exclusiveMaximum]) {
    if (bound !== undefined) values.push(bound, bound - 1, bound + 1, bound - 0.001, bound + 0.001);
  }
  if (integer) values.push(1.5, 1e21);
  return fc.oneof(fc.constantFrom(...values), fc.constantFrom(...HUGE_NUMBERS).map((text) => new RawJson(text)), fc.double(), fc.integer());
}

// --- the mapper ------------------------------------------------------------------------------------------------

/** Known values the generators mix in: existing ids (own, someone else's, catalogue rows), e-mails, passwords. */
export type Pools = { uuids: string[]; emails: string[]; passwords: string[] };
const NO_POOLS: Pools = { uuids: [], emails: [], passwords: [] };

function typesOf(schema: JsonSchema): string[] {
  if (Array.isArray(schema.type)) return schema.type;
  return schema.type ? [schema.type] : [];
}

/** Values the schema accepts (as far as the mapper can tell: refinements in code are not in JSON Schema). */
function validValue(schema: JsonSchema, pools: Pools = NO_POOLS, depth = 0): fc.Arbitrary<unknown> {
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives) return fc.oneof(...alternatives.map((part) => validValue(part, pools, depth + 1)));
  const types = typesOf(schema);
  if (types.length > 1) return fc.oneof(...types.map((type) => validValue({ ...schema, type }, pools, depth + 1)));
  switch (types[0]) {
    case 'string':
      return validString(schema, pools);
    case 'integer':
      return validNumber(schema, true);
    case 'number':
      return validNumber(schema, false);
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array': {
      const items = schema.items && Object.keys(schema.items).length > 0 ? validValue(schema.items, pools, depth + 1) : fc.jsonValue({ maxDepth: 2 });
      const minLength = schema.minItems ?? 0;
      return fc.array(items, { minLength, maxLength: Math.max(minLength, Math.min(schema.maxItems ?? 5, depth > 1 ? 2 : 5)) });
    }
    case 'object': {
      const properties = schema.properties ?? {};
      const required = new Set(schema.required ?? []);
      const record: Record<string, fc.Arbitrary<unknown>> = {};
      for (const [name, property] of Object.entries(properties)) {
        const value = validValue(property, pools, depth + 1);
        record[name] = required.has(name) ? value : fc.option(value, { nil: undefined, freq: 2 });
      }
      return fc.record(record).map((value) => Object.fromEntries(Object.entries(value).filter(([, item]) => item !== undefined)));
    }
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

/** A value of another JSON type than the schema wants (or any type when it wants any). */
const wrongType: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(null, true, false, 0, -1, 1.5, '', 'x', [], {}, [null], { '': null }),
  fc.jsonValue({ maxDepth: 3 }),
);

/** Values on and past the schema's edges: bounds, odd strings and numbers, wrong types, nested junk. */
function edgeValue(schema: JsonSchema, pools: Pools = NO_POOLS): fc.Arbitrary<unknown> {
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives) return fc.oneof(...alternatives.map((part) => edgeValue(part, pools)), wrongType);
  const type = typesOf(schema)[0];
  const own =
    type === 'string'
      ? edgeString(schema)
      : type === 'integer' || type === 'number'
        ? edgeNumber(schema, type === 'integer')
        : type === 'array'
          ? fc.oneof(
              fc.constant([]),
              fc.array(schema.items ? validValue(schema.items, pools) : fc.jsonValue(), { minLength: (schema.maxItems ?? 50) + 1, maxLength: (schema.maxItems ?? 50) + 3 }),
              fc.array(wrongType, { maxLength: 4 }),
            )
          : type === 'object'
            ? mutatedObject(schema, pools)
            : wrongType;
  return fc.oneof({ weight: 3, arbitrary: own }, { weight: 1, arbitrary: wrongType });
}

const EXTRA_KEYS = ['__proto__', 'constructor', 'prototype', 'extra', 'uuid', 'role', 'userUuid', 'accountUuid', 'emailConfirmed', 'admin', ''];

/** A valid object with one property broken: set to an edge value, removed, or joined by an extra one. */
function mutatedObject(schema: JsonSchema, pools: Pools = NO_POOLS): fc.Arbitrary<unknown> {
  const names = Object.keys(schema.properties ?? {});
  const base = validValue(schema, pools).map((value) => (value !== null && typeof value === 'object' && !Array.isArray(value) ? value : {}));
  const mutations: fc.Arbitrary<Record<string, unknown>>[] = [
    fc.tuple(base, fc.constantFrom(...EXTRA_KEYS), fc.jsonValue({ maxDepth: 2 })).map(([value, key, extra]) => ({ ...value, [key]: extra })),
  ];
  if (names.length > 0) {
    mutations.push(
      fc
        .constantFrom(...names)
        .chain((name) => fc.tuple(base, fc.constant(name), edgeValue(schema.properties![name]!, pools)))
        .map(([value, name, edge]) => ({ ...value, [name]: edge })),
      fc.tuple(base, fc.constantFrom(...names)).map(([value, name]) => Object.fromEntries(Object.entries(value).filter(([key]) => key !== name))),
    );
  }
  return fc.oneof(...mutations);
}

// --- request parts ---------------------------------------------------------------------------------------------

/** A request body as bytes with its Content-Type (undefined: header left out). */
export type RawBody = { kind: string; rawBody: Buffer | undefined; contentType: string | undefined };

/** How a body shows in fast-check's counterexamples: its text (cut), not a list of bytes. */
export function readableBody(body: RawBody): RawBody {
  const text = body.rawBody?.toString('utf8');
  const preview = text === undefined ? 'no body' : text.length > 400 ? `${text.slice(0, 400)}… (${text.length} chars)` : text;
  return Object.assign(body, { [fc.toStringMethod]: () => `{kind: ${body.kind}, contentType: ${JSON.stringify(body.contentType)}, text: ${JSON.stringify(preview)}}` });
}

const json = (kind: string, value: unknown, contentType = 'application/json'): RawBody => ({ kind, rawBody: Buffer.from(toJsonText(value)), contentType });

const BROKEN_JSON = ['{', '}', '{"a":', '[1,2', '{"a":1,}', "{'a':1}", 'NaN', 'undefined', '\u0000', '{"a":"\\ud800"}', '{"a":"\\u0000"}', '\uFEFF{}', '{"a":1}{"a":2}', '1e999', '"'.repeat(3), '{"__proto__":{"admin":true}}'];

const CONTENT_TYPES = [
  'application/json',
  'application/json; charset=utf-8',
  'APPLICATION/JSON',
  'text/plain',
  'text/plain;charset=UTF-8',
  'application/x-www-form-urlencoded',
  'multipart/form-data',
  'multipart/form-data; boundary=x',
  'application/xml',
  '',
  'application/json; charset=utf-16',
  '*/*',
];

/** Bodies for a JSON route: mostly valid or nearly so, plus broken text, other content types and sizes. */
export function jsonBody(schema: JsonSchema | undefined, pools: Pools = NO_POOLS): fc.Arbitrary<RawBody> {
  const valid = schema ? validValue(schema, pools) : fc.constant({});
  return fc.oneof(
    { weight: 10, arbitrary: valid.map((value) => json('valid', value)) },
    { weight: 4, arbitrary: (schema ? mutatedObject(schema, pools) : fc.jsonValue()).map((value) => json('mutated', value)) },
    { weight: 1, arbitrary: (schema ? edgeValue(schema, pools) : wrongType).map((value) => json('edge', value)) },
    { weight: 1, arbitrary: wrongType.map((value) => json('wrong-type', value)) },
    { weight: 1, arbitrary: fc.constantFrom(...BROKEN_JSON).map((text) => ({ kind: 'broken-json', rawBody: Buffer.from(text), contentType: 'application/json' })) },
    {
      weight: 1,
      arbitrary: fc.tuple(valid, fc.constantFrom(...CONTENT_TYPES, undefined)).map(([value, contentType]) => ({ ...json('content-type', value), contentType })),
    },
    { weight: 1, arbitrary: fc.constantFrom(undefined, '', '   ').map((text) => ({ kind: 'empty', rawBody: text === undefined ? undefined : Buffer.from(text), contentType: 'application/json' })) },
    {
      weight: 1,
      arbitrary: fc.constantFrom(64 * 1024, 1024 * 1024 + 1).map((size) => ({ kind: 'huge', rawBody: Buffer.from(`{"a":"${'x'.repeat(size)}"}`), contentType: 'application/json' })),
    },
    { weight: 1, arbitrary: fc.uint8Array({ maxLength: 64 }).map((bytes) => ({ kind: 'binary', rawBody: Buffer.from(bytes), contentType: 'application/json' })) },
  ).map(readableBody);
}

/** Path or query values: the schema's valid ones, known ids, and junk (non-uuid, too long, arrays, unicode). */
function paramValue(schema: JsonSchema | undefined, pools: Pools = NO_POOLS): fc.Arbitrary<string | string[] | undefined> {
  const valid = schema ? validValue(schema, pools).map((value) => (typeof value === 'string' ? value : JSON.stringify(value))) : anyString;
  return fc.oneof(
    { weight: 4, arbitrary: valid },
    ...(pools.uuids.length ? [{ weight: 4, arbitrary: fc.constantFrom(...pools.uuids) }] : []),
    {
      weight: 1,
      arbitrary: fc.constantFrom(
        'me',
        '00000000-0000-0000-0000-000000000000',
        'ffffffff-ffff-ffff-ffff-ffffffffffff',
        '3F2504E0-4F89-11D3-9A0C-0305E82C3301',
        '3f2504e04f8911d39a0c0305e82c3301',
        '{3f2504e0-4f89-11d3-9a0c-0305e82c3301}',
        '3f2504e0-4f89-11d3-9a0c-0305e82c330',
        '3f2504e0-4f89-11d3-9a0c-0305e82c3301 ',
        'g'.repeat(8) + '-0000-0000-0000-' + '0'.repeat(12),
        '1',
        '-1',
        '1e999',
      ),
    },
    { weight: 2, arbitrary: anyString },
    { weight: 1, arbitrary: fc.array(valid, { minLength: 0, maxLength: 3 }) },
    { weight: 1, arbitrary: fc.constant('x'.repeat(10_000)) },
    { weight: 1, arbitrary: fc.constant(undefined) },
  );
}

/** Path or query values for every property of an object schema, plus stray keys now and then. */
export function paramRecord(schema: JsonSchema | undefined, pools: Pools = NO_POOLS): fc.Arbitrary<Record<string, string | string[] | undefined>> {
  const record: Record<string, fc.Arbitrary<string | string[] | undefined>> = {};
  for (const [name, property] of Object.entries(schema?.properties ?? {})) record[name] = paramValue(property, pools);
  return fc
    .tuple(fc.record(record), fc.option(fc.dictionary(fc.constantFrom(...EXTRA_KEYS, 'id', 'v', 'days'), anyString, { maxKeys: 2 }), { freq: 4 }))
    .map(([values, extra]) => ({ ...(extra ?? {}), ...values }));
}

/** Host header values: real country sites, unknown hosts, junk. */
export const hostValue = fc.constantFrom(
  'de.localhost:3000',
  'fr.localhost',
  'localhost:3000',
  'www.de.localhost',
  'DE.LOCALHOST:3000',
  'evil.example',
  '',
  ' ',
  '[::1]:3000',
  '127.0.0.1',
  'localhost:99999',
  'a'.repeat(300),
  'de.localhost\r\nX-Injected: 1',
  'ünïcode.example',
  'localhost:abc',
  'de.localhost, evil.example',
  undefined,
);

/** Authorization header values that are not a valid token of anyone. */
export const garbageAuthorization = fc.oneof(
  fc.constantFrom('Bearer', 'Bearer ', 'bearer x', 'Basic dXNlcjpwYXNz', 'Bearer a.b.c', 'Bearer eyJhbGciOiJub25lIn0.eyJzdWIiOiJ4In0.', 'Token abc', 'Bearer ' + 'x'.repeat(10_000)),
  anyString.map((text) => `Bearer ${text}`),
  anyString,
);

/** X-Signature values: malformed, wrong or stale (a valid one is made by the test, which knows the path). */
export const garbageSignature = fc.oneof(
  fc.constantFrom('', 't=1,s=00', 't=,s=', `t=0,s=${'0'.repeat(64)}`, `t=${Date.now()},s=${'a'.repeat(64)}`, `t=999999999999999,s=${'f'.repeat(64)}`, `t=1,s=${'g'.repeat(64)}`),
  anyString,
);
