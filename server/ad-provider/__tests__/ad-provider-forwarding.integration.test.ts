// POST /api/fb-events with a provider configured: forwarded to a real HTTP server standing in for the provider's
// conversions API (FB_API_URL points at it), the outcome noted on the kept event.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { callRoute } from '../../../tests/integration/call-route';
import { getDb } from '../../db';
import { adProviderEvents } from '../../db/schema';
import { FORWARD_TIMEOUT_MS } from '../forward-ad-provider-event';
import { fbEventsRoute } from '../routes';

const PIXEL_ID = '123456789012345';
const ACCESS_TOKEN = 'EAAtest-access-token-0123456789';

type Received = { method: string; url: string; body: Record<string, unknown> };
let mode: 'ok' | 'fail' | 'hang' = 'ok';
const received: Received[] = [];

const provider = http.createServer((req, res) => {
  const chunks: Buffer[] = [];
  req.on('data', (chunk: Buffer) => chunks.push(chunk));
  req.on('end', () => {
    received.push({ method: req.method ?? '', url: req.url ?? '', body: JSON.parse(Buffer.concat(chunks).toString('utf8')) as Record<string, unknown> });
    if (mode === 'hang') return;
    res.writeHead(mode === 'ok' ? 200 : 400, { 'Content-Type': 'application/json' });
    res.end(mode === 'ok' ? '{"events_received":1}' : `{"error":{"message":"Invalid parameter","token":"${ACCESS_TOKEN}"}}`);
  });
});

beforeAll(async () => {
  await new Promise<void>((resolve) => provider.listen(0, '127.0.0.1', resolve));
  const { port } = provider.address() as AddressInfo;
  process.env.FB_API_URL = `http://127.0.0.1:${port}/v21.0`;
  process.env.FB_PIXEL_ID = PIXEL_ID;
  process.env.FB_ACCESS_TOKEN = ACCESS_TOKEN;
});

afterAll(async () => {
  provider.closeAllConnections();
  await new Promise((resolve) => provider.close(resolve));
});

beforeEach(() => {
  mode = 'ok';
  received.length = 0;
});

const rowOf = async (uuid: string) => (await (await getDb()).select().from(adProviderEvents).where(eq(adProviderEvents.uuid, uuid)))[0]!;

const send = (body: Record<string, unknown>) =>
  callRoute(fbEventsRoute, {
    body,
    headers: { 'user-agent': 'Mozilla/5.0 Chromium', referer: 'http://fr.localhost:3000/pro-plan' },
    ip: '198.51.100.23',
  });

describe('POST /api/fb-events with the provider configured', () => {
  it('forwards the event as the conversions API expects and notes when it was taken', async () => {
    const before = Math.floor(Date.now() / 1000);
    const response = await send({ eventName: 'Subscribe', testCode: 'TEST4711', fbc: 'fb.1.1732000000000.IwAR2xYz' });
    expect(response.status).toBe(202);
    const { uuid } = response.body as { uuid: string };

    expect(received).toHaveLength(1);
    const [request] = received;
    expect([request!.method, request!.url]).toEqual(['POST', `/v21.0/${PIXEL_ID}/events`]);
    expect(request!.body).toEqual({
      data: [
        {
          event_name: 'Subscribe',
          event_time: expect.any(Number),
          event_id: uuid,
          action_source: 'website',
          event_source_url: 'http://fr.localhost:3000/pro-plan',
          user_data: { fbc: 'fb.1.1732000000000.IwAR2xYz', client_user_agent: 'Mozilla/5.0 Chromium', client_ip_address: '198.51.100.23' },
        },
      ],
      test_event_code: 'TEST4711',
      access_token: ACCESS_TOKEN,
    });
    const eventTime = (request!.body.data as { event_time: number }[])[0]!.event_time;
    expect(eventTime).toBeGreaterThanOrEqual(before - 1);
    expect(eventTime).toBeLessThanOrEqual(Math.ceil(Date.now() / 1000));

    const row = await rowOf(uuid);
    expect(row.forwardedOn).toBeInstanceOf(Date);
    expect(row.lastError).toBeNull();
  });

  it('keeps the event and notes the provider’s refusal, without the access token', async () => {
    mode = 'fail';
    const response = await send({ eventName: 'PageView' });
    expect(response.status).toBe(202);
    const row = await rowOf((response.body as { uuid: string }).uuid);
    expect(row.forwardedOn).toBeNull();
    expect(row.lastError).toMatch(/^HTTP 400: .*Invalid parameter/);
    expect(row.lastError).not.toContain(ACCESS_TOKEN);
    expect(received[0]!.body).not.toHaveProperty('test_event_code');
  });

  it(`gives up on a provider that does not answer within ${FORWARD_TIMEOUT_MS} ms and notes it`, async () => {
    mode = 'hang';
    const response = await send({ eventName: 'Lead' });
    expect(response.status).toBe(202);
    const row = await rowOf((response.body as { uuid: string }).uuid);
    expect(row.forwardedOn).toBeNull();
    expect(row.lastError).toBe(`no answer within ${FORWARD_TIMEOUT_MS} ms`);
  });
});
