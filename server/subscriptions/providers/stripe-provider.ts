// The Stripe provider (ARCHITECTURE §6, the `stripe` SDK): a Checkout Session in subscription mode at the price of our
// own record (VAT included), renewal switched off and on at Stripe with cancel_at_period_end, and webhooks verified
// with the endpoint's signing secret (Stripe-Signature). STRIPE_API_BASE points the SDK at another API (host, port and
// protocol), which the tests use for a fake Stripe on loopback.
import Stripe from 'stripe';
import { AppError } from '../../../lib/errors';
import type { PaymentProvider, ProviderEvent, ProviderEventAction } from './payment-provider';

export type StripeConfig = { secretKey: string; webhookSecret: string; apiBase?: string };

function stripeClient({ secretKey, apiBase }: StripeConfig): Stripe {
  if (!apiBase) return new Stripe(secretKey, { maxNetworkRetries: 1 });
  const url = new URL(apiBase);
  const protocol = url.protocol === 'http:' ? 'http' : 'https';
  return new Stripe(secretKey, { host: url.hostname, port: Number(url.port || (protocol === 'http' ? 80 : 443)), protocol, maxNetworkRetries: 0 });
}

const idOf = (value: unknown): string | null => (typeof value === 'string' ? value : value && typeof value === 'object' && 'id' in value && typeof value.id === 'string' ? value.id : null);

/** The subscription an invoice belongs to: `parent.subscription_details.subscription` in current API versions,
 *  `subscription` in older ones. */
function invoiceSubscription(invoice: Record<string, unknown>): string | null {
  const parent = invoice.parent as { subscription_details?: { subscription?: unknown } } | null | undefined;
  return idOf(parent?.subscription_details?.subscription) ?? idOf(invoice.subscription);
}

function actionOf(event: Stripe.Event): ProviderEventAction {
  const object = event.data.object as unknown as Record<string, unknown>;
  switch (event.type) {
    case 'checkout.session.completed':
    case 'checkout.session.async_payment_succeeded':
      if (object.payment_status === 'unpaid') return { kind: 'ignored' };
      return { kind: 'checkoutPaid', checkoutId: String(object.id), providerSubscriptionId: idOf(object.subscription) };
    case 'checkout.session.expired':
    case 'checkout.session.async_payment_failed':
      return { kind: 'checkoutFailed', checkoutId: String(object.id) };
    case 'invoice.paid': {
      const subscription = invoiceSubscription(object);
      // The first invoice is the checkout's own payment (checkout.session.completed); later ones are renewals.
      return subscription && object.billing_reason === 'subscription_cycle' ? { kind: 'renewed', providerSubscriptionId: subscription } : { kind: 'ignored' };
    }
    case 'invoice.payment_failed': {
      const subscription = invoiceSubscription(object);
      return subscription && object.billing_reason === 'subscription_cycle' ? { kind: 'renewalFailed', providerSubscriptionId: subscription } : { kind: 'ignored' };
    }
    case 'customer.subscription.deleted':
      return { kind: 'ended', providerSubscriptionId: String(object.id) };
    default:
      return { kind: 'ignored' };
  }
}

export function createStripeProvider(config: StripeConfig): PaymentProvider {
  const stripe = stripeClient(config);
  return {
    id: 'stripe',
    startCheckout: async ({ subscriptionUuid, plan, customerEmail, successUrl, cancelUrl }) => {
      const session = await stripe.checkout.sessions.create({
        mode: 'subscription',
        client_reference_id: subscriptionUuid,
        ...(customerEmail ? { customer_email: customerEmail } : {}),
        success_url: successUrl,
        cancel_url: cancelUrl,
        line_items: [
          {
            quantity: 1,
            price_data: {
              currency: plan.price.currency.toLowerCase(),
              unit_amount: plan.price.amount,
              tax_behavior: 'inclusive',
              recurring: { interval: plan.interval },
              product_data: { name: `Knowly Pro (${plan.interval === 'month' ? 'monthly' : 'yearly'})` },
            },
          },
        ],
        metadata: { subscriptionUuid },
        subscription_data: { metadata: { subscriptionUuid } },
      });
      if (!session.url) throw new Error('Stripe answered a checkout session without a URL');
      return { checkoutUrl: session.url, providerCheckoutId: session.id };
    },
    setCancelAtPeriodEnd: async ({ providerSubscriptionId }, cancel) => {
      if (providerSubscriptionId) await stripe.subscriptions.update(providerSubscriptionId, { cancel_at_period_end: cancel });
    },
    parseWebhook: async (rawBody, headers) => {
      const signature = headers['stripe-signature'];
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(rawBody, typeof signature === 'string' ? signature : '', config.webhookSecret);
      } catch {
        throw new AppError('BadRequestError', { reason: 'invalidSignature' });
      }
      const parsed: ProviderEvent = { eventId: event.id, type: event.type, action: actionOf(event) };
      return parsed;
    },
  };
}
