// First-load JS per route from a build's manifest, its gzip size and the share of each package (issue 16).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { firstLoadJsFailures, firstLoadJsSection, gzipSize, measureFirstLoadJs, sourceGroup } from '../first-load-js';
import { budgetFailures } from '../report';

let dist: string;
// 8 characters of react-dom, then 24 of our navbar (segment "QCAA": 8 columns on, next source).
const appCode = `${'r'.repeat(8)}${'n'.repeat(24)}\n//# sourceMappingURL=app.js.map`;
const homeCode = `${'q'.repeat(40)}\n//# sourceMappingURL=home.js.map`;
const plainCode = 'console.log("no map")';

beforeAll(() => {
  dist = fs.mkdtempSync(path.join(os.tmpdir(), 'first-load-js-'));
  const chunks = path.join(dist, 'static', 'chunks');
  fs.mkdirSync(chunks, { recursive: true });
  fs.writeFileSync(path.join(chunks, 'app.js'), appCode);
  fs.writeFileSync(
    path.join(chunks, 'app.js.map'),
    JSON.stringify({ version: 3, sources: ['turbopack:///[project]/node_modules/react-dom/cjs/client.js', 'turbopack:///[project]/components/layout/navbar.tsx'], sourcesContent: ['x', 'y'], mappings: 'AAAA,QCAA' }),
  );
  fs.writeFileSync(path.join(chunks, 'home.js'), homeCode);
  // An index map (sections), as Turbopack writes them.
  fs.writeFileSync(
    path.join(chunks, 'home.js.map'),
    JSON.stringify({ version: 3, sections: [{ offset: { line: 0, column: 0 }, map: { version: 3, sources: ['turbopack:///[project]/node_modules/@tanstack/query-core/src/query.ts'], mappings: 'AAAA' } }] }),
  );
  fs.writeFileSync(path.join(chunks, 'plain.js'), plainCode);
  fs.writeFileSync(path.join(chunks, 'style.css'), 'body{}');
  fs.writeFileSync(
    path.join(dist, 'build-manifest.json'),
    JSON.stringify({ pages: { '/_app': ['static/chunks/app.js', 'static/chunks/style.css'], '/': ['static/chunks/home.js', 'static/chunks/app.js'], '/about': ['static/chunks/plain.js'] } }),
  );
});

afterAll(() => fs.rmSync(dist, { recursive: true, force: true }));

describe('measureFirstLoadJs', () => {
  it('sums the gzip size of the _app and route scripts once each, leaving out stylesheets and unknown routes', () => {
    const [home, ...rest] = measureFirstLoadJs(dist, ['/', '/missing']);
    expect(rest).toEqual([]);
    expect(home!.files).toEqual(['static/chunks/app.js', 'static/chunks/home.js']);
    expect(home!.gzipBytes).toBe(gzipSize(appCode) + gzipSize(homeCode));
  });

  it('shares a file among packages by the generated code their sources own, index maps included', () => {
    const [home] = measureFirstLoadJs(dist, ['/']);
    const share = Object.fromEntries(home!.byPackage.map(({ name, gzipBytes }) => [name, gzipBytes]));
    const app = gzipSize(appCode);
    const firstLine = appCode.split('\n')[0]!.length;
    expect(share['react-dom']).toBe(Math.round((app * 8) / firstLine));
    expect(share['components/layout']).toBe(Math.round((app * 24) / firstLine));
    expect(share['@tanstack/query-core']).toBe(gzipSize(homeCode));
    expect(home!.byPackage[0]!.name).toBe('@tanstack/query-core');
  });

  it('counts a script without a source map as a whole', () => {
    const [about] = measureFirstLoadJs(dist, ['/about']);
    expect(about!.byPackage).toContainEqual({ name: '(no source map)', gzipBytes: gzipSize(plainCode) });
  });
});

describe('sourceGroup', () => {
  it('names the package under the last node_modules, scoped ones with their scope', () => {
    expect(sourceGroup('turbopack:///[project]/node_modules/next/src/client/index.tsx')).toBe('next');
    expect(sourceGroup('turbopack:///[project]/node_modules/@tanstack/react-query/src/useQuery.ts')).toBe('@tanstack/react-query');
    expect(sourceGroup('turbopack:///[project]/node_modules/a/node_modules/b/index.js')).toBe('b');
  });

  it('names our code by its first two folders and the Turbopack runtime as such', () => {
    expect(sourceGroup('turbopack:///[project]/features/consent/components/cookie-banner.tsx')).toBe('features/consent');
    expect(sourceGroup('turbopack:///[project]/lib/toast.ts')).toBe('lib');
    expect(sourceGroup('turbopack:///[turbopack]/browser/runtime/base/runtime-base.ts')).toBe('turbopack runtime');
  });
});

describe('firstLoadJsFailures', () => {
  it('fails a route above the budget, not one at it', () => {
    const at = { route: '/', gzipBytes: 145 * 1024, files: [], byPackage: [] };
    const over = { route: '/knows/[id]', gzipBytes: 145 * 1024 + 1, files: [], byPackage: [] };
    expect(firstLoadJsFailures([at, over], 145 * 1024)).toEqual(['first-load JS /knows/[id]: 145.0 kB gzip (budget ≤ 145.0 kB)']);
  });
});

describe('the audit report', () => {
  it('fails the audit on a public page above 145 kB and shows each page with its packages', () => {
    const over = { route: '/knows/[id]', gzipBytes: 150 * 1024, files: [], byPackage: [{ name: 'react-dom', gzipBytes: 63 * 1024 }, { name: 'tiny', gzipBytes: 100 }] };
    const met = { route: '/', gzipBytes: 140 * 1024, files: [], byPackage: [] };
    expect(budgetFailures({ firstLoadJs: [met, over] })).toEqual(['first-load JS /knows/[id]: 150.0 kB gzip (budget ≤ 145.0 kB)']);
    expect(budgetFailures({ firstLoadJs: [met, over] }, { advisory: new Set(['first-load-js']) })).toEqual([]);
    const section = firstLoadJsSection([met, over]).join('\n');
    expect(section).toContain('| /knows/[id] | 150.0 kB | **over** | react-dom 63.0 kB |');
    expect(section).toContain('| / | 140.0 kB | met |');
  });
});
