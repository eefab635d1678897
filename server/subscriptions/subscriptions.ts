// Subscriptions of the pro plan (issue 19): checkout (a pending subscription with the price of the account's own
// country copied from the server's own table, on the account's own site only — decision 037 — then the provider's
// checkout), the payment's outcome, renewals, cancel and resume, the caller's
// subscriptions with their receipts, and the codes of a parent's purchase. Every change goes through the state
// machine (subscription-states.ts) as one conditional update on the state read, so two changes at once apply once.
import { and, desc, eq, inArray, isNotNull, isNull, lte, or } from 'drizzle-orm';
import { findPlan, PAST_DUE_GRACE_DAYS, SUBSCRIPTION_CODE_DAYS, type Plan, type PlanId, type PlanInterval } from '../../config/pro-plans';
import type { CountryCode } from '../../config/countries/country-config';
import { siteCountryOf } from '../../config/countries/countries';
import { hasParentPages } from '../../config/feature-switches';
import type { PaymentProviderId, StartCheckout, SubscriptionCodeOut, SubscriptionOut, SubscriptionsOut } from '../../lib/contracts/subscriptions';
import { AppError } from '../../lib/errors';
import type { Db } from '../db';
import { accounts, subscriptionCodes, subscriptionReceipts, subscriptions, users } from '../db/schema';
import { hashSubscriptionCode, newSubscriptionCode, normaliseSubscriptionCode } from './subscription-codes';
import { nextState, PRO_STATES, periodEndAfter, type SubscriptionEvent } from './subscription-states';
import { premiumStatusOf } from './premium-status';
import { paymentProviders } from './providers/choose-payment-provider';

type SubscriptionRow = typeof subscriptions.$inferSelect;
const DAY_MS = 24 * 60 * 60 * 1000;

export type CheckoutSite = { countryCode: CountryCode; origin: string; locale: string };

/** The pages the buyer comes back to (spec §2 /pro-plan/success with subscriptionUuid, and /pro-plan). */
const successUrlOf = (origin: string, subscriptionUuid: string) => `${origin}/pro-plan/success?subscriptionUuid=${subscriptionUuid}`;
const cancelUrlOf = (origin: string, forChild: boolean) => `${origin}/pro-plan${forChild ? '/parent' : ''}?checkout=cancelled`;

export function offeredProviders(): PaymentProviderId[] {
  return [...paymentProviders().keys()];
}

async function findRow(db: Db, subscriptionUuid: string): Promise<SubscriptionRow> {
  const [row] = await db.select().from(subscriptions).where(eq(subscriptions.uuid, subscriptionUuid));
  if (!row) throw new AppError('NotFoundError', { resource: 'subscription' });
  return row;
}

/** The subscription when the caller bought it, NotFoundError otherwise (another's subscription does not exist for them). */
export async function findOwnSubscription(db: Db, userUuid: string, subscriptionUuid: string): Promise<SubscriptionRow> {
  const row = await findRow(db, subscriptionUuid);
  if (row.buyerUserUuid !== userUuid) throw new AppError('NotFoundError', { resource: 'subscription' });
  return row;
}

/**
 * The price follows the account (decision 037): the plan of the account's own country, bought on that country's site
 * only — on another site (whose page showed other prices) BadRequestError reason 'accountOfAnotherSite'. NotFoundError
 * where the site or the account's country sells no such plan.
 */
async function planOfAccount(db: Db, userUuid: string, site: CheckoutSite, planId: string): Promise<{ plan: Plan; country: CountryCode }> {
  if (!findPlan(site.countryCode, planId)) throw new AppError('NotFoundError', { resource: 'plan' });
  const [buyer] = await db.select({ country: users.country }).from(users).where(eq(users.uuid, userUuid));
  const country = (buyer?.country ?? '') as CountryCode;
  if (siteCountryOf(country) !== site.countryCode) throw new AppError('BadRequestError', { reason: 'accountOfAnotherSite', accountCountry: country });
  const plan = findPlan(country, planId);
  if (!plan) throw new AppError('NotFoundError', { resource: 'plan' });
  return { plan, country };
}

