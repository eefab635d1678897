// Money as people read it: integer minor units of a currency, shown in the interface language with the
// currency's own number of decimals (0 for CLP, 2 for EUR) — Swiss francs as Switzerland writes them —, and a typed
// amount read back into minor units.
import type { Money } from '../contracts/payouts';

const decimalsOf = (currency: string) => new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2;

/** The languages of Switzerland: Swiss francs are written the Swiss way in them ("CHF 1’234.50", not "1.234,50 CHF"). */
const SWISS_LANGUAGES = new Set(['de', 'fr', 'it']);

/** The Intl locale for an amount: the interface language, in its Swiss form for Swiss francs (Swiss accounts' payouts). */
function moneyLocale(locale: string, currency: string): string {
  const language = locale.split('-')[0]!;
  return currency === 'CHF' && SWISS_LANGUAGES.has(language) ? `${language}-CH` : locale;
}

export function formatMoney(locale: string, { amount, currency }: Money): string {
  const decimals = decimalsOf(currency);
  return new Intl.NumberFormat(moneyLocale(locale, currency), { style: 'currency', currency, minimumFractionDigits: decimals, maximumFractionDigits: decimals }).format(amount / 10 ** decimals);
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
