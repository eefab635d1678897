// Server-side lookup of one translation, for texts assembled on the server (e.g. content placeholders).
import fs from 'node:fs';
import path from 'node:path';
import { DEFAULT_LOCALE, type Locale } from '../../config/locales';

const cache = new Map<string, Record<string, string>>();

function namespace(locale: string, ns: string): Record<string, string> {
  const file = path.join(process.cwd(), 'public/locales', locale, `${ns}.json`);
  if (!cache.has(file)) cache.set(file, fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, string>) : {});
  return cache.get(file)!;
}

/** The text of name in one locale: with a numeric count, its plural form as i18next picks it ("_few" for 22 in Polish). */
function lookUp(locale: Locale, ns: string, name: string, count: unknown): string | undefined {
  const texts = namespace(locale, ns);
  if (typeof count === 'number') {
    const form = texts[`${name}_${new Intl.PluralRules(locale).select(count)}`] ?? texts[`${name}_other`];
    if (form !== undefined) return form;
  }
  return texts[name];
}

export function translate(locale: Locale, key: `${string}:${string}`, values: Record<string, string | number> = {}): string {
  const [ns, name] = key.split(':') as [string, string];
  const text = lookUp(locale, ns, name, values.count) ?? lookUp(DEFAULT_LOCALE, ns, name, values.count) ?? key;
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, variable: string) => String(values[variable] ?? whole));
}
