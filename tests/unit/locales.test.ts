// Every locale has every translation key that English has, in every namespace, and nothing left empty.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEFAULT_LOCALE, LOCALES } from '../../config/locales';

const root = path.join(process.cwd(), 'public/locales');
const i18nConfig = require('../../next-i18next.config.js') as { i18n: { locales: string[]; defaultLocale: string } };

function keysOf(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, child]) => keysOf(child, prefix ? `${prefix}.${key}` : key));
}

const withoutPluralForms = (keys: string[]) => [...new Set(keys.map((key) => key.replace(/_(zero|one|two|few|many|other)$/, '')))].sort();

function read(locale: string, namespace: string): Record<string, unknown> {
  return JSON.parse(fs.readFileSync(path.join(root, locale, `${namespace}.json`), 'utf8')) as Record<string, unknown>;
}

const namespaces = fs.readdirSync(path.join(root, DEFAULT_LOCALE)).map((file) => file.replace(/\.json$/, ''));

describe('translations', () => {
  it('next-i18next uses the spec locale list and default locale', () => {
    expect(i18nConfig.i18n.locales).toEqual([...LOCALES]);
    expect(i18nConfig.i18n.defaultLocale).toBe(DEFAULT_LOCALE);
  });

  describe.each(LOCALES.filter((locale) => locale !== DEFAULT_LOCALE))('%s', (locale) => {
    it.each(namespaces)('has every key of en/%s.json, none empty', (namespace) => {
      const english = read(DEFAULT_LOCALE, namespace);
      const translated = read(locale, namespace);
      // Plural keys (_one, _few, _many, _other…) count once: which forms a locale needs is plural-forms.test.ts's part.
      expect(withoutPluralForms(keysOf(translated))).toEqual(withoutPluralForms(keysOf(english)));
      for (const key of keysOf(translated)) {
        const value = key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], translated);
        expect(String(value).trim(), `${locale}/${namespace}:${key}`).not.toBe('');
      }
    });
  });
});
