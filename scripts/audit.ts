// `npm run audit`: Lighthouse (mobile), axe-core, the Nu HTML Checker, the MDN HTTP Observatory and a crawl of each
// site's sitemap and links against a production build this script serves itself; writes docs/quality.md and exits 1
// when a budget fails: ARCHITECTURE §7 (Lighthouse scores, axe violations), first-load JS above the floor page (issue
// 29: every route of pages/, scripts/audit/first-load-js.ts; the floor app, scripts/audit/floor.ts, is built and
// served next to the app) or the crawl of issue 15 (sitemap URLs
// answer 200 with their canonical, redirects carry an ASCII-only Location, no link answers 404; scripts/audit/crawl.ts).
// The pages and sites are in scripts/audit/pages.ts; the crawl takes its URLs from the sitemaps, not from --pages.
//
//   npm run audit                      everything; writes docs/quality.md
//   npm run audit -- --subset          CI: home and the know page on de.localhost, Lighthouse + axe; the crawl of de
//   npm run audit -- --pages=home,auth/signin --sites=de,fr
//   npm run audit -- --skip-lighthouse --skip-axe --skip-vnu --skip-observatory --skip-crawl
//   npm run audit -- --sites=de --skip-lighthouse --skip-axe --skip-vnu --skip-observatory   only the crawl, of de
//   npm run audit -- --skip-first-load-js   leave out the first-load JS budget (issues 16 and 29)
//   npm run audit -- --runs=5          Lighthouse runs per page and site, the median kept (default 3)
//   npm run audit -- --advisory=performance  report a Lighthouse category's scores without failing on them
//   npm run audit -- --advisory=first-load-js  report first-load JS without failing on it
//   npm run audit -- --out=docs/quality.md   (filtered runs and --subset print their report and write no file unless --out)
//   npm run audit -- --dist-dir=.next-test   audit the build in that folder (CI: the one `npm test` made, stamped for
//                                      APP_ENV=local with source maps) when it is current, else build there (default .next-audit)
import './load-env';
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ensureBuild } from './ensure-build';
import { AxeRunner, type AxeResult } from './audit/axe';
import { crawlSite } from './audit/crawl';
import { discoverRoutes, firstLoadJsLogLine, kB, measureFloor, measureRoutes } from './audit/first-load-js';
import { ensureFloorBuild, FLOOR_PATH, startFloorServer, type FloorServer } from './audit/floor';
import { CHROMIUM, measureOnceMoreIfShort, runLighthouseWithFloor, type LighthouseResult } from './audit/lighthouse';
import { runObservatory } from './audit/observatory';
import { LIGHTHOUSE_SITES, MARKUP_SITES, PAGES, SITES, SUBSET, type AuditPage, type Site } from './audit/pages';
import { budgetFailures, lighthouseShortfalls, renderReport, type AuditReport, type Row } from './audit/report';
import { startServer } from './audit/server';
import { runVnu, type VnuResult } from './audit/vnu';

const DEFAULT_DIST_DIR = '.next-audit';
const DEFAULT_OUT = path.join('docs', 'quality.md');

type Options = { subset: boolean; runs: number; pages?: string[]; sites?: string[]; skip: Set<string>; advisory: Set<string>; out?: string; distDir: string; help: boolean };

function parseArgs(argv: string[]): Options {
  const options: Options = { subset: false, runs: 3, skip: new Set(), advisory: new Set(), distDir: DEFAULT_DIST_DIR, help: false };
  for (const arg of argv) {
    const [name, value] = arg.split(/=(.*)/s) as [string, string | undefined];
    if (name === '--subset') options.subset = true;
    else if (name === '--pages' && value) options.pages = value.split(',').map((p) => p.trim()).filter(Boolean);
    else if (name === '--sites' && value) options.sites = value.split(',').map((s) => s.trim()).filter(Boolean);
    else if (name === '--out' && value) options.out = value;
    else if (name === '--dist-dir' && value) options.distDir = value;
    else if (name === '--runs' && value && Number.isInteger(Number(value)) && Number(value) > 0) options.runs = Number(value);
    else if (/^--skip-(lighthouse|axe|vnu|observatory|crawl|first-load-js)$/.test(name)) options.skip.add(name.slice('--skip-'.length));
    else if (name === '--advisory' && value) for (const category of value.split(',')) options.advisory.add(category.trim());
    else if (name === '--help' || name === '-h') options.help = true;
    else throw new Error(`unknown option ${arg} (see the top of scripts/audit.ts)`);
  }
  return options;
}

const log = (line: string) => console.log(line);

