// Lighthouse through its Node API in Debian's Chromium (chrome-launcher, new headless), in a child process
// (lighthouse-run.mjs): the default config, which is the mobile preset (Moto G Power emulation, simulated slow 4G and
// 4× CPU slowdown). One fresh browser per run, runs one after another. Each run visits as a first-time visitor: no cookies, so the cookie banner shows where it does.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Result as Lhr } from 'lighthouse';
import { LIGHTHOUSE_CATEGORIES, type LighthouseCategory } from './pages';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export type LighthouseResult = {
  url: string;
  scores: Record<LighthouseCategory, number | null>;
  lcpMs: number | null;
  cls: number | null;
  tbtMs: number | null;
  /** Audits that cost points in accessibility, best practices or SEO, and the performance metrics' own scores. */
  failedAudits: { category: LighthouseCategory; id: string; title: string; score: number | null; displayValue?: string }[];
  /** The element Lighthouse took as the largest contentful paint. */
  lcpElement?: string;
  runtimeError?: string;
  warnings: string[];
  /** Performance scores of every run when there were several (the result is the run with the median score). */
  performanceRuns?: (number | null)[];
  /** The machine's 1-minute load average as each run started (other work on a shared machine slows a run). */
  loadAverages?: number[];
  /** Set when the page fell short and was measured again once: the first measurement's performance scores. */
  firstMeasurement?: (number | null)[];
  seconds: number;
  chromeVersion: string;
  /** The floor page measured in the same runs, one floor run before each of the page's (issue 29). */
  floor?: { url: string; tbtMs: number | null; lcpMs: number | null; cls: number | null; performance: number | null };
};

