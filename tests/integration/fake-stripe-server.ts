// A real HTTP server on loopback that speaks the part of the Stripe API the pro plan uses, for the integration tests
// (no stripe-mock binary is reachable here): `POST /v1/checkout/sessions` (form-encoded, as the SDK sends it) answers a
// session with an id and a checkout URL, and `POST /v1/subscriptions/{id}` echoes cancel_at_period_end. Every request
// is recorded with its decoded form, so a test sees exactly what the SDK sent (amounts, currency, metadata).
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

type ReceivedRequest = { method: string; path: string; authorization: string | undefined; form: Record<string, string> };

export type FakeStripeServer = {
  /** What STRIPE_API_BASE says: http://127.0.0.1:<port>. */
  apiBase: string;
  requests: ReceivedRequest[];
  close(): Promise<void>;
};

let counter = 0;

export async function startFakeStripeServer(): Promise<FakeStripeServer> {
  const requests: ReceivedRequest[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const form = Object.fromEntries(new URLSearchParams(Buffer.concat(chunks).toString('utf8')));
      const path = (req.url ?? '/').split('?')[0]!;
      requests.push({ method: req.method ?? 'GET', path, authorization: req.headers.authorization, form });
      const send = (status: number, body: unknown) => {
        res.writeHead(status, { 'Content-Type': 'application/json', 'Request-Id': `req_${counter++}` });
        res.end(JSON.stringify(body));
      };
      if (req.method === 'POST' && path === '/v1/checkout/sessions') {
        const id = `cs_test_${Date.now()}${counter++}`;
        send(200, { id, object: 'checkout.session', url: `https://checkout.stripe.test/c/pay/${id}`, mode: form.mode, client_reference_id: form.client_reference_id, payment_status: 'unpaid' });
        return;
      }
      const subscription = /^\/v1\/subscriptions\/([\w-]+)$/.exec(path);
      if (req.method === 'POST' && subscription) {
        send(200, { id: subscription[1], object: 'subscription', cancel_at_period_end: form.cancel_at_period_end === 'true' });
        return;
      }
      send(404, { error: { type: 'invalid_request_error', message: `Unrecognized request URL (${req.method}: ${path})` } });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    apiBase: `http://127.0.0.1:${port}`,
    requests,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
