// First-load JS of a production build (ARCHITECTURE §7, issue 16): per route the gzip size (level 9) of the scripts its
// HTML loads before the page is interactive — the files of `/_app` and of the route in build-manifest.json — and
// that total broken down by package. With source maps (`productionBrowserSourceMaps`) a file's gzip size is shared
// among its sources by the generated code each one owns in the map's mappings (index maps with `sections`, as
// Turbopack writes them, too);
// without a map the whole file counts as "(no source map)". Reads files only; the budget is judged by the caller.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

export type FirstLoadJs = {
  route: string;
  /** Bytes after gzip -9, summed over the route's first-load files. */
  gzipBytes: number;
  files: string[];
  /** Gzip bytes per package (`react-dom`, `@tanstack/query-core`), per first two path segments of our own code
   *  (`components/layout`), `turbopack runtime`, or `(no source map)`; largest first. */
  byPackage: { name: string; gzipBytes: number }[];
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

/** Shares a file's gzip bytes among the groups of its sources by the generated code each owns. */
function attribute(bytes: number, code: string, map: RawSourceMap | null, into: Map<string, number>): void {
  const lengths = map ? generatedLengths(map, code.split('\n')) : new Map<string, number>();
  const total = [...lengths.values()].reduce((sum, n) => sum + n, 0);
  if (total === 0) {
    into.set('(no source map)', (into.get('(no source map)') ?? 0) + bytes);
    return;
  }
  for (const [source, length] of lengths) {
    const group = sourceGroup(source);
    into.set(group, (into.get(group) ?? 0) + (bytes * length) / total);
  }
}

/** The first-load JS of each route of a build in `distDir` (e.g. `.next-audit`). Unknown routes are left out. */
export function measureFirstLoadJs(distDir: string, routes: readonly string[]): FirstLoadJs[] {
  const manifest = JSON.parse(fs.readFileSync(path.join(distDir, 'build-manifest.json'), 'utf8')) as BuildManifest;
  const shared = manifest.pages['/_app'] ?? [];
  const cache = new Map<string, { bytes: number; groups: Map<string, number> }>();
  const fileInfo = (file: string) => {
    let info = cache.get(file);
    if (!info) {
      const full = path.join(distDir, file);
      const code = fs.readFileSync(full);
      const text = code.toString('utf8');
      const groups = new Map<string, number>();
      const bytes = gzipSize(code);
      attribute(bytes, text, readMap(full, text), groups);
      info = { bytes, groups };
      cache.set(file, info);
    }
    return info;
  };
  return routes.flatMap((route) => {
    const own = manifest.pages[route];
    if (!own) return [];
    const files = [...new Set([...shared, ...own])].filter((file) => file.endsWith('.js'));
    const groups = new Map<string, number>();
    let gzipBytes = 0;
    for (const file of files) {
      const info = fileInfo(file);
      gzipBytes += info.bytes;
      for (const [name, bytes] of info.groups) groups.set(name, (groups.get(name) ?? 0) + bytes);
    }
    const byPackage = [...groups].map(([name, bytes]) => ({ name, gzipBytes: Math.round(bytes) })).sort((a, b) => b.gzipBytes - a.gzipBytes);
    return [{ route, gzipBytes, files, byPackage }];
  });
}

/** kB as Next's build output counts them (1024 bytes). */
export const kB = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;

/** The budget failures: routes whose first-load JS is above `budgetBytes`. */
export function firstLoadJsFailures(results: readonly FirstLoadJs[], budgetBytes: number): string[] {
  return results.filter((r) => r.gzipBytes > budgetBytes).map((r) => `first-load JS ${r.route}: ${kB(r.gzipBytes)} gzip (budget ≤ ${kB(budgetBytes)})`);
}

/** The budget of ARCHITECTURE §7 for a public page: 145 kB gzip. */
export const FIRST_LOAD_JS_BUDGET_BYTES = 145 * 1024;

/** The public pages (signed out) as Next names their routes; a route the build does not have is left out. */
export const PUBLIC_ROUTES = [
  '/',
  '/knows/[id]',
  '/knows/search',
  '/subjects',
  '/subjects/[slug]',
  '/topics/[...path]',
  '/knowledge/[[...path]]',
  '/knowers/[nameUuid]/profile',
  '/users/[uuid]',
  '/auth/signin',
  '/auth/signup',
  '/legal/imprint',
  '/about/company',
] as const;

/** The report's section: per route the total against the budget and the packages of at least 1 kB, largest first. */
export function firstLoadJsSection(results: readonly FirstLoadJs[], budgetBytes = FIRST_LOAD_JS_BUDGET_BYTES): string[] {
  return [
    '## First-load JS',
    '',
    `Gzip (level 9) of the scripts each route loads first (build-manifest.json: \`/_app\` and the route; 1 kB = 1024 bytes), budget ≤ ${kB(budgetBytes)} for a public page. Chunks loaded by \`next/dynamic\` are not in it. The breakdown shares each file by the generated code its sources own in the source map (\`productionBrowserSourceMaps\`), or counts it whole.`,
    '',
    '| route | first-load JS | budget | packages (≥ 1 kB) |',
    '|---|---|---|---|',
    ...results.map(
      (r) =>
        `| ${r.route} | ${kB(r.gzipBytes)} | ${r.gzipBytes <= budgetBytes ? 'met' : '**over**'} | ${r.byPackage
          .filter((p) => p.gzipBytes >= 1024)
          .map((p) => `${p.name} ${kB(p.gzipBytes)}`)
          .join(', ')} |`,
    ),
  ];
}
