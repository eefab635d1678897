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

export function translate(locale: Locale, key: `${string}:${string}`, values: Record<string, string | number> = {}): string {
  const [ns, name] = key.split(':') as [string, string];
  const text = namespace(locale, ns)[name] ?? namespace(DEFAULT_LOCALE, ns)[name] ?? key;
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, variable: string) => String(values[variable] ?? whole));
}
