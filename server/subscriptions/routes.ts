// Routes of the pro plan (issue 19): the plans a site sells and the providers offered (visitors), checkout, the
// caller's subscriptions, cancel and resume, the code of a parent's purchase and its redemption, and the local
// test-mode provider's answer. Every signed-in path reaches only the caller's own subscriptions (NotFoundError
// otherwise). premiumStatus comes from the subscriptions, never from a client.
import type { IncomingHttpHeaders } from 'node:http';
import { z } from 'zod';
import { plansOf } from '../../config/pro-plans';
import * as endpoints from '../../lib/api/endpoints';
import { idParamsSchema } from '../../lib/contracts/ids';
import {
  activateSubscriptionSchema,
  checkoutStartedSchema,
  localPaymentSchema,
  paymentProvidersSchema,
  plansSchema,
  premiumStatusSchema,
  startCheckoutSchema,
  subscriptionCodeSchema,
  subscriptionSchema,
  subscriptionsSchema,
} from '../../lib/contracts/subscriptions';
import { AppError } from '../../lib/errors';
import { getDb } from '../db';
import { defineRoute } from '../http/route';
import { requestSite } from '../pages/request-site';
import { applyOutcome } from './payment-outcomes';
import { recordPlanEvent } from './subscription-events';
import { mailSubscription } from './subscription-mails';
import { receiveWebhook } from './webhooks';
import { paymentProviders } from './providers/choose-payment-provider';
import {
  findOwnSubscription,
  findSubscription,
  issueSubscriptionCode,
  listSubscriptions,
  offeredProviders,
  redeemSubscriptionCode,
  setCancelled,
  startCheckout,
} from './subscriptions';

const TAG = 'pro-plan';

const siteOf = (headers: IncomingHttpHeaders) => requestSite({ headers }, { locale: undefined, path: '/' });

export const plansRoute = defineRoute({
  endpoint: endpoints.plans,
  tag: TAG,
  summary: "The pro plans the request's site sells (by its host), with prices in minor units of its currency, VAT included; none where the pro plan is not sold",
  response: plansSchema,
  handle: async ({ headers }) => ({ plans: plansOf(siteOf(headers).countryCode) }),
});

export const paymentProvidersRoute = defineRoute({
  endpoint: endpoints.paymentProviders,
  tag: TAG,
  summary: 'The payment providers offered: local (a test-mode checkout on this server), stripe and paypal when their keys are set',
  response: paymentProvidersSchema,
  handle: async () => ({ providers: offeredProviders() }),
});

export const startCheckoutRoute = defineRoute({
  endpoint: endpoints.startCheckout,
  tag: TAG,
  summary:
    "Starts buying a plan of the request's site with a provider: a pending subscription at the server's own price for your account's country and where to pay (checkoutUrl); only on your account's own country site (BadRequestError reason accountOfAnotherSite elsewhere). forChild: a parent's purchase (parent pages' countries only), paid with a code for the child",
  body: startCheckoutSchema,
  response: checkoutStartedSchema,
  status: 201,
  errors: ['NotFoundError', 'BadRequestError', 'DuplicateError'],
  handle: async ({ caller, body, headers }) => {
    const db = await getDb();
    const site = siteOf(headers);
    const started = await startCheckout(db, caller.userUuid, body, { countryCode: site.countryCode, origin: site.origin, locale: site.defaultLocale });
    await recordPlanEvent(db, 'pro_plan_checkout_started', await findOwnSubscription(db, caller.userUuid, started.subscriptionUuid));
    return started;
  },
});

export const activateSubscriptionRoute = defineRoute({
  endpoint: endpoints.activateSubscription,
  tag: TAG,
  summary:
    "Redeems a subscription code from a parent's purchase for the caller (once): the caller's new premiumStatus. Unknown code NotFoundError, already redeemed DuplicateError, expired BadRequestError {reason: subscriptionCodeExpired}",
  body: activateSubscriptionSchema,
  response: premiumStatusSchema,
  errors: ['NotFoundError', 'DuplicateError', 'BadRequestError'],
  handle: async ({ caller, body }) => ({ premiumStatus: await redeemSubscriptionCode(await getDb(), caller.userUuid, body.subscriptionCode) }),
});

export const subscriptionsRoute = defineRoute({
  endpoint: endpoints.subscriptions,
  tag: TAG,
  summary: 'Your subscriptions (bought or held) that were paid, the latest first, with their receipts',
  response: subscriptionsSchema,
  handle: async ({ caller }) => listSubscriptions(await getDb(), caller.userUuid),
});

export const subscriptionRoute = defineRoute({
  endpoint: endpoints.subscription,
  tag: TAG,
  summary: 'One subscription you bought or hold, in any state',
  params: idParamsSchema,
  response: subscriptionSchema,
  errors: ['NotFoundError'],
  handle: async ({ caller, params }) => findSubscription(await getDb(), caller.userUuid, params.id),
});