/** The part of the report file the audit does not write (CI's stage times, issue 35), kept across runs: from its
 *  marker line to the end. */
const KEPT_MARKER = '<!-- kept by npm run audit: written by hand below -->';
function keptSection(file: string): string {
  const current = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '';
  const at = current.indexOf(KEPT_MARKER);
  return at === -1 ? '' : `\n${current.slice(at)}`;
}
const seconds = (since: number) => `${((Date.now() - since) / 1000).toFixed(1)} s`;

function machineNote(): string {
  const cpus = os.cpus();
  const chromium = spawnSync(CHROMIUM, ['--version'], { encoding: 'utf8' }).stdout?.trim() || `no Chromium at ${CHROMIUM}`;
  const java = (spawnSync('java', ['-version'], { encoding: 'utf8' }).stderr ?? '').split('\n')[0]?.trim() || 'no Java';
  return `machine: ${os.type()} ${os.release()} ${os.arch()}, ${cpus.length} × ${cpus[0]?.model.trim() ?? 'CPU'}, ${Math.round(os.totalmem() / 2 ** 30)} GB RAM, load average ${os.loadavg()[0]!.toFixed(1)} when the audit started (other work on the machine slows Lighthouse's performance runs), Node ${process.version}, ${chromium}, ${java}`;
}

