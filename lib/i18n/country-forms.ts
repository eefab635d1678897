// Issue 34: a country named inside a sentence takes its language's preposition, article or case ("in der Schweiz",
// "au Mexique", "w Polsce", "Türkiye'de"), so strings carry {{inCountry}} (the whole phrase) instead of "in {{country}}".
import type { CountryCode } from '../../config/countries/country-codes';
import type { Locale } from '../../config/locales';
import { intlLocaleOf } from './intl-locale';

/** The languages whose locative forms differ; locale variants (en-GB, es-MX…) share their language's table. */
type FormLanguage = 'en' | 'de' | 'fr' | 'it' | 'es' | 'pt' | 'pt-BR' | 'pl' | 'cs' | 'ro' | 'el' | 'tr' | 'fil';

/** "in <country>" as each language writes it in a sentence, for every country of the country tables. */
const IN_COUNTRY: Readonly<Record<FormLanguage, Readonly<Record<CountryCode, string>>>> = {
  en: {
    DE: 'in Germany', CH: 'in Switzerland', AT: 'in Austria', FR: 'in France', PL: 'in Poland', IT: 'in Italy',
    GB: 'in the United Kingdom', US: 'in the United States', ES: 'in Spain', CO: 'in Colombia', TR: 'in Türkiye',
    MX: 'in Mexico', CL: 'in Chile', AR: 'in Argentina', PE: 'in Peru', RO: 'in Romania', GR: 'in Greece',
    BR: 'in Brazil', CZ: 'in Czechia', PT: 'in Portugal', PH: 'in the Philippines', NL: 'in the Netherlands', HU: 'in Hungary',
  },
  de: {
    DE: 'in Deutschland', CH: 'in der Schweiz', AT: 'in Österreich', FR: 'in Frankreich', PL: 'in Polen', IT: 'in Italien',
    GB: 'im Vereinigten Königreich', US: 'in den USA', ES: 'in Spanien', CO: 'in Kolumbien', TR: 'in der Türkei',
    MX: 'in Mexiko', CL: 'in Chile', AR: 'in Argentinien', PE: 'in Peru', RO: 'in Rumänien', GR: 'in Griechenland',
    BR: 'in Brasilien', CZ: 'in Tschechien', PT: 'in Portugal', PH: 'auf den Philippinen', NL: 'in den Niederlanden', HU: 'in Ungarn',
  },
  fr: {
    DE: 'en Allemagne', CH: 'en Suisse', AT: 'en Autriche', FR: 'en France', PL: 'en Pologne', IT: 'en Italie',
    GB: 'au Royaume-Uni', US: 'aux États-Unis', ES: 'en Espagne', CO: 'en Colombie', TR: 'en Turquie',
    MX: 'au Mexique', CL: 'au Chili', AR: 'en Argentine', PE: 'au Pérou', RO: 'en Roumanie', GR: 'en Grèce',
    BR: 'au Brésil', CZ: 'en Tchéquie', PT: 'au Portugal', PH: 'aux Philippines', NL: 'aux Pays-Bas', HU: 'en Hongrie',
  },
  it: {
    DE: 'in Germania', CH: 'in Svizzera', AT: 'in Austria', FR: 'in Francia', PL: 'in Polonia', IT: 'in Italia',
    GB: 'nel Regno Unito', US: 'negli Stati Uniti', ES: 'in Spagna', CO: 'in Colombia', TR: 'in Turchia',
    MX: 'in Messico', CL: 'in Cile', AR: 'in Argentina', PE: 'in Perù', RO: 'in Romania', GR: 'in Grecia',
    BR: 'in Brasile', CZ: 'in Cechia', PT: 'in Portogallo', PH: 'nelle Filippine', NL: 'nei Paesi Bassi', HU: 'in Ungheria',
  },
  es: {
    DE: 'en Alemania', CH: 'en Suiza', AT: 'en Austria', FR: 'en Francia', PL: 'en Polonia', IT: 'en Italia',
    GB: 'en el Reino Unido', US: 'en Estados Unidos', ES: 'en España', CO: 'en Colombia', TR: 'en Turquía',
    MX: 'en México', CL: 'en Chile', AR: 'en Argentina', PE: 'en Perú', RO: 'en Rumania', GR: 'en Grecia',
    BR: 'en Brasil', CZ: 'en Chequia', PT: 'en Portugal', PH: 'en Filipinas', NL: 'en los Países Bajos', HU: 'en Hungría',
  },
  pt: {
    DE: 'na Alemanha', CH: 'na Suíça', AT: 'na Áustria', FR: 'em França', PL: 'na Polónia', IT: 'em Itália',
    GB: 'no Reino Unido', US: 'nos Estados Unidos', ES: 'em Espanha', CO: 'na Colômbia', TR: 'na Turquia',
    MX: 'no México', CL: 'no Chile', AR: 'na Argentina', PE: 'no Peru', RO: 'na Roménia', GR: 'na Grécia',
    BR: 'no Brasil', CZ: 'na Chéquia', PT: 'em Portugal', PH: 'nas Filipinas', NL: 'nos Países Baixos', HU: 'na Hungria',
  },
  'pt-BR': {
    DE: 'na Alemanha', CH: 'na Suíça', AT: 'na Áustria', FR: 'na França', PL: 'na Polônia', IT: 'na Itália',
    GB: 'no Reino Unido', US: 'nos Estados Unidos', ES: 'na Espanha', CO: 'na Colômbia', TR: 'na Turquia',
    MX: 'no México', CL: 'no Chile', AR: 'na Argentina', PE: 'no Peru', RO: 'na Romênia', GR: 'na Grécia',
    BR: 'no Brasil', CZ: 'na Tchéquia', PT: 'em Portugal', PH: 'nas Filipinas', NL: 'nos Países Baixos', HU: 'na Hungria',
  },
  pl: {
    DE: 'w Niemczech', CH: 'w Szwajcarii', AT: 'w Austrii', FR: 'we Francji', PL: 'w Polsce', IT: 'we Włoszech',
    GB: 'w Wielkiej Brytanii', US: 'w Stanach Zjednoczonych', ES: 'w Hiszpanii', CO: 'w Kolumbii', TR: 'w Turcji',
    MX: 'w Meksyku', CL: 'w Chile', AR: 'w Argentynie', PE: 'w Peru', RO: 'w Rumunii', GR: 'w Grecji',
    BR: 'w Brazylii', CZ: 'w Czechach', PT: 'w Portugalii', PH: 'na Filipinach', NL: 'w Holandii', HU: 'na Węgrzech',
  },
  cs: {
    DE: 'v Německu', CH: 've Švýcarsku', AT: 'v Rakousku', FR: 've Francii', PL: 'v Polsku', IT: 'v Itálii',
    GB: 've Spojeném království', US: 've Spojených státech', ES: 've Španělsku', CO: 'v Kolumbii', TR: 'v Turecku',
    MX: 'v Mexiku', CL: 'v Chile', AR: 'v Argentině', PE: 'v Peru', RO: 'v Rumunsku', GR: 'v Řecku',
    BR: 'v Brazílii', CZ: 'v Česku', PT: 'v Portugalsku', PH: 'na Filipínách', NL: 'v Nizozemsku', HU: 'v Maďarsku',
  },
  ro: {
    DE: 'în Germania', CH: 'în Elveția', AT: 'în Austria', FR: 'în Franța', PL: 'în Polonia', IT: 'în Italia',
    GB: 'în Regatul Unit', US: 'în Statele Unite', ES: 'în Spania', CO: 'în Columbia', TR: 'în Turcia',
    MX: 'în Mexic', CL: 'în Chile', AR: 'în Argentina', PE: 'în Peru', RO: 'în România', GR: 'în Grecia',
    BR: 'în Brazilia', CZ: 'în Cehia', PT: 'în Portugalia', PH: 'în Filipine', NL: 'în Țările de Jos', HU: 'în Ungaria',
  },
  el: {
    DE: 'στη Γερμανία', CH: 'στην Ελβετία', AT: 'στην Αυστρία', FR: 'στη Γαλλία', PL: 'στην Πολωνία', IT: 'στην Ιταλία',
    GB: 'στο Ηνωμένο Βασίλειο', US: 'στις Ηνωμένες Πολιτείες', ES: 'στην Ισπανία', CO: 'στην Κολομβία', TR: 'στην Τουρκία',
    MX: 'στο Μεξικό', CL: 'στη Χιλή', AR: 'στην Αργεντινή', PE: 'στο Περού', RO: 'στη Ρουμανία', GR: 'στην Ελλάδα',
    BR: 'στη Βραζιλία', CZ: 'στην Τσεχία', PT: 'στην Πορτογαλία', PH: 'στις Φιλιππίνες', NL: 'στην Ολλανδία', HU: 'στην Ουγγαρία',
  },
  tr: {
    DE: "Almanya'da", CH: "İsviçre'de", AT: "Avusturya'da", FR: "Fransa'da", PL: "Polonya'da", IT: "İtalya'da",
    GB: "Birleşik Krallık'ta", US: "ABD'de", ES: "İspanya'da", CO: "Kolombiya'da", TR: "Türkiye'de",
    MX: "Meksika'da", CL: "Şili'de", AR: "Arjantin'de", PE: "Peru'da", RO: "Romanya'da", GR: "Yunanistan'da",
    BR: "Brezilya'da", CZ: "Çekya'da", PT: "Portekiz'de", PH: "Filipinler'de", NL: "Hollanda'da", HU: "Macaristan'da",
  },
  fil: {
    DE: 'sa Germany', CH: 'sa Switzerland', AT: 'sa Austria', FR: 'sa France', PL: 'sa Poland', IT: 'sa Italy',
    GB: 'sa United Kingdom', US: 'sa Estados Unidos', ES: 'sa Spain', CO: 'sa Colombia', TR: 'sa Türkiye',
    MX: 'sa Mexico', CL: 'sa Chile', AR: 'sa Argentina', PE: 'sa Peru', RO: 'sa Romania', GR: 'sa Greece',
    BR: 'sa Brazil', CZ: 'sa Czechia', PT: 'sa Portugal', PH: 'sa Pilipinas', NL: 'sa Netherlands', HU: 'sa Hungary',
  },
};

function formLanguage(locale: Locale): FormLanguage {
  if (locale === 'pt-BR') return 'pt-BR';
  return locale.split('-')[0] as FormLanguage;
}

/** "in der Schweiz" for ('de', 'CH'): the phrase a sentence's {{inCountry}} takes. */
export function inCountry(locale: Locale, country: CountryCode): string {
  return IN_COUNTRY[formLanguage(locale)][country];
}

/** The country's name on its own (a title, a list, "Knowly Schweiz"), in the interface language. */
function countryName(locale: Locale, country: CountryCode): string {
  try {
    return new Intl.DisplayNames([intlLocaleOf(locale)], { type: 'region' }).of(country) ?? country;
  } catch {
    return country;
  }
}

/** The two interpolation values a country-bearing string may use: {{country}} (the name) and {{inCountry}}. */
export function countryWords(locale: Locale, country: CountryCode): { country: string; inCountry: string } {
  return { country: countryName(locale, country), inCountry: inCountry(locale, country) };
}
