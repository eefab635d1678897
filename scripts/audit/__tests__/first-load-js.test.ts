// First-load JS: the scripts a page loads, their gzip size and the share of each package and module (issue 16), the
// routes of pages/ and their budgets above the floor page (issue 29).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  discoverRoutes,
  firstLoadBudget,
  firstLoadJsFailures,
  firstLoadJsSection,
  gzipSize,
  htmlRoute,
  htmlScriptFiles,
  manifestFiles,
  measureRoutes,
  routePattern,
  scriptsMeter,
  sharesAbove,
  sourceGroup,
  sourceModule,
  type FirstLoadJs,
  type ScriptsMeasure,
} from '../first-load-js';
import type { ServerAccess } from '../pages';
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

describe('scriptsMeter', () => {
  it('sums the gzip size of each script once, leaving out stylesheets', () => {
    const home = scriptsMeter(dist)(manifestFiles(dist, '/')!);
    expect(manifestFiles(dist, '/missing')).toBeNull();
    expect(home.files).toEqual(['static/chunks/app.js', 'static/chunks/home.js']);
    expect(home.gzipBytes).toBe(gzipSize(appCode) + gzipSize(homeCode));
  });

  it('shares a file among packages and modules by the generated code their sources own, index maps included', () => {
    const home = scriptsMeter(dist)(manifestFiles(dist, '/')!);
    const share = Object.fromEntries(home.byPackage.map(({ name, gzipBytes }) => [name, gzipBytes]));
    const app = gzipSize(appCode);
    const firstLine = appCode.split('\n')[0]!.length;
    expect(share['react-dom']).toBe(Math.round((app * 8) / firstLine));
    expect(share['components/layout']).toBe(Math.round((app * 24) / firstLine));
    expect(share['@tanstack/query-core']).toBe(gzipSize(homeCode));
    expect(home.byPackage[0]!.name).toBe('@tanstack/query-core');
    expect(home.byModule.find((m) => m.name === 'components/layout/navbar.tsx')?.gzipBytes).toBe(Math.round((app * 24) / firstLine));
  });

  it('counts a script without a source map as a whole', () => {
    const about = scriptsMeter(dist)(manifestFiles(dist, '/about')!);
    expect(about.byPackage).toContainEqual({ name: '(no source map)', gzipBytes: gzipSize(plainCode) });
  });
});

describe('the scripts of an HTML page', () => {
  const html = `<html><head><script nonce="n">window.x=1</script><script src="/_next/static/chunks/app.js" async=""></script>
    <script src="/_next/static/chunks/polyfills.js" noModule=""></script></head><body>
    <script id="__NEXT_DATA__" type="application/json">{"props":{},"page":"/knows/[id]"}</script>
    <script src="/_next/static/chunks/home.js?dpl=1" defer=""></script><script src="/_next/static/chunks/app.js"></script>
    <script src="https://elsewhere.example/tag.js"></script></body></html>`;

  it('lists every script under /_next/ once, as build files, without nomodule ones', () => {
    expect(htmlScriptFiles(html)).toEqual(['static/chunks/app.js', 'static/chunks/home.js']);
  });

  it('reads the route Next rendered', () => {
    expect(htmlRoute(html)).toBe('/knows/[id]');
    expect(htmlRoute('<html></html>')).toBeNull();
  });
});

describe('sourceGroup and sourceModule', () => {
  it('names the package under the last node_modules, scoped ones with their scope', () => {
    expect(sourceGroup('turbopack:///[project]/node_modules/next/src/client/index.tsx')).toBe('next');
    expect(sourceGroup('turbopack:///[project]/node_modules/@tanstack/react-query/src/useQuery.ts')).toBe('@tanstack/react-query');
    expect(sourceGroup('turbopack:///[project]/node_modules/a/node_modules/b/index.js')).toBe('b');
    expect(sourceModule('turbopack:///[project]/node_modules/a/node_modules/b/index.js')).toBe('b/index.js');
  });

  it('names our code by its first two folders and the Turbopack runtime as such', () => {
    expect(sourceGroup('turbopack:///[project]/features/consent/components/cookie-banner.tsx')).toBe('features/consent');
    expect(sourceModule('turbopack:///[project]/features/consent/components/cookie-banner.tsx')).toBe('features/consent/components/cookie-banner.tsx');
    expect(sourceGroup('turbopack:///[project]/lib/toast.ts')).toBe('lib');
    expect(sourceGroup('turbopack:///[turbopack]/browser/runtime/base/runtime-base.ts')).toBe('turbopack runtime');
  });
});

