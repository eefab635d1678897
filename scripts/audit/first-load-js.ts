// First-load JS of a production build (issue 16, budgets of issue 29): per route the gzip size (level 9) of every
// script its HTML loads (`<script src>`, leaving out `nomodule` ones a current browser skips), read from the build
// folder, and that total broken down by package and by module. The budget is the figure above the floor: the same
// measure of the floor page (scripts/audit/floor.ts), a page made of the design's packages alone. Routes come from
// `pages/`, each measured at an instance the demo content has; a route that answers no page of its own signed out
// or signed in is measured from build-manifest.json instead (`/_app` and the route's files: without the chunks
// `next/dynamic` adds to the HTML, so a lower figure) and says so. With source maps (`productionBrowserSourceMaps`)
// a file's gzip size is shared among its sources by the generated code each one owns in the map's mappings (index
// maps with `sections`, as Turbopack writes them, too); without a map the whole file counts as "(no source map)".
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { PUBLIC_PAGES } from '../../server/seo/sitemap';
import { signUp, type ServerAccess } from './pages';

export type Share = { name: string; gzipBytes: number };

/** What a set of scripts weighs. */
export type ScriptsMeasure = {
  /** Bytes after gzip -9, summed over the files. */
  gzipBytes: number;
  /** Relative to the build folder (`static/chunks/…`). */
  files: string[];
  /** Gzip bytes per package (`react-dom`, `@tanstack/query-core`), per first two path segments of our own code
   *  (`components/layout`), `turbopack runtime`, or `(no source map)`; largest first. */
  byPackage: Share[];
  /** Gzip bytes per source module (`features/consent/components/cookie-banner.tsx`,
   *  `react-dom/cjs/react-dom-client.production.js`); largest first. */
  byModule: Share[];
};

export type FirstLoadJs = ScriptsMeasure & {
  route: string;
  /** The address measured (on the German site), or null when the scripts came from the build manifest. */
  path: string | null;
  from: 'html' | 'html, signed in' | 'build manifest';
};

type BuildManifest = { pages: Record<string, string[]> };

type RawSourceMap = {
  sources?: string[];
  sourcesContent?: (string | null)[];
  mappings?: string;
  sections?: { offset?: { line: number; column: number }; map: RawSourceMap }[];
};

export const gzipSize = (content: Buffer | string) => zlib.gzipSync(content, { level: 9 }).length;

