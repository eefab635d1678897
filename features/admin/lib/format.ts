// Numbers and days as the dashboard shows them, in the interface language. Numeric day formats only: they read the
// same in the server's and the browser's ICU, so the server render hydrates without a mismatch.
import type { WebVitalMetric } from './web-vital-rating';

export const formatCount = (locale: string, value: number) => new Intl.NumberFormat(locale).format(value);

export const formatPercent = (locale: string, ratio: number) =>
  new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 0 }).format(ratio);

/** A YYYY-MM-DD day (UTC): day and month, with the year when asked. */
export function formatDay(locale: string, isoDay: string, { year = false } = {}): string {
  const options: Intl.DateTimeFormatOptions = { timeZone: 'UTC', day: '2-digit', month: '2-digit', ...(year ? { year: 'numeric' } : {}) };
  return new Intl.DateTimeFormat(locale, options).format(new Date(`${isoDay}T00:00:00Z`));
}

/** A percentile: CLS unitless with up to three decimals, the others in whole milliseconds. */
export function formatVital(locale: string, metric: WebVitalMetric, value: number): string {
  if (metric === 'CLS') return new Intl.NumberFormat(locale, { maximumFractionDigits: 3 }).format(value);
  return `${new Intl.NumberFormat(locale, { maximumFractionDigits: 0 }).format(value)} ms`;
}
