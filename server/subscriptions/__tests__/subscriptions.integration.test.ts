// The pro plan over the real database (issue 19): plans per site, checkout with the local provider, every state
// transition, premiumStatus from the subscriptions (users/me, AI limits), cancel and resume, a user who cannot see or
// cancel another's subscription, a parent's code redeemed once (also by two users at once), and provider events
// handled once.
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { callRoute, errorType } from '../../../tests/integration/call-route';
import { signUpUser, type TestUser } from '../../../tests/integration/know-fixtures';
import { aiUsageRoute } from '../../ai/routes';
import { getDb } from '../../db';
import { outboxMails, subscriptionCodes, subscriptions } from '../../db/schema';
import { meRoute } from '../../users/routes';
import { applyOutcome } from '../payment-outcomes';
import { handleProviderEventOnce } from '../subscription-events';
import { TRANSITIONS, type SubscriptionEvent, type SubscriptionState } from '../subscription-states';
import { endPeriods } from '../subscriptions';
import {
  activateSubscriptionRoute,
  cancelSubscriptionRoute,
  issueSubscriptionCodeRoute,
  localPaymentRoute,
  paymentProvidersRoute,
  plansRoute,
  resumeSubscriptionRoute,
  startCheckoutRoute,
  subscriptionRoute,
  subscriptionsRoute,
} from '../routes';

const DAY = 24 * 60 * 60 * 1000;

/** The subjects of the pro plan mails a user got, oldest first. */
const proPlanMails = async (user: TestUser) =>
  (await (await getDb()).select({ subject: outboxMails.subject, type: outboxMails.emailType, createdOn: outboxMails.createdOn }).from(outboxMails).where(eq(outboxMails.userUuid, user.uuid)))
    .filter((mail) => mail.type === 'pro-plan')
    .sort((a, b) => a.createdOn.getTime() - b.createdOn.getTime())
    .map((mail) => mail.subject);

const premiumStatus = async (user: TestUser) => ((await callRoute(meRoute, { token: user.token })).body as { premiumStatus: string }).premiumStatus;

async function checkout(user: TestUser, { planId = 'pro_monthly', forChild, host }: { planId?: string; forChild?: boolean; host?: string } = {}) {
  const response = await callRoute(startCheckoutRoute, { token: user.token, host, body: { planId, provider: 'local', ...(forChild === undefined ? {} : { forChild }) } });
  expect(response.status).toBe(201);
  return (response.body as { subscriptionUuid: string; checkoutUrl: string });
}

const pay = (user: TestUser, subscriptionUuid: string, outcome: 'succeed' | 'fail' | 'abandon' = 'succeed') =>
  callRoute(localPaymentRoute, { token: user.token, params: { id: subscriptionUuid }, body: { outcome } });

async function statusOf(subscriptionUuid: string) {
  const [row] = await (await getDb()).select().from(subscriptions).where(eq(subscriptions.uuid, subscriptionUuid));
  return row!;
}

describe('plans', () => {
  it('lists monthly and yearly in the site’s currency, and none where the pro plan is not sold', async () => {
    expect((await callRoute(plansRoute, { host: 'de.localhost:3000' })).body).toEqual({
      plans: [
        { planId: 'pro_monthly', interval: 'month', price: { amount: 999, currency: 'EUR' } },
        { planId: 'pro_yearly', interval: 'year', price: { amount: 7999, currency: 'EUR' } },
      ],
    });
    expect(((await callRoute(plansRoute, { host: 'pl.localhost:3000' })).body as { plans: { price: { currency: string } }[] }).plans[0]!.price.currency).toBe('PLN');
    expect(((await callRoute(plansRoute, { host: 'br.localhost:3000' })).body as { plans: { price: { currency: string } }[] }).plans[0]!.price.currency).toBe('BRL');
    expect((await callRoute(plansRoute, { host: 'tr.localhost:3000' })).body).toEqual({ plans: [] });
  });

  it('offers the local test-mode provider, and no provider without its keys', async () => {
    expect((await callRoute(paymentProvidersRoute)).body).toEqual({ providers: ['local'] });
  });
});