export const cancelSubscriptionRoute = defineRoute({
  endpoint: endpoints.cancelSubscription,
  tag: TAG,
  summary: 'Cancels your subscription at the end of its paid period: pro until then, no renewal',
  params: idParamsSchema,
  response: subscriptionSchema,
  errors: ['NotFoundError', 'BadRequestError'],
  handle: async ({ caller, params }) => {
    const db = await getDb();
    const row = await setCancelled(db, caller.userUuid, params.id, true);
    await recordPlanEvent(db, 'pro_plan_subscription_cancelled', row);
    await mailSubscription(db, row.uuid, 'cancelled');
    return findSubscription(db, caller.userUuid, params.id);
  },
});

export const resumeSubscriptionRoute = defineRoute({
  endpoint: endpoints.resumeSubscription,
  tag: TAG,
  summary: 'Resumes your cancelled subscription before its period ends: it renews again',
  params: idParamsSchema,
  response: subscriptionSchema,
  errors: ['NotFoundError', 'BadRequestError'],
  handle: async ({ caller, params }) => {
    const db = await getDb();
    await setCancelled(db, caller.userUuid, params.id, false);
    return findSubscription(db, caller.userUuid, params.id);
  },
});

export const issueSubscriptionCodeRoute = defineRoute({
  endpoint: endpoints.issueSubscriptionCode,
  tag: TAG,
  summary: "The code of your paid purchase for a child, made now (it is stored hashed: a new one replaces an earlier code that was not redeemed)",
  params: idParamsSchema,
  response: subscriptionCodeSchema,
  errors: ['NotFoundError', 'BadRequestError', 'DuplicateError'],
  handle: async ({ caller, params }) => issueSubscriptionCode(await getDb(), caller.userUuid, params.id),
});

export const localPaymentRoute = defineRoute({
  endpoint: endpoints.localPayment,
  tag: TAG,
  summary: "The local test-mode provider's checkout answer for your pending subscription: the payment succeeds, fails or is abandoned (no money moves)",
  params: idParamsSchema,
  body: localPaymentSchema,
  response: subscriptionSchema,
  errors: ['NotFoundError', 'BadRequestError'],
  handle: async ({ caller, params, body }) => {
    const db = await getDb();
    const row = await findOwnSubscription(db, caller.userUuid, params.id);
    if (row.provider !== 'local' || !offeredProviders().includes('local')) throw new AppError('NotFoundError', { resource: 'subscription' });
    if (row.status !== 'pending') throw new AppError('BadRequestError', { reason: 'checkoutFinished', status: row.status });
    await applyOutcome(db, row.uuid, body.outcome === 'succeed' ? 'paid' : 'checkoutFailed');
    return findSubscription(db, caller.userUuid, params.id);
  },
});

export const stripeWebhookRoute = defineRoute({
  endpoint: endpoints.stripeWebhook,
  tag: TAG,
  summary:
    "Stripe's webhook: the Stripe-Signature must hold for the raw body (BadRequestError otherwise, nothing changes); each event id is applied once; checkout completed or failed, renewals paid or failed and ended subscriptions change our own records. NotFoundError where Stripe is not configured",
  response: z.object({ received: z.literal(true) }),
  errors: ['BadRequestError', 'NotFoundError'],
  handle: async ({ rawBody, headers }) => receiveWebhook(await getDb(), 'stripe', rawBody, headers),
});

export const paypalWebhookRoute = defineRoute({
  endpoint: endpoints.paypalWebhook,
  tag: TAG,
  summary:
    "PayPal's webhook, verified with PayPal's verify-webhook-signature call (BadRequestError otherwise, nothing changes); each event id is applied once; a completed or denied capture of our stored order changes our own record. NotFoundError where PayPal is not configured",
  response: z.object({ received: z.literal(true) }),
  errors: ['BadRequestError', 'NotFoundError'],
  handle: async ({ rawBody, headers }) => receiveWebhook(await getDb(), 'paypal', rawBody, headers),
});

export const paypalCaptureRoute = defineRoute({
  endpoint: endpoints.paypalCapture,
  tag: TAG,
  summary:
    'After PayPal approval (/pro-plan/paypal-redirect): captures the order stored with your pending subscription — active when PayPal took the payment, expired when it was declined',
  params: idParamsSchema,
  response: subscriptionSchema,
  errors: ['NotFoundError', 'BadRequestError'],
  handle: async ({ caller, params }) => {
    const db = await getDb();
    const row = await findOwnSubscription(db, caller.userUuid, params.id);
    const provider = paymentProviders().get(row.provider);
    if (row.provider !== 'paypal' || !provider?.capture || !row.providerCheckoutId) throw new AppError('NotFoundError', { resource: 'subscription' });
    if (row.status === 'pending') await applyOutcome(db, row.uuid, (await provider.capture(row.providerCheckoutId)) === 'paid' ? 'paid' : 'checkoutFailed');
    return findSubscription(db, caller.userUuid, params.id);
  },
});

export const SUBSCRIPTION_ROUTES = [
  plansRoute,
  paymentProvidersRoute,
  startCheckoutRoute,
  activateSubscriptionRoute,
  subscriptionsRoute,
  subscriptionRoute,
  cancelSubscriptionRoute,
  resumeSubscriptionRoute,
  issueSubscriptionCodeRoute,
  localPaymentRoute,
  stripeWebhookRoute,
  paypalWebhookRoute,
  paypalCaptureRoute,
];
