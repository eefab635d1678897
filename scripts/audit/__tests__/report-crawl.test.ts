// The crawl in docs/quality.md: its failures are budget failures, and its section says what was checked.
import { describe, expect, it } from 'vitest';
import type { CrawlResult } from '../crawl';
import { SITES } from '../pages';
import { budgetFailures, renderReport, type AuditReport } from '../report';

const de = SITES.find((s) => s.id === 'de')!;
const crawl: CrawlResult = {
  site: de,
  sitemapFiles: ['/sitemap.xml'],
  sitemapUrls: 420,
  checkedUrls: 50,
  sampled: true,
  canonicalMatches: 49,
  linksChecked: 130,
  redirectsMet: 3,
  notes: ['link http://de.localhost:4000/admin (on http://de.localhost:4000/) answers 403'],
  failures: [{ check: 'link', url: 'http://de.localhost:4000/missing', detail: 'answers 404', foundOn: 'http://de.localhost:4000/' }],
  seconds: 12.3,
};
const report: AuditReport = {
  date: '2026-04-15 10:00 UTC',
  commit: 'abc1234',
  dirty: false,
  machine: 'machine: test',
  tools: [],
  seconds: 13,
  lighthouseRuns: 3,
  scope: 'filtered',
  crawl: [crawl],
  skipped: [],
  notBuiltYet: [],
  failures: [],
};

describe('the crawl in the report', () => {
  it('counts each crawl failure as a budget failure, naming site, check, URL and the page linking to it', () => {
    expect(budgetFailures(report)).toEqual(['crawl de.localhost, link: http://de.localhost:4000/missing answers 404 (linked from http://de.localhost:4000/)']);
    expect(budgetFailures({ ...report, crawl: [{ ...crawl, failures: [] }] })).toEqual([]);
  });

  it('renders what was checked (a sample of 50 of 420), each failure and each note', () => {
    const markdown = renderReport({ ...report, failures: budgetFailures(report) });
    expect(markdown).toContain('## Crawl: sitemaps, canonicals, redirects, links');
    expect(markdown).toContain('| de.localhost | /sitemap.xml | sample of 50 of 420 | 49/50 | 130 | 3 | **1** | 12.3 s |');
    expect(markdown).toContain('- de.localhost, link: http://de.localhost:4000/missing — answers 404 (linked from http://de.localhost:4000/)');
    expect(markdown).toContain('- de.localhost: link http://de.localhost:4000/admin (on http://de.localhost:4000/) answers 403');
  });

  it('leaves the section out when the crawl was skipped', () => {
    expect(renderReport({ ...report, crawl: undefined })).not.toContain('## Crawl');
  });
});
