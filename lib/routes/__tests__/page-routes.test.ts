// The route builders, and the rule that they are the only place the sign-in and sign-up addresses are written.
import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { routes } from '../page-routes';

describe('routes', () => {
  it('carries the return address and campaign on, encoded, and leaves out what is not a string', () => {
    expect(routes.signIn()).toBe('/auth/signin');
    expect(routes.signIn({ redirect: '/knows/zelle-1?x=1&y=2' })).toBe('/auth/signin?redirect=%2Fknows%2Fzelle-1%3Fx%3D1%26y%3D2');
    expect(routes.signUp({ redirect: '/knows/a', utmContent: 'know_page_blur' })).toBe('/auth/signup?redirect=%2Fknows%2Fa&utm_content=know_page_blur');
    expect(routes.signIn({ redirect: ['/a', '/b'], utmContent: undefined })).toBe('/auth/signin');
    expect(routes.onboarding({ redirect: '' })).toBe('/app/onboarding');
  });

  it('builds know, knower and subject addresses', () => {
    expect(routes.know({ uuid: '0b7c7f0e-0000-4000-8000-000000000001', slug: 'zellteilung' })).toBe('/knows/zellteilung-0b7c7f0e-0000-4000-8000-000000000001');
    expect(routes.knowerProfile({ uuid: '0b7c7f0e-0000-4000-8000-000000000002', name: 'Łukasz Nowak' }, { app: true })).toBe(
      '/app/knowers/łukasz-nowak-0b7c7f0e-0000-4000-8000-000000000002/profile',
    );
    expect(routes.subject({ slug: 'biology' })).toBe('/subjects/biology');
  });

  it('is the only place the sign-in and sign-up addresses are written in app code', () => {
    const hits = execFileSync('git', ['grep', '--untracked', '-l', '-E', `['"\`]/auth/sign(in|up)`, '--', 'features', 'components', 'lib', 'pages', 'server', 'proxy.ts'], { encoding: 'utf8' })
      .split('\n')
      .filter((file) => file && !file.includes('__tests__'));
    expect(hits).toEqual(['lib/routes/page-routes.ts']);
  });
});
