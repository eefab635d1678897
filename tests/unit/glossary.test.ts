// Issue 34 "one term per concept, parents addressed as parents": every locale has a glossary (config/glossary/<locale>.json:
// the one word for each concept and its forbidden variants, the register for students and for parents), every string of
// the locale is checked against the forbidden variants, and every string a parent reads against the students' forms.
// The glossaries live in config/, not public/locales/: that folder is served to the browser as /locales/<locale>/*.json,
// and every file in it is a namespace for locales.test.ts and for next-i18next when no namespace list is given.
import fs from 'node:fs';
import path from 'node:path';
import matter from 'gray-matter';
import { describe, expect, it } from 'vitest';
import { ALL_COUNTRY_CODES } from '../../config/countries/country-config';
import { isParentKey } from '../../config/glossary/parent-keys';
import { LOCALES, type Locale } from '../../config/locales';
import { CONTENT_SLUGS, contentCandidates } from '../../server/content/content-source';

type Forbidden = { pattern: string; why: string; scope?: string; caseSensitive?: boolean };
type Glossary = {
  locale: string;
  register: { students: string; parents: string; parentInformalMarkers: string[] };
  terms: Record<string, { use: string; forbidden: Forbidden[] }>;
};
type Tree = { [key: string]: string | Tree };

const CONCEPTS = ['know', 'knower', 'flashcard', 'card', 'set', 'proPlan', 'payout', 'library', 'subject', 'grade', 'ai'];
const root = path.join(process.cwd(), 'public/locales');

const glossaryOf = (locale: string) => JSON.parse(fs.readFileSync(path.join(process.cwd(), 'config/glossary', `${locale}.json`), 'utf8')) as Glossary;

function entries(tree: Tree, prefix = ''): [string, string][] {
  return Object.entries(tree).flatMap(([key, value]) => (typeof value === 'string' ? [[`${prefix}${key}`, value] as [string, string]] : entries(value, `${prefix}${key}.`)));
}

/** Every string of a locale as ["namespace:key", text], placeholders and nesting removed (their names are code, not words). */
function stringsOf(locale: string): [string, string][] {
  return fs.readdirSync(path.join(root, locale)).flatMap((file) => {
    const namespace = file.replace(/\.json$/, '');
    const tree = JSON.parse(fs.readFileSync(path.join(root, locale, file), 'utf8')) as Tree;
    return entries(tree).map(([key, text]) => [`${namespace}:${key}`, text.replace(/\{\{[^}]*\}\}|\$t\([^)]*\)/g, ' ')] as [string, string]);
  });
}

const contentRoot = path.join(process.cwd(), 'content/pages');

/**
 * The static pages' texts a locale is served (the content loader's first existing candidate for any country: es-AR
 * reads es-AR.md, es-MX the shared es-419.md, en-GB en.md), as sections: [heading, text], the title and description
 * first. A section is a parent's when English's section at the same place names parents ("Information for parents").
 */
function contentSectionsOf(locale: Locale): { id: string; text: string; forParents: boolean }[] {
  return CONTENT_SLUGS.flatMap((slug) => {
    const files = new Set(fs.readdirSync(path.join(contentRoot, slug)).map((file) => file.replace(/\.md$/, '')));
    const served = new Set(ALL_COUNTRY_CODES.map((country) => contentCandidates(locale, country).find((candidate) => files.has(candidate))!));
    const englishHeadings = matter(fs.readFileSync(path.join(contentRoot, slug, 'en.md'), 'utf8')).content.split(/^## /m).map((section) => section.split('\n')[0]!);
    return [...served].flatMap((file) => {
      const { data, content } = matter(fs.readFileSync(path.join(contentRoot, slug, `${file}.md`), 'utf8'));
      const sections = content.split(/^## /m).map((section, index) => ({
        id: `content/pages/${slug}/${file}.md § ${section.split('\n')[0]!.slice(0, 40)}`,
        text: section.replace(/\{\{[^}]*\}\}/g, ' '),
        forParents: /parent/i.test(englishHeadings[index] ?? ''),
      }));
      return [{ id: `content/pages/${slug}/${file}.md (title, description)`, text: `${String(data.title)}\n${String(data.description)}`, forParents: false }, ...sections];
    });
  });
}

/** A whole word or phrase: letters on either side do not belong to it ("tu" is not found in "tutor"). */
const asWord = (pattern: string, caseSensitive = false) => new RegExp(`(?<![\\p{L}\\p{N}])(?:${pattern})(?![\\p{L}\\p{N}])`, caseSensitive ? 'u' : 'iu');

describe.each(LOCALES)('glossary of %s', (locale) => {
  const glossary = glossaryOf(locale);
  const strings = stringsOf(locale);

  it('names the one word for every concept and the register for students and for parents', () => {
    expect(glossary.locale).toBe(locale);
    expect(Object.keys(glossary.terms)).toEqual(expect.arrayContaining(CONCEPTS));
    for (const concept of CONCEPTS) expect(glossary.terms[concept]!.use.trim(), concept).not.toBe('');
    expect(glossary.register.students.trim()).not.toBe('');
    expect(glossary.register.parents.trim()).not.toBe('');
  });

  it('no string uses a forbidden variant', () => {
    const found: string[] = [];
    for (const [concept, { use, forbidden }] of Object.entries(glossary.terms)) {
      for (const rule of forbidden) {
        const pattern = asWord(rule.pattern, rule.caseSensitive);
        const scope = rule.scope ? new RegExp(rule.scope) : null;
        for (const [id, text] of strings) {
          if (scope && !scope.test(id)) continue;
          const match = pattern.exec(text);
          if (match) found.push(`${id}: "${match[0]}" — ${concept} is "${use}" (${rule.why})`);
        }
      }
    }
    expect(found).toEqual([]);
  });

  it('no static page it is served uses a forbidden variant (rules scoped to interface keys aside)', () => {
    const sections = contentSectionsOf(locale);
    expect(sections.length).toBeGreaterThanOrEqual(CONTENT_SLUGS.length);
    const found: string[] = [];
    for (const [concept, { use, forbidden }] of Object.entries(glossary.terms)) {
      for (const rule of forbidden.filter((candidate) => !candidate.scope)) {
        const pattern = asWord(rule.pattern, rule.caseSensitive);
        for (const { id, text } of sections) {
          const match = pattern.exec(text);
          if (match) found.push(`${id}: "${match[0]}" — ${concept} is "${use}" (${rule.why})`);
        }
      }
    }
    expect(found).toEqual([]);
  });

  it("the static pages' sections for parents use the parents' register", () => {
    const markers = glossary.register.parentInformalMarkers.map((marker) => [marker, asWord(marker)] as const);
    const found = contentSectionsOf(locale).filter((section) => section.forParents)
      .flatMap(({ id, text }) => markers.filter(([, pattern]) => pattern.test(text)).map(([marker]) => `${id}: "${marker}"`));
    expect(found).toEqual([]);
  });

  it("strings a parent reads use the parents' register, not the students' forms", () => {
    const markers = glossary.register.parentInformalMarkers.map((marker) => [marker, asWord(marker)] as const);
    const parentStrings = strings.filter(([id]) => isParentKey(id));
    expect(parentStrings.length).toBeGreaterThan(20);
    const found = parentStrings.flatMap(([id, text]) => markers.filter(([, pattern]) => pattern.test(text)).map(([marker]) => `${id}: "${marker}" in "${text}"`));
    expect(found).toEqual([]);
  });
});
