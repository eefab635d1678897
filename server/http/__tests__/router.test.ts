// The mounting of every API route through one catch-all: the most specific template wins, params are decoded, and
// every declared route is reachable at its own path.
import { describe, expect, it } from 'vitest';
import { AppError } from '../../../lib/errors';
import { MOUNTED_ROUTES } from '../../mounted-routes';
import { createRouter, precedingTemplate, templatesCross } from '../router';

const route = (method: string, path: string) => ({ method, path });

describe('createRouter', () => {
  const router = createRouter([
    route('GET', '/api/v1/knows/{id}'),
    route('PATCH', '/api/v1/knows/{id}'),
    route('GET', '/api/v1/knows/search'),
    route('POST', '/api/v1/knows/uploads'),
    route('GET', '/api/v1/knowers/{id}/knows'),
    route('GET', '/api/v1/knowers/me/knows'),
  ]);

  it('prefers a literal segment over a parameter, whatever the order of declaration', () => {
    expect(router.match('/api/v1/knows/search')?.routes).toEqual([route('GET', '/api/v1/knows/search')]);
    expect(router.match('/api/v1/knowers/me/knows')?.routes).toEqual([route('GET', '/api/v1/knowers/me/knows')]);
    expect(router.match('/api/v1/knowers/abc/knows')).toEqual({ routes: [route('GET', '/api/v1/knowers/{id}/knows')], params: { id: 'abc' } });
  });

  it('answers every method of the winning template (405 comes from executeRoute, not a fallback to {id})', () => {
    expect(router.match('/api/v1/knows/uploads')?.routes.map((r) => r.method)).toEqual(['POST']);
    expect(router.match('/api/v1/knows/x1')?.routes.map((r) => r.method)).toEqual(['GET', 'PATCH']);
  });

  it('decodes path parameters and refuses malformed percent-encoding with BadRequestError', () => {
    expect(router.match('/api/v1/knows/z%C3%B6e%2Fx')?.params).toEqual({ id: 'zöe/x' });
    expect(() => router.match('/api/v1/knows/%E0%A4%A')).toThrow(AppError);
  });

  it('finds nothing for unknown paths, other lengths or a trailing extra segment', () => {
    expect(router.match('/api/v1/nothing')).toBeNull();
    expect(router.match('/api/v1/knows/a/b/c/d')).toBeNull();
  });

  it('reaches every mounted route at its own path template', () => {
    const all = createRouter(MOUNTED_ROUTES);
    for (const mounted of MOUNTED_ROUTES) {
      const concrete = mounted.path.replace(/\{(\w+)\}/g, 'p-$1');
      expect(all.match(concrete)?.routes, `${mounted.method} ${mounted.path}`).toContain(mounted);
    }
  });
});

describe('precedingTemplate and templatesCross: the precedence the OpenAPI description states (decision 043)', () => {
  it('names the template a URL matching both goes to, as the router does', () => {
    expect(precedingTemplate('/api/v1/knows/{id}', '/api/v1/knows/search')).toBe('/api/v1/knows/search');
    expect(precedingTemplate('/api/v1/users/{id}/username', '/api/v1/users/usernames/{name}')).toBe('/api/v1/users/usernames/{name}');
    const router = createRouter([route('PATCH', '/api/v1/users/{id}/username'), route('GET', '/api/v1/users/usernames/{name}')]);
    expect(router.match('/api/v1/users/usernames/username')?.routes).toEqual([route('GET', '/api/v1/users/usernames/{name}')]);
  });

  it('is null when no URL matches both (other length, other literal, the same template)', () => {
    expect(precedingTemplate('/api/v1/knows/{id}', '/api/v1/knows/{id}/likes')).toBeNull();
    expect(precedingTemplate('/api/v1/knows/{id}/likes', '/api/v1/knows/{id}/views')).toBeNull();
    expect(precedingTemplate('/api/v1/knows/{id}', '/api/v1/knows/{id}')).toBeNull();
  });

  it('tells crossing templates (a literal against a parameter each way) from a concrete path and its templated one', () => {
    expect(templatesCross('/api/v1/users/{id}/username', '/api/v1/users/usernames/{name}')).toBe(true);
    expect(templatesCross('/api/v1/knows/{id}', '/api/v1/knows/search')).toBe(false);
  });
});
