// The Stripe provider over the real database and a fake Stripe API on loopback (the SDK pointed at it with its
// host/port/protocol options): checkout sends our own price; webhooks signed with the SDK's test-header helper make
// the subscription active, renew it, mark it past due and end it; a replayed event changes nothing twice, a reordered
// one nothing at all, and a forged signature answers 400 and changes nothing.
import { eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callRoute, errorType } from '../../../tests/integration/call-route';
import { startFakeStripeServer, type FakeStripeServer } from '../../../tests/integration/fake-stripe-server';
import { signUpUser, type TestUser } from '../../../tests/integration/know-fixtures';
import { getDb } from '../../db';
import { subscriptionReceipts, subscriptions } from '../../db/schema';
import { meRoute } from '../../users/routes';
import { createLocalProvider } from '../providers/local-provider';
import { setPaymentProviders } from '../providers/choose-payment-provider';
import { createStripeProvider } from '../providers/stripe-provider';
import { cancelSubscriptionRoute, startCheckoutRoute, stripeWebhookRoute } from '../routes';

const WEBHOOK_SECRET = 'whsec_test_knowly';
const signer = new Stripe('sk_test_signer');
let fake: FakeStripeServer;
let eventCounter = 0;

beforeAll(async () => {
  fake = await startFakeStripeServer();
  setPaymentProviders([createLocalProvider(), createStripeProvider({ secretKey: 'sk_test_knowly', webhookSecret: WEBHOOK_SECRET, apiBase: fake.apiBase })]);
});

afterAll(async () => {
  setPaymentProviders(undefined);
  await fake.close();
});

type StripeEvent = { id: string; type: string; data: { object: Record<string, unknown> } };
const event = (type: string, object: Record<string, unknown>, id = `evt_test_${Date.now()}_${eventCounter++}`): StripeEvent => ({ id, type, data: { object } });

function sendWebhook(payload: StripeEvent, { secret = WEBHOOK_SECRET, tamper = false }: { secret?: string; tamper?: boolean } = {}) {
  const body = JSON.stringify(payload);
  const signature = signer.webhooks.generateTestHeaderString({ payload: body, secret });
  const sent = tamper ? body.replace('"paid"', '"unpaid"').replace('subscription_cycle', 'subscription_create') + ' ' : body;
  return callRoute(stripeWebhookRoute, { body: Buffer.from(sent), headers: { 'stripe-signature': signature } });
}

const premiumStatus = async (user: TestUser) => ((await callRoute(meRoute, { token: user.token })).body as { premiumStatus: string }).premiumStatus;

async function rowOf(subscriptionUuid: string) {
  const [row] = await (await getDb()).select().from(subscriptions).where(eq(subscriptions.uuid, subscriptionUuid));
  return row!;
}

const receiptsOf = async (subscriptionUuid: string) => (await getDb()).select().from(subscriptionReceipts).where(eq(subscriptionReceipts.subscriptionUuid, subscriptionUuid));

async function stripeCheckout(user: TestUser) {
  const response = await callRoute(startCheckoutRoute, { token: user.token, body: { planId: 'pro_monthly', provider: 'stripe' } });
  expect(response.status).toBe(201);
  const { subscriptionUuid, checkoutUrl } = response.body as { subscriptionUuid: string; checkoutUrl: string };
  return { subscriptionUuid, checkoutUrl, sessionId: (await rowOf(subscriptionUuid)).providerCheckoutId! };
}

