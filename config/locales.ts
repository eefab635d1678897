// The spec's 19 interface locales (§2 locale prefixes, §3 language codes) and the defaults of §9.
export const LOCALES = [
  'de', 'fr', 'en-GB', 'pl', 'it', 'en', 'es', 'es-MX', 'es-CO', 'es-PE',
  'es-CL', 'es-AR', 'tr', 'ro', 'el', 'pt-BR', 'cs', 'pt', 'fil',
] as const;

export type Locale = (typeof LOCALES)[number];

export const DEFAULT_LOCALE: Locale = 'en';
export const DEFAULT_NAMESPACE = 'common';

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}
