// A real HTTP server on loopback that speaks the part of PayPal's REST API the pro plan uses, for the integration
// tests: the OAuth token, Orders v2 (create with an approval link, capture — COMPLETED, or 422 INSTRUMENT_DECLINED
// for the orders named in `declined`) and verify-webhook-signature (SUCCESS only for the transmission signature
// `VALID_SIGNATURE` of the configured webhook id). Every request is recorded.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

export const VALID_SIGNATURE = 'valid-transmission-signature';

type ReceivedRequest = { method: string; path: string; authorization: string | undefined; body: Record<string, unknown> | null };

export type FakePayPalServer = {
  apiBase: string;
  requests: ReceivedRequest[];
  /** Orders whose capture is declined. */
  declined: Set<string>;
  close(): Promise<void>;
};

let counter = 0;

export async function startFakePayPalServer({ clientId, clientSecret, webhookId }: { clientId: string; clientSecret: string; webhookId: string }): Promise<FakePayPalServer> {
  const requests: ReceivedRequest[] = [];
  const declined = new Set<string>();
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      const path = (req.url ?? '/').split('?')[0]!;
      let body: Record<string, unknown> | null = null;
      try {
        body = text && req.headers['content-type']?.includes('json') ? (JSON.parse(text) as Record<string, unknown>) : null;
      } catch {
        body = null;
      }
      requests.push({ method: req.method ?? 'GET', path, authorization: req.headers.authorization, body });
      const send = (status: number, answer: unknown) => {
        res.writeHead(status, { 'Content-Type': 'application/json' });
        res.end(JSON.stringify(answer));
      };
      if (path === '/v1/oauth2/token') {
        const expected = `Basic ${Buffer.from(`${clientId}:${clientSecret}`).toString('base64')}`;
        if (req.headers.authorization !== expected) return send(401, { error: 'invalid_client' });
        return send(200, { access_token: 'A21AA-fake-token', token_type: 'Bearer', expires_in: 32400 });
      }
      if (req.headers.authorization !== 'Bearer A21AA-fake-token') return send(401, { name: 'AUTHENTICATION_FAILURE' });
      if (req.method === 'POST' && path === '/v2/checkout/orders') {
        const id = `ORDER${Date.now()}${counter++}`;
        return send(201, { id, status: 'PAYER_ACTION_REQUIRED', links: [{ rel: 'payer-action', href: `https://www.sandbox.paypal.test/checkoutnow?token=${id}` }] });
      }
      const capture = /^\/v2\/checkout\/orders\/([\w-]+)\/capture$/.exec(path);
      if (req.method === 'POST' && capture) {
        if (declined.has(capture[1]!)) return send(422, { name: 'UNPROCESSABLE_ENTITY', details: [{ issue: 'INSTRUMENT_DECLINED' }] });
        return send(201, { id: capture[1], status: 'COMPLETED' });
      }
      if (req.method === 'POST' && path === '/v1/notifications/verify-webhook-signature') {
        const valid = body?.transmission_sig === VALID_SIGNATURE && body.webhook_id === webhookId;
        return send(200, { verification_status: valid ? 'SUCCESS' : 'FAILURE' });
      }
      send(404, { name: 'RESOURCE_NOT_FOUND' });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { apiBase: `http://127.0.0.1:${port}`, requests, declined, close: () => new Promise((resolve) => server.close(() => resolve())) };
}
