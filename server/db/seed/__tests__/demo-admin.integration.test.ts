import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { callRoute } from '../../../../tests/integration/call-route';
import { tokenRoute } from '../../../auth/routes';
import { getDb } from '../..';
import { accounts, users } from '../../schema';
import { DEMO_ADMIN_EMAIL, DEMO_ADMIN_PASSWORD } from '../demo-content';
import { seedDemoAdmin, seedDemoContent } from '../seed-demo-content';

async function demoAdmins() {
  return (await getDb())
    .select({ role: users.role, emailConfirmedOn: accounts.emailConfirmedOn })
    .from(accounts)
    .innerJoin(users, eq(users.uuid, accounts.userUuid))
    .where(sql`lower(${accounts.email}) = ${DEMO_ADMIN_EMAIL}`);
}

describe('the demo admin', () => {
  it('A public signing secret: is never created outside local (not on dev, whose domains are public, staging or prod)', async () => {
    const db = await getDb();
    expect(await seedDemoAdmin(db, 'prod')).toBe(false);
    expect(await seedDemoAdmin(db, 'staging')).toBe(false);
    expect(await seedDemoAdmin(db, 'dev')).toBe(false);
    expect(await seedDemoContent(db, { appEnv: 'prod', withKnows: false })).toEqual({ seeded: true, knows: 0 });
    expect(await demoAdmins()).toEqual([]);
  });

  it('is added locally, also to a database that already has the demo content — role admin, e-mail confirmed — once only', async () => {
    const db = await getDb();
    expect(await seedDemoContent(db, { appEnv: 'local', withKnows: false })).toEqual({ seeded: false, knows: 0 });
    expect(await seedDemoAdmin(db, 'local')).toBe(false);
    const admins = await demoAdmins();
    expect(admins).toHaveLength(1);
    expect(admins[0]!.role).toBe('admin');
    expect(admins[0]!.emailConfirmedOn).toBeInstanceOf(Date);
  });

  it('signs in with the documented password from this machine', async () => {
    const response = await callRoute(tokenRoute, { body: { email: DEMO_ADMIN_EMAIL, password: DEMO_ADMIN_PASSWORD }, ip: '10.9.9.9', peer: '127.0.0.1' });
    expect(response.status).toBe(200);
  });

  it('A public signing secret: from another machine the documented password is refused (InvalidCredentialsError), whatever X-Forwarded-For says', async () => {
    const body = { email: DEMO_ADMIN_EMAIL, password: DEMO_ADMIN_PASSWORD };
    const remote = await callRoute(tokenRoute, { body, ip: '203.0.113.9', peer: '203.0.113.9', headers: { 'x-forwarded-for': '127.0.0.1' } });
    expect(remote.status).toBe(401);
    expect((remote.body as { error: { type: string } }).error.type).toBe('InvalidCredentialsError');
  });
});
