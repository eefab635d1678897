// The PayPal provider over the real database and a fake PayPal on loopback (the thin fetch client pointed at it):
// an Orders v2 order at our own price, captured after approval by the order we stored; a declined capture leaves the
// user free; webhooks verified by PayPal's verify-signature call (a forged one is 400 and changes nothing), applied
// once per event id.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callRoute, errorType } from '../../../tests/integration/call-route';
import { startFakePayPalServer, VALID_SIGNATURE, type FakePayPalServer } from '../../../tests/integration/fake-paypal-server';
import { signUpUser, type TestUser } from '../../../tests/integration/know-fixtures';
import { getDb } from '../../db';
import { subscriptionReceipts, subscriptions } from '../../db/schema';
import { meRoute } from '../../users/routes';
import { setPaymentProviders } from '../providers/choose-payment-provider';
import { createLocalProvider } from '../providers/local-provider';
import { createPayPalProvider } from '../providers/paypal-provider';
import { paypalCaptureRoute, paypalWebhookRoute, startCheckoutRoute } from '../routes';

const CONFIG = { clientId: 'paypal-client', clientSecret: 'paypal-secret', webhookId: 'WH-KNOWLY-1' };
let fake: FakePayPalServer;
let counter = 0;

beforeAll(async () => {
  fake = await startFakePayPalServer(CONFIG);
  setPaymentProviders([createLocalProvider(), createPayPalProvider({ ...CONFIG, apiBase: fake.apiBase })]);
});

afterAll(async () => {
  setPaymentProviders(undefined);
  await fake.close();
});

const premiumStatus = async (user: TestUser) => ((await callRoute(meRoute, { token: user.token })).body as { premiumStatus: string }).premiumStatus;
const rowOf = async (uuid: string) => (await (await getDb()).select().from(subscriptions).where(eq(subscriptions.uuid, uuid)))[0]!;

async function paypalCheckout(user: TestUser, host = 'pl.localhost:3000') {
  const response = await callRoute(startCheckoutRoute, { token: user.token, host, body: { planId: 'pro_yearly', provider: 'paypal' } });
  expect(response.status).toBe(201);
  const { subscriptionUuid, checkoutUrl } = response.body as { subscriptionUuid: string; checkoutUrl: string };
  return { subscriptionUuid, checkoutUrl, orderId: (await rowOf(subscriptionUuid)).providerCheckoutId! };
}

function webhook(eventType: string, orderId: string, { signature = VALID_SIGNATURE, id = `WH-EVT-${Date.now()}-${counter++}` } = {}) {
  const body = { id, event_type: eventType, resource: { id: `CAPTURE-${counter}`, supplementary_data: { related_ids: { order_id: orderId } }, amount: { value: '0.01', currency_code: 'PLN' } } };
  return callRoute(paypalWebhookRoute, {
    body,
    headers: {
      'paypal-auth-algo': 'SHA256withRSA',
      'paypal-cert-url': 'https://api.sandbox.paypal.test/cert.pem',
      'paypal-transmission-id': `T-${counter}`,
      'paypal-transmission-sig': signature,
      'paypal-transmission-time': new Date().toISOString(),
    },
  });
}

describe('PayPal orders and webhooks', () => {
  it('creates an order at our own price and captures the stored order after approval', async () => {
    const student = await signUpUser({ host: 'pl.localhost:3000' });
    const { subscriptionUuid, checkoutUrl, orderId } = await paypalCheckout(student);
    expect(checkoutUrl).toBe(`https://www.sandbox.paypal.test/checkoutnow?token=${orderId}`);
    const created = fake.requests.find((request) => request.path === '/v2/checkout/orders' && JSON.stringify(request.body).includes(subscriptionUuid))!;
    expect(created.body).toMatchObject({
      intent: 'CAPTURE',
      purchase_units: [{ reference_id: subscriptionUuid, amount: { currency_code: 'PLN', value: '329.99' } }],
      payment_source: { paypal: { experience_context: { return_url: `http://pl.localhost:3000/pro-plan/paypal-redirect?subscriptionUuid=${subscriptionUuid}` } } },
    });
    const captured = await callRoute(paypalCaptureRoute, { token: student.token, params: { id: subscriptionUuid } });
    expect(captured.body).toMatchObject({ status: 'active', provider: 'paypal', price: { amount: 32999, currency: 'PLN' } });
    expect(fake.requests.at(-1)!.path).toBe(`/v2/checkout/orders/${orderId}/capture`);
    expect(await premiumStatus(student)).toBe('PRO_YEARLY');
    // The capture's webhook arrives afterwards, twice: nothing changes, still one receipt.
    await webhook('PAYMENT.CAPTURE.COMPLETED', orderId);
    await webhook('PAYMENT.CAPTURE.COMPLETED', orderId);
    expect(await (await getDb()).select().from(subscriptionReceipts).where(eq(subscriptionReceipts.subscriptionUuid, subscriptionUuid))).toHaveLength(1);
    // Another user cannot capture it.
    const other = await signUpUser({ host: 'pl.localhost:3000' });
    expect(errorType(await callRoute(paypalCaptureRoute, { token: other.token, params: { id: subscriptionUuid } }))).toBe('NotFoundError');
  });

  it('leaves the user free when PayPal declines the capture', async () => {
    const student = await signUpUser({ host: 'pl.localhost:3000' });
    const { subscriptionUuid, orderId } = await paypalCheckout(student);
    fake.declined.add(orderId);
    expect((await callRoute(paypalCaptureRoute, { token: student.token, params: { id: subscriptionUuid } })).body).toMatchObject({ status: 'expired' });
    expect(await premiumStatus(student)).toBe('NONE');
  });

  it('applies a verified webhook once, and answers a forged one with 400 and no change', async () => {
    const student = await signUpUser({ host: 'pl.localhost:3000' });
    const { subscriptionUuid, orderId } = await paypalCheckout(student);
    const forged = await webhook('PAYMENT.CAPTURE.COMPLETED', orderId, { signature: 'forged' });
    expect(forged.status).toBe(400);
    expect((await rowOf(subscriptionUuid)).status).toBe('pending');
    const id = `WH-ONCE-${Date.now()}`;
    expect((await webhook('PAYMENT.CAPTURE.COMPLETED', orderId, { id })).status).toBe(200);
    expect((await webhook('PAYMENT.CAPTURE.COMPLETED', orderId, { id })).status).toBe(200);
    expect((await rowOf(subscriptionUuid)).status).toBe('active');
    expect(await (await getDb()).select().from(subscriptionReceipts).where(eq(subscriptionReceipts.subscriptionUuid, subscriptionUuid))).toHaveLength(1);
    // A late denial of the same order is ignored.
    await webhook('PAYMENT.CAPTURE.DENIED', orderId);
    expect((await rowOf(subscriptionUuid)).status).toBe('active');
  });
});
