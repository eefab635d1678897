// /users/{uuid} is one page per person: a knower's address leads to their knower profile (with their knows), anyone
// else's shows the public user page, an unknown one is a 404.
import { randomUUID } from 'node:crypto';
import type { GetServerSidePropsContext } from 'next';
import { describe, expect, it } from 'vitest';
import { makeKnower, signUpUser } from '../../../tests/integration/know-fixtures';
import { publicUserPageProps } from '../public-user-page-props';

const contextFor = (uuid: string, host = 'de.localhost:3000', locale = 'de') =>
  ({
    req: { headers: { host }, socket: { remoteAddress: '127.0.0.1' } },
    res: { setHeader: () => undefined, getHeader: () => undefined },
    query: { uuid },
    params: { uuid },
    locale,
    defaultLocale: locale,
    resolvedUrl: `/users/${uuid}`,
  }) as unknown as GetServerSidePropsContext;

describe('/users/{uuid}', () => {
  it("answers a knower's address with a 308 to their knower profile", async () => {
    const user = await signUpUser({ name: 'Łukasz Nowak' });
    const knowerUuid = await makeKnower(user.uuid);
    const result = (await publicUserPageProps(contextFor(user.uuid))) as { redirect?: { destination: string; statusCode: number } };
    expect(result.redirect?.statusCode).toBe(308);
    expect(decodeURI(result.redirect!.destination)).toBe(`/knowers/łukasz-nowak-${knowerUuid}/profile`);
  });

  it('shows the public page of a user who is not a knower, and 404 for an unknown or malformed id', async () => {
    const user = await signUpUser({ name: 'Mia Sommer' });
    const shown = (await publicUserPageProps(contextFor(user.uuid))) as { props?: { profile?: { name: string } } };
    expect(shown.props?.profile?.name).toBe('Mia Sommer');
    expect(await publicUserPageProps(contextFor(randomUUID()))).toEqual({ notFound: true });
    expect(await publicUserPageProps(contextFor('not-a-uuid'))).toEqual({ notFound: true });
  });
});