function git(args: string[]): string {
  try {
    return execFileSync('git', args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
  } catch {
    return '';
  }
}

const packageVersion = (name: string) => (JSON.parse(fs.readFileSync(path.join('node_modules', name, 'package.json'), 'utf8')) as { version: string }).version;

async function main() {
  const started = Date.now();
  const options = parseArgs(process.argv.slice(2));
  if (options.help) {
    console.log(fs.readFileSync(__filename, 'utf8').split('\n').filter((l) => l.startsWith('//')).join('\n'));
    return 0;
  }
  const { distDir } = options;
  const pageFilter = options.subset ? SUBSET.pages : options.pages;
  const siteFilter = options.subset ? SUBSET.sites : options.sites;
  const skip = new Set(options.skip);
  if (options.subset) skip.add('vnu').add('observatory');
  const filtered = options.subset || !!options.pages || !!options.sites || skip.size > 0;
  const out = options.out ?? (filtered ? undefined : DEFAULT_OUT);

  const unknownPages = (pageFilter ?? []).filter((id) => !PAGES.some((p) => p.id === id));
  const unknownSites = (siteFilter ?? []).filter((id) => !SITES.some((s) => s.id === id || s.host === id));
  if (unknownPages.length || unknownSites.length) {
    console.error(`Unknown ${[...unknownPages.map((p) => `page ${p}`), ...unknownSites.map((s) => `site ${s}`)].join(', ')}. Pages: ${PAGES.map((p) => p.id).join(', ')}. Sites: ${SITES.map((s) => s.id).join(', ')}.`);
    return 2;
  }
  const pages = PAGES.filter((p) => !pageFilter || pageFilter.includes(p.id));
  const sites = SITES.filter((s) => !siteFilter || siteFilter.includes(s.id) || siteFilter.includes(s.host));
  const built = pages.filter((p) => !p.notBuiltYet);
  const notBuiltYet = pages.filter((p) => p.notBuiltYet);

  const buildStart = Date.now();
  // Source maps in the audit's build give the first-load JS its breakdown by package.
  process.env.NEXT_BROWSER_SOURCE_MAPS = '1';
  const buildStatus = ensureBuild(distDir, 'local', `Building into ${distDir} (missing, made for another APP_ENV or without source maps, or older than the sources)…`);
  if (buildStatus !== 0) {
    console.error('The build failed: no audit.');
    return 1;
  }
  log(`build: ${distDir} is current (${seconds(buildStart)})`);
  const needsFloor = !skip.has('first-load-js') || !skip.has('lighthouse');
  const floorStart = Date.now();
  if (needsFloor && ensureFloorBuild() !== 0) {
    console.error('The floor app\'s build failed: no audit.');
    return 1;
  }
  if (needsFloor) log(`build: the floor app is current (${seconds(floorStart)})`);

  const report: AuditReport = {
    date: new Date().toISOString().replace('T', ' ').slice(0, 16) + ' UTC',
    commit: git(['rev-parse', '--short', 'HEAD']) || 'unknown',
    dirty: git(['status', '--porcelain', '--untracked-files=no']) !== '',
    machine: machineNote(),
    tools: [`lighthouse ${packageVersion('lighthouse')}`, `@axe-core/playwright ${packageVersion('@axe-core/playwright')}`],
    seconds: 0,
    lighthouseRuns: options.runs,
    scope: options.subset
      ? `--subset (CI): ${SUBSET.pages.join(', ')} on ${SUBSET.sites.join(', ')}, Lighthouse and axe; the crawl of ${SUBSET.sites.join(', ')}${skip.has('crawl') ? ' skipped' : ''}`
      : filtered
        ? `filtered: pages ${pageFilter?.join(', ') ?? 'all'}, sites ${siteFilter?.join(', ') ?? 'all'}${skip.size ? `, skipped ${[...skip].join(', ')}` : ''}`
        : 'every page and site',
    skipped: [],
    notBuiltYet,
    failures: [],
  };

  const serverStart = Date.now();
  const server = await startServer({ distDir, log });
  let floor: FloorServer | undefined;
  const stopOnSignal = () => void Promise.all([server.stop(), floor?.stop()]).then(() => process.exit(130));
  process.once('SIGINT', stopOnSignal);
  process.once('SIGTERM', stopOnSignal);
  log(`server: healthy after ${seconds(serverStart)}`);

  try {
    if (needsFloor) {
      floor = await startFloorServer();
      log(`floor: the floor page serves on port ${floor.port}`);
    }

    if (!skip.has('first-load-js')) {
      const measureStart = Date.now();
      const host = SITES[0]!.host;
      report.firstLoadJsFloor = await measureFloor({ distDir: floor!.distDir, server: floor!, host, path: FLOOR_PATH });
      log(`first-load JS of the floor page: ${kB(report.firstLoadJsFloor.gzipBytes)} (${report.firstLoadJsFloor.byPackage.slice(0, 5).map((p) => `${p.name} ${kB(p.gzipBytes)}`).join(', ')}, …)`);
      report.firstLoadJs = await measureRoutes({ distDir, routes: discoverRoutes('pages'), server, host });
      for (const r of report.firstLoadJs) log(firstLoadJsLogLine(r, report.firstLoadJsFloor));
      log(`first-load JS: ${report.firstLoadJs.length} routes on ${host} in ${seconds(measureStart)}`);
    }

    // Resolve each page's path on each site once (some need an id from the running server).
    const paths = new Map<string, string>();
    const resolvePath = async (page: AuditPage, site: Site): Promise<string | null> => {
      const key = `${page.id}@${site.id}`;
      if (paths.has(key)) return paths.get(key)!;
      try {
        const resolved = typeof page.path === 'string' ? page.path : await page.path(server, site.host);
        paths.set(key, resolved);
        return resolved;
      } catch (error) {
        report.skipped.push({ page: page.id, path: typeof page.path === 'string' ? page.path : '(resolved at run time)', site, reason: (error as Error).message });
        return null;
      }
    };
    const targets = async (pageList: AuditPage[], siteIds: readonly string[]) => {
      const list: { page: AuditPage; site: Site; path: string }[] = [];
      for (const page of pageList) {
        for (const site of sites.filter((s) => siteIds.includes(s.id))) {
          const resolved = await resolvePath(page, site);
          if (resolved) list.push({ page, site, path: resolved });
        }
      }
      return list;
    };

    if (!skip.has('lighthouse')) {
      report.lighthouse = [];
      for (const { page, site, path: pagePath } of await targets(built.filter((p) => p.lighthouse), LIGHTHOUSE_SITES)) {
        const url = server.url(site.host, pagePath);
        const result: LighthouseResult = await measureOnceMoreIfShort(
          () => runLighthouseWithFloor(url, floor!.url(site.host, FLOOR_PATH), options.runs),
          (measured) => {
            const shortfalls = lighthouseShortfalls(measured, options.advisory);
            if (shortfalls.length) log(`lighthouse ${page.id} on ${site.host}: short of budget (${shortfalls.join('; ')}), measuring once more`);
            return shortfalls;
          },
        );
        report.lighthouse.push({ page: page.id, path: pagePath, site, result });
        const { scores } = result;
        log(`lighthouse ${page.id} on ${site.host}: perf ${scores.performance} a11y ${scores.accessibility} bp ${scores['best-practices']} seo ${scores.seo}, LCP ${Math.round(result.lcpMs ?? 0)} ms, CLS ${result.cls?.toFixed(3)}, TBT ${Math.round(result.tbtMs ?? 0)} ms (floor page: perf ${result.floor?.performance}, LCP ${Math.round(result.floor?.lcpMs ?? 0)} ms, TBT ${Math.round(result.floor?.tbtMs ?? 0)} ms)${result.performanceRuns ? `, median of performance ${result.performanceRuns.map((score) => score ?? 'no score').join(', ')}` : ''}, load ${result.loadAverages?.join(', ') ?? '?'} (${result.seconds.toFixed(1)} s)`);
      }
    }

    // Resolving some paths signs a user up or reads a sitemap: only when a markup tool runs.
    const markupTargets = skip.has('axe') && skip.has('vnu') ? [] : await targets(built, MARKUP_SITES);
    if (!skip.has('axe')) {
      const axeStart = Date.now();
      report.axe = [];
      const runner = await AxeRunner.start();
      try {
        for (const { page, site, path: pagePath } of markupTargets) {
          const result: AxeResult = await runner.check(server.url(site.host, pagePath));
          report.axe.push({ page: page.id, path: pagePath, site, result });
          log(`axe ${page.id} on ${site.host}: ${result.error ? `error ${result.error}` : `${result.violations.length} violation(s)${result.violations.length ? `: ${result.violations.map((v) => `${v.id} ×${v.nodes}`).join(', ')}` : ''}`}`);
        }
      } finally {
        await runner.close();
      }
      log(`axe: ${markupTargets.length} pages in ${seconds(axeStart)}`);
    }

    if (!skip.has('vnu')) {
      const vnuStart = Date.now();
      const documents: { key: string; html: string }[] = [];
      for (const { page, site, path: pagePath } of markupTargets) {
        const response = await server.get(site.host, pagePath);
        if (response.status !== 200) report.skipped.push({ page: page.id, path: pagePath, site, reason: `Nu checker: the page answered ${response.status}` });
        else documents.push({ key: `${page.id}@${site.id}`, html: response.body });
      }
      const { results, version } = runVnu(documents);
      report.tools.push(`vnu ${version}`);
      report.vnu = markupTargets
        .filter(({ page, site }) => results.has(`${page.id}@${site.id}`))
        .map(({ page, site, path: pagePath }): Row<VnuResult> => ({ page: page.id, path: pagePath, site, result: results.get(`${page.id}@${site.id}`)! }));
      for (const { page, site, result } of report.vnu) log(`vnu ${page} on ${site.host}: ${result.errors.length} error(s), ${result.warnings.length} warning(s)`);
      log(`vnu: ${documents.length} documents in ${seconds(vnuStart)}`);
    }

    if (!skip.has('observatory')) {
      const observatoryStart = Date.now();
      try {
        report.observatory = await runObservatory(sites.map((s) => s.host), server.port, log);
        report.tools.push(`mdn-http-observatory ${report.observatory.version}`);
        for (const r of report.observatory.results) log(`observatory ${r.host} (${r.mode}): ${r.scan ? `${r.scan.grade}, score ${r.scan.score}, ${r.scan.testsPassed}/${r.scan.testsQuantity} tests passed` : `error ${r.error}`}`);
      } catch (error) {
        report.observatoryError = (error as Error).message;
        log(`observatory: not run: ${report.observatoryError}`);
      }
      log(`observatory: ${seconds(observatoryStart)}`);
    }

    if (!skip.has('crawl')) {
      const crawlStart = Date.now();
      report.crawl = [];
      for (const site of sites) report.crawl.push(await crawlSite(server, site, { port: server.port, log }));
      log(`crawl: ${sites.length} site(s) in ${seconds(crawlStart)}`);
    }
  } finally {
    await Promise.all([server.stop(), floor?.stop()]);
  }

  report.failures = budgetFailures(report, { advisory: options.advisory });
  report.seconds = (Date.now() - started) / 1000;
  const markdown = renderReport(report);
  if (out) {
    fs.writeFileSync(out, `${markdown.trimEnd()}\n${keptSection(out)}`);
    log(`\nwrote ${out}`);
  } else {
    log(`\n${markdown}`);
  }
  for (const page of notBuiltYet) log(`not built yet: ${page.id} (${page.notBuiltYet})`);
  for (const skipped of report.skipped) log(`could not audit: ${skipped.page} on ${skipped.site?.host ?? 'every site'}: ${skipped.reason}`);
  if (options.advisory.size) log(`\nadvisory, reported but not failing: ${[...options.advisory].join(', ')} (scores in the tables above)`);
  if (report.failures.length) {
    console.error(`\n${report.failures.length} budget failure(s):\n${report.failures.map((f) => `  ✗ ${f}`).join('\n')}`);
  } else {
    log('\nevery budget met');
  }
  log(`audit took ${seconds(started)}`);
  return report.failures.length ? 1 : 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
