import { describe, expect, it } from 'vitest';
import { ACCESS_TOKEN_COOKIE, REFRESH_TOKEN_COOKIE } from '../../../lib/api/token-store';
import { cacheableRequest, FILL_HEADER, isCacheablePath, type PageRequest } from '../cacheable-request';

const UUID = '0b6c2a4e-3f1d-4c8e-9a7b-5d2e1f0a9c3b';

function request(overrides: Partial<Omit<PageRequest, 'headers'>> & { headers?: Record<string, string> } = {}): PageRequest {
  const { headers, ...rest } = overrides;
  return {
    method: 'GET',
    pathname: `/knows/photosynthesis-${UUID}`,
    search: '',
    locale: 'de',
    defaultLocale: 'de',
    cookieNames: ['knowly_experiments', 'knowly_consent'],
    experiments: 'mkr.control~kab.control~kuo.control~ueg.control~epp.control',
    ...rest,
    headers: new Headers({ host: 'de.localhost:3000', ...headers }),
  };
}

describe('isCacheablePath', () => {
  it.each([
    '/',
    `/knows/photosynthesis-${UUID}`,
    `/knows/${UUID}`,
    `/knows/photosynthesis-${UUID}/view`,
    '/subjects',
    '/subjects/biology',
    '/topics/biology/cells',
    '/knowledge',
    '/knowledge/school/biology',
    `/knowers/anna-${UUID}/profile`,
    '/knows/search',
    '/legal/tos',
    '/about/company',
    '/careers',
    '/careers/jobs',
    '/expansion',
  ])('caches %s', (path) => expect(isCacheablePath(path)).toBe(true));

  it.each([
    '/knows/create/upload',
    `/knows/photosynthesis-${UUID}/edit`,
    `/app/knows/photosynthesis-${UUID}`,
    '/app/library',
    '/auth/signin',
    '/profile',
    '/knows/not-a-know',
    '/_next/data/build/index.json',
  ])('does not cache %s', (path) => expect(isCacheablePath(path)).toBe(false));
});

describe('cacheableRequest', () => {
  it('keys a request by host, forwarded host and protocol, locale, path, query and experiment variants', () => {
    const base = cacheableRequest(request())!;
    expect(base.path).toBe(`/knows/photosynthesis-${UUID}`);
    const variants = [
      request({ headers: { host: 'fr.localhost:3000' } }),
      request({ headers: { host: 'de.localhost:3001' } }),
      request({ headers: { 'x-forwarded-host': 'knowly.de' } }),
      request({ headers: { 'x-forwarded-proto': 'https' } }),
      request({ locale: 'fr' }),
      request({ search: '?page=2' }),
      request({ experiments: 'mkr.treatment~kab.control~kuo.control~ueg.control~epp.control' }),
      request({ pathname: `/knows/photosynthesis-${UUID}/view` }),
    ];
    const keys = new Set([base.key, ...variants.map((one) => cacheableRequest(one)!.key)]);
    expect(keys.size).toBe(variants.length + 1);
  });

  it('ignores cookies and headers a public render does not read', () => {
    const base = cacheableRequest(request())!.key;
    expect(cacheableRequest(request({ cookieNames: [] }))!.key).toBe(base);
    expect(cacheableRequest(request({ headers: { 'user-agent': 'curl', 'accept-language': 'fr' } }))!.key).toBe(base);
  });

  it('renders a locale that is not the domain default from its prefixed address', () => {
    expect(cacheableRequest(request({ locale: 'fr', search: '?a=1' }))!.path).toBe(`/fr/knows/photosynthesis-${UUID}?a=1`);
    expect(cacheableRequest(request({ pathname: '/', locale: 'fr' }))!.path).toBe('/fr');
    expect(cacheableRequest(request({ pathname: '/' }))!.path).toBe('/');
  });

  it('is only for visitors without a token cookie or bearer token', () => {
    expect(cacheableRequest(request({ cookieNames: [ACCESS_TOKEN_COOKIE] }))).toBeNull();
    expect(cacheableRequest(request({ cookieNames: ['knowly_experiments', REFRESH_TOKEN_COOKIE] }))).toBeNull();
    expect(cacheableRequest(request({ headers: { authorization: 'Bearer x' } }))).toBeNull();
  });

  it('is only for GET and HEAD page requests, never for data requests or its own fills', () => {
    expect(cacheableRequest(request({ method: 'HEAD' }))).not.toBeNull();
    expect(cacheableRequest(request({ method: 'POST' }))).toBeNull();
    expect(cacheableRequest(request({ headers: { 'x-nextjs-data': '1' } }))).toBeNull();
    expect(cacheableRequest(request({ headers: { [FILL_HEADER]: 'anything' } }))).toBeNull();
    expect(cacheableRequest(request({ pathname: '/knows/search', search: '?q=cells' }))?.key).toContain('?q=cells');
  });
});