/** Runs Lighthouse in a plain Node child process (see lighthouse-run.mjs) and reads its result. */
async function lighthouseResult(url: string): Promise<Lhr> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'knowly-lighthouse-'));
  const out = path.join(dir, 'lhr.json');
  try {
    const stderr: string[] = [];
    const child = spawn(process.execPath, [path.join(__dirname, 'lighthouse-run.mjs'), url, CHROMIUM, out], { stdio: ['ignore', 'inherit', 'pipe'] });
    child.stderr.on('data', (chunk: Buffer) => stderr.push(chunk.toString('utf8')));
    const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
    if (code !== 0 || !fs.existsSync(out)) throw new Error(`Lighthouse failed on ${url} (exit ${code}): ${stderr.join('').trim().slice(-500)}`);
    return JSON.parse(fs.readFileSync(out, 'utf8')) as Lhr;
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/** The first few rows of a failed audit's table (an inspector issue's type and the URLs it names, a console error's
 *  text), so that a failure met once on a loaded machine can still be told from the report. */
export function itemsNamed(details: unknown): string {
  const items = (details as { items?: Record<string, unknown>[] } | undefined)?.items ?? [];
  return items
    .slice(0, 3)
    .map((item) => {
      const name = ['issueType', 'description', 'source', 'url'].map((key) => item[key]).find((value) => typeof value === 'string') as string | undefined;
      const subItems = ((item.subItems as { items?: { url?: string }[] } | undefined)?.items ?? []).flatMap((sub) => (sub.url ? [sub.url] : [])).slice(0, 2);
      return [name ?? '', ...subItems].filter(Boolean).join(' ');
    })
    .filter(Boolean)
    .join(', ');
}

async function runLighthouse(url: string): Promise<LighthouseResult> {
  const started = Date.now();
  const lhr = await lighthouseResult(url);
  const numeric = (id: string) => lhr.audits[id]?.numericValue ?? null;
  const scores = Object.fromEntries(
    LIGHTHOUSE_CATEGORIES.map((id) => [id, lhr.categories[id]?.score == null ? null : Math.round(lhr.categories[id]!.score! * 100)]),
  ) as Record<LighthouseCategory, number | null>;
  const failedAudits: LighthouseResult['failedAudits'] = [];
  for (const category of LIGHTHOUSE_CATEGORIES) {
    for (const ref of lhr.categories[category]?.auditRefs ?? []) {
      const audit = lhr.audits[ref.id];
      if (!audit || ref.weight === 0 || audit.score === null || audit.score >= 1) continue;
      if (audit.scoreDisplayMode === 'notApplicable' || audit.scoreDisplayMode === 'informative' || audit.scoreDisplayMode === 'manual') continue;
      const items = itemsNamed(audit.details);
      failedAudits.push({ category, id: ref.id, title: audit.title, score: audit.score, displayValue: [audit.displayValue, items].filter(Boolean).join('; ') || undefined });
    }
  }
  const lcpItems = (lhr.audits['largest-contentful-paint-element']?.details as { items?: { items?: { node?: { selector?: string; snippet?: string } }[] }[] } | undefined)?.items;
  const lcpNode = lcpItems?.[0]?.items?.[0]?.node;
  return {
    url,
    scores,
    lcpElement: lcpNode ? `${lcpNode.selector ?? ''} ${lcpNode.snippet ?? ''}`.trim() : undefined,
    lcpMs: numeric('largest-contentful-paint'),
    cls: numeric('cumulative-layout-shift'),
    tbtMs: numeric('total-blocking-time'),
    failedAudits,
    runtimeError: lhr.runtimeError ? `${lhr.runtimeError.code}: ${lhr.runtimeError.message}` : undefined,
    warnings: lhr.runWarnings ?? [],
    seconds: (Date.now() - started) / 1000,
    chromeVersion: lhr.environment?.hostUserAgent?.match(/Chrome\/([\d.]+)/)?.[1] ?? 'unknown',
  };
}

/** The run with the median performance score of several of one page (Lighthouse's own advice for noisy machines). */
function median(results: LighthouseResult[], loadAverages: number[]): LighthouseResult {
  if (results.length === 1) return { ...results[0]!, loadAverages };
  // A run without a performance score (a runtime error) is left out of the median and named in the warnings.
  const scored = results.filter((r) => r.scores.performance !== null);
  const sorted = [...(scored.length ? scored : results)].sort((a, b) => (a.scores.performance ?? -1) - (b.scores.performance ?? -1));
  const middle = sorted[Math.floor((sorted.length - 1) / 2)]!;
  const failedRuns = results.flatMap((r, index) => (r.scores.performance === null ? [`run ${index + 1} had no performance score: ${r.runtimeError ?? 'no runtime error given'}`] : []));
  const warnings = [...new Set([...results.flatMap((r) => r.warnings), ...failedRuns])];
  return { ...middle, warnings, performanceRuns: results.map((r) => r.scores.performance), loadAverages, seconds: results.reduce((sum, r) => sum + r.seconds, 0) };
}

/** Runs Lighthouse `runs` times on each of the URLs, one URL after the other in every round (the floor page next to
 *  a page: both meet the same load on the machine), and keeps each URL's median run. */
async function runLighthouseInterleaved(urls: readonly string[], runs: number): Promise<LighthouseResult[]> {
  const results = urls.map(() => [] as LighthouseResult[]);
  const loadAverages = urls.map(() => [] as number[]);
  for (let run = 0; run < runs; run += 1) {
    for (const [index, url] of urls.entries()) {
      loadAverages[index]!.push(Number(os.loadavg()[0]!.toFixed(2)));
      results[index]!.push(await runLighthouse(url));
    }
  }
  return results.map((list, index) => median(list, loadAverages[index]!));
}

/** A page's median measured interleaved with the floor page's, the floor's figures kept with it. */
export async function runLighthouseWithFloor(url: string, floorUrl: string, runs: number): Promise<LighthouseResult> {
  const [page, floor] = await runLighthouseInterleaved([url, floorUrl], runs);
  return { ...page!, floor: { url: floorUrl, tbtMs: floor!.tbtMs, lcpMs: floor!.lcpMs, cls: floor!.cls, performance: floor!.scores.performance } };
}

/**
 * A gate that fails only for a real regression (issue 16): a page whose measurement falls short of a budget is
 * measured once more, and the second measurement decides; the first one's performance scores stay in the report.
 */
export async function measureOnceMoreIfShort(measure: () => Promise<LighthouseResult>, shortfalls: (result: LighthouseResult) => string[]): Promise<LighthouseResult> {
  const first = await measure();
  if (!shortfalls(first).length) return first;
  const second = await measure();
  return { ...second, firstMeasurement: first.performanceRuns ?? [first.scores.performance], seconds: first.seconds + second.seconds };
}
