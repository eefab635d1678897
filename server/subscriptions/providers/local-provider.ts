// The `local` payment provider (the default): a test-mode checkout page of this app (/pro-plan/checkout), clearly
// marked, where the buyer makes the payment succeed, fail or be abandoned (POST subscriptions/{id}/local-payment). No
// money moves; renewal lives only in our own records.
import type { PaymentProvider } from './payment-provider';

export function createLocalProvider(): PaymentProvider {
  return {
    id: 'local',
    startCheckout: async ({ subscriptionUuid, origin }) => ({
      checkoutUrl: `${origin}/pro-plan/checkout?subscriptionUuid=${subscriptionUuid}`,
      providerCheckoutId: `local_${subscriptionUuid}`,
    }),
    setCancelAtPeriodEnd: async () => {},
  };
}