describe('checkout with the local provider', () => {
  let student: TestUser;
  beforeAll(async () => {
    student = await signUpUser({ name: 'Jonas Weber' });
  });

  it('makes the buyer pro once the payment succeeds, at the server’s price, with a receipt', async () => {
    expect(await premiumStatus(student)).toBe('NONE');
    const { subscriptionUuid, checkoutUrl } = await checkout(student);
    expect(checkoutUrl).toBe(`http://de.localhost:3000/pro-plan/checkout?subscriptionUuid=${subscriptionUuid}`);
    expect((await statusOf(subscriptionUuid)).status).toBe('pending');
    expect(await premiumStatus(student)).toBe('NONE');
    const paid = await pay(student, subscriptionUuid);
    expect(paid.status).toBe(200);
    expect(paid.body).toMatchObject({ status: 'active', price: { amount: 999, currency: 'EUR' }, isBuyer: true, isHolder: true, cancelAtPeriodEnd: false });
    expect((paid.body as { receipts: unknown[] }).receipts).toHaveLength(1);
    expect(await premiumStatus(student)).toBe('PRO_MONTHLY');
    expect(await proPlanMails(student)).toEqual(['Dein Beleg für Knowly']);
    expect((await callRoute(aiUsageRoute, { token: student.token })).body).toMatchObject({ isPremium: true, limits: { messages: 300 } });
    // A second answer to a finished checkout changes nothing.
    expect(errorType(await pay(student, subscriptionUuid, 'fail'))).toBe('BadRequestError');
    expect(await premiumStatus(student)).toBe('PRO_MONTHLY');
    // Already pro: no second subscription for oneself.
    expect(errorType(await callRoute(startCheckoutRoute, { token: student.token, body: { planId: 'pro_yearly', provider: 'local' } }))).toBe('DuplicateError');
  });

  it('cancels at the period’s end (pro until then), resumes, and expires when the period ends', async () => {
    const { subscriptions: [own] } = (await callRoute(subscriptionsRoute, { token: student.token })).body as { subscriptions: { subscriptionUuid: string; currentPeriodEnd: string }[] };
    const cancelled = await callRoute(cancelSubscriptionRoute, { token: student.token, params: { id: own!.subscriptionUuid } });
    expect(cancelled.body).toMatchObject({ status: 'cancelled', cancelAtPeriodEnd: true });
    expect(await proPlanMails(student)).toEqual(['Dein Beleg für Knowly', 'Dein Knowly-Abo ist gekündigt']);
    expect(await premiumStatus(student)).toBe('PRO_MONTHLY');
    expect((await callRoute(resumeSubscriptionRoute, { token: student.token, params: { id: own!.subscriptionUuid } })).body).toMatchObject({ status: 'active', cancelAtPeriodEnd: false });
    await callRoute(cancelSubscriptionRoute, { token: student.token, params: { id: own!.subscriptionUuid } });
    expect(await endPeriods(await getDb(), new Date(Date.parse(own!.currentPeriodEnd) + 1000))).toBeGreaterThanOrEqual(1);
    expect((await statusOf(own!.subscriptionUuid)).status).toBe('expired');
    expect(await premiumStatus(student)).toBe('NONE');
  });

  it('leaves the user free when the payment fails or the checkout is abandoned', async () => {
    const buyer = await signUpUser();
    for (const outcome of ['fail', 'abandon'] as const) {
      const { subscriptionUuid } = await checkout(buyer);
      expect((await pay(buyer, subscriptionUuid, outcome)).body).toMatchObject({ status: 'expired', receipts: [] });
    }
    expect(await premiumStatus(buyer)).toBe('NONE');
    expect((await callRoute(subscriptionsRoute, { token: buyer.token })).body).toEqual({ subscriptions: [] });
  });

  it('lets no one else see, pay, cancel or resume a subscription', async () => {
    const owner = await signUpUser();
    const other = await signUpUser();
    const { subscriptionUuid } = await checkout(owner);
    for (const route of [subscriptionRoute, cancelSubscriptionRoute, resumeSubscriptionRoute, issueSubscriptionCodeRoute]) {
      expect(errorType(await callRoute(route, { token: other.token, params: { id: subscriptionUuid } }))).toBe('NotFoundError');
    }
    expect(errorType(await pay(other, subscriptionUuid))).toBe('NotFoundError');
    expect((await statusOf(subscriptionUuid)).status).toBe('pending');
    expect((await callRoute(subscriptionsRoute, { token: other.token })).body).toEqual({ subscriptions: [] });
  });

  it('sells nothing where the pro plan is not sold, and the parent plan only on parent pages’ sites', async () => {
    const buyer = await signUpUser({ host: 'fr.localhost:3000' });
    expect(errorType(await callRoute(startCheckoutRoute, { token: buyer.token, host: 'tr.localhost:3000', body: { planId: 'pro_monthly', provider: 'local' } }))).toBe('NotFoundError');
    expect(errorType(await callRoute(startCheckoutRoute, { token: buyer.token, host: 'fr.localhost:3000', body: { planId: 'pro_monthly', provider: 'local', forChild: true } }))).toBe('BadRequestError');
    expect(errorType(await callRoute(startCheckoutRoute, { token: buyer.token, host: 'fr.localhost:3000', body: { planId: 'pro_monthly', provider: 'stripe' } }))).toBe('BadRequestError');
  });
});

