// The Lighthouse gate fails only for a real regression: a measurement short of a budget is taken once more and the
// second one decides; advisory categories never fall short; the report shows both and the machine's load.
import { describe, expect, it } from 'vitest';
import type { LighthouseResult } from '../lighthouse';
import { itemsNamed, measureOnceMoreIfShort } from '../lighthouse';
import { budgetFailures, lighthouseShortfalls } from '../report';

const measurement = (performance: number | null, overrides: Partial<LighthouseResult> = {}): LighthouseResult => ({
  url: 'http://de.localhost/',
  scores: { performance, accessibility: 100, 'best-practices': 100, seo: 100 },
  lcpMs: 1800,
  cls: 0,
  tbtMs: 90,
  failedAudits: [],
  warnings: [],
  performanceRuns: [performance, performance, performance],
  loadAverages: [1.2, 1.4, 1.1],
  seconds: 30,
  chromeVersion: '156',
  ...overrides,
});

/** Hands out the given measurements one per call and counts the calls. */
function measurements(...results: LighthouseResult[]) {
  let calls = 0;
  return {
    measure: async () => results[calls++]!,
    calls: () => calls,
  };
}

describe('lighthouseShortfalls', () => {
  it('names each category under its budget, and none that is advisory', () => {
    const result = measurement(88, { scores: { performance: 88, accessibility: 96, 'best-practices': 100, seo: 100 } });
    expect(lighthouseShortfalls(result)).toEqual(['performance 88 (budget ≥ 95)', 'accessibility 96 (budget = 100)']);
    expect(lighthouseShortfalls(result, new Set(['performance']))).toEqual(['accessibility 96 (budget = 100)']);
    expect(lighthouseShortfalls(measurement(97))).toEqual([]);
  });

  it('judges a page measured next to the floor page by TBT above the floor, LCP and CLS rather than by its score (issue 29)', () => {
    const floor = { url: 'http://de.localhost:4000/', tbtMs: 170, lcpMs: 720, cls: 0, performance: 98 };
    expect(lighthouseShortfalls(measurement(80, { tbtMs: 320, lcpMs: 2000, cls: 0.05, floor }))).toEqual([]);
    expect(lighthouseShortfalls(measurement(99, { tbtMs: 321, lcpMs: 2010, cls: 0.06, floor }))).toEqual([
      "TBT 321 ms against the floor page's 170 ms (budget ≤ floor + 150 ms)",
      'LCP 2.01 s (budget ≤ 2.00 s)',
      'CLS 0.060 (budget ≤ 0.05)',
    ]);
    expect(lighthouseShortfalls(measurement(60, { tbtMs: 900, floor }), new Set(['performance']))).toEqual([]);
  });

  it('counts a run without a score as short', () => {
    expect(lighthouseShortfalls(measurement(null, { runtimeError: 'NO_FCP' }))).toEqual(['NO_FCP', 'performance no score (budget ≥ 95)']);
  });
});

describe('measureOnceMoreIfShort', () => {
  it('measures once when the page is within budget', async () => {
    const runs = measurements(measurement(97), measurement(80));
    const result = await measureOnceMoreIfShort(runs.measure, (r) => lighthouseShortfalls(r));
    expect(runs.calls()).toBe(1);
    expect(result.scores.performance).toBe(97);
    expect(result.firstMeasurement).toBeUndefined();
  });

  it('measures a page that fell short once more, and the second measurement decides', async () => {
    const runs = measurements(measurement(90), measurement(96), measurement(50));
    const result = await measureOnceMoreIfShort(runs.measure, (r) => lighthouseShortfalls(r));
    expect(runs.calls()).toBe(2);
    expect(result.scores.performance).toBe(96);
    expect(result.firstMeasurement).toEqual([90, 90, 90]);
    expect(result.seconds).toBe(60);
    expect(budgetFailures({ lighthouse: [{ page: 'home', path: '/', site: { id: 'de', host: 'de.localhost' } as never, result }] })).toEqual([]);
  });

  it('fails a page that falls short twice', async () => {
    const runs = measurements(measurement(90), measurement(91));
    const result = await measureOnceMoreIfShort(runs.measure, (r) => lighthouseShortfalls(r));
    expect(runs.calls()).toBe(2);
    expect(budgetFailures({ lighthouse: [{ page: 'home', path: '/', site: { id: 'de', host: 'de.localhost' } as never, result }] })).toEqual([
      'Lighthouse home on de.localhost: performance 91 (budget ≥ 95)',
    ]);
  });
});

describe('itemsNamed', () => {
  it('names what a failed audit found: an inspector issue with its URLs, a console error', () => {
    const inspector = { type: 'table', items: [{ issueType: 'Content security policy', subItems: { type: 'subitems', items: [{ url: 'http://de.localhost/_next/static/chunks/a.js' }] } }] };
    expect(itemsNamed(inspector)).toBe('Content security policy http://de.localhost/_next/static/chunks/a.js');
    expect(itemsNamed({ type: 'table', items: [{ source: 'network', description: 'Failed to load resource: 404' }] })).toBe('Failed to load resource: 404');
    expect(itemsNamed({ type: 'table', items: [] })).toBe('');
    expect(itemsNamed(undefined)).toBe('');
  });
});