export async function startCheckout(db: Db, userUuid: string, input: StartCheckout, site: CheckoutSite): Promise<{ subscriptionUuid: string; checkoutUrl: string }> {
  const { plan, country } = await planOfAccount(db, userUuid, site, input.planId);
  const forChild = input.forChild === true;
  if (forChild && !hasParentPages(site.countryCode)) throw new AppError('BadRequestError', { reason: 'parentPlanNotSold' });
  const provider = paymentProviders().get(input.provider);
  if (!provider) throw new AppError('BadRequestError', { reason: 'providerNotOffered', provider: input.provider });
  if (!forChild && (await premiumStatusOf(db, userUuid)) !== 'NONE') throw new AppError('DuplicateError', { resource: 'subscription' });
  const [account] = await db.select({ email: accounts.email }).from(accounts).where(eq(accounts.userUuid, userUuid));
  const [created] = await db
    .insert(subscriptions)
    .values({
      buyerUserUuid: userUuid,
      holderUserUuid: forChild ? null : userUuid,
      forChild,
      planId: plan.planId,
      interval: plan.interval,
      amount: plan.price.amount,
      currency: plan.price.currency,
      country,
      provider: provider.id,
    })
    .returning();
  const subscriptionUuid = created!.uuid;
  const opened = await provider.startCheckout({
    subscriptionUuid,
    plan,
    customerEmail: account?.email ?? '',
    successUrl: successUrlOf(site.origin, subscriptionUuid),
    cancelUrl: cancelUrlOf(site.origin, forChild),
    origin: site.origin,
    locale: site.locale,
  });
  await db.update(subscriptions).set({ providerCheckoutId: opened.providerCheckoutId }).where(eq(subscriptions.uuid, subscriptionUuid));
  return { subscriptionUuid, checkoutUrl: opened.checkoutUrl };
}

type TransitionResult = { row: SubscriptionRow; changed: boolean };

/**
 * Applies `event` to the subscription: one UPDATE … WHERE status = <the state read> (and the same period end), so
 * that of two changes at once only one applies; the other finds nothing to change (changed: false). An event the
 * state does not take throws InvalidTransition.
 */
export async function applyEvent(db: Db, subscriptionUuid: string, event: SubscriptionEvent, now = new Date(), extra: Partial<SubscriptionRow> = {}): Promise<TransitionResult> {
  const current = await findRow(db, subscriptionUuid);
  const status = nextState(current.status, event);
  const periodEnd = periodEndFor(current, event, now);
  const [updated] = await db
    .update(subscriptions)
    .set({ ...extra, status, currentPeriodEnd: periodEnd, cancelAtPeriodEnd: status === 'cancelled', updatedOn: now })
    .where(
      and(
        eq(subscriptions.uuid, subscriptionUuid),
        eq(subscriptions.status, current.status),
        current.currentPeriodEnd ? eq(subscriptions.currentPeriodEnd, current.currentPeriodEnd) : undefined,
      ),
    )
    .returning();
  if (!updated) return { row: await findRow(db, subscriptionUuid), changed: false };
  if (event === 'paid' || event === 'renewed') {
    await db.insert(subscriptionReceipts).values({ subscriptionUuid, amount: updated.amount, currency: updated.currency, periodEnd: updated.currentPeriodEnd!, paidOn: now });
  }
  return { row: updated, changed: true };
}

/** The period end after the event: a new period when paid or renewed, a grace when a renewal fails. */
function periodEndFor(current: SubscriptionRow, event: SubscriptionEvent, now: Date): Date | null {
  const interval = current.interval as PlanInterval;
  if (event === 'paid') return periodEndAfter(now, interval);
  if (event === 'renewed') {
    const from = current.currentPeriodEnd && current.currentPeriodEnd > now ? current.currentPeriodEnd : now;
    return periodEndAfter(from, interval);
  }
  if (event === 'renewalFailed') return new Date(now.getTime() + PAST_DUE_GRACE_DAYS * DAY_MS);
  if (event === 'periodEnded') return current.currentPeriodEnd && current.currentPeriodEnd < now ? current.currentPeriodEnd : now;
  return current.currentPeriodEnd;
}

/** Cancel (at the period's end) or resume the caller's own subscription, at the provider too. */
export async function setCancelled(db: Db, userUuid: string, subscriptionUuid: string, cancel: boolean, now = new Date()): Promise<SubscriptionRow> {
  const row = await findOwnSubscription(db, userUuid, subscriptionUuid);
  if (cancel ? !['active', 'past_due'].includes(row.status) : row.status !== 'cancelled') {
    throw new AppError('BadRequestError', { reason: cancel ? 'subscriptionNotCancellable' : 'subscriptionNotResumable', status: row.status });
  }
  const provider = paymentProviders().get(row.provider);
  await provider?.setCancelAtPeriodEnd(row, cancel);
  return (await applyEvent(db, subscriptionUuid, cancel ? 'cancel' : 'resume', now)).row;
}