describe('every state transition', () => {
  const cases = Object.entries(TRANSITIONS).flatMap(([from, events]) => Object.entries(events).map(([event, to]) => ({ from: from as SubscriptionState, event: event as SubscriptionEvent, to })));

  it.each(cases)('$from --$event--> $to', async ({ from, event, to }) => {
    const buyer = await signUpUser();
    const db = await getDb();
    const now = new Date();
    const periodEnd = from === 'pending' ? null : new Date(now.getTime() + (event === 'periodEnded' ? -DAY : 10 * DAY));
    const [row] = await db
      .insert(subscriptions)
      .values({ buyerUserUuid: buyer.uuid, holderUserUuid: buyer.uuid, planId: 'pro_monthly', interval: 'month', amount: 999, currency: 'EUR', country: 'DE', provider: 'local', status: from, currentPeriodEnd: periodEnd })
      .returning();
    expect(await applyOutcome(db, row!.uuid, event, now)).toBe(true);
    const after = await statusOf(row!.uuid);
    expect(after.status).toBe(to);
    expect(after.cancelAtPeriodEnd).toBe(to === 'cancelled');
    expect(await premiumStatus(buyer)).toBe(['active', 'past_due', 'cancelled'].includes(to) ? 'PRO_MONTHLY' : 'NONE');
  });

  it('refuses the events a state does not take, changing nothing', async () => {
    const buyer = await signUpUser();
    const db = await getDb();
    const [row] = await db
      .insert(subscriptions)
      .values({ buyerUserUuid: buyer.uuid, holderUserUuid: buyer.uuid, planId: 'pro_monthly', interval: 'month', amount: 999, currency: 'EUR', country: 'DE', provider: 'local', status: 'expired', currentPeriodEnd: new Date(Date.now() - DAY) })
      .returning();
    for (const event of ['paid', 'renewed', 'resume', 'cancel'] as const) expect(await applyOutcome(db, row!.uuid, event)).toBe(false);
    expect((await statusOf(row!.uuid)).status).toBe('expired');
  });
});

