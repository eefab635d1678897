// Issue 33, spec §7 "Event names cover … plan and pro plan checkout and subscription … payout requests": the server
// records these itself (no browser can fake a purchase or a payout), so doing the action is what is tested here, and
// the stored event is read back with its fields: the plan part (plan, subscription, provider, for a child), the buyer
// with the premium status lower-cased (spec §4), and the country of the site. Nothing is recorded for what did not
// happen: a failed or abandoned payment, a payout refused, a payout request retried with its key.
import { randomUUID } from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it, vi } from 'vitest';

// The server's own events are skipped under APP_ENV=local without this opt-in (server-events-local.integration.test.ts),
// and the local payment provider exists only there.
vi.hoisted(() => {
  process.env.ANALYTICS_IN_LOCAL = 'true';
});
import { payoutMinimum } from '../../../config/payout-limits';
import { analyticsEventSchema, type AnalyticsEvent } from '../../../lib/contracts/analytics';
import { callRoute, errorType } from '../../../tests/integration/call-route';
import { makeKnower, signUpUser, type TestUser } from '../../../tests/integration/know-fixtures';
import { getDb } from '../../db';
import { analyticsEvents } from '../../db/schema';
import { ledgerAccount, transfer } from '../../payouts/ledger';
import { requestPayoutRoute } from '../../payouts/routes';
import { applyOutcome } from '../../subscriptions/payment-outcomes';
import { cancelSubscriptionRoute, localPaymentRoute, resumeSubscriptionRoute, startCheckoutRoute } from '../../subscriptions/routes';
import { SERVER_EVENT_VALUE_ID } from '../record-events';

type Stored = { name: string; country: string | null; payload: AnalyticsEvent };

/** The events stored for a user, oldest first, each checked against the event contract. */
async function eventsOf(user: TestUser, prefix: string): Promise<Stored[]> {
  const rows = await (await getDb())
    .select({ name: analyticsEvents.name, country: analyticsEvents.country, payload: analyticsEvents.payload })
    .from(analyticsEvents)
    .where(eq(analyticsEvents.userUuid, user.uuid))
    .orderBy(asc(analyticsEvents.receivedOn));
  return rows
    .filter((row) => row.name.startsWith(prefix))
    .map((row) => ({ name: row.name, country: row.country, payload: analyticsEventSchema.parse(row.payload) }));
}

const names = (events: Stored[]) => events.map((event) => event.name);

async function checkout(user: TestUser, { planId = 'pro_monthly', forChild = false, host = 'de.localhost:3000' } = {}): Promise<string> {
  const response = await callRoute(startCheckoutRoute, { token: user.token, host, body: { planId, provider: 'local', forChild } });
  expect(response.status).toBe(201);
  return (response.body as { subscriptionUuid: string }).subscriptionUuid;
}

const pay = (user: TestUser, subscriptionUuid: string, outcome: 'succeed' | 'fail' | 'abandon' = 'succeed') =>
  callRoute(localPaymentRoute, { token: user.token, params: { id: subscriptionUuid }, body: { outcome } });