/** How long after its period's end an active Stripe subscription waits for the renewal's webhook (Stripe charges
 *  at the period's end and retries; its outcome — renewed or past due — arrives by webhook, usually within the hour). */
export const STRIPE_RENEWAL_WAIT_MS = 2 * DAY_MS;

/** Moves every subscription whose period has ended to expired; local subscriptions that were not cancelled renew
 *  (the test-mode provider always pays); an active Stripe subscription waits STRIPE_RENEWAL_WAIT_MS for its renewal.
 *  Returns how many changed. Run every hour by the 'end-subscription-periods' job (period-job.ts). */
export async function endPeriods(db: Db, now = new Date()): Promise<number> {
  const ended = await db
    .select({ uuid: subscriptions.uuid, status: subscriptions.status, provider: subscriptions.provider, currentPeriodEnd: subscriptions.currentPeriodEnd })
    .from(subscriptions)
    .where(and(inArray(subscriptions.status, [...PRO_STATES]), lte(subscriptions.currentPeriodEnd, now)));
  let changed = 0;
  for (const row of ended) {
    const awaitingRenewal = row.provider === 'stripe' && row.status === 'active' && row.currentPeriodEnd !== null && now.getTime() - row.currentPeriodEnd.getTime() < STRIPE_RENEWAL_WAIT_MS;
    if (awaitingRenewal) continue;
    const event: SubscriptionEvent = row.provider === 'local' && row.status === 'active' ? 'renewed' : 'periodEnded';
    if ((await applyEvent(db, row.uuid, event, now)).changed) changed += 1;
  }
  return changed;
}

// ---- Codes of a parent's purchase

/**
 * The code of a paid child's subscription, made now: a new one replaces any earlier code not yet redeemed (the code
 * is stored hashed, so it is shown when it is made and cannot be shown again). The buyer only.
 */
export async function issueSubscriptionCode(db: Db, userUuid: string, subscriptionUuid: string, now = new Date()): Promise<SubscriptionCodeOut> {
  const row = await findOwnSubscription(db, userUuid, subscriptionUuid);
  if (!row.forChild || !(PRO_STATES as readonly string[]).includes(row.status)) throw new AppError('BadRequestError', { reason: 'noCodeForSubscription', status: row.status });
  const [existing] = await db.select().from(subscriptionCodes).where(eq(subscriptionCodes.subscriptionUuid, subscriptionUuid));
  if (existing?.redeemedAt) throw new AppError('DuplicateError', { resource: 'subscriptionCode' });
  const code = newSubscriptionCode();
  const expiresOn = new Date(now.getTime() + SUBSCRIPTION_CODE_DAYS * DAY_MS);
  const codeHash = hashSubscriptionCode(normaliseSubscriptionCode(code)!);
  await db
    .insert(subscriptionCodes)
    .values({ subscriptionUuid, codeHash, expiresOn })
    .onConflictDoUpdate({ target: subscriptionCodes.subscriptionUuid, set: { codeHash, expiresOn } });
  return { subscriptionCode: code, expiresOn: expiresOn.toISOString() };
}

/**
 * Redeems a code for the caller: one UPDATE … WHERE redeemed_at IS NULL, so two redemptions at once activate once.
 * Unknown: NotFoundError; already redeemed: DuplicateError; expired (or its subscription ended): BadRequestError.
 */