describe('a parent’s purchase for their child', () => {
  let parent: TestUser;
  let subscriptionUuid: string;

  beforeAll(async () => {
    parent = await signUpUser({ name: 'Sabine Keller' });
    ({ subscriptionUuid } = await checkout(parent, { forChild: true, planId: 'pro_yearly' }));
    await pay(parent, subscriptionUuid);
  });

  it('leaves the parent free and gives a code in Crockford base32, stored hashed', async () => {
    expect(await premiumStatus(parent)).toBe('NONE');
    const issued = await callRoute(issueSubscriptionCodeRoute, { token: parent.token, params: { id: subscriptionUuid } });
    const { subscriptionCode } = issued.body as { subscriptionCode: string };
    expect(subscriptionCode).toMatch(/^[0-9A-HJKMNP-TV-Z]{4}(-[0-9A-HJKMNP-TV-Z]{4}){3}$/);
    const [stored] = await (await getDb()).select().from(subscriptionCodes).where(eq(subscriptionCodes.subscriptionUuid, subscriptionUuid));
    expect(stored!.codeHash).not.toContain(subscriptionCode.replace(/-/g, ''));
    expect(stored!.codeHash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('activates once when two children redeem the code at the same moment', async () => {
    const { subscriptionCode } = (await callRoute(issueSubscriptionCodeRoute, { token: parent.token, params: { id: subscriptionUuid } })).body as { subscriptionCode: string };
    const [first, second] = [await signUpUser(), await signUpUser()];
    const answers = await Promise.all([first, second].map((child) => callRoute(activateSubscriptionRoute, { token: child.token, body: { subscriptionCode: subscriptionCode.toLowerCase() } })));
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    const statuses = await Promise.all([first, second].map(premiumStatus));
    expect(statuses.sort()).toEqual(['NONE', 'PRO_YEARLY']);
    // Redeemed twice by the same child: DuplicateError.
    const winner = answers[0]!.status === 200 ? first : second;
    expect(errorType(await callRoute(activateSubscriptionRoute, { token: winner.token, body: { subscriptionCode } }))).toBe('DuplicateError');
    // The parent sees the child's subscription as redeemed, the child sees it without receipts.
    expect((await callRoute(subscriptionRoute, { token: parent.token, params: { id: subscriptionUuid } })).body).toMatchObject({ codeRedeemed: true, isBuyer: true, isHolder: false });
    expect((await callRoute(subscriptionRoute, { token: winner.token, params: { id: subscriptionUuid } })).body).toMatchObject({ isBuyer: false, isHolder: true, receipts: [] });
    expect(errorType(await callRoute(issueSubscriptionCodeRoute, { token: parent.token, params: { id: subscriptionUuid } }))).toBe('DuplicateError');
  });

  it('answers an unknown code with NotFoundError and an expired one with BadRequestError', async () => {
    const child = await signUpUser();
    expect(errorType(await callRoute(activateSubscriptionRoute, { token: child.token, body: { subscriptionCode: '0000-0000-0000-0000' } }))).toBe('NotFoundError');
    expect(errorType(await callRoute(activateSubscriptionRoute, { token: child.token, body: { subscriptionCode: 'not a code' } }))).toBe('NotFoundError');
    const other = await checkout(parent, { forChild: true });
    await pay(parent, other.subscriptionUuid);
    const { subscriptionCode } = (await callRoute(issueSubscriptionCodeRoute, { token: parent.token, params: { id: other.subscriptionUuid } })).body as { subscriptionCode: string };
    await (await getDb()).update(subscriptionCodes).set({ expiresOn: new Date(Date.now() - 1000) }).where(eq(subscriptionCodes.subscriptionUuid, other.subscriptionUuid));
    const expired = await callRoute(activateSubscriptionRoute, { token: child.token, body: { subscriptionCode } });
    expect(expired.body).toEqual({ error: { type: 'BadRequestError', data: { reason: 'subscriptionCodeExpired' } } });
    expect(await premiumStatus(child)).toBe('NONE');
  });
});

describe('provider events', () => {
  it('are handled once by their id: a replay changes nothing', async () => {
    const db = await getDb();
    let runs = 0;
    const apply = async () => {
      runs += 1;
    };
    expect(await handleProviderEventOnce(db, 'stripe', 'evt_replayed_1', 'invoice.paid', apply)).toBe(true);
    expect(await handleProviderEventOnce(db, 'stripe', 'evt_replayed_1', 'invoice.paid', apply)).toBe(false);
    expect(runs).toBe(1);
  });
});
