import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { callRoute, errorType } from '../../../tests/integration/call-route';
import { makeKnow, makeKnower, setUser, signUpUser } from '../../../tests/integration/know-fixtures';
import { knowerKnowsRoute, knowerProfileRoute } from '../../catalogue/know-catalogue-routes';
import { getDb } from '../../db';
import { knowers } from '../../db/schema';

let knowerUuid: string;
let userUuid: string;

beforeAll(async () => {
  const user = await signUpUser({ name: 'Lena Vogel' });
  userUuid = user.uuid;
  knowerUuid = await makeKnower(user.uuid, { bio: 'Bio-LK, Abi 2027' });
  await setUser(user.uuid, { username: `lena${Date.now()}` });
  await makeKnow(knowerUuid, { title: 'Photosynthese', likeCount: 10, viewCount: 100, publishedOn: new Date('2026-03-01') });
  await makeKnow(knowerUuid, { title: 'Zellatmung', likeCount: 5, viewCount: 50, country: 'FR', publishedOn: new Date('2026-03-02') });
  await makeKnow(knowerUuid, { title: 'Geheim', likeCount: 1000, viewCount: 1000, isPrivate: true });
  await makeKnow(knowerUuid, { title: 'Entwurf', likeCount: 1000, viewCount: 1000, status: 'DRAFT' });
});

describe('GET /api/v1/knowers/{id}/profile', () => {
  it('shows the knower with stats of their public knows only', async () => {
    const response = await callRoute(knowerProfileRoute, { params: { id: knowerUuid } });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      knowerUuid,
      userUuid,
      name: 'Lena Vogel',
      bio: 'Bio-LK, Abi 2027',
      country: 'DE',
      profilePath: `/knowers/lena-vogel-${knowerUuid}/profile`,
      stats: { publicKnowCount: 2, totalLikes: 15, totalViews: 150 },
    });
    expect((response.body as { username: string }).username).toMatch(/^lena/);
  });

  it('answers NotFoundError for an unknown knower, a deactivated account, and FormValidationError for a malformed id', async () => {
    expect(errorType(await callRoute(knowerProfileRoute, { params: { id: '3f2504e0-4f89-41d3-9a0c-0305e82c3301' } }))).toBe('NotFoundError');
    expect(errorType(await callRoute(knowerProfileRoute, { params: { id: 'lena' } }))).toBe('FormValidationError');
    const gone = await signUpUser();
    const goneKnower = await makeKnower(gone.uuid);
    await setUser(gone.uuid, { active: false });
    expect(errorType(await callRoute(knowerProfileRoute, { params: { id: goneKnower } }))).toBe('NotFoundError');
    expect(errorType(await callRoute(knowerKnowsRoute, { params: { id: goneKnower } }))).toBe('NotFoundError');
  });

  it('shows a knower without any knows with zero stats', async () => {
    const fresh = await makeKnower((await signUpUser()).uuid);
    expect((await callRoute(knowerProfileRoute, { params: { id: fresh } })).body).toMatchObject({ bio: '', stats: { publicKnowCount: 0, totalLikes: 0, totalViews: 0 } });
    expect((await callRoute(knowerKnowsRoute, { params: { id: fresh } })).body).toMatchObject({ knows: [], total: 0, pageCount: 1 });
  });
});

describe('GET /api/v1/knowers/{id}/knows', () => {
  it('lists public knows of every country, newest first, never private or unpublished ones', async () => {
    const response = await callRoute(knowerKnowsRoute, { params: { id: knowerUuid } });
    expect(response.status).toBe(200);
    const body = response.body as { knows: { title: string }[]; total: number; page: number };
    expect(body.knows.map((know) => know.title)).toEqual(['Zellatmung', 'Photosynthese']);
    expect([body.total, body.page]).toEqual([2, 1]);
  });

  it('answers NotFoundError for a page past the last and FormValidationError for a page that is no number', async () => {
    expect(errorType(await callRoute(knowerKnowsRoute, { params: { id: knowerUuid }, query: { page: '2' } }))).toBe('NotFoundError');
    expect(errorType(await callRoute(knowerKnowsRoute, { params: { id: knowerUuid }, query: { page: 'x' } }))).toBe('FormValidationError');
  });

  it('answers NotFoundError once the knower record is removed', async () => {
    const user = await signUpUser();
    const removed = await makeKnower(user.uuid);
    await (await getDb()).delete(knowers).where(eq(knowers.uuid, removed));
    expect(errorType(await callRoute(knowerProfileRoute, { params: { id: removed } }))).toBe('NotFoundError');
  });
});
