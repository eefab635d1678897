// Issue 33 "the saved language is ignored" (decision 038): with English chosen in the settings, a signed-in page asked
// for in German answers with the same page in English on the same site; a page already in the account's language
// renders; public pages are left alone. And the shell learns from the server render whether the browser is signed in.
import { beforeAll, describe, expect, it } from 'vitest';
import { ACCESS_TOKEN_COOKIE } from '../../../lib/api/token-store';
import { setUser, signUpUser, type TestUser } from '../../../tests/integration/know-fixtures';
import { pageProps } from '../page-props';

const contextFor = ({ host = 'de.localhost:3000', locale = 'de', resolvedUrl, token }: { host?: string; locale?: string; resolvedUrl: string; token?: string }) => ({
  req: { headers: { host }, cookies: token ? { [ACCESS_TOKEN_COOKIE]: token } : {}, socket: { remoteAddress: '127.0.0.1' } },
  res: { setHeader: () => undefined, getHeader: () => undefined },
  query: {},
  params: {},
  locale,
  defaultLocale: 'de',
  resolvedUrl,
});

type Answer = { redirect?: { destination: string; statusCode: number }; props?: { signedIn?: boolean } };

const appPage = pageProps([], undefined, { auth: 'required' });
const publicPage = pageProps([]);

/** An account on the German site that chose English (made before the tests: the first sign-up of a file is slow). */
let english: TestUser;
beforeAll(async () => {
  english = await signUpUser();
  await setUser(english.uuid, { interfaceLanguage: 'en' });
});

describe('the account language decides its signed-in pages', () => {
  it('moves a German-site app page to the English prefix when the account chose English (a temporary redirect, same site)', async () => {
    const answer = (await appPage(contextFor({ resolvedUrl: '/app/feeds?tab=new', token: english.token }) as never)) as Answer;
    expect(answer.redirect).toEqual({ destination: 'http://de.localhost:3000/en/app/feeds?tab=new', statusCode: 307 });
  });

  it('renders the page when its address is in the account language already, prefixed or the site’s own', async () => {
    const prefixed = (await appPage(contextFor({ locale: 'en', resolvedUrl: '/app/feeds', token: english.token }) as never)) as Answer;
    expect(prefixed.redirect).toBeUndefined();
    expect(prefixed.props?.signedIn).toBe(true);
    const german = await signUpUser();
    await setUser(german.uuid, { interfaceLanguage: 'de' });
    expect(((await appPage(contextFor({ resolvedUrl: '/app/feeds', token: german.token }) as never)) as Answer).redirect).toBeUndefined();
  });

  it('brings a prefixed address in another language back to the site’s own language without a prefix', async () => {
    const user = await signUpUser();
    await setUser(user.uuid, { interfaceLanguage: 'de' });
    const answer = (await appPage(contextFor({ locale: 'fr', resolvedUrl: '/app/library', token: user.token }) as never)) as Answer;
    expect(answer.redirect?.destination).toBe('http://de.localhost:3000/app/library');
  });

  it('leaves public pages in the language their address asks for, and tells the shell whether the browser is signed in', async () => {
    const signedIn = (await publicPage(contextFor({ resolvedUrl: '/knows/search', token: english.token }) as never)) as Answer;
    expect(signedIn.redirect).toBeUndefined();
    expect(signedIn.props?.signedIn).toBe(true);
    const visitor = (await publicPage(contextFor({ resolvedUrl: '/knows/search' }) as never)) as Answer;
    expect(visitor.props?.signedIn).toBe(false);
  });
});