export async function redeemSubscriptionCode(db: Db, userUuid: string, typed: string, now = new Date()): Promise<string> {
  const canonical = normaliseSubscriptionCode(typed);
  if (!canonical) throw new AppError('NotFoundError', { resource: 'subscriptionCode' });
  const codeHash = hashSubscriptionCode(canonical);
  const [code] = await db.select().from(subscriptionCodes).where(eq(subscriptionCodes.codeHash, codeHash));
  if (!code) throw new AppError('NotFoundError', { resource: 'subscriptionCode' });
  if (code.redeemedAt) throw new AppError('DuplicateError', { resource: 'subscriptionCode' });
  const subscription = await findRow(db, code.subscriptionUuid);
  const live = (PRO_STATES as readonly string[]).includes(subscription.status) && subscription.currentPeriodEnd !== null && subscription.currentPeriodEnd > now;
  if (code.expiresOn <= now || !live) throw new AppError('BadRequestError', { reason: 'subscriptionCodeExpired' });
  if ((await premiumStatusOf(db, userUuid, now)) !== 'NONE') throw new AppError('DuplicateError', { resource: 'subscription' });
  const redeemed = await db.transaction(async (tx) => {
    const [claimed] = await tx
      .update(subscriptionCodes)
      .set({ redeemedAt: now, redeemedByUserUuid: userUuid })
      .where(and(eq(subscriptionCodes.codeHash, codeHash), isNull(subscriptionCodes.redeemedAt)))
      .returning();
    if (!claimed) return false;
    await tx.update(subscriptions).set({ holderUserUuid: userUuid, updatedOn: now }).where(eq(subscriptions.uuid, claimed.subscriptionUuid));
    return true;
  });
  if (!redeemed) throw new AppError('DuplicateError', { resource: 'subscriptionCode' });
  return premiumStatusOf(db, userUuid, now);
}

// ---- What the caller sees

function subscriptionOut(row: SubscriptionRow, userUuid: string, receipts: (typeof subscriptionReceipts.$inferSelect)[], codeRedeemed: boolean): SubscriptionOut {
  const isBuyer = row.buyerUserUuid === userUuid;
  return {
    subscriptionUuid: row.uuid,
    planId: row.planId as PlanId,
    interval: row.interval,
    price: { amount: row.amount, currency: row.currency as SubscriptionOut['price']['currency'] },
    provider: row.provider,
    status: row.status,
    forChild: row.forChild,
    isBuyer,
    isHolder: row.holderUserUuid === userUuid,
    codeRedeemed,
    currentPeriodEnd: row.currentPeriodEnd?.toISOString() ?? null,
    cancelAtPeriodEnd: row.cancelAtPeriodEnd,
    receipts: isBuyer
      ? receipts.map((receipt) => ({ receiptUuid: receipt.uuid, price: { amount: receipt.amount, currency: receipt.currency as SubscriptionOut['price']['currency'] }, paidOn: receipt.paidOn.toISOString(), periodEnd: receipt.periodEnd.toISOString() }))
      : [],
  };
}

async function describe(db: Db, userUuid: string, rows: SubscriptionRow[]): Promise<SubscriptionOut[]> {
  if (rows.length === 0) return [];
  const uuids = rows.map((row) => row.uuid);
  const [receipts, codes] = await Promise.all([
    db.select().from(subscriptionReceipts).where(inArray(subscriptionReceipts.subscriptionUuid, uuids)).orderBy(desc(subscriptionReceipts.paidOn)),
    db.select({ subscriptionUuid: subscriptionCodes.subscriptionUuid, redeemedAt: subscriptionCodes.redeemedAt }).from(subscriptionCodes).where(inArray(subscriptionCodes.subscriptionUuid, uuids)),
  ]);
  return rows.map((row) =>
    subscriptionOut(
      row,
      userUuid,
      receipts.filter((receipt) => receipt.subscriptionUuid === row.uuid),
      codes.some((code) => code.subscriptionUuid === row.uuid && code.redeemedAt !== null),
    ),
  );
}

/** The caller's subscriptions (bought or held) that were ever paid, the latest first. */
export async function listSubscriptions(db: Db, userUuid: string): Promise<SubscriptionsOut> {
  const rows = await db
    .select()
    .from(subscriptions)
    .where(and(or(eq(subscriptions.buyerUserUuid, userUuid), eq(subscriptions.holderUserUuid, userUuid)), isNotNull(subscriptions.currentPeriodEnd)))
    .orderBy(desc(subscriptions.createdOn));
  return { subscriptions: await describe(db, userUuid, rows) };
}

/** One subscription the caller bought or holds (any state: the success page asks while it is pending). */
export async function findSubscription(db: Db, userUuid: string, subscriptionUuid: string): Promise<SubscriptionOut> {
  const row = await findRow(db, subscriptionUuid);
  if (row.buyerUserUuid !== userUuid && row.holderUserUuid !== userUuid) throw new AppError('NotFoundError', { resource: 'subscription' });
  return (await describe(db, userUuid, [row]))[0]!;
}
