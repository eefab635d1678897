// The pro plan's API shapes (issue 19): the plans a site sells, checkout, subscription codes, and the caller's
// subscriptions. Money is integer minor units with its currency code.
import { z } from 'zod';
import { PLAN_CURRENCIES, PLAN_IDS, PLAN_INTERVALS } from '../../config/pro-plans';

const PAYMENT_PROVIDER_IDS = ['local', 'stripe', 'paypal'] as const;
export type PaymentProviderId = (typeof PAYMENT_PROVIDER_IDS)[number];

const SUBSCRIPTION_STATUSES = ['pending', 'active', 'past_due', 'cancelled', 'expired'] as const;

const moneySchema = z.object({ amount: z.number().int().min(0), currency: z.enum(PLAN_CURRENCIES) });

const planSchema = z.object({ planId: z.enum(PLAN_IDS), interval: z.enum(PLAN_INTERVALS), price: moneySchema });
type PlanOut = z.infer<typeof planSchema>;

export const plansSchema = z.object({
  plans: z.array(planSchema),
});

export const paymentProvidersSchema = z.object({ providers: z.array(z.enum(PAYMENT_PROVIDER_IDS)) });

export const startCheckoutSchema = z.strictObject({
  planId: z.enum(PLAN_IDS),
  provider: z.enum(PAYMENT_PROVIDER_IDS),
  /** A parent buying for their child (parent pages' countries only): the purchase yields a subscription code. */
  forChild: z.boolean().optional(),
});
export type StartCheckout = z.infer<typeof startCheckoutSchema>;

export const checkoutStartedSchema = z.object({ subscriptionUuid: z.uuid(), checkoutUrl: z.string().min(1) });
export type CheckoutStarted = z.infer<typeof checkoutStartedSchema>;

/** Typed with spaces, hyphens or lower case as the user likes: the server normalises it. */
export const activateSubscriptionSchema = z.strictObject({ subscriptionCode: z.string().trim().min(1).max(40) });

export const premiumStatusSchema = z.object({ premiumStatus: z.string() });

export const localPaymentSchema = z.strictObject({ outcome: z.enum(['succeed', 'fail', 'abandon']) });
export type LocalPaymentOutcome = z.infer<typeof localPaymentSchema>['outcome'];

export const subscriptionCodeSchema = z.object({ subscriptionCode: z.string(), expiresOn: z.string() });
export type SubscriptionCodeOut = z.infer<typeof subscriptionCodeSchema>;

const receiptSchema = z.object({ receiptUuid: z.uuid(), price: moneySchema, paidOn: z.string(), periodEnd: z.string() });

export const subscriptionSchema = z.object({
  subscriptionUuid: z.uuid(),
  planId: z.enum(PLAN_IDS),
  interval: z.enum(PLAN_INTERVALS),
  price: moneySchema,
  provider: z.enum(PAYMENT_PROVIDER_IDS),
  status: z.enum(SUBSCRIPTION_STATUSES),
  forChild: z.boolean(),
  /** Whether the caller bought it (may cancel it and sees its receipts) and whether it makes the caller pro. */
  isBuyer: z.boolean(),
  isHolder: z.boolean(),
  /** For a child's subscription: whether the code was redeemed. */
  codeRedeemed: z.boolean(),
  currentPeriodEnd: z.string().nullable(),
  cancelAtPeriodEnd: z.boolean(),
  receipts: z.array(receiptSchema),
});
export type SubscriptionOut = z.infer<typeof subscriptionSchema>;

export const subscriptionsSchema = z.object({ subscriptions: z.array(subscriptionSchema) });
export type SubscriptionsOut = z.infer<typeof subscriptionsSchema>;

/** What the pro plan's pages get from the server: the site's plans and the payment providers offered. */
export type ProPlanPageProps = { plans: PlanOut[]; providers: PaymentProviderId[] };
