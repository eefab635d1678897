// Non-ASCII redirects answer 500 (security finding, Medium): a Location may hold visible ASCII only. Every redirect goes
// through server/pages/redirect.ts, which percent-encodes the rest; here the two pages the audit found: a know whose
// slug has ı, ş and Greek letters, and the profile of a knower named "Łukasz Iğdır".
import { validateHeaderValue } from 'node:http';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { makeKnow, makeKnower, setUser, signUpUser } from '../../../tests/integration/know-fixtures';
import { getDb } from '../../db';
import { knows } from '../../db/schema';
import { knowerProfilePageProps } from '../../knowers/knower-profile-page-props';
import { KNOW_PAGE_VARIANTS, knowPageServerSideProps } from '../../knows/find-know-page';
import { asciiUrl as locationOf } from '../../../lib/routes/ascii-url';

const contextFor = (params: Record<string, string>, resolvedUrl: string) => ({
  req: { headers: { host: 'tr.localhost:3000' }, socket: { remoteAddress: '127.0.0.1' } },
  res: { setHeader: () => undefined, getHeader: () => undefined },
  query: { ...params, utm_source: 'paylaş' },
  params,
  locale: 'tr',
  defaultLocale: 'tr',
  resolvedUrl,
});

type Redirect = { redirect?: { destination: string; statusCode: number } };

function expectSendable(result: unknown, decoded: string) {
  const { redirect } = result as Redirect;
  expect(redirect?.statusCode).toBe(308);
  expect(() => validateHeaderValue('Location', redirect!.destination)).not.toThrow();
  expect(decodeURI(redirect!.destination)).toContain(decoded);
}

describe('Non-ASCII redirects answer 500', () => {
  it('percent-encodes what a Location may not hold, and leaves escapes, reserved characters and ASCII as they are', () => {
    expect(locationOf('/knows/ışık-ve-λόγος-1?q=a b&x=%20')).toBe('/knows/%C4%B1%C5%9F%C4%B1k-ve-%CE%BB%CF%8C%CE%B3%CE%BF%CF%82-1?q=a%20b&x=%20');
    expect(locationOf('/auth/signin?redirect=%2Fapp%2Ffeeds')).toBe('/auth/signin?redirect=%2Fapp%2Ffeeds');
    expect(locationOf('/emoji-😀')).toBe('/emoji-%F0%9F%98%80');
  });

  it('a wrong slug of a know whose slug has ı, ş and Greek letters is a 308 to an address Node can send', async () => {
    const user = await signUpUser({ name: 'Ayşe', host: 'tr.localhost:3000' });
    const uuid = await makeKnow(await makeKnower(user.uuid), { country: 'TR', language: 'tr', title: 'Işık ve λόγος' });
    await (await getDb()).update(knows).set({ slug: 'ışık-ve-λόγος' }).where(eq(knows.uuid, uuid));
    const result = await knowPageServerSideProps(KNOW_PAGE_VARIANTS.page)(contextFor({ id: `eski-baslik-${uuid}` }, `/knows/eski-baslik-${uuid}?utm_source=paylaş`) as never);
    expectSendable(result, `/knows/ışık-ve-λόγος-${uuid}`);
  });

  it('the profile of a knower named "Łukasz Iğdır" asked under another name part is a 308 Node can send', async () => {
    const user = await signUpUser({ name: 'Łukasz Iğdır', host: 'tr.localhost:3000' });
    await setUser(user.uuid, { name: 'Łukasz Iğdır' });
    const knowerUuid = await makeKnower(user.uuid);
    const result = await knowerProfilePageProps({ app: false })(contextFor({ nameUuid: `someone-${knowerUuid}` }, `/knowers/someone-${knowerUuid}/profile`) as never);
    expectSendable(result, `łukasz-iğdır-${knowerUuid}`);
  });
});
