// Events and users for the analytics service's integration tests.
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { callRoute, uniqueEmail } from '../../../tests/integration/call-route';
import { getDb } from '../../db';
import { users } from '../../db/schema';
import { signupRoute } from '../../users/routes';

export { sampleAnalyticsEvent as anEvent } from '../../../tests/fixtures/analytics-event';

/** A signed-up user and its access token; `admin` gives it the admin role. */
export async function aUser({ admin = false } = {}): Promise<{ uuid: string; accessToken: string }> {
  const response = await callRoute(signupRoute, { body: { email: uniqueEmail(), name: 'Mia', password: 'lernen2026' } });
  expect(response.status).toBe(201);
  const { user, accessToken } = response.body as { user: { uuid: string }; accessToken: string };
  if (admin) await (await getDb()).update(users).set({ role: 'admin' }).where(eq(users.uuid, user.uuid));
  return { uuid: user.uuid, accessToken };
}
