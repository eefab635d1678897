// The BCP 47 tag Intl needs for an interface locale: 'pt' is Portugal here, while Intl's bare 'pt' formats as Brazil
// ("12.345,5" instead of Portugal's "12 345,5").
import type { Locale } from '../../config/locales';

export function intlLocaleOf(locale: Locale): string {
  return locale === 'pt' ? 'pt-PT' : locale;
}
