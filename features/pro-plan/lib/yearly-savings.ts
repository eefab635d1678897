// What the yearly plan saves against twelve months of the monthly one, computed from the site's plan prices (never a
// number written in a translation): the share saved, rounded down so that the label never promises more than the
// prices give; null when the site does not sell both or the yearly plan saves nothing.
import type { Plan } from '../../../config/pro-plans';

export function yearlySavings(plans: readonly Plan[]): number | null {
  const monthly = plans.find((plan) => plan.interval === 'month');
  const yearly = plans.find((plan) => plan.interval === 'year');
  if (!monthly || !yearly || monthly.price.currency !== yearly.price.currency) return null;
  const twelveMonths = monthly.price.amount * 12;
  const percent = Math.floor(((twelveMonths - yearly.price.amount) / twelveMonths) * 100);
  return percent > 0 ? percent / 100 : null;
}

/** The share as the reader's language writes a percentage ("33 %" in German and French, "33%" in English). */
export const formatShare = (share: number, locale: string): string => new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 0 }).format(share);