/** The group a source of a map belongs to: the package under its last node_modules, else our folder. */
export function sourceGroup(source: string): string {
  const clean = source.replace(/^[a-z-]+:\/+/i, '').replace(/\\/g, '/');
  if (clean.startsWith('[turbopack]') || /(^|\/)turbopack\/browser\/runtime\//.test(clean)) return 'turbopack runtime';
  const modules = clean.lastIndexOf('node_modules/');
  if (modules >= 0) {
    const [first, second] = clean.slice(modules + 'node_modules/'.length).split('/');
    return first?.startsWith('@') && second ? `${first}/${second}` : (first ?? clean);
  }
  const segments = clean.replace(/^\[project\]\//, '').replace(/^\.\//, '').split('/').filter((s) => s && s !== '..');
  if (segments.length <= 1) return segments[0] ?? clean;
  return segments.length === 2 ? segments[0]! : `${segments[0]}/${segments[1]}`;
}

/** The module a source of a map names: its path under the last node_modules, or in our tree. */
export function sourceModule(source: string): string {
  const clean = source.replace(/^[a-z-]+:\/+/i, '').replace(/\\/g, '/');
  if (sourceGroup(source) === 'turbopack runtime') return 'turbopack runtime';
  const modules = clean.lastIndexOf('node_modules/');
  if (modules >= 0) return clean.slice(modules + 'node_modules/'.length);
  return clean.replace(/^\[project\]\//, '').replace(/^\.\//, '').split('/').filter((s) => s && s !== '..').join('/');
}

const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';

/** The fields of each segment of a `mappings` line (base64 VLQ, relative values as in the source map spec). */
function decodeSegment(segment: string): number[] {
  const values: number[] = [];
  let value = 0;
  let shift = 0;
  for (const char of segment) {
    const digit = BASE64.indexOf(char);
    value += (digit & 31) << shift;
    if (digit & 32) shift += 5;
    else {
      values.push(value & 1 ? -(value >>> 1) : value >>> 1);
      value = 0;
      shift = 0;
    }
  }
  return values;
}

/**
 * Generated characters per source: each mapped segment owns the code up to the next segment of its line. Sections of
 * an index map start at their offset. Without mappings, the length of each source's content stands in.
 */
function generatedLengths(map: RawSourceMap, lines: string[], into = new Map<string, number>(), offset = { line: 0, column: 0 }): Map<string, number> {
  for (const section of map.sections ?? []) generatedLengths(section.map, lines, into, section.offset ?? { line: 0, column: 0 });
  const sources = map.sources ?? [];
  if (!map.mappings) {
    sources.forEach((source, index) => into.set(source, (into.get(source) ?? 0) + (map.sourcesContent?.[index]?.length ?? 0)));
    return into;
  }
  let sourceIndex = 0;
  map.mappings.split(';').forEach((lineMappings, lineIndex) => {
    const line = lines[offset.line + lineIndex] ?? '';
    let column = lineIndex === 0 ? offset.column : 0;
    const segments = lineMappings ? lineMappings.split(',').map(decodeSegment) : [];
    const starts: { column: number; source: number | null }[] = [];
    for (const fields of segments) {
      column += fields[0] ?? 0;
      if (fields.length >= 4) sourceIndex += fields[1]!;
      starts.push({ column, source: fields.length >= 4 ? sourceIndex : null });
    }
    starts.forEach((start, i) => {
      const end = i + 1 < starts.length ? starts[i + 1]!.column : line.length;
      const source = start.source === null ? undefined : sources[start.source];
      if (source !== undefined && end > start.column) into.set(source, (into.get(source) ?? 0) + end - start.column);
    });
  });
  return into;
}

function readMap(file: string, code: string): RawSourceMap | null {
  const match = /\/\/[#@] sourceMappingURL=([^\s'"]+)\s*$/.exec(code);
  if (!match || match[1]!.startsWith('data:')) return null;
  const mapFile = path.join(path.dirname(file), match[1]!);
  if (!fs.existsSync(mapFile)) return null;
  return JSON.parse(fs.readFileSync(mapFile, 'utf8')) as RawSourceMap;
}

/** Shares a file's gzip bytes among the packages and modules of its sources by the generated code each owns. */
function attribute(bytes: number, code: string, map: RawSourceMap | null, groups: Map<string, number>, modules: Map<string, number>): void {
  const lengths = map ? generatedLengths(map, code.split('\n')) : new Map<string, number>();
  const total = [...lengths.values()].reduce((sum, n) => sum + n, 0);
  const add = (into: Map<string, number>, name: string, share: number) => into.set(name, (into.get(name) ?? 0) + share);
  if (total === 0) {
    add(groups, '(no source map)', bytes);
    add(modules, '(no source map)', bytes);
    return;
  }
  for (const [source, length] of lengths) {
    add(groups, sourceGroup(source), (bytes * length) / total);
    add(modules, sourceModule(source), (bytes * length) / total);
  }
}

const sorted = (shares: Map<string, number>): Share[] =>
  [...shares].map(([name, bytes]) => ({ name, gzipBytes: Math.round(bytes) })).sort((a, b) => b.gzipBytes - a.gzipBytes);

/** Measures scripts of one build folder; each file is read, compressed and attributed once. */
export function scriptsMeter(distDir: string): (files: readonly string[]) => ScriptsMeasure {
  const cache = new Map<string, { bytes: number; groups: Map<string, number>; modules: Map<string, number> }>();
  const fileInfo = (file: string) => {
    let info = cache.get(file);
    if (!info) {
      const full = path.join(distDir, file);
      const code = fs.readFileSync(full);
      const text = code.toString('utf8');
      const groups = new Map<string, number>();
      const modules = new Map<string, number>();
      const bytes = gzipSize(code);
      attribute(bytes, text, readMap(full, text), groups, modules);
      info = { bytes, groups, modules };
      cache.set(file, info);
    }
    return info;
  };
  return (list) => {
    const files = [...new Set(list)].filter((file) => file.endsWith('.js'));
    const groups = new Map<string, number>();
    const modules = new Map<string, number>();
    let gzipBytes = 0;
    for (const file of files) {
      const info = fileInfo(file);
      gzipBytes += info.bytes;
      for (const [name, bytes] of info.groups) groups.set(name, (groups.get(name) ?? 0) + bytes);
      for (const [name, bytes] of info.modules) modules.set(name, (modules.get(name) ?? 0) + bytes);
    }
    return { gzipBytes, files, byPackage: sorted(groups), byModule: sorted(modules) };
  };
}

/** The build files of the scripts an HTML document loads: every `<script src>` under /_next/ except `nomodule` ones
 *  (a browser with modules skips them), as paths in the build folder (`static/chunks/…`). */
export function htmlScriptFiles(html: string): string[] {
  const files: string[] = [];
  for (const [, attributes] of html.matchAll(/<script\b([^>]*)>/gi)) {
    if (/\snomodule\b/i.test(attributes!)) continue;
    const src = /\ssrc\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/i.exec(attributes!);
    const url = src && (src[1] ?? src[2] ?? src[3])!.replace(/&amp;/g, '&');
    const at = url?.indexOf('/_next/') ?? -1;
    if (url && at >= 0) files.push(decodeURIComponent(url.slice(at + '/_next/'.length).split(/[?#]/)[0]!));
  }
  return [...new Set(files)];
}

/** The route Next rendered an HTML document for (its `__NEXT_DATA__.page`), or null. */
export function htmlRoute(html: string): string | null {
  const data = /<script id="__NEXT_DATA__"[^>]*>([\s\S]*?)<\/script>/.exec(html);
  if (!data) return null;
  try {
    return (JSON.parse(data[1]!) as { page?: string }).page ?? null;
  } catch {
    return null;
  }
}

/** The scripts of a route as build-manifest.json lists them (`/_app` and the route), or null for an unknown route. */
export function manifestFiles(distDir: string, route: string): string[] | null {
  const manifest = JSON.parse(fs.readFileSync(path.join(distDir, 'build-manifest.json'), 'utf8')) as BuildManifest;
  const own = manifest.pages[route];
  return own ? [...(manifest.pages['/_app'] ?? []), ...own] : null;
}

/** kB as Next's build output counts them (1024 bytes). */
export const kB = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;
const signedKB = (bytes: number) => `${bytes < 0 ? '−' : '+'}${kB(Math.abs(bytes))}`;

// Routes and budgets.

const PAGE_FILE = /\.(tsx|ts|jsx|js)$/;

/** The page routes of a pages folder as Next names them (`/knows/[id]`, `/`), leaving out `_app`, `_document`,
 *  `_error`, API routes and pages that answer no HTML (`robots.txt`, `sitemap.xml`). */
export function discoverRoutes(pagesDir: string): string[] {
  const routes: string[] = [];
  const walk = (dir: string, prefix: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      if (entry.isDirectory()) {
        if (!(prefix === '' && entry.name === 'api')) walk(path.join(dir, entry.name), `${prefix}/${entry.name}`);
        continue;
      }
      if (!PAGE_FILE.test(entry.name)) continue;
      const name = entry.name.replace(PAGE_FILE, '');
      if (name.startsWith('_') || (!name.startsWith('[') && name.includes('.'))) continue;
      routes.push(name === 'index' ? prefix || '/' : `${prefix}/${name}`);
    }
  };
  walk(pagesDir, '');
  return routes;
}

/** The public pages with the tightest budget: home, the catalogue (subjects, subject, topic, knowledge), the public
 *  profiles, and the content pages of the sitemap (about, legal, careers, university). */
const LEAN_ROUTES = new Set(['/', '/subjects', '/subjects/[slug]', '/topics/[...path]', '/knowledge/[[...path]]', '/users/[uuid]', '/knowers/[nameUuid]/profile', ...PUBLIC_PAGES]);

export type FirstLoadBudget = { kind: 'public page' | 'search' | 'know page' | 'app area'; aboveFloorBytes: number };

/** Issue 29: first-load JS above the floor page, ≤ 15 kB gzip on the public pages, 25 kB on search, 30 kB on the know
 *  page and 60 kB on every other page (the app area, sign-in and the rest). */
export function firstLoadBudget(route: string): FirstLoadBudget {
  if (route === '/knows/search') return { kind: 'search', aboveFloorBytes: 25 * 1024 };
  if (route === '/knows/[id]') return { kind: 'know page', aboveFloorBytes: 30 * 1024 };
  if (LEAN_ROUTES.has(route)) return { kind: 'public page', aboveFloorBytes: 15 * 1024 };
  return { kind: 'app area', aboveFloorBytes: 60 * 1024 };
}

/** A regular expression for the addresses of a route (`/subjects/[slug]` matches `/subjects/mathe`). */
export function routePattern(route: string): RegExp {
  const source = route
    .split('/')
    .filter(Boolean)
    .map((segment) => {
      if (/^\[\[\.\.\..+\]\]$/.test(segment)) return '(?:/.+)?';
      if (/^\[\.\.\..+\]$/.test(segment)) return '/.+';
      if (/^\[.+\]$/.test(segment)) return '/[^/]+';
      return `/${segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`;
    })
    .join('');
  return new RegExp(`^${source || '/'}$`);
}

/** The shares above the floor's (per package or module), largest first; those within 0.1 kB of it left out. */
export function sharesAbove(page: readonly Share[], floor: readonly Share[]): Share[] {
  const base = new Map(floor.map((s) => [s.name, s.gzipBytes]));
  const names = new Set([...page.map((s) => s.name), ...floor.map((s) => s.name)]);
  const pageBytes = new Map(page.map((s) => [s.name, s.gzipBytes]));
  return [...names]
    .map((name) => ({ name, gzipBytes: (pageBytes.get(name) ?? 0) - (base.get(name) ?? 0) }))
    .filter((s) => Math.abs(s.gzipBytes) > 102)
    .sort((a, b) => b.gzipBytes - a.gzipBytes);
}

/** The budget failures: routes whose first-load JS is more than their budget above the floor's. */
export function firstLoadJsFailures(results: readonly FirstLoadJs[], floor: ScriptsMeasure): string[] {
  return results
    .filter((r) => r.gzipBytes - floor.gzipBytes > firstLoadBudget(r.route).aboveFloorBytes)
    .map((r) => `first-load JS ${r.route}: ${signedKB(r.gzipBytes - floor.gzipBytes)} gzip above the floor page (${kB(r.gzipBytes)} against ${kB(floor.gzipBytes)}; budget ≤ +${kB(firstLoadBudget(r.route).aboveFloorBytes)} for ${firstLoadBudget(r.route).kind === 'app area' ? 'an app-area page' : `the ${firstLoadBudget(r.route).kind}`})`);
}

const list = (shares: readonly Share[], limit: number, signed = false) =>
  shares.slice(0, limit).map((s) => `${s.name} ${signed ? signedKB(s.gzipBytes) : kB(s.gzipBytes)}`).join(', ');

/** One line of the audit's log for a route: its figure above the floor and what makes it up. */
export function firstLoadJsLogLine(r: FirstLoadJs, floor: ScriptsMeasure): string {
  const above = r.gzipBytes - floor.gzipBytes;
  const budget = firstLoadBudget(r.route).aboveFloorBytes;
  const ours = r.byModule.filter((m) => !floor.byModule.some((f) => f.name === m.name));
  return `first-load JS ${r.route}${r.path && r.path !== r.route ? ` (${r.path})` : ''}: ${kB(r.gzipBytes)}, ${signedKB(above)} above the floor (budget +${kB(budget)}${above > budget ? ', OVER' : ''}; ${r.from}); packages ${list(sharesAbove(r.byPackage, floor.byPackage), 6, true)}; modules not in the floor ${list(ours, 6)}`;
}

/** The report's section: per route the total, the figure above the floor against the budget, the packages above the
 *  floor and the largest modules the floor page does not have. */
export function firstLoadJsSection(results: readonly FirstLoadJs[], floor: ScriptsMeasure): string[] {
  return [
    '## First-load JS',
    '',
    `Gzip (level 9) of every script the route's HTML loads (\`<script src>\`, without \`nomodule\`; 1 kB = 1024 bytes), on the German site signed out, or signed in where the route needs it; the routes come from \`pages/\`. Above the floor: the same for the floor page (scripts/audit/floor/: the design's packages alone), **${kB(floor.gzipBytes)}** in this build (${list(floor.byPackage.filter((p) => p.gzipBytes >= 1024), 8)}). Budgets above the floor (issue 29): +15 kB on home, the catalogue, content pages and public profiles, +25 kB on search, +30 kB on the know page, +60 kB on the app area and every other page. A route measured "from the build manifest" answered no page of its own (it needs an id the demo content lacks): the figure leaves out the chunks \`next/dynamic\` adds to the HTML. The breakdown shares each file by the generated code its sources own in the source map (\`productionBrowserSourceMaps\`), or counts it whole.`,
    '',
    '| route | measured at | first-load JS | above the floor | budget | packages above the floor (≥ 0.5 kB) | largest modules not in the floor |',
    '|---|---|---|---|---|---|---|',
    ...results.map((r) => {
      const above = r.gzipBytes - floor.gzipBytes;
      const budget = firstLoadBudget(r.route).aboveFloorBytes;
      const ours = r.byModule.filter((m) => !floor.byModule.some((f) => f.name === m.name));
      return `| ${r.route} | ${r.path ? `${r.path.length > 40 ? `${r.path.slice(0, 40)}…` : r.path} (${r.from})` : r.from} | ${kB(r.gzipBytes)} | ${signedKB(above)} | ${above <= budget ? `met (≤ +${kB(budget)})` : `**over** (≤ +${kB(budget)})`} | ${list(sharesAbove(r.byPackage, floor.byPackage).filter((p) => Math.abs(p.gzipBytes) >= 512), 8, true)} | ${list(ours, 5)} |`;
    }),
  ];
}

/** The addresses at which to measure a route, best first: the route itself when it has no parameter (an optional
 *  catch-all without one), a profile of a user signed up for the audit, else the site's sitemap addresses it matches
 *  that are no route of their own (`/knows/search` is not a know). */
async function instancePaths(route: string, routes: readonly string[], sitemap: readonly string[], account: () => Promise<{ uuid: string }>): Promise<string[]> {
  const withoutOptional = route.replace(/\/\[\[\.\.\.[^\]]+\]\]$/, '') || '/';
  if (!withoutOptional.includes('[')) return [withoutOptional];
  if (route === '/users/[uuid]') return [`/users/${(await account()).uuid}`];
  const pattern = routePattern(route);
  return sitemap.filter((address) => pattern.test(address) && !routes.includes(address)).slice(0, 3);
}

/**
 * The first-load JS of each route on one site of a running build: the scripts of the page the route answers signed
 * out, or signed in (a user signed up for it) when it sends a visitor elsewhere; from the build manifest when neither
 * answers the route's own page.
 */
export async function measureRoutes({ distDir, routes, server, host }: { distDir: string; routes: readonly string[]; server: ServerAccess; host: string }): Promise<FirstLoadJs[]> {
  const measure = scriptsMeter(distDir);
  const { body: sitemapXml } = await server.get(host, '/sitemap.xml');
  const sitemap = [...sitemapXml.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc]) => decodeURIComponent(new URL(loc!).pathname));
  let account: Promise<{ uuid: string; cookie: string }> | undefined;
  const signedUp = () => (account ??= signUp(server, host));
  const results: FirstLoadJs[] = [];
  for (const route of routes) {
    let measured: FirstLoadJs | null = null;
    for (const address of await instancePaths(route, routes, sitemap, signedUp)) {
      if (measured) break;
      const encoded = encodeURI(address);
      const signedOut = await server.get(host, encoded);
      const answer = signedOut.status >= 300 && signedOut.status < 400 ? { ...(await server.get(host, encoded, { cookie: (await signedUp()).cookie })), signedIn: true } : { ...signedOut, signedIn: false };
      if (answer.status === 200 && htmlRoute(answer.body) === route) {
        measured = { route, path: address, from: answer.signedIn ? 'html, signed in' : 'html', ...measure(htmlScriptFiles(answer.body)) };
      }
    }
    const files = measured ? null : manifestFiles(distDir, route);
    if (!measured && files) measured = { route, path: null, from: 'build manifest', ...measure(files) };
    if (measured) results.push(measured);
  }
  return results;
}

/** The floor page's first-load JS, measured as a route's is. */
export async function measureFloor({ distDir, server, host, path: floorPath }: { distDir: string; server: ServerAccess; host: string; path: string }): Promise<ScriptsMeasure> {
  const { status, body } = await server.get(host, floorPath);
  if (status !== 200) throw new Error(`the floor page answered ${status}`);
  return scriptsMeter(distDir)(htmlScriptFiles(body));
}