describe('pro plan events', () => {
  let buyer: TestUser;
  let subscriptionUuid: string;
  beforeAll(async () => {
    buyer = await signUpUser({ name: 'Jonas Weber', host: 'fr.localhost:3000' });
  });

  it('starting a checkout records pro_plan_checkout_started with the plan, the subscription and the buyer (still free)', async () => {
    subscriptionUuid = await checkout(buyer, { planId: 'pro_yearly', host: 'fr.localhost:3000' });
    const events = await eventsOf(buyer, 'pro_plan');
    expect(names(events)).toEqual(['pro_plan_checkout_started']);
    expect(events[0]!.country).toBe('FR');
    expect(events[0]!.payload).toMatchObject({
      valueId: SERVER_EVENT_VALUE_ID,
      platform: 'web',
      plan: { planId: 'pro_yearly', subscriptionUuid, provider: 'local', forChild: false },
      user: { uuid: buyer.uuid, premiumStatus: 'none', isKnower: false, country: 'FR' },
    });
  });

  it('a payment records pro_plan_checkout_completed and pro_plan_subscription_started, the buyer now pro (lower-cased)', async () => {
    expect((await pay(buyer, subscriptionUuid)).status).toBe(200);
    const events = (await eventsOf(buyer, 'pro_plan')).slice(1);
    expect(names(events)).toEqual(['pro_plan_checkout_completed', 'pro_plan_subscription_started']);
    for (const event of events) {
      expect(event.payload.plan).toEqual({ planId: 'pro_yearly', subscriptionUuid, provider: 'local', forChild: false });
      expect(event.payload.user).toMatchObject({ uuid: buyer.uuid, premiumStatus: 'pro_yearly' });
    }
  });

  it('cancelling records pro_plan_subscription_cancelled; resuming records no event; a provider’s cancel records it once', async () => {
    expect((await callRoute(cancelSubscriptionRoute, { token: buyer.token, params: { id: subscriptionUuid } })).status).toBe(200);
    expect(names(await eventsOf(buyer, 'pro_plan')).slice(3)).toEqual(['pro_plan_subscription_cancelled']);
    expect((await callRoute(resumeSubscriptionRoute, { token: buyer.token, params: { id: subscriptionUuid } })).status).toBe(200);
    expect(await eventsOf(buyer, 'pro_plan')).toHaveLength(4);
    // A webhook's cancel goes through the same outcome; a replayed one changes nothing and records nothing.
    const db = await getDb();
    expect(await applyOutcome(db, subscriptionUuid, 'cancel')).toBe(true);
    expect(await applyOutcome(db, subscriptionUuid, 'cancel')).toBe(false);
    const events = await eventsOf(buyer, 'pro_plan');
    expect(names(events).slice(4)).toEqual(['pro_plan_subscription_cancelled']);
    expect(events[4]!.payload.plan).toMatchObject({ subscriptionUuid });
  });

  it('a failed or abandoned payment records the start only', async () => {
    const other = await signUpUser();
    for (const outcome of ['fail', 'abandon'] as const) expect((await pay(other, await checkout(other), outcome)).status).toBe(200);
    expect(names(await eventsOf(other, 'pro_plan'))).toEqual(['pro_plan_checkout_started', 'pro_plan_checkout_started']);
  });

  it('a parent’s purchase for a child says so in the plan part, and the parent stays free', async () => {
    const parent = await signUpUser({ name: 'Sabine Keller' });
    const forChild = await checkout(parent, { forChild: true });
    await pay(parent, forChild);
    const events = await eventsOf(parent, 'pro_plan');
    expect(names(events)).toEqual(['pro_plan_checkout_started', 'pro_plan_checkout_completed', 'pro_plan_subscription_started']);
    for (const event of events) expect(event.payload).toMatchObject({ plan: { subscriptionUuid: forChild, forChild: true }, user: { premiumStatus: 'none' } });
  });
});

describe('payout_requested', () => {
  const IBAN = 'DE89370400440532013000';
  const AMOUNT = payoutMinimum('DE');
  let knower: TestUser;

  beforeAll(async () => {
    knower = await signUpUser({ name: 'Lena Vogel' });
    const knowerUuid = await makeKnower(knower.uuid);
    const db = await getDb();
    const [platform, account] = [await ledgerAccount(db, 'platform', null, 'EUR'), await ledgerAccount(db, 'knower', knowerUuid, 'EUR')];
    await db.transaction((tx) => transfer(tx as never, { idempotencyKey: `events-${randomUUID()}`, debit: platform, credit: account, amount: 3 * AMOUNT, cause: 'earning' }));
  });

  const request = (amount: number, key: string) =>
    callRoute(requestPayoutRoute, { token: knower.token, headers: { 'idempotency-key': key }, body: { amount, method: 'iban', destination: IBAN, holderName: 'Lena Vogel' } });

  it('is recorded once per request with its amount, not for a retry with the same key, nor for a refused request', async () => {
    expect(errorType(await request(AMOUNT - 1, randomUUID()))).toBe('FormValidationError'); // under the minimum
    expect(await eventsOf(knower, 'payout')).toEqual([]);
    const key = randomUUID();
    expect((await request(AMOUNT, key)).status).toBe(201);
    expect((await request(AMOUNT, key)).status).toBe(201); // the same request again: the same payout
    const events = await eventsOf(knower, 'payout');
    expect(names(events)).toEqual(['payout_requested']);
    expect(events[0]!).toMatchObject({ country: 'DE', payload: { value: AMOUNT, valueId: SERVER_EVENT_VALUE_ID } });
    expect(errorType(await request(AMOUNT, randomUUID()))).toBe('DuplicateError'); // one open request at a time
    expect(await eventsOf(knower, 'payout')).toHaveLength(1);
  });
});
