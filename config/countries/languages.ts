// The language object of each site (spec §3 language codes, plus Dutch and Hungarian for the production-only sites).
import type { Language, LanguageCode } from './country-config';

function language(id: number, code: LanguageCode, englishName: string, localizedName: string): Language {
  return { id, name: englishName, code, localizedName, englishName };
}

export const LANGUAGES = {
  de: language(1, 'de', 'German', 'Deutsch'),
  fr: language(2, 'fr', 'French', 'Français'),
  'en-GB': language(3, 'en-GB', 'English (United Kingdom)', 'English (United Kingdom)'),
  pl: language(4, 'pl', 'Polish', 'Polski'),
  it: language(5, 'it', 'Italian', 'Italiano'),
  en: language(6, 'en', 'English', 'English'),
  es: language(7, 'es', 'Spanish', 'Español'),
  tr: language(8, 'tr', 'Turkish', 'Türkçe'),
  'es-MX': language(9, 'es-MX', 'Spanish (Mexico)', 'Español (México)'),
  'es-CO': language(10, 'es-CO', 'Spanish (Colombia)', 'Español (Colombia)'),
  'es-PE': language(11, 'es-PE', 'Spanish (Peru)', 'Español (Perú)'),
  'es-CL': language(12, 'es-CL', 'Spanish (Chile)', 'Español (Chile)'),
  'es-AR': language(13, 'es-AR', 'Spanish (Argentina)', 'Español (Argentina)'),
  ro: language(14, 'ro', 'Romanian', 'Română'),
  el: language(15, 'el', 'Greek', 'Ελληνικά'),
  'pt-BR': language(16, 'pt-BR', 'Portuguese (Brazil)', 'Português (Brasil)'),
  cs: language(17, 'cs', 'Czech', 'Čeština'),
  pt: language(18, 'pt', 'Portuguese', 'Português'),
  fil: language(19, 'fil', 'Filipino', 'Filipino'),
  nl: language(20, 'nl', 'Dutch', 'Nederlands'),
  hu: language(21, 'hu', 'Hungarian', 'Magyar'),
} as const satisfies Record<LanguageCode, Language>;
