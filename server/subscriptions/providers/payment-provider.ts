// What a payment provider does for the pro plan (issue 19, ARCHITECTURE §6): start a checkout for a pending
// subscription and say where the buyer goes to pay, and stop a subscription's renewal at the provider. Payments come
// back by the provider's signed webhook (Stripe, PayPal) or by the buyer's answer on the local test-mode page.
import type { Plan } from '../../../config/pro-plans';
import type { PaymentProviderId } from '../../../lib/contracts/subscriptions';

type CheckoutRequest = {
  subscriptionUuid: string;
  plan: Plan;
  customerEmail: string;
  /** Absolute URLs on the buyer's site. */
  successUrl: string;
  cancelUrl: string;
  /** The site's origin, for the providers that send the buyer to a page of ours. */
  origin: string;
  locale: string;
};

type CheckoutOpened = { checkoutUrl: string; providerCheckoutId: string };

/** What a verified provider event means for our records: a checkout paid or failed (found by the checkout id we stored),
 *  a renewal paid or failed, or the provider's subscription ended (found by its subscription id); anything else is
 *  acknowledged and ignored. Amounts and plans never come from the event: they are our own records'. */
export type ProviderEventAction =
  | { kind: 'checkoutPaid'; checkoutId: string; providerSubscriptionId: string | null }
  | { kind: 'checkoutFailed'; checkoutId: string }
  | { kind: 'renewed' | 'renewalFailed' | 'ended'; providerSubscriptionId: string }
  | { kind: 'ignored' };

export type ProviderEvent = { eventId: string; type: string; action: ProviderEventAction };

export type PaymentProvider = {
  id: PaymentProviderId;
  /** Providers whose buyer comes back to be charged (PayPal's approved order): take the payment of our stored
   *  checkout id now. */
  capture?(checkoutId: string): Promise<'paid' | 'failed'>;
  /** Verifies a webhook's signature and reads it; BadRequestError when the signature does not hold. */
  parseWebhook?(rawBody: Buffer, headers: Record<string, string | string[] | undefined>): Promise<ProviderEvent>;
  startCheckout(request: CheckoutRequest): Promise<CheckoutOpened>;
  /** Cancel (true) or resume (false) renewal at the end of the period, at the provider. */
  setCancelAtPeriodEnd(subscription: { providerSubscriptionId: string | null }, cancel: boolean): Promise<void>;
};
