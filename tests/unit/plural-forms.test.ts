// Issue 15 "counts use the language's plural rules": every count the UI shows ("1 know", "2 knows", Polish "2 knowy",
// "5 knowów") is an i18next plural key, and each plural key has exactly the forms its locale's plural rules need
// (Intl.PluralRules(locale).resolvedOptions().pluralCategories — one/other in German, one/few/many/other in Polish…).
import fs from 'node:fs';
import path from 'node:path';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { DEFAULT_LOCALE, LOCALES, type Locale } from '../../config/locales';
import { intlLocaleOf } from '../../lib/i18n/intl-locale';

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
  // Issue 34: the limits and periods that were right only for today's config values ("de peste 14 de zile", "{{max}} przedmioty").
  'upload:undeletable', 'upload:allowedFiles', 'upload:limitsPdf', 'upload:limitsImages', 'upload:problems.pdfTooManyPages',
  'upload:problems.tooManyImages', 'upload:errors.titleLength', 'upload:errors.descriptionLength', 'upload:errors.tooManySubjects',
  'library:newFolder.hint', 'library:folderName.tooLong', 'common:forms.tooShort', 'common:forms.tooLong', 'common:forms.tooYoung',
  'auth:birthDateHint', 'auth:birthDateConsentHint', 'auth:parentEmailHint', 'auth:parentEmailRequired', 'content:minimumAgeSentence',
  'payouts:competition.yourPlace',
  // Issue 34: the mails' link lifetimes, passed from the tokens' real lifetimes ("The link is valid for 7 days.").
  'mail:confirmEmail.validity', 'mail:resetPassword.validity', 'mail:changeEmail.validity', 'mail:parentalConsent.validity',
  'mail:competitionPrize.validity', 'auth:passwordRules',
  // Issue 34: settings of the code that were written into the texts (3–30, "the last 30 days", 400 reviews, 7/30/90 days).
  'profile:usernameRules', 'flashcards:settings.forecastTitle', 'flashcards:settings.notPersonalized',
  'flashcards:statistics.chartTitle', 'flashcards:statistics.achieved', 'flashcards:statistics.retentionNone',
  'payouts:chart.title', 'payouts:chart.total', 'payouts:chart.empty', 'payouts:chart.label', 'payouts:perKnow.empty',
  'admin:period.days', 'admin:topSearches.lead', 'flashcards:settings.forecastSummary', 'flashcards:statistics.chartSummary',
  'flashcards:statistics.retentionVerdict.below', 'upload:flashcards.reasons.TOO_MANY_CARDS', 'upload:flashcards.reasons.SIDE_TOO_LONG',
  'upload:flashcards.quizlet.problems.customSeparatorTooLong',
];

/** Issue 34: the counts a test renders in the languages with more than two forms and in Greek. */
const SAMPLE_COUNTS = [0, 1, 2, 5, 14, 22, 101];
const MANY_FORM_LOCALES = ['pl', 'cs', 'ro', 'el'] as const;

/** Every string of a namespace, plural forms folded onto their key, with the English text of that key. */
function textsWithEnglish(locale: string, namespace: string): { key: string; text: string; english: string }[] {
  const english = new Map(entries(read(DEFAULT_LOCALE, namespace)).map(([key, text]) => [key.replace(PLURAL_FORM, '$1'), text]));
  return entries(read(locale, namespace)).map(([key, text]) => ({ key, text, english: english.get(key.replace(PLURAL_FORM, '$1')) ?? '' }));
}

const withoutPlaceholders = (text: string) => text.replace(/\{\{[^}]*\}\}|\$t\([^)]*\)/g, ' ');
const digitRuns = (text: string) => withoutPlaceholders(text).match(/\d+/g) ?? [];

/** The locale's own separators: "25.50" and "10,000" in Mexico, "25,50" and "10.000" in Germany, spaces in France. */
function separatorsOf(locale: Locale) {
  const parts = new Intl.NumberFormat(intlLocaleOf(locale)).formatToParts(12345.5);
  const group = parts.find((part) => part.type === 'group')?.value ?? '';
  return { decimal: parts.find((part) => part.type === 'decimal')!.value, group: /\s/.test(group) ? ' ' : group };
}

