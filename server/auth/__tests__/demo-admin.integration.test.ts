// A public signing secret (security finding, High), the demo admin part: its password is in the README, so it exists
// only in APP_ENV=local and signs in only from this machine.
import { describe, expect, it } from 'vitest';
import { callRoute, errorType } from '../../../tests/integration/call-route';
import { getDb } from '../../db';
import { DEMO_ADMIN_EMAIL, DEMO_ADMIN_PASSWORD } from '../../db/seed/demo-content';
import { seedDemoAdmin } from '../../db/seed/seed-demo-content';
import { tokenRoute } from '../routes';

describe('A public signing secret: the demo admin', () => {
  it('is seeded in local only, not in dev, staging or prod', async () => {
    const db = await getDb();
    for (const appEnv of ['dev', 'staging', 'prod'] as const) expect(await seedDemoAdmin(db, appEnv)).toBe(false);
    expect(await seedDemoAdmin(db, 'local')).toBe(true);
  });

  it('signs in from this machine only: another address gets InvalidCredentialsError with the right password', async () => {
    const body = { email: DEMO_ADMIN_EMAIL, password: DEMO_ADMIN_PASSWORD };
    const remote = await callRoute(tokenRoute, { body, peer: '203.0.113.9', ip: '203.0.113.9', headers: { 'x-forwarded-for': '127.0.0.1' } });
    expect(remote.status).toBe(401);
    expect(errorType(remote)).toBe('InvalidCredentialsError');
    const local = await callRoute(tokenRoute, { body, peer: '127.0.0.1' });
    expect(local.status, JSON.stringify(local.body)).toBe(200);
  });
});
