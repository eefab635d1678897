// Spec §5: the locale must be known; otherwise an error is raised ("Unknown locale").
import { isLocale, type Locale } from '../../config/locales';

export class UnknownLocaleError extends Error {
  constructor(readonly locale: unknown) {
    super(`Unknown locale: ${String(locale)}. Locale not available.`);
    this.name = 'UnknownLocaleError';
  }
}

export function assertKnownLocale(locale: unknown): Locale {
  if (!isLocale(locale)) throw new UnknownLocaleError(locale);
  return locale;
}