describe('routes', () => {
  it('discovers the page routes of a pages folder, without _app, API routes and non-HTML pages', () => {
    const pages = fs.mkdtempSync(path.join(os.tmpdir(), 'pages-'));
    for (const file of ['_app.tsx', '_document.tsx', 'index.tsx', 'robots.txt.tsx', 'api/v1/[...path].ts', 'knows/[id]/index.tsx', 'knows/search.tsx', 'knowledge/[[...path]].tsx', 'styles.css']) {
      fs.mkdirSync(path.dirname(path.join(pages, file)), { recursive: true });
      fs.writeFileSync(path.join(pages, file), '');
    }
    try {
      expect(discoverRoutes(pages)).toEqual(['/', '/knowledge/[[...path]]', '/knows/[id]', '/knows/search']);
    } finally {
      fs.rmSync(pages, { recursive: true, force: true });
    }
  });

  it('matches a route’s addresses', () => {
    expect(routePattern('/subjects/[slug]').test('/subjects/mathe')).toBe(true);
    expect(routePattern('/subjects/[slug]').test('/subjects/mathe/x')).toBe(false);
    expect(routePattern('/topics/[...path]').test('/topics/a/b')).toBe(true);
    expect(routePattern('/knowledge/[[...path]]').test('/knowledge')).toBe(true);
    expect(routePattern('/knowledge/[[...path]]').test('/knowledge/a/b/c')).toBe(true);
    expect(routePattern('/').test('/')).toBe(true);
  });

  it('gives each route its budget above the floor (issue 29)', () => {
    const budget = (route: string) => firstLoadBudget(route).aboveFloorBytes / 1024;
    for (const route of ['/', '/subjects', '/subjects/[slug]', '/topics/[...path]', '/knowledge/[[...path]]', '/users/[uuid]', '/knowers/[nameUuid]/profile', '/about/company', '/legal/imprint']) {
      expect(budget(route), route).toBe(15);
    }
    expect(budget('/knows/search')).toBe(25);
    expect(budget('/knows/[id]')).toBe(30);
    for (const route of ['/app/feeds', '/auth/signin', '/pro-plan', '/chats/[id]']) expect(budget(route), route).toBe(60);
  });
});

const floor: ScriptsMeasure = { gzipBytes: 140 * 1024, files: [], byPackage: [{ name: 'react-dom', gzipBytes: 63 * 1024 }], byModule: [] };
const page = (route: string, kBytes: number, extra: Partial<FirstLoadJs> = {}): FirstLoadJs => ({ route, path: route, from: 'html', gzipBytes: kBytes * 1024, files: [], byPackage: [], byModule: [], ...extra });

describe('firstLoadJsFailures', () => {
  it('fails a route more than its budget above the floor, not one at it', () => {
    expect(firstLoadJsFailures([page('/', 155), page('/subjects', 155.1), page('/knows/[id]', 170), page('/app/feeds', 200.5)], floor)).toEqual([
      'first-load JS /subjects: +15.1 kB gzip above the floor page (155.1 kB against 140.0 kB; budget ≤ +15.0 kB for the public page)',
      'first-load JS /app/feeds: +60.5 kB gzip above the floor page (200.5 kB against 140.0 kB; budget ≤ +60.0 kB for an app-area page)',
    ]);
  });

  it('names the packages by what they weigh above the floor', () => {
    expect(sharesAbove([{ name: 'react-dom', gzipBytes: 63 * 1024 + 50 }, { name: 'zod', gzipBytes: 4096 }], [{ name: 'react-dom', gzipBytes: 63 * 1024 }, { name: 'gone', gzipBytes: 2048 }])).toEqual([
      { name: 'zod', gzipBytes: 4096 },
      { name: 'gone', gzipBytes: -2048 },
    ]);
  });
});

