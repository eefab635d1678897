// Every static page has its text in every content language, with the front matter and placeholders of English.
import fs from 'node:fs';
import path from 'node:path';
import matter from 'gray-matter';
import { describe, expect, it } from 'vitest';
import { CONTENT_SLUGS } from '../content-source';

const root = path.join(process.cwd(), 'content/pages');
/** en-GB reads en; es-MX, es-CO, es-PE and es-CL read es-419; es-AR has its own, in voseo (see contentCandidates). */
const CONTENT_LANGUAGES = ['en', 'de', 'fr', 'it', 'es', 'es-419', 'es-AR', 'pt-BR', 'pt', 'pl', 'cs', 'ro', 'tr', 'el', 'fil'];
const placeholdersOf = (text: string) => [...new Set(text.match(/\{\{\s*\w+\s*\}\}/g) ?? [])].sort();

describe.each(CONTENT_SLUGS)('content page %s', (slug) => {
  const english = fs.readFileSync(path.join(root, slug, 'en.md'), 'utf8');

  it.each(CONTENT_LANGUAGES)('has a %s text with title, description and the English placeholders', (language) => {
    const file = path.join(root, slug, `${language}.md`);
    expect(fs.existsSync(file), `${slug}/${language}.md`).toBe(true);
    const text = fs.readFileSync(file, 'utf8');
    const { data } = matter(text);
    expect(typeof data.title === 'string' && data.title.length > 0).toBe(true);
    expect(typeof data.description === 'string' && data.description.length > 0 && data.description.length <= 160).toBe(true);
    expect(placeholdersOf(text)).toEqual(placeholdersOf(english));
  });
});
