// Issue 15 "counts use the language's plural rules": every count the UI shows ("1 know", "2 knows", Polish "2 knowy",
// "5 knowów") is an i18next plural key, and each plural key has exactly the forms its locale's plural rules need
// (Intl.PluralRules(locale).resolvedOptions().pluralCategories — one/other in German, one/few/many/other in Polish…).
import fs from 'node:fs';
import path from 'node:path';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { DEFAULT_LOCALE, LOCALES } from '../../config/locales';

const root = path.join(process.cwd(), 'public/locales');
const namespaces = fs.readdirSync(path.join(root, DEFAULT_LOCALE)).map((file) => file.replace(/\.json$/, ''));
const PLURAL_FORM = /^(.*)_(zero|one|two|few|many|other)$/;

type Tree = { [key: string]: string | Tree };
const read = (locale: string, namespace: string) => JSON.parse(fs.readFileSync(path.join(root, locale, `${namespace}.json`), 'utf8')) as Tree;

function entries(tree: Tree, prefix = ''): [string, string][] {
  return Object.entries(tree).flatMap(([key, value]) => (typeof value === 'string' ? [[`${prefix}${key}`, value] as [string, string]] : entries(value, `${prefix}${key}.`)));
}

/** Plural keys of a namespace: base key → the forms present, with their texts. */
function pluralKeys(tree: Tree): Map<string, Map<string, string>> {
  const keys = new Map<string, Map<string, string>>();
  for (const [key, text] of entries(tree)) {
    const match = PLURAL_FORM.exec(key);
    if (!match) continue;
    if (!keys.has(match[1]!)) keys.set(match[1]!, new Map());
    keys.get(match[1]!)!.set(match[2]!, text);
  }
  return keys;
}

const variables = (text: string) => [...new Set([...text.matchAll(/\{\{\s*(\w+)/g)].map((match) => match[1]!))].sort();

/** The counts the UI shows, each a plural key in every locale (namespace:key). */
const COUNTS = [
  'catalogue:knowCount', 'library:knowCount', 'knower:description', 'know:pages', 'know:views', 'know:cta.pages',
  'common:knowCard.pages', 'common:knowCard.likes', 'search:resultsFor', 'search:newest', 'search:exactResults',
  'search:hits', 'upload:filesCount', 'upload:pagesCount', 'profile:recoveryCodesLeft',
];

describe("counts use the language's plural rules", () => {
  describe.each(LOCALES)('%s', (locale) => {
    const needed = [...new Intl.PluralRules(locale).resolvedOptions().pluralCategories].sort();

    it.each(namespaces)('every plural key of %s.json has the forms the locale needs, with the variables of English', (namespace) => {
      const english = pluralKeys(read(DEFAULT_LOCALE, namespace));
      for (const [key, forms] of pluralKeys(read(locale, namespace))) {
        expect([...forms.keys()].sort(), `${locale}/${namespace}:${key}`).toEqual(needed);
        const englishVariables = variables(english.get(key)?.get('other') ?? '');
        for (const [form, text] of forms) expect(variables(text), `${locale}/${namespace}:${key}_${form}`).toEqual(englishVariables);
      }
    });

    it.each(COUNTS)('%s is a plural key', (count) => {
      const [namespace, key] = count.split(':') as [string, string];
      expect(pluralKeys(read(locale, namespace)).has(key), `${locale}/${count}`).toBe(true);
      expect(entries(read(locale, namespace)).map(([name]) => name)).not.toContain(key);
    });
  });

  it('i18next picks the form by the count: "1 Know", "2 Knows"; Polish "1 know", "2 knowy", "5 knowów", "22 knowy"', async () => {
    const instance = i18next.createInstance();
    await instance.init({ lng: 'de', resources: { de: { catalogue: read('de', 'catalogue') }, pl: { catalogue: read('pl', 'catalogue') } }, interpolation: { escapeValue: false } });
    expect([1, 2].map((count) => instance.t('catalogue:knowCount', { count }))).toEqual(['1 Know', '2 Knows']);
    const polish = instance.getFixedT('pl');
    expect([1, 2, 5, 22, 0].map((count) => polish('catalogue:knowCount', { count }))).toEqual(['1 know', '2 knowy', '5 knowów', '22 knowy', '0 knowów']);
  });
});
