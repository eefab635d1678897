// The account services over real HTTP: sign up, who am I, renew the sign-in, log out.
import { expect, test } from './fixtures';

test('sign up, read the user, rotate the refresh token and log out', async ({ request }) => {
  const email = `e2e${Date.now()}@example.org`;
  const refused = await request.post('/api/v1/users', { data: { email, name: 'Ava', password: 'study2026', birthDate: '2020-01-01' } });
  expect(refused.status()).toBe(400);
  expect((await refused.json()).error.data.fields.birthDate[0]).toMatch(/at least 13/);

  const created = await request.post('/api/v1/users', { data: { email, name: 'Ava', password: 'study2026', birthDate: '2008-05-04' } });
  expect(created.status()).toBe(201);
  const { accessToken, refreshToken, user } = await created.json();
  expect(user.country).toBe('US');

  const me = await request.get('/api/v1/users/me', { headers: { authorization: `Bearer ${accessToken}` } });
  expect((await me.json()).uuid).toBe(user.uuid);
  expect((await request.get('/api/v1/users/me')).status()).toBe(401);

  const renewed = await request.post('/api/auth/oauth/token', { data: { refreshToken } });
  expect(renewed.status()).toBe(200);
  const next = await renewed.json();
  expect((await request.post('/api/auth/oauth/logout', { data: { refreshToken: next.refreshToken } })).status()).toBe(204);
  expect((await request.post('/api/auth/oauth/token', { data: { refreshToken: next.refreshToken } })).status()).toBe(401);
});
