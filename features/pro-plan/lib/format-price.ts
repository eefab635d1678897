// Prices and dates of the pro plan in the reader's language and the site's country format (9,99 € on the German site,
// 39,99 zł in Poland, R$ 24,90 in Brazil). Amounts are integer minor units (lib/money).
import type { Money } from '../../../config/pro-plans';
import { formatMoney } from '../../../lib/money/money';

export const formatPrice = (price: Money, locale: string): string => formatMoney(locale, price);

export function formatDate(iso: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(iso));
}
