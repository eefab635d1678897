// Events and users for the analytics service's integration tests.
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { callRoute, uniqueEmail } from '../../../tests/integration/call-route';
import { getDb } from '../../db';
import { users } from '../../db/schema';
import { signupRoute } from '../../users/routes';

/** A valid event as the web client sends it; overrides replace whole top-level fields. */
export function anEvent(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    name: 'page_view',
    uuid: randomUUID(),
    value: null,
    valueId: null,
    referrerScreen: '/',
    deviceSnippet: { formFactor: 'phone', screenDiagonal: 6.1, language: 'de-DE' },
    deviceTimeZoneOffset: 60,
    platform: 'web',
    appVersion: '0.1.0',
    activeExperiments: [{ experiment: 'know-page-revamp', variant: 'b' }],
    page: { path: '/', locale: 'de' },
    session: { id: randomUUID(), source: 'seo', campaign: null },
    web: { domain: 'de.localhost', referrer: null, userAgent: 'Mozilla/5.0 (test)' },
    ...overrides,
  };
}

/** A signed-up user and its access token; `admin` gives it the admin role. */
export async function aUser({ admin = false } = {}): Promise<{ uuid: string; accessToken: string }> {
  const response = await callRoute(signupRoute, { body: { email: uniqueEmail(), name: 'Mia', password: 'lernen2026' } });
  expect(response.status).toBe(201);
  const { user, accessToken } = response.body as { user: { uuid: string }; accessToken: string };
  if (admin) await (await getDb()).update(users).set({ role: 'admin' }).where(eq(users.uuid, user.uuid));
  return { uuid: user.uuid, accessToken };
}
