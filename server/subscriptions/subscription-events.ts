// What follows a subscription's change: the analytics events of the pro plan (spec §7; premium status lower-cased,
// spec §4), recorded by the server so that no browser can fake a purchase; and the provider events already handled,
// so that a replayed webhook changes nothing twice.
import { and, eq } from 'drizzle-orm';
import type { AnalyticsEventName } from '../../config/analytics-events';
import { analyticsPremiumStatus } from '../../lib/analytics/build-event';
import type { PaymentProviderId } from '../../lib/contracts/subscriptions';
import { recordServerEvent, serverEvent } from '../analytics/record-events';
import type { Db } from '../db';
import { knowers, paymentEvents, type subscriptions, users } from '../db/schema';
import { premiumStatusOf } from './premium-status';

type SubscriptionFacts = Pick<typeof subscriptions.$inferSelect, 'uuid' | 'planId' | 'provider' | 'forChild' | 'buyerUserUuid' | 'country'>;

/** Records a pro plan event for the buyer of the subscription. */
export async function recordPlanEvent(db: Db, name: AnalyticsEventName, subscription: SubscriptionFacts): Promise<void> {
  const userUuid = subscription.buyerUserUuid;
  const [user] = await db.select({ country: users.country, knowerUuid: knowers.uuid }).from(users).leftJoin(knowers, eq(knowers.userUuid, users.uuid)).where(eq(users.uuid, userUuid));
  const premiumStatus = analyticsPremiumStatus(await premiumStatusOf(db, userUuid));
  await recordServerEvent(
    db,
    serverEvent(name, {
      plan: { planId: subscription.planId, subscriptionUuid: subscription.uuid, provider: subscription.provider, forChild: subscription.forChild },
      user: { uuid: userUuid, premiumStatus, isKnower: Boolean(user?.knowerUuid), country: user?.country ?? subscription.country },
    }),
    { userUuid, country: subscription.country },
  );
}

/**
 * Runs `apply` for a provider event the first time its id is seen; a replay returns false without running it. When
 * `apply` fails the event is forgotten again, so that the provider's retry is handled.
 */
export async function handleProviderEventOnce(db: Db, provider: PaymentProviderId, eventId: string, type: string, apply: () => Promise<void>): Promise<boolean> {
  const [fresh] = await db.insert(paymentEvents).values({ provider, eventId, type }).onConflictDoNothing().returning();
  if (!fresh) return false;
  try {
    await apply();
  } catch (error) {
    await db.delete(paymentEvents).where(and(eq(paymentEvents.provider, provider), eq(paymentEvents.eventId, eventId)));
    throw error;
  }
  return true;
}
