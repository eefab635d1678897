// The next interval on a grade button ("<10 min", "1 day", "3 days", "2 mths"), from when the card would come back:
// minutes under an hour (as "<" the rounded minutes, as Anki shows learning steps), hours under a day, days under a
// month, months under a year, then years — each in the interface language's own short unit (Intl.NumberFormat).

type IntervalUnit = 'minute' | 'hour' | 'day' | 'month' | 'year';
type IntervalParts = { unit: IntervalUnit; value: number; lessThan: boolean };

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;
const MONTH_DAYS = 30;
const YEAR_DAYS = 365;

/** One decimal below ten (1.5 months), whole numbers above. */
const rounded = (value: number) => (value < 10 ? Math.round(value * 10) / 10 : Math.round(value));

export function intervalParts(dueAt: Date, now: Date): IntervalParts {
  const ms = Math.max(0, dueAt.getTime() - now.getTime());
  if (ms < HOUR_MS) return { unit: 'minute', value: Math.max(1, Math.round(ms / MINUTE_MS)), lessThan: true };
  if (ms < DAY_MS) return { unit: 'hour', value: Math.round(ms / HOUR_MS), lessThan: false };
  const days = ms / DAY_MS;
  if (days < MONTH_DAYS) return { unit: 'day', value: Math.round(days), lessThan: false };
  if (days < YEAR_DAYS) return { unit: 'month', value: rounded(days / MONTH_DAYS), lessThan: false };
  return { unit: 'year', value: rounded(days / YEAR_DAYS), lessThan: false };
}

/** The interval in the locale's short unit; `lessThan` words it for a learning step (e.g. "<{{interval}}"). */
export function formatInterval(dueAt: Date, now: Date, locale: string, lessThan: (interval: string) => string): string {
  const parts = intervalParts(dueAt, now);
  const text = new Intl.NumberFormat(locale, { style: 'unit', unit: parts.unit, unitDisplay: 'short', maximumFractionDigits: 1 }).format(parts.value);
  return parts.lessThan ? lessThan(text) : text;
}
