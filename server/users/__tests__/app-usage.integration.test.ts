import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { callRoute, errorType, uniqueEmail } from '../../../tests/integration/call-route';
import { getDb } from '../../db';
import { userAppOpens, userIpLookups } from '../../db/schema';
import { ipLookupRoute, openAppRoute } from '../app-usage-routes';
import { signupRoute } from '../routes';

async function newUser() {
  const response = await callRoute(signupRoute, { body: { email: uniqueEmail('usage'), name: 'Mia', password: 'reviser2026' } });
  return response.body as { accessToken: string; user: { uuid: string } };
}

const lookup = { timeZone: 'Europe/Berlin', timeZoneOffset: 60, languages: ['de-DE', 'en'], screen: { width: 390, height: 844, pixelRatio: 3 } };

describe('POST /api/v1/users/{id}/open-app', () => {
  it('records an app open of your own (204)', async () => {
    const me = await newUser();
    const response = await callRoute(openAppRoute, { params: { id: me.user.uuid }, token: me.accessToken });
    expect(response.status).toBe(204);
    await callRoute(openAppRoute, { params: { id: me.user.uuid }, token: me.accessToken });
    const rows = await (await getDb()).select().from(userAppOpens).where(eq(userAppOpens.userUuid, me.user.uuid));
    expect(rows).toHaveLength(2);
    expect(rows[0]!.openedOn).toBeInstanceOf(Date);
  });

  it("refuses someone else's id (ForbiddenError) and a call without token (AuthorizationError)", async () => {
    const me = await newUser();
    const other = await newUser();
    const forbidden = await callRoute(openAppRoute, { params: { id: other.user.uuid }, token: me.accessToken });
    expect([forbidden.status, errorType(forbidden)]).toEqual([403, 'ForbiddenError']);
    const anonymous = await callRoute(openAppRoute, { params: { id: me.user.uuid } });
    expect([anonymous.status, errorType(anonymous)]).toEqual([401, 'AuthorizationError']);
    const rows = await (await getDb()).select().from(userAppOpens).where(eq(userAppOpens.userUuid, other.user.uuid));
    expect(rows).toHaveLength(0);
  });

  it('answers 400 for an id not in uuid form', async () => {
    const me = await newUser();
    const response = await callRoute(openAppRoute, { params: { id: 'me' }, token: me.accessToken });
    expect([response.status, errorType(response)]).toEqual([400, 'FormValidationError']);
  });
});

describe('POST /api/v1/users/{id}/lookup', () => {
  it("records the caller's address with what the client sent (204)", async () => {
    const me = await newUser();
    const response = await callRoute(ipLookupRoute, { params: { id: me.user.uuid }, token: me.accessToken, body: lookup, ip: '203.0.113.7' });
    expect(response.status).toBe(204);
    const rows = await (await getDb()).select().from(userIpLookups).where(eq(userIpLookups.userUuid, me.user.uuid));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ ip: '203.0.113.7', data: lookup });
  });

  it("refuses someone else's id (ForbiddenError) and a call without token (AuthorizationError)", async () => {
    const me = await newUser();
    const other = await newUser();
    const forbidden = await callRoute(ipLookupRoute, { params: { id: other.user.uuid }, token: me.accessToken, body: lookup });
    expect([forbidden.status, errorType(forbidden)]).toEqual([403, 'ForbiddenError']);
    const anonymous = await callRoute(ipLookupRoute, { params: { id: me.user.uuid }, body: lookup });
    expect([anonymous.status, errorType(anonymous)]).toEqual([401, 'AuthorizationError']);
    const rows = await (await getDb()).select().from(userIpLookups).where(eq(userIpLookups.userUuid, other.user.uuid));
    expect(rows).toHaveLength(0);
  });

  it('refuses a body outside the contract (FormValidationError) and writes nothing', async () => {
    const me = await newUser();
    for (const body of [
      { ...lookup, timeZone: 'Europe/Berlin; DROP TABLE' },
      { ...lookup, languages: Array.from({ length: 11 }, () => 'de') },
      { ...lookup, screen: { width: -1, height: 844, pixelRatio: 3 } },
      { ...lookup, extra: 'field' },
      {},
    ]) {
      const response = await callRoute(ipLookupRoute, { params: { id: me.user.uuid }, token: me.accessToken, body });
      expect([response.status, errorType(response)], JSON.stringify(body)).toEqual([400, 'FormValidationError']);
    }
    const rows = await (await getDb()).select().from(userIpLookups).where(eq(userIpLookups.userUuid, me.user.uuid));
    expect(rows).toHaveLength(0);
  });
});
