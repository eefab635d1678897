// A payment provider's webhook (Stripe, PayPal): the provider verifies the signature (a forged one is BadRequestError
// and changes nothing), then the event is applied once by its id (a replay changes nothing twice) to the subscription
// our own records name — found by the checkout or subscription id we stored, never by what the event says it costs.
// An event the subscription's state no longer takes (reordered, late) is acknowledged and ignored.
import { and, eq } from 'drizzle-orm';
import type { PaymentProviderId } from '../../lib/contracts/subscriptions';
import { AppError } from '../../lib/errors';
import type { Db } from '../db';
import { subscriptions } from '../db/schema';
import { applyOutcome } from './payment-outcomes';
import { paymentProviders } from './providers/choose-payment-provider';
import type { ProviderEventAction } from './providers/payment-provider';
import { handleProviderEventOnce } from './subscription-events';

async function subscriptionFor(db: Db, provider: PaymentProviderId, action: Exclude<ProviderEventAction, { kind: 'ignored' }>): Promise<string | null> {
  const where = 'checkoutId' in action ? eq(subscriptions.providerCheckoutId, action.checkoutId) : eq(subscriptions.providerSubscriptionId, action.providerSubscriptionId);
  const [row] = await db.select({ uuid: subscriptions.uuid }).from(subscriptions).where(and(eq(subscriptions.provider, provider), where));
  return row?.uuid ?? null;
}

/** Applies what the event means; false when it changed nothing (a replay, an unknown subscription, a late event). */
async function applyProviderEvent(db: Db, provider: PaymentProviderId, eventId: string, type: string, action: ProviderEventAction): Promise<boolean> {
  let changed = false;
  await handleProviderEventOnce(db, provider, eventId, type, async () => {
    if (action.kind === 'ignored') return;
    const subscriptionUuid = await subscriptionFor(db, provider, action);
    if (!subscriptionUuid) return;
    if (action.kind === 'checkoutPaid') changed = await applyOutcome(db, subscriptionUuid, 'paid', new Date(), action.providerSubscriptionId ? { providerSubscriptionId: action.providerSubscriptionId } : {});
    else if (action.kind === 'checkoutFailed') changed = await applyOutcome(db, subscriptionUuid, 'checkoutFailed');
    else changed = await applyOutcome(db, subscriptionUuid, action.kind === 'ended' ? 'periodEnded' : action.kind);
  });
  return changed;
}

export async function receiveWebhook(db: Db, provider: PaymentProviderId, rawBody: Buffer | undefined, headers: Record<string, string | string[] | undefined>): Promise<{ received: true }> {
  const offered = paymentProviders().get(provider);
  if (!offered?.parseWebhook) throw new AppError('NotFoundError', { resource: 'paymentProvider' });
  const event = await offered.parseWebhook(rawBody ?? Buffer.alloc(0), headers);
  await applyProviderEvent(db, provider, event.eventId, event.type, event.action);
  return { received: true };
}