describe('the audit report', () => {
  it('fails the audit on a page above its budget unless first-load JS is advisory, and shows each route above the floor', () => {
    const over = page('/knows/[id]', 175, { byPackage: [{ name: 'react-dom', gzipBytes: 63 * 1024 }, { name: 'zod', gzipBytes: 5 * 1024 }], byModule: [{ name: 'features/knows/x.tsx', gzipBytes: 2048 }] });
    const met = page('/', 150);
    expect(budgetFailures({ firstLoadJs: [met, over], firstLoadJsFloor: floor })).toEqual([
      'first-load JS /knows/[id]: +35.0 kB gzip above the floor page (175.0 kB against 140.0 kB; budget ≤ +30.0 kB for the know page)',
    ]);
    expect(budgetFailures({ firstLoadJs: [met, over], firstLoadJsFloor: floor }, { advisory: new Set(['first-load-js']) })).toEqual([]);
    const section = firstLoadJsSection([met, over], floor).join('\n');
    expect(section).toContain('| /knows/[id] | /knows/[id] (html) | 175.0 kB | +35.0 kB | **over** (≤ +30.0 kB) | zod +5.0 kB | features/knows/x.tsx 2.0 kB |');
    expect(section).toContain('| / | / (html) | 150.0 kB | +10.0 kB | met (≤ +15.0 kB) |');
  });
});

describe('measureRoutes', () => {
  const page = (route: string, ...scripts: string[]) =>
    `<html><body>${scripts.map((file) => `<script src="/_next/${file}"></script>`).join('')}<script id="__NEXT_DATA__" type="application/json">${JSON.stringify({ page: route })}</script></body></html>`;
  const server: ServerAccess = {
    get: async (_host, address, { cookie } = {}) => {
      const answer = (status: number, body = '', headers = {}) => ({ status, body, headers });
      if (address === '/sitemap.xml') return answer(200, '<urlset><url><loc>http://de.localhost/knows/search</loc></url><url><loc>http://de.localhost/knows/mitose-1234</loc></url></urlset>');
      if (address === '/knows/search') return answer(200, page('/knows/search', 'static/chunks/app.js'));
      if (address === '/knows/mitose-1234') return answer(200, page('/knows/[id]', 'static/chunks/app.js', 'static/chunks/home.js'));
      if (address === '/app/feeds') return cookie === 'knowly_access_token=token' ? answer(200, page('/app/feeds', 'static/chunks/plain.js')) : answer(307, '', { location: '/auth/signin' });
      return answer(404);
    },
    post: async () => ({ status: 201, body: JSON.stringify({ user: { uuid: 'u-1' }, accessToken: 'token', refreshToken: 'r' }), headers: {} }),
  };

  it('measures each route at an address the sitemap has for it (not another route’s), signed in where it needs it, else from the build manifest', async () => {
    const results = await measureRoutes({ distDir: dist, routes: ['/knows/search', '/knows/[id]', '/app/feeds', '/'], server, host: 'de.localhost' });
    expect(results.map(({ route, path: at, from, files }) => ({ route, at, from, files }))).toEqual([
      { route: '/knows/search', at: '/knows/search', from: 'html', files: ['static/chunks/app.js'] },
      { route: '/knows/[id]', at: '/knows/mitose-1234', from: 'html', files: ['static/chunks/app.js', 'static/chunks/home.js'] },
      { route: '/app/feeds', at: '/app/feeds', from: 'html, signed in', files: ['static/chunks/plain.js'] },
      { route: '/', at: null, from: 'build manifest', files: ['static/chunks/app.js', 'static/chunks/home.js'] },
    ]);
  });
});
