// The pro plan's prices (issue 19, spec §1 and §6 "Pro plan available"): a monthly and a yearly plan per country where
// the plan is sold, in the country's currency and in integer minor units (cents, grosze, centavos), VAT included —
// every market where it is sold expects consumer prices with tax. A subscription copies its plan's price when it is
// made: what the buyer pays is the server's own record, never the browser's.
import type { CountryCode } from './countries/country-codes';
import { isProPlanAvailable } from './feature-switches';

export const PLAN_INTERVALS = ['month', 'year'] as const;
export type PlanInterval = (typeof PLAN_INTERVALS)[number];

export const PLAN_IDS = ['pro_monthly', 'pro_yearly'] as const;
export type PlanId = (typeof PLAN_IDS)[number];

export const PLAN_CURRENCIES = ['EUR', 'PLN', 'BRL'] as const;
type PlanCurrency = (typeof PLAN_CURRENCIES)[number];

export type Money = { amount: number; currency: PlanCurrency };
export type Plan = { planId: PlanId; interval: PlanInterval; price: Money };

const INTERVAL_OF: Record<PlanId, PlanInterval> = { pro_monthly: 'month', pro_yearly: 'year' };

/** Monthly and yearly price in minor units, VAT included. */
const EURO_PRICES = { currency: 'EUR', monthly: 999, yearly: 7999 } as const;
const PRICES: Partial<Record<CountryCode, { currency: PlanCurrency; monthly: number; yearly: number }>> = {
  DE: EURO_PRICES,
  AT: EURO_PRICES,
  CH: EURO_PRICES,
  FR: EURO_PRICES,
  IT: EURO_PRICES,
  PL: { currency: 'PLN', monthly: 3999, yearly: 32999 },
  BR: { currency: 'BRL', monthly: 2490, yearly: 19990 },
};

/** The plans sold in a country, monthly first; none where the pro plan is not available. */
export function plansOf(country: CountryCode): Plan[] {
  const prices = PRICES[country];
  if (!prices || !isProPlanAvailable(country)) return [];
  return PLAN_IDS.map((planId) => ({
    planId,
    interval: INTERVAL_OF[planId],
    price: { amount: planId === 'pro_monthly' ? prices.monthly : prices.yearly, currency: prices.currency },
  }));
}

export function findPlan(country: CountryCode, planId: string): Plan | null {
  return plansOf(country).find((plan) => plan.planId === planId) ?? null;
}

/** A parent's subscription code can be redeemed this long after the purchase. */
export const SUBSCRIPTION_CODE_DAYS = 90;

/** After a failed renewal the subscription is past due and stays pro this long before it expires. */
export const PAST_DUE_GRACE_DAYS = 7;