/** Keys whose dotted number is not a quantity (a version number). */
const NOT_QUANTITIES = new Set(['upload:flashcards.anki.hint']);

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

    it.each(COUNTS)('%s writes no number of its own: the counts come from the code', (count) => {
      const [namespace, key] = count.split(':') as [string, string];
      for (const [form, text] of pluralKeys(read(locale, namespace)).get(key) ?? []) {
        expect(digitRuns(text), `${locale}/${count}_${form}: ${text}`).toEqual([]);
      }
    });
  });

  it.each(MANY_FORM_LOCALES)('%s: every count-bearing key renders 0, 1, 2, 5, 14, 22 and 101 with its own plural form', async (locale) => {
    const instance = i18next.createInstance();
    const namespaceNames = [...new Set(COUNTS.map((count) => count.split(':')[0]!))];
    await instance.init({ lng: locale, fallbackLng: false, resources: { [locale]: Object.fromEntries(namespaceNames.map((name) => [name, read(locale, name)])) }, interpolation: { escapeValue: false } });
    const rules = new Intl.PluralRules(locale);
    for (const count of COUNTS) {
      const [namespace, key] = count.split(':') as [string, string];
      const forms = pluralKeys(read(locale, namespace)).get(key);
      const values = Object.fromEntries(variables(pluralKeys(read(DEFAULT_LOCALE, namespace)).get(key)?.get('other') ?? '').map((name) => [name, 'x']));
      for (const n of SAMPLE_COUNTS) {
        const form = rules.select(n);
        expect(forms?.has(form), `${locale}/${count}_${form} is missing (count ${n})`).toBe(true);
        const text = instance.t(count, { ...values, count: n, max: n, days: n, images: n, pdfPages: n, age: n, knows: n });
        expect(text, `${locale}/${count} with ${n}`).not.toMatch(/\{\{|_(one|few|many|other)$/);
        expect(text, `${locale}/${count} with ${n}`).not.toBe(count);
      }
    }
    if (locale === 'ro') {
      // Romanian puts "de" between a number from 20 on and its noun: "14 zile", "22 de zile", "101 zile".
      expect([14, 22, 101].map((n) => instance.t('upload:undeletable', { days: n, count: n }).includes(`${n} de zile`))).toEqual([false, true, false]);
    }
    if (locale === 'cs') {
      // Czech "other" is 0 and from 5 on (genitive plural: "15 let", "14 dní"); "many" is for fractions ("1,5 roku").
      expect(instance.t('common:forms.tooYoung', { count: 15 })).toContain('15 let');
      expect(instance.t('upload:undeletable', { days: 14, count: 14 })).toContain('14 dní');
      expect(instance.t('upload:errors.titleLength', { min: 3, max: 120, count: 120 })).toContain('120 znaků');
      expect(instance.t('payouts:chart.title', { count: 30 })).toBe('Výdělky za posledních 30 dní');
      expect(instance.t('payouts:chart.title', { count: 3 })).toBe('Výdělky za poslední 3 dny');
    }
  });

  describe.each(LOCALES.filter((locale) => locale !== DEFAULT_LOCALE))('%s: numbers', (locale) => {
    it.each(namespaces)('%s.json writes no number where English has a placeholder, and writes numbers with the locale\'s separators', (namespace) => {
      const { decimal, group } = separatorsOf(locale);
      for (const { key, text, english } of textsWithEnglish(locale, namespace)) {
        if (/\{\{/.test(english)) {
          const englishDigits = new Set(digitRuns(english));
          expect(digitRuns(text).filter((run) => !englishDigits.has(run)), `${locale}/${namespace}:${key}: ${text}`).toEqual([]);
        }
        if (NOT_QUANTITIES.has(`${namespace}:${key}`)) continue;
        for (const [, separator, digits] of withoutPlaceholders(text).matchAll(/\d([.,\u00a0\u202f ])(\d+)(?!\d)/g)) {
          const expected = digits!.length === 3 ? [group, ''] : [decimal];
          const found = /\s/.test(separator!) ? ' ' : separator!;
          expect(expected, `${locale}/${namespace}:${key}: "${separator}" in ${text}`).toContain(found);
        }
      }
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
