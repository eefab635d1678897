// Content from Markdown files: content/pages/<slug>/<candidate>.md, e.g. legal-imprint/de.AT.md, de.md, en.md.
import fs from 'node:fs/promises';
import path from 'node:path';
import { contentCandidates, type ContentSource } from './content-source';
import { renderContent } from './render-markdown';

export function markdownContentSource(root = path.join(process.cwd(), 'content/pages')): ContentSource {
  const files = new Map<string, Promise<string | null>>();
  const read = (file: string) => {
    if (!files.has(file)) files.set(file, fs.readFile(file, 'utf8').catch(() => null));
    return files.get(file)!;
  };
  return {
    async getPage({ slug, locale, country, placeholders }) {
      for (const candidate of contentCandidates(locale, country)) {
        const source = await read(path.join(root, slug, `${candidate}.md`));
        if (source !== null) return { slug, language: candidate.split('.')[0]!, ...renderContent(source, placeholders) };
      }
      return null;
    },
  };
}
