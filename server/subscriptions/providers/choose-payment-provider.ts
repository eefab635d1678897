// The payment providers this process offers (server/env.ts): `local` with PAYMENTS_LOCAL (APP_ENV=local only), Stripe with
// STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET, PayPal with PAYPAL_CLIENT_ID, PAYPAL_CLIENT_SECRET and PAYPAL_WEBHOOK_ID
// (PAYPAL_API_BASE: the sandbox by default). A provider without keys is not offered. Tests put their own in with
// setPaymentProviders.
import type { PaymentProviderId } from '../../../lib/contracts/subscriptions';
import { env } from '../../env';
import { createLocalProvider } from './local-provider';
import { createPayPalProvider } from './paypal-provider';
import { createStripeProvider } from './stripe-provider';
import type { PaymentProvider } from './payment-provider';

let providers: Map<PaymentProviderId, PaymentProvider> | undefined;

function createProviders(): Map<PaymentProviderId, PaymentProvider> {
  const made = new Map<PaymentProviderId, PaymentProvider>();
  const { PAYMENTS_LOCAL, STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET, STRIPE_API_BASE, PAYPAL_CLIENT_ID, PAYPAL_CLIENT_SECRET, PAYPAL_WEBHOOK_ID, PAYPAL_API_BASE } = env();
  if (PAYMENTS_LOCAL) made.set('local', createLocalProvider());
  if (STRIPE_SECRET_KEY && STRIPE_WEBHOOK_SECRET) made.set('stripe', createStripeProvider({ secretKey: STRIPE_SECRET_KEY, webhookSecret: STRIPE_WEBHOOK_SECRET, apiBase: STRIPE_API_BASE }));
  if (PAYPAL_CLIENT_ID && PAYPAL_CLIENT_SECRET && PAYPAL_WEBHOOK_ID) {
    made.set('paypal', createPayPalProvider({ clientId: PAYPAL_CLIENT_ID, clientSecret: PAYPAL_CLIENT_SECRET, webhookId: PAYPAL_WEBHOOK_ID, apiBase: PAYPAL_API_BASE }));
  }
  return made;
}

export function paymentProviders(): Map<PaymentProviderId, PaymentProvider> {
  providers ??= createProviders();
  return providers;
}

/** Tests: the providers to use instead (undefined: the environment's again). */
export function setPaymentProviders(replacement: PaymentProvider[] | undefined): void {
  providers = replacement ? new Map(replacement.map((provider) => [provider.id, provider])) : undefined;
}