describe('Stripe checkout and webhooks', () => {
  it('opens a Checkout Session at our own price, VAT included, with our subscription as reference', async () => {
    const student = await signUpUser();
    const { subscriptionUuid, checkoutUrl, sessionId } = await stripeCheckout(student);
    expect(checkoutUrl).toBe(`https://checkout.stripe.test/c/pay/${sessionId}`);
    const sent = fake.requests.find((request) => request.path === '/v1/checkout/sessions' && request.form.client_reference_id === subscriptionUuid)!;
    expect(sent.authorization).toBe('Bearer sk_test_knowly');
    expect(sent.form).toMatchObject({
      mode: 'subscription',
      'line_items[0][price_data][currency]': 'eur',
      'line_items[0][price_data][unit_amount]': '999',
      'line_items[0][price_data][tax_behavior]': 'inclusive',
      'line_items[0][price_data][recurring][interval]': 'month',
      success_url: `http://de.localhost:3000/pro-plan/success?subscriptionUuid=${subscriptionUuid}`,
      'metadata[subscriptionUuid]': subscriptionUuid,
    });
    expect(await premiumStatus(student)).toBe('NONE');
  });

  it('goes through every webhook-driven state, once per event id', async () => {
    const student = await signUpUser();
    const { subscriptionUuid, sessionId } = await stripeCheckout(student);
    // A forged signature: 400, nothing changes.
    const completed = event('checkout.session.completed', { id: sessionId, object: 'checkout.session', payment_status: 'paid', subscription: 'sub_test_1', amount_total: 1 });
    const forged = await sendWebhook(completed, { secret: 'whsec_someone_else' });
    expect(forged.status).toBe(400);
    expect(errorType(forged)).toBe('BadRequestError');
    const tampered = await sendWebhook(completed, { tamper: true });
    expect(tampered.status).toBe(400);
    expect((await rowOf(subscriptionUuid)).status).toBe('pending');

    // Paid: active, at our price (the event's amount_total of 1 is ignored), with one receipt; a replay changes nothing.
    expect((await sendWebhook(completed)).status).toBe(200);
    expect((await sendWebhook(completed)).status).toBe(200);
    const active = await rowOf(subscriptionUuid);
    expect(active).toMatchObject({ status: 'active', providerSubscriptionId: 'sub_test_1', amount: 999 });
    expect(await receiptsOf(subscriptionUuid)).toHaveLength(1);
    expect(await premiumStatus(student)).toBe('PRO_MONTHLY');

    // A late "expired" for the same checkout is reordered: nothing changes.
    expect((await sendWebhook(event('checkout.session.expired', { id: sessionId, object: 'checkout.session' }))).status).toBe(200);
    expect((await rowOf(subscriptionUuid)).status).toBe('active');

    // A renewal: a new period and receipt; replayed, still one more.
    const renewal = event('invoice.paid', { id: 'in_1', object: 'invoice', billing_reason: 'subscription_cycle', parent: { subscription_details: { subscription: 'sub_test_1' } } });
    await sendWebhook(renewal);
    await sendWebhook(renewal);
    const renewed = await rowOf(subscriptionUuid);
    expect(renewed.currentPeriodEnd!.getTime()).toBeGreaterThan(active.currentPeriodEnd!.getTime());
    expect(await receiptsOf(subscriptionUuid)).toHaveLength(2);

    // A failed renewal: past due (still pro for the grace); then paid again.
    await sendWebhook(event('invoice.payment_failed', { id: 'in_2', object: 'invoice', billing_reason: 'subscription_cycle', subscription: 'sub_test_1' }));
    expect((await rowOf(subscriptionUuid)).status).toBe('past_due');
    expect(await premiumStatus(student)).toBe('PRO_MONTHLY');
    await sendWebhook(event('invoice.paid', { id: 'in_3', object: 'invoice', billing_reason: 'subscription_cycle', subscription: 'sub_test_1' }));
    expect((await rowOf(subscriptionUuid)).status).toBe('active');

    // Cancelling tells Stripe (cancel_at_period_end), and Stripe's deletion at the end expires it.
    expect((await callRoute(cancelSubscriptionRoute, { token: student.token, params: { id: subscriptionUuid } })).body).toMatchObject({ status: 'cancelled' });
    expect(fake.requests.at(-1)).toMatchObject({ path: '/v1/subscriptions/sub_test_1', form: { cancel_at_period_end: 'true' } });
    await sendWebhook(event('customer.subscription.deleted', { id: 'sub_test_1', object: 'subscription' }));
    expect((await rowOf(subscriptionUuid)).status).toBe('expired');
  });

  it('ends a checkout that Stripe reports expired: the user stays free', async () => {
    const student = await signUpUser();
    const { subscriptionUuid, sessionId } = await stripeCheckout(student);
    await sendWebhook(event('checkout.session.expired', { id: sessionId, object: 'checkout.session' }));
    expect((await rowOf(subscriptionUuid)).status).toBe('expired');
    expect(await premiumStatus(student)).toBe('NONE');
  });
});
