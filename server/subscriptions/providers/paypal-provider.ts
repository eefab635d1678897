// The PayPal provider (ARCHITECTURE §6): an Orders v2 order at the price of our own record, approved at PayPal, which
// returns the buyer to /pro-plan/paypal-redirect; there our server captures the order it stored (never one named by
// the address). Webhooks are verified with PayPal's verify-signature call. An order pays one period: PayPal
// subscriptions do not renew here, they end with their period (cancel and resume change only our record).
import { AppError } from '../../../lib/errors';
import { createPayPalClient, PayPalError, type PayPalConfig } from './paypal-client';
import type { PaymentProvider, ProviderEventAction } from './payment-provider';

/** PayPal's amount: a decimal string with the currency's two decimals (EUR, PLN, BRL). */
const decimal = (minorUnits: number) => (minorUnits / 100).toFixed(2);

function actionOf(event: { event_type?: unknown; resource?: Record<string, unknown> }): ProviderEventAction {
  const related = (event.resource?.supplementary_data as { related_ids?: { order_id?: unknown } } | undefined)?.related_ids?.order_id;
  const orderId = typeof related === 'string' ? related : null;
  if (!orderId) return { kind: 'ignored' };
  if (event.event_type === 'PAYMENT.CAPTURE.COMPLETED') return { kind: 'checkoutPaid', checkoutId: orderId, providerSubscriptionId: null };
  if (event.event_type === 'PAYMENT.CAPTURE.DENIED' || event.event_type === 'PAYMENT.CAPTURE.DECLINED') return { kind: 'checkoutFailed', checkoutId: orderId };
  return { kind: 'ignored' };
}

export function createPayPalProvider(config: PayPalConfig): PaymentProvider {
  const paypal = createPayPalClient(config);
  return {
    id: 'paypal',
    startCheckout: async ({ subscriptionUuid, plan, origin, cancelUrl, locale }) => {
      const order = await paypal.createOrder({
        referenceId: subscriptionUuid,
        currency: plan.price.currency,
        value: decimal(plan.price.amount),
        returnUrl: `${origin}/pro-plan/paypal-redirect?subscriptionUuid=${subscriptionUuid}`,
        cancelUrl,
        locale,
      });
      const approve = order.links?.find((link) => link.rel === 'payer-action' || link.rel === 'approve');
      if (!approve) throw new Error('PayPal answered an order without an approval link');
      return { checkoutUrl: approve.href, providerCheckoutId: order.id };
    },
    setCancelAtPeriodEnd: async () => {},
    capture: async (orderId) => {
      try {
        return (await paypal.captureOrder(orderId)).status === 'COMPLETED' ? 'paid' : 'failed';
      } catch (error) {
        // 422: the buyer's instrument was declined or the order was not approved; anything else is PayPal's trouble.
        if (error instanceof PayPalError && error.status === 422) return 'failed';
        throw error;
      }
    },
    parseWebhook: async (rawBody, headers) => {
      let event: { id?: unknown; event_type?: unknown; resource?: Record<string, unknown> };
      try {
        event = JSON.parse(rawBody.toString('utf8')) as typeof event;
      } catch {
        throw new AppError('BadRequestError', { reason: 'invalidSignature' });
      }
      if (typeof event.id !== 'string' || !(await paypal.verifyWebhook(headers, event))) throw new AppError('BadRequestError', { reason: 'invalidSignature' });
      return { eventId: event.id, type: String(event.event_type), action: actionOf(event) };
    },
  };
}
