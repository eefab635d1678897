import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { listSubjectsRoute } from '../../catalogue/routes';
import { getDb } from '../../db';
import { eq } from 'drizzle-orm';
import { issueTokens } from '../../auth/issue-tokens';
import { accounts } from '../../db/schema';
import { DEMO_ADMIN_EMAIL } from '../../db/seed/demo-content';
import { seedDemoAdmin, seedDemoContent } from '../../db/seed/seed-demo-content';
import { executeRoute, type RawRequest } from '../../http/execute-route';
import { enqueueJob } from '../../jobs/enqueue-job';
import type { AnyRoute } from '../../http/route';
import { healthRoute, serverTimeRoute } from '../routes';

const meta = { requestId: 'test-request', log: pino({ level: 'silent' }) };
const get = (route: AnyRoute, query: RawRequest['query'] = {}) =>
  executeRoute([route], { method: 'GET', params: {}, query, headers: {} }, meta);

describe('system and catalogue routes against a real database', () => {
  it('GET /api/health reports ok with the database kind', async () => {
    const response = await get(healthRoute as AnyRoute);
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      status: 'ok',
      database: { kind: process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite' },
      appEnv: 'local',
    });
  });

  it('GET /api/health counts the background jobs due now or running, not those due later (a benchmark waits for none)', async () => {
    const due = async () => ((await get(healthRoute as AnyRoute)).body as { jobs: { due: number } }).jobs.due;
    const before = await due();
    const db = await getDb();
    await enqueueJob(db, 'health-test-now', {});
    await enqueueJob(db, 'health-test-later', {}, { runAfter: new Date(Date.now() + 3_600_000) });
    expect(await due()).toBe(before + 1);
  });

  it('/api/health tells the environment, uptime and database kind to loopback or an admin only; others get the status', async () => {
    const remote = await executeRoute([healthRoute as AnyRoute], { method: 'GET', params: {}, query: {}, headers: { 'x-forwarded-for': '127.0.0.1' }, peer: '203.0.113.4' }, meta);
    expect(remote.status).toBe(200);
    expect(remote.body).toEqual({ status: 'ok' }); // nor the job queue
    const db = await getDb();
    await seedDemoAdmin(db, 'local');
    const [admin] = await db.select({ uuid: accounts.uuid, userUuid: accounts.userUuid }).from(accounts).where(eq(accounts.email, DEMO_ADMIN_EMAIL));
    const { accessToken: token } = await issueTokens(db, { accountUuid: admin!.uuid, userUuid: admin!.userUuid });
    const asAdmin = await executeRoute([healthRoute as AnyRoute], { method: 'GET', params: {}, query: {}, headers: { authorization: `Bearer ${token}` }, peer: '203.0.113.4' }, meta);
    expect(asAdmin.body).toMatchObject({ status: 'ok', appEnv: 'local', database: { kind: expect.any(String) } });
  });

  it('GET /api/server-time answers the server clock in ms', async () => {
    const before = Date.now();
    const response = await get(serverTimeRoute as AnyRoute);
    const { timestamp } = response.body as { timestamp: number };
    expect(timestamp).toBeGreaterThanOrEqual(before);
    expect(timestamp).toBeLessThanOrEqual(Date.now());
  });

  it('GET /api/v1/subjects lists the seeded subjects of the content language, sorted by name', async () => {
    await seedDemoContent(await getDb(), { withKnows: false });
    const response = await get(listSubjectsRoute as AnyRoute, { language: 'de' });
    expect(response.status).toBe(200);
    const names = (response.body as { subjects: { name: string; contentLanguage: string }[] }).subjects.map((s) => s.name);
    expect(names).toEqual(['Biologie', 'Chemie', 'Deutsch', 'Englisch', 'Erdkunde', 'Geschichte', 'Mathematik', 'Physik']);
  });

  it('GET /api/v1/subjects maps a regional locale to its content language', async () => {
    const response = await get(listSubjectsRoute as AnyRoute, { language: 'es-MX' });
    expect((response.body as { subjects: { contentLanguage: string }[] }).subjects.every((s) => s.contentLanguage === 'es')).toBe(true);
  });

  it('GET /api/v1/subjects refuses an unknown language with FormValidationError on that field', async () => {
    const response = await get(listSubjectsRoute as AnyRoute, { language: 'xx' });
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ error: { type: 'FormValidationError', data: { fields: { language: [expect.any(String)] } } } });
  });
});
