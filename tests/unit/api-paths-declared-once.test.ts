// Issue 13: an API path is written once, in the endpoint table (lib/api/endpoints.ts, on the bases of
// config/services.ts). Server routes take their method, path and auth rule from it, and the client calls it with
// callApi/endpointUrl — so any other string literal starting with /api in the code is a second copy that can drift.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import * as endpoints from '../../lib/api/endpoints';
import { ALL_ROUTES } from '../../server/routes';

const ROOT = path.resolve(__dirname, '../..');
const SCANNED = ['components', 'config', 'features', 'lib', 'pages', 'server', 'styles'];
const DECLARING = new Set(['lib/api/endpoints.ts', 'config/services.ts']);
/** A string literal that starts with /api: '/api/…', "/api", `/api/${…}`. */
const API_PATH_LITERAL = /(['"`])\/api(\/|\1)/;

function sourceFiles(dir: string): string[] {
  return readdirSync(path.join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const relative = path.posix.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === '__tests__' || entry.name === 'node_modules' ? [] : sourceFiles(relative);
    return /\.(ts|tsx|mts)$/.test(entry.name) ? [relative] : [];
  });
}

/** The code of a line without its comment (a `//` comment, or the inside of a block comment's line). */
const codeOf = (line: string) => (/^\s*(\*|\/\*)/.test(line) ? '' : line.replace(/(^|\s)\/\/.*$/, ''));

describe('API paths are declared once', () => {
  it('no source file outside the endpoint table writes an /api path', () => {
    const copies = SCANNED.flatMap(sourceFiles)
      .filter((file) => !DECLARING.has(file))
      .flatMap((file) =>
        readFileSync(path.join(ROOT, file), 'utf8')
          .split('\n')
          .map((line, index) => ({ where: `${file}:${index + 1}`, code: codeOf(line) }))
          .filter(({ code }) => API_PATH_LITERAL.test(code))
          .map(({ where, code }) => `${where}: ${code.trim()}`),
      );
    expect(copies).toEqual([]);
  });

  it('finds a copy when there is one (the scan itself works)', () => {
    expect(API_PATH_LITERAL.test("fetch('/api/v1/knows')")).toBe(true);
    expect(API_PATH_LITERAL.test('const base = `/api/${service}`;')).toBe(true);
    expect(API_PATH_LITERAL.test("import x from '../lib/api/endpoints';")).toBe(false);
    expect(codeOf('  // GET /api/v1/users/me').trim()).toBe('');
  });

  it('every documented route takes its endpoint from the table, and every endpoint has a route', () => {
    const table = (Object.values(endpoints) as unknown[]).filter((value): value is endpoints.Endpoint => typeof value === 'object' && value !== null && 'path' in value && 'method' in value);
    const key = (endpoint: { method: string; path: string }) => `${endpoint.method} ${endpoint.path}`;
    const declared = new Set(table.map(key));
    expect(ALL_ROUTES.map(key).filter((route) => !declared.has(route))).toEqual([]);
    const routed = new Set(ALL_ROUTES.map(key));
    // The API description and the developer tools are mounted beside ALL_ROUTES (server/mounted-routes.ts).
    expect(table.map(key).filter((endpoint) => !routed.has(endpoint))).toEqual(['GET /api/dev/ad-provider-events', 'GET /api/openapi.json']);
  });
});
