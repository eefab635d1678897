// Issue 13: a page's address is made by the typed builders in lib/routes/page-routes.ts (`routes.know(…)`,
// `routes.signIn(…)`, …) — so any other string literal starting with a page's path in the code is a second copy that can
// drift from the page it names. The page paths are read from the pages/ folder, so a new page is covered without
// touching this test.
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { codeOf, literalCopies, ROOT } from './literal-copies';

/** Files that may write page paths, and why. */
const DECLARING = new Map([
  ['lib/routes/page-routes.ts', 'the route builders themselves'],
  ['lib/knows/paths.ts', 'the know and knower addresses, which routes.know and routes.knowerProfile are'],
]);

/** The first segment of every page route: pages/app/… → "app", pages/pro-plan/… → "pro-plan", pages/profile.tsx →
 *  "profile"; not the API, Next's own files (_app, _document, _error) or the home page (pages/index.tsx, "/"). */
const PAGE_SEGMENTS = [
  ...new Set(
    readdirSync(path.join(ROOT, 'pages'), { withFileTypes: true })
      .map((entry) => (entry.isDirectory() ? entry.name : entry.name.replace(/\.(ts|tsx)$/, '')))
      .filter((name) => name !== 'api' && name !== 'index' && !name.startsWith('_')),
  ),
].sort();

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A string or template literal starting with a page's path: '/app/…', "/subjects", `/knows/${…}`, '/profile?…',
 *  `/app${…}`. */
const PAGE_PATH_LITERAL = new RegExp(`(['"\`])/(${PAGE_SEGMENTS.map(escapeRegExp).join('|')})(/|\\?|#|\\$\\{|\\1)`);

describe('page paths are built by the route builders', () => {
  it('reads the page paths from the pages folder', () => {
    expect(PAGE_SEGMENTS).toEqual(expect.arrayContaining(['app', 'auth', 'knows', 'legal', 'pro-plan', 'profile', 'subjects', 'topics', 'university']));
    expect(PAGE_SEGMENTS).not.toContain('api');
  });

  it('no source file outside the route builders writes a page path', () => {
    const copies = literalCopies(PAGE_PATH_LITERAL, DECLARING);
    expect(copies).toEqual([]);
  });

  it('finds a copy when there is one (the scan itself works)', () => {
    expect(PAGE_PATH_LITERAL.test("router.push('/app/library');")).toBe(true);
    expect(PAGE_PATH_LITERAL.test('<Link href="/subjects">')).toBe(true);
    expect(PAGE_PATH_LITERAL.test('href={`/app/onboarding?redirect=${next}`}')).toBe(true);
    expect(PAGE_PATH_LITERAL.test('path: `/topics/${topic.slug}`')).toBe(true);
    expect(PAGE_PATH_LITERAL.test('path: `/app${know.path}`')).toBe(true);
    expect(PAGE_PATH_LITERAL.test("link: site.href('/legal/contact')")).toBe(true);
    expect(PAGE_PATH_LITERAL.test("'/profile?linked=google'")).toBe(true);
    expect(PAGE_PATH_LITERAL.test("import { routes } from '../lib/routes/page-routes';")).toBe(false);
    expect(PAGE_PATH_LITERAL.test("fetch('/api/v1/knows')")).toBe(false);
    expect(PAGE_PATH_LITERAL.test("'/application'")).toBe(false);
    expect(codeOf('  // links to /app/library').trim()).toBe('');
  });
});
