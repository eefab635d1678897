import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { AppError } from '../../../lib/errors';
import { executeRoute, validationError, type RawRequest } from '../execute-route';
import { defineRoute, type AnyRoute } from '../route';

const log = pino({ level: 'silent' });
const meta = { requestId: 'req-12345678', log };

const echoRoute = defineRoute({
  endpoint: { method: 'POST', path: '/api/v1/echo/{id}', auth: 'visitor' },
  tag: 'test',
  summary: 'echo',
  params: z.object({ id: z.uuid() }),
  query: z.object({ loud: z.enum(['yes', 'no']).optional() }),
  body: z.object({ email: z.email(), age: z.number().int().min(13) }),
  response: z.object({ id: z.string(), email: z.string() }),
  status: 201,
  handle: async ({ params, body }) => ({ id: params.id, email: body.email, secret: 'never leaves' }) as never,
});

const textRoute = defineRoute({
  endpoint: { method: 'POST', path: '/api/v1/text', auth: 'visitor' },
  tag: 'test',
  summary: 'free text',
  body: z.object({ name: z.string(), extra: z.unknown().optional() }),
  response: z.object({ name: z.string() }),
  handle: async ({ body }) => ({ name: body.name }),
});

const failingRoute = (error: unknown) =>
  defineRoute({
    endpoint: { method: 'GET', path: '/api/v1/fail', auth: 'visitor' },
    tag: 'test',
    summary: 'fails',
    response: z.object({}),
    handle: async () => {
      throw error;
    },
  });

const id = '3f2504e0-4f89-41d3-9a0c-0305e82c3301';

function post(body: string, overrides: Partial<RawRequest> = {}): RawRequest {
  return {
    method: 'POST',
    params: { id },
    query: {},
    headers: { 'content-type': 'application/json' },
    rawBody: Buffer.from(body),
    ...overrides,
  };
}

const run = (route: AnyRoute, raw: RawRequest) => executeRoute([route], raw, meta);

describe('executeRoute', () => {
  it('answers the route status and only the fields of the response schema', async () => {
    const response = await run(echoRoute as AnyRoute, post(JSON.stringify({ email: 'a@b.co', age: 14 })));
    expect(response.status).toBe(201);
    expect(response.body).toEqual({ id, email: 'a@b.co' });
  });

  it('turns a zod failure into 400 FormValidationError with the issues per field', async () => {
    const response = await run(echoRoute as AnyRoute, post(JSON.stringify({ email: 'nope', age: 12 }), { params: { id: 'x' }, query: { loud: 'maybe' } }));
    expect(response.status).toBe(400);
    const { error } = response.body as { error: { type: string; data: { fields: Record<string, string[]>; issues: { in: string }[] } } };
    expect(error.type).toBe('FormValidationError');
    expect(Object.keys(error.data.fields).sort()).toEqual(['age', 'email', 'id', 'loud']);
    expect(error.data.issues.map((issue) => issue.in).sort()).toEqual(['body', 'body', 'path', 'query']);
  });

  it('answers 400 FormValidationError for a missing body', async () => {
    const response = await run(echoRoute as AnyRoute, post(''));
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ error: { type: 'FormValidationError' } });
  });

  it('answers 400 BadRequestError for malformed JSON and for a body that is not JSON', async () => {
    expect(await run(echoRoute as AnyRoute, post('{"email":'))).toMatchObject({ status: 400, body: { error: { type: 'BadRequestError' } } });
    expect(await run(echoRoute as AnyRoute, post('email=a', { headers: { 'content-type': 'text/plain' } }))).toMatchObject({
      status: 400,
      body: { error: { type: 'BadRequestError' } },
    });
  });

  // Found by the API fuzz suite (tests/fuzz): a NUL or an unpaired surrogate in a JSON string reached PostgreSQL,
  // which stores neither in text or jsonb, and the request answered 500 (sign-up name, profile region, analytics
  // events, IP lookup languages…).
  it.each([
    ['a NUL', '"a\\u0000b"'],
    ['a lone high surrogate', '"a\\ud800"'],
    ['a lone low surrogate', '"\\udc00b"'],
  ])('answers 400 FormValidationError on the field for %s in a body string', async (_name, text) => {
    const response = await run(textRoute as AnyRoute, post(`{"name":${text}}`, { params: {} }));
    expect(response.status).toBe(400);
    const { error } = response.body as { error: { type: string; data: { issues: unknown[] } } };
    expect(error.type).toBe('FormValidationError');
    expect(error.data.issues).toEqual([
      { in: 'body', path: ['name'], code: 'invalid_format', format: 'text', message: 'Must not contain NUL characters or unpaired surrogates' },
    ]);
  });

  it('refuses a NUL in the query, in nested values and in keys, and keeps paired surrogates (emoji)', async () => {
    const nested = await run(textRoute as AnyRoute, post('{"name":"ok","extra":[{"k\\u0000":1}]}', { params: {}, query: { q: 'x\u0000' } }));
    expect(nested.status).toBe(400);
    const { issues } = (nested.body as { error: { data: { issues: { in: string; path: (string | number)[] }[] } } }).error.data;
    expect(issues.map(({ in: location, path }) => [location, path.join('.')])).toEqual([
      ['query', 'q'],
      ['body', 'extra.0.k\u0000'],
    ]);
    const emoji = await run(textRoute as AnyRoute, post('{"name":"\\ud83d\\ude00 😀"}', { params: {} }));
    expect(emoji).toMatchObject({ status: 200, body: { name: '😀 😀' } });
  });

  it('names a field called __proto__ like any other (no TypeError from the prototype)', () => {
    const error = validationError([{ in: 'body', path: ['__proto__'], code: 'invalid_format', message: 'bad' }]);
    const { fields } = error.data as { fields: Record<string, string[]> };
    expect(Object.hasOwn(fields, '__proto__')).toBe(true);
    expect(JSON.stringify(fields)).toBe('{"__proto__":["bad"]}');
  });

  it('answers 405 with the allowed methods for another method', async () => {
    const response = await run(echoRoute as AnyRoute, post('', { method: 'DELETE' }));
    expect(response).toMatchObject({ status: 405, headers: { Allow: 'POST' }, body: { error: { type: 'MethodNotAllowedError' } } });
  });

  it('maps a thrown domain error to its status and body', async () => {
    const response = await run(failingRoute(new AppError('EmailInUseError', { email: 'a@b.co' })) as AnyRoute, { method: 'GET', params: {}, query: {}, headers: {} });
    expect(response).toEqual({ status: 409, headers: {}, body: { error: { type: 'EmailInUseError', data: { email: 'a@b.co' } } } });
  });

  it('answers an unknown error with 500 NoErrorType and no stack or message in the body', async () => {
    const response = await run(failingRoute(new Error('database password is hunter2')) as AnyRoute, { method: 'GET', params: {}, query: {}, headers: {} });
    expect(response.status).toBe(500);
    expect(response.body).toEqual({ error: { type: 'NoErrorType', data: { requestId: 'req-12345678' } } });
    expect(JSON.stringify(response.body)).not.toMatch(/hunter2|at .*\.ts/);
  });
});
