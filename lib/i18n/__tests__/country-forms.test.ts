// Issue 34: a country inside a sentence takes its language's form ("Beliebt in der Schweiz", "Populaires au Mexique"),
// for every country a user or a site can have, in every interface locale.
import fs from 'node:fs';
import path from 'node:path';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { ALL_COUNTRY_CODES } from '../../../config/countries/country-codes';
import { LOCALES, type Locale } from '../../../config/locales';
import { countryWords, inCountry } from '../country-forms';

const read = (locale: string, namespace: string) => JSON.parse(fs.readFileSync(path.join(process.cwd(), 'public/locales', locale, `${namespace}.json`), 'utf8')) as Record<string, unknown>;

/** Every string that names a country inside a sentence (namespace:key). */
const COUNTRY_KEYS = [
  'catalogue:subjects.description', 'catalogue:subjects.intro', 'catalogue:subject.description', 'catalogue:topic.description',
  'catalogue:feed.sections.country', 'content:contestRunning', 'content:contestUpcoming', 'content:contestEnded',
  'content:noContest', 'content:launched', 'content:notLaunched', 'content:minimumAgeSentence', 'content:noMinimumAgeSentence',
];

/** A preposition written before the country: the table's phrase already has it ("em em Portugal"), or should have. */
const PREPOSITION_BEFORE_NAME = /(?:^|[\s(])(?:in|im|en|au|aux|a|de|del|do|da|no|na|nos|nas|em|w|we|v|ve|z|în|στη|στην|στο|sa|nel|nei|kraju:|zemi|χώρα:)\s+\{\{(?:country|inCountry)\}\}/iu;

async function translator(locale: Locale) {
  const instance = i18next.createInstance();
  await instance.init({ lng: locale, fallbackLng: false, resources: { [locale]: { catalogue: read(locale, 'catalogue'), content: read(locale, 'content') } }, interpolation: { escapeValue: false } });
  return instance;
}

describe('country names in sentences', () => {
  it.each([
    ['de', 'CH', 'Beliebt in der Schweiz'], ['de', 'DE', 'Beliebt in Deutschland'], ['de', 'AT', 'Beliebt in Österreich'],
    ['fr', 'MX', 'Populaires au Mexique'], ['fr', 'FR', 'Populaires en France'], ['es-MX', 'MX', 'Populares en México'],
    ['pl', 'PL', 'Popularne w Polsce'], ['cs', 'CZ', 'Oblíbené v Česku'], ['ro', 'RO', 'Populare în România'],
    ['el', 'GR', 'Δημοφιλή στην Ελλάδα'], ['tr', 'TR', "Türkiye'de popüler"], ['pt-BR', 'BR', 'Populares no Brasil'], ['pt', 'PT', 'Populares em Portugal'],
    ['en', 'US', 'Popular in the United States'], ['fil', 'PH', 'Sikat sa Pilipinas'],
  ] as const)('%s, %s: the feed heading reads "%s"', async (locale, country, heading) => {
    const instance = await translator(locale);
    expect(instance.t('catalogue:feed.sections.country', { inCountry: inCountry(locale, country) })).toBe(heading);
  });

  describe.each(LOCALES)('%s', (locale) => {
    it.each(COUNTRY_KEYS)('%s takes the country as {{inCountry}} or as a bare name, never after a written preposition', (key) => {
      const [namespace, name] = key.split(':') as [string, string];
      const tree = read(locale, namespace);
      const lookUp = (path: string) => path.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], tree);
      const text = lookUp(name) ?? lookUp(`${name}_other`); // a count-bearing sentence is a plural key
      expect(typeof text).toBe('string');
      expect(text as string, `${locale}/${key}`).toMatch(/\{\{(inCountry|country)\}\}/);
      expect(text as string, `${locale}/${key}`).not.toMatch(PREPOSITION_BEFORE_NAME);
    });

    it('renders every country-bearing string for every country with the form of the table and nothing left open', async () => {
      const instance = await translator(locale);
      for (const country of ALL_COUNTRY_CODES) {
        const words = countryWords(locale, country);
        expect(words.inCountry.trim(), `${locale}/${country}`).not.toBe('');
        for (const key of COUNTRY_KEYS) {
          const text = instance.t(key, { ...words, age: 16, count: 16, start: '1', end: '2', subject: 'S', topic: 'T', context: 'C' });
          expect(text, `${locale}/${country}/${key}`).not.toMatch(/\{\{|\}\}/);
          expect(text.includes(words.inCountry) || text.includes(words.country), `${locale}/${country}/${key}: ${text}`).toBe(true);
        }
      }
    });
  });
});
