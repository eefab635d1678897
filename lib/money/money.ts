// Money as people read it: integer minor units of a currency, shown in the interface language with the
// currency's own number of decimals (0 for CLP, 2 for EUR), and a typed amount read back into minor units.
import type { Money } from '../contracts/payouts';

const decimalsOf = (currency: string) => new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2;

export function formatMoney(locale: string, { amount, currency }: Money): string {
  const decimals = decimalsOf(currency);
  return new Intl.NumberFormat(locale, { style: 'currency', currency, minimumFractionDigits: decimals, maximumFractionDigits: decimals }).format(amount / 10 ** decimals);
}

/** "12,50" or "12.50" (either separator) → 1250 minor units of EUR; null for what is not an amount. */
export function parseAmount(text: string, currency: string): number | null {
  const cleaned = text.trim().replace(/\s/g, '');
  const match = /^(\d+)(?:[.,](\d+))?$/.exec(cleaned);
  if (!match) return null;
  const decimals = decimalsOf(currency);
  const fraction = match[2] ?? '';
  if (fraction.length > decimals) return null;
  return Number(match[1]) * 10 ** decimals + Number(fraction.padEnd(decimals, '0') || 0);
}
