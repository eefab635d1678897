// A user's premiumStatus (spec §3 "NONE or a plan"), derived from their subscriptions and never stored from a client:
// the plan of the subscription that makes them pro — one they hold (bought for themself, or redeemed as a child's
// code) in a pro state whose paid period has not ended — upper-cased (PRO_MONTHLY, PRO_YEARLY), else NONE.
import { and, desc, eq, gt, inArray } from 'drizzle-orm';
import type { Db } from '../db';
import { subscriptions } from '../db/schema';
import { PRO_STATES } from './subscription-states';

const NO_PREMIUM = 'NONE';

export async function premiumStatusOf(db: Db, userUuid: string, now = new Date()): Promise<string> {
  const [row] = await db
    .select({ planId: subscriptions.planId })
    .from(subscriptions)
    .where(and(eq(subscriptions.holderUserUuid, userUuid), inArray(subscriptions.status, [...PRO_STATES]), gt(subscriptions.currentPeriodEnd, now)))
    .orderBy(desc(subscriptions.currentPeriodEnd))
    .limit(1);
  return row ? row.planId.toUpperCase() : NO_PREMIUM;
}

export async function isPremium(db: Db, userUuid: string, now = new Date()): Promise<boolean> {
  return (await premiumStatusOf(db, userUuid, now)) !== NO_PREMIUM;
}
