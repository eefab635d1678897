// Issue 15 "/careers/jobs is linked from the careers page or removed": spec §2 has a company-jobs page under /careers,
// so the careers page of every interface language leads to it (a page no link reaches is an orphan for search engines).
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { LOCALES } from '../../../config/locales';
import { markdownContentSource } from '../../content/markdown-content-source';
import { PUBLIC_PAGES } from '../sitemap';

const source = markdownContentSource(path.join(process.cwd(), 'content/pages'));

describe('/careers/jobs is linked from the careers page', () => {
  it('is a public page of every site', () => {
    expect(PUBLIC_PAGES).toContain('/careers/jobs');
  });

  it.each(LOCALES)('the %s careers page links to /careers/jobs', async (locale) => {
    const page = await source.getPage({ slug: 'careers', locale, country: 'DE', placeholders: {} });
    expect(page?.html).toMatch(/<a href="\/careers\/jobs">[^<]+<\/a>/);
  });
});
