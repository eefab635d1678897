// What a payment's outcome does to a subscription, whoever reports it (the local test-mode page, a Stripe or PayPal
// webhook, PayPal's capture): the state machine's event, and the analytics events of a change. An outcome the state
// no longer takes (a reordered or late event: a failure after the payment, a payment after the checkout expired) is
// ignored and reported as not applied, never applied backwards. Receipts go out by mail (subscription-mails.ts).
import type { Db } from '../db';
import type { subscriptions } from '../db/schema';
import { recordPlanEvent } from './subscription-events';
import { mailSubscription } from './subscription-mails';
import { InvalidTransition, type SubscriptionEvent } from './subscription-states';
import { applyEvent } from './subscriptions';

type Extra = Partial<typeof subscriptions.$inferInsert>;

export async function applyOutcome(db: Db, subscriptionUuid: string, event: SubscriptionEvent, now = new Date(), extra: Extra = {}): Promise<boolean> {
  let result;
  try {
    result = await applyEvent(db, subscriptionUuid, event, now, extra);
  } catch (error) {
    if (error instanceof InvalidTransition) return false;
    throw error;
  }
  if (!result.changed) return false;
  if (event === 'paid') {
    await recordPlanEvent(db, 'pro_plan_checkout_completed', result.row);
    await recordPlanEvent(db, 'pro_plan_subscription_started', result.row);
    await mailSubscription(db, subscriptionUuid, 'started');
  }
  if (event === 'renewed') await mailSubscription(db, subscriptionUuid, 'renewed');
  if (event === 'cancel') await recordPlanEvent(db, 'pro_plan_subscription_cancelled', result.row);
  return true;
}
