// The hourly end of subscription periods (period-job.ts, endPeriods): a local subscription renews, a cancelled one
// expires, an active Stripe one waits for its renewal's webhook before it expires, and the job queues the next hour.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { signUpUser } from '../../../tests/integration/know-fixtures';
import { getDb } from '../../db';
import { jobs, subscriptions } from '../../db/schema';
import { runJobsUntilIdle } from '../../jobs/run-jobs';
import { hourOf, scheduleSubscriptionPeriods } from '../period-job';
import { endPeriods, STRIPE_RENEWAL_WAIT_MS } from '../subscriptions';

const HOUR = 60 * 60 * 1000;

async function subscription(values: { provider: 'local' | 'stripe' | 'paypal'; status: 'active' | 'cancelled' | 'past_due'; periodEnd: Date }) {
  const user = await signUpUser();
  const [row] = await (await getDb())
    .insert(subscriptions)
    .values({ buyerUserUuid: user.uuid, holderUserUuid: user.uuid, planId: 'pro_monthly', interval: 'month', amount: 999, currency: 'EUR', country: 'DE', provider: values.provider, status: values.status, currentPeriodEnd: values.periodEnd })
    .returning();
  return row!.uuid;
}

const stateOf = async (uuid: string) => (await (await getDb()).select().from(subscriptions).where(eq(subscriptions.uuid, uuid)))[0]!;

describe('the end of subscription periods', () => {
  it('renews a local subscription, expires a cancelled one and a PayPal one (no automatic renewal), and leaves running periods alone', async () => {
    const now = new Date();
    const ended = new Date(now.getTime() - HOUR);
    const local = await subscription({ provider: 'local', status: 'active', periodEnd: ended });
    const cancelled = await subscription({ provider: 'local', status: 'cancelled', periodEnd: ended });
    const paypal = await subscription({ provider: 'paypal', status: 'active', periodEnd: ended });
    const running = await subscription({ provider: 'local', status: 'cancelled', periodEnd: new Date(now.getTime() + HOUR) });
    await endPeriods(await getDb(), now);
    const renewed = await stateOf(local);
    expect(renewed.status).toBe('active');
    expect(renewed.currentPeriodEnd!.getTime()).toBeGreaterThan(now.getTime());
    expect((await stateOf(cancelled)).status).toBe('expired');
    expect((await stateOf(paypal)).status).toBe('expired');
    expect((await stateOf(running)).status).toBe('cancelled');
  });

  it("waits for an active Stripe subscription's renewal webhook, then expires it", async () => {
    const now = new Date();
    const justEnded = await subscription({ provider: 'stripe', status: 'active', periodEnd: new Date(now.getTime() - HOUR) });
    const longEnded = await subscription({ provider: 'stripe', status: 'active', periodEnd: new Date(now.getTime() - STRIPE_RENEWAL_WAIT_MS - HOUR) });
    await endPeriods(await getDb(), now);
    expect((await stateOf(justEnded)).status).toBe('active');
    expect((await stateOf(longEnded)).status).toBe('expired');
  });

  it('runs as a job that queues the next hour once', async () => {
    const db = await getDb();
    const cancelled = await subscription({ provider: 'local', status: 'cancelled', periodEnd: new Date(Date.now() - HOUR) });
    await scheduleSubscriptionPeriods(db);
    await scheduleSubscriptionPeriods(db);
    await runJobsUntilIdle(db);
    expect((await stateOf(cancelled)).status).toBe('expired');
    const queued = await db.select().from(jobs).where(eq(jobs.kind, 'end-subscription-periods'));
    const hours = queued.map((job) => (job.payload as { hour: string }).hour).sort();
    expect(hours).toEqual([hourOf(Date.now()), hourOf(Date.now() + HOUR)]);
  });
});
