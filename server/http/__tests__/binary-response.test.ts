import { EventEmitter } from 'node:events';
import { Readable } from 'node:stream';
import type { NextApiRequest, NextApiResponse } from 'next';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { apiHandler } from '../api-handler';
import { executeRoute } from '../execute-route';
import { buildOpenApiDocument } from '../openapi';
import { binaryResponseSchema, defineRoute, type AnyRoute } from '../route';

const meta = { requestId: 'req-12345678', log: pino({ level: 'silent' }) };
const image = Buffer.from([0x52, 0x49, 0x46, 0x46, 0, 1, 2, 3]);

const fileRoute = defineRoute({
  endpoint: { method: 'GET', path: '/api/v1/files/{name}', auth: 'visitor' },
  tag: 'test',
  summary: 'a file',
  params: z.object({ name: z.string() }),
  response: binaryResponseSchema,
  binary: true,
  binaryMediaType: 'image/webp',
  handle: async ({ params }) => ({ contentType: 'image/webp', data: image, ...(params.name === 'cached' ? { cacheControl: 'public, max-age=60' } : {}) }),
});

const brokenRoute = defineRoute({
  endpoint: { method: 'GET', path: '/api/v1/broken', auth: 'visitor' },
  tag: 'test',
  summary: 'returns no buffer',
  response: binaryResponseSchema,
  binary: true,
  handle: async () => ({ contentType: 'image/webp', data: 'not a buffer' }) as never,
});

const uploadRoute = defineRoute({
  endpoint: { method: 'POST', path: '/api/v1/uploads', auth: 'visitor' },
  tag: 'test',
  summary: 'takes a file',
  response: z.object({ size: z.number() }),
  bodyLimit: 5 * 1024 * 1024,
  upload: { field: 'file', mediaTypes: ['image/png', 'image/jpeg'] },
  handle: async ({ rawBody }) => ({ size: rawBody?.length ?? 0 }),
});

const sound = Buffer.from('0123456789');
const soundRoute = defineRoute({
  endpoint: { method: 'GET', path: '/api/v1/sounds', auth: 'visitor' },
  tag: 'test',
  summary: 'a sound, by ranges',
  response: binaryResponseSchema,
  binary: true,
  handle: async () => ({ contentType: 'audio/mpeg', data: sound, ranges: true }),
});

const get = (route: unknown, params: Record<string, string> = {}, headers: Record<string, string> = {}) => executeRoute([route as AnyRoute], { method: 'GET', params, query: {}, headers }, meta);

describe('binary routes', () => {
  it('answer the bytes as they are with type, length, nosniff and no-store by default', async () => {
    const response = await get(fileRoute, { name: 'plain' });
    expect(response.status).toBe(200);
    expect(Buffer.isBuffer(response.body)).toBe(true);
    expect((response.body as Buffer).equals(image)).toBe(true);
    expect(response.headers).toEqual({ 'Content-Type': 'image/webp', 'Content-Length': String(image.length), 'X-Content-Type-Options': 'nosniff', 'Cache-Control': 'no-store' });
  });

  it('send the Cache-Control the route gives', async () => {
    expect((await get(fileRoute, { name: 'cached' })).headers['Cache-Control']).toBe('public, max-age=60');
  });

  it('answer the one byte range asked where the route allows ranges, as media players ask (Safari only plays so)', async () => {
    const whole = await get(soundRoute);
    expect(whole).toMatchObject({ status: 200, headers: { 'Accept-Ranges': 'bytes', 'Content-Length': '10' } });
    const cases: [string, number, string | null, string][] = [
      ['bytes=0-1', 206, 'bytes 0-1/10', '01'],
      ['bytes=4-', 206, 'bytes 4-9/10', '456789'],
      ['bytes=-3', 206, 'bytes 7-9/10', '789'],
      ['bytes=8-100', 206, 'bytes 8-9/10', '89'],
      ['bytes=10-', 416, 'bytes */10', ''],
      ['bytes=0-1, 4-5', 200, null, '0123456789'],
      ['items=0-1', 200, null, '0123456789'],
    ];
    for (const [range, status, contentRange, body] of cases) {
      const response = await get(soundRoute, {}, { range });
      expect(response.status, range).toBe(status);
      expect(response.headers['Content-Range'], range).toBe(contentRange ?? undefined);
      expect((response.body as Buffer).toString(), range).toBe(body);
      expect(response.headers['Content-Length'], range).toBe(String(body.length));
    }
    // A route that does not allow ranges answers the whole file, whatever is asked.
    expect((await get(fileRoute, { name: 'plain' }, { range: 'bytes=0-1' })).status).toBe(200);
  });

  it('answer 500 NoErrorType when the handler returns something else than a file', async () => {
    const response = await get(brokenRoute);
    expect(response.status).toBe(500);
    expect(response.body).toMatchObject({ error: { type: 'NoErrorType' } });
  });

  it('reach the client through the Next adapter with res.end(buffer)', async () => {
    const handler = apiHandler([fileRoute as unknown as AnyRoute]);
    const req = Object.assign(Readable.from([]), {
      method: 'GET', url: '/api/v1/files/cached', headers: {}, query: { name: 'cached' }, socket: { remoteAddress: '127.0.0.1' },
    }) as unknown as NextApiRequest;
    const sent: { status?: number; headers: Record<string, string>; end?: unknown; json?: unknown } = { headers: {} };
    const res = Object.assign(new EventEmitter(), {
      setHeader: (name: string, value: string) => { sent.headers[name] = value; },
      status(code: number) { sent.status = code; return this; },
      end(body?: unknown) { sent.end = body; return this; },
      json(body: unknown) { sent.json = body; return this; },
    }) as unknown as NextApiResponse;
    await handler(req, res);
    expect(sent.status).toBe(200);
    expect(sent.json).toBeUndefined();
    expect(Buffer.isBuffer(sent.end) && (sent.end as Buffer).equals(image)).toBe(true);
    expect(sent.headers).toMatchObject({ 'Content-Type': 'image/webp', 'Cache-Control': 'public, max-age=60', 'X-Content-Type-Options': 'nosniff' });
  });
});

describe('API description of files', () => {
  const document = buildOpenApiDocument([fileRoute, uploadRoute] as unknown as AnyRoute[], { version: '0.0.0' });

  it('describes a binary answer by its media type', () => {
    const operation = document.paths['/api/v1/files/{name}']?.get as { responses: Record<string, { content: Record<string, unknown> }> };
    expect(operation.responses['200']?.content).toEqual({ 'image/webp': { schema: { type: 'string', format: 'binary' } } });
  });

  it('describes an upload as multipart/form-data with its file field', () => {
    const operation = document.paths['/api/v1/uploads']?.post as { requestBody: { content: Record<string, { schema: unknown; encoding: unknown }> } };
    const multipart = operation.requestBody.content['multipart/form-data'];
    expect(multipart?.schema).toEqual({ type: 'object', required: ['file'], properties: { file: { type: 'string', format: 'binary' } } });
    expect(multipart?.encoding).toEqual({ file: { contentType: 'image/png, image/jpeg' } });
  });
});
