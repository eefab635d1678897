// The route builders, and the rule that they are the only place the sign-in and sign-up addresses are written.
import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { isAppAreaPath, routes } from '../page-routes';

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

  it('builds the catalogue, library, search and creation addresses the pages used to write by hand', () => {
    expect(routes.topic({ slug: 'genetik' })).toBe('/topics/genetik');
    expect(routes.topic({ slug: 'genetik' }, { slug: 'biologie' })).toBe('/topics/biologie/genetik');
    expect(routes.knowledge()).toBe('/knowledge');
    expect(routes.knowledge(['natur', 'biologie'])).toBe('/knowledge/natur/biologie');
    expect(routes.libraryFolder('0b7c7f0e-0000-4000-8000-000000000003')).toBe('/app/library/0b7c7f0e-0000-4000-8000-000000000003');
    expect(routes.knowSearch({ query: 'Zelle & Kern' })).toBe('/knows/search?query=Zelle+%26+Kern');
    expect(routes.appSearch()).toBe('/app/search');
    expect(routes.onboarding({ redirect: routes.feed() })).toBe(`/app/onboarding?redirect=${encodeURIComponent('/app/feeds')}`);
    expect([routes.upload(), routes.upload('site'), routes.myKnows(), routes.myKnows('site')]).toEqual(['/app/knows/create', '/knows/create/upload', '/app/knows', '/knows']);
    expect([routes.knowDetailsPage('app'), routes.knowDetailsPage('site'), routes.importFlashcards()]).toEqual(['/app/knows/details', '/knows/create/details', '/knows/create/import-flashcards']);
    const know = { uuid: '0b7c7f0e-0000-4000-8000-000000000001', slug: 'zellteilung' };
    expect([routes.knowViewer(know), routes.appKnow(know)]).toEqual([`${routes.know(know)}/view`, `/app${routes.know(know)}`]);
  });

  it('builds the links of the mails', () => {
    const token = '0b7c7f0e-0000-4000-8000-000000000004';
    expect(routes.confirmEmail({ token })).toBe(`/auth/confirm?token=${token}`);
    expect(routes.confirmEmail({ token, change: '1' })).toBe(`/auth/confirm?token=${token}&change=1`);
    expect(routes.resetPassword(token)).toBe(`/auth/reset-password?token=${token}`);
    expect(routes.parentalConsent(token)).toBe(`/auth/parental-consent?token=${token}`);
    expect(routes.newsletterUnsubscribe({ emailUuid: 'e', emailType: 'newsletter', token: 'a+b' })).toBe('/newsletter/unsubscribe?emailUuid=e&emailType=newsletter&token=a%2Bb');
    expect(routes.legal('tos-knower')).toBe('/legal/tos-knower');
  });

  it('tells the app area\'s routes from the site\'s', () => {
    expect(isAppAreaPath('/app/knows/create')).toBe(true);
    expect(isAppAreaPath('/knows/create/upload')).toBe(false);
    expect(isAppAreaPath('/application')).toBe(false);
  });

  it('is the only place the sign-in and sign-up addresses are written in app code', () => {
    const hits = execFileSync('git', ['grep', '--untracked', '-l', '-E', `['"\`]/auth/sign(in|up)`, '--', 'features', 'components', 'lib', 'pages', 'server', 'proxy.ts'], { encoding: 'utf8' })
      .split('\n')
      .filter((file) => file && !file.includes('__tests__'));
    expect(hits).toEqual(['lib/routes/page-routes.ts']);
  });
});
