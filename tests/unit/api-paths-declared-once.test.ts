// Issue 13: an API path is written once, in the endpoint table (lib/api/endpoints.ts, on the bases of
// config/services.ts). Server routes take their method, path and auth rule from it, and the client calls it with
// callApi/endpointUrl — so any other string literal starting with /api in the code is a second copy that can drift.
import { describe, expect, it } from 'vitest';
import * as endpoints from '../../lib/api/endpoints';
import { ALL_ROUTES } from '../../server/routes';
import { codeOf, literalCopies } from './literal-copies';

const DECLARING = new Set(['lib/api/endpoints.ts', 'config/services.ts']);
/** A string literal that starts with /api: '/api/…', "/api", `/api/${…}`. */
const API_PATH_LITERAL = /(['"`])\/api(\/|\1)/;

describe('API paths are declared once', () => {
  it('no source file outside the endpoint table writes an /api path', () => {
    const copies = literalCopies(API_PATH_LITERAL, DECLARING);
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
