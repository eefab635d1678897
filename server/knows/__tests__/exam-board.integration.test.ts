// Issue 33: a know tagged with an exam board of its country (decision 044): set and cleared in its details, refused
// from another country, and shown on the know page's answer.
import { beforeAll, describe, expect, it } from 'vitest';
import { callRoute, errorType } from '../../../tests/integration/call-route';
import { insertKnow } from '../../../tests/fixtures/knows';
import { makeKnower, signUpUser, type TestUser } from '../../../tests/integration/know-fixtures';
import { getDb } from '../../db';
import { updateKnowRoute } from '../create-routes';
import { getKnowRoute } from '../read-routes';

const HOST = 'gb.localhost:3000';
let me: TestUser;
let britishKnow: string;
let germanKnow: string;

beforeAll(async () => {
  const db = await getDb();
  me = await signUpUser({ name: 'Amelia', host: HOST });
  const knowerUuid = await makeKnower(me.uuid);
  britishKnow = (await insertKnow(db, { knowerUuid, title: 'Photosynthesis for GCSE', contentLanguage: 'en-GB', country: 'GB', status: 'DRAFT' })).uuid;
  germanKnow = (await insertKnow(db, { knowerUuid, title: 'Photosynthese Abitur', contentLanguage: 'de', country: 'DE', status: 'DRAFT' })).uuid;
});

const patch = (uuid: string, body: unknown, token = me.token) => callRoute(updateKnowRoute, { params: { id: uuid }, body, token, host: HOST });

describe('a know’s exam board', () => {
  it('is set to one of its country’s boards, shown on the know page, and cleared', async () => {
    expect((await patch(britishKnow, { examBoard: 'ocr' })).body).toMatchObject({ examBoard: 'ocr' });
    const page = await callRoute(getKnowRoute, { params: { id: britishKnow }, token: me.token, host: HOST });
    expect(page).toMatchObject({ status: 200, body: { examBoard: 'ocr' } });
    expect((await patch(britishKnow, { examBoard: null })).body).toMatchObject({ examBoard: null });
  });

  it('refuses a board of another country, and any board for a know of a country without them', async () => {
    const turkish = await patch(britishKnow, { examBoard: 'lgs' });
    expect([turkish.status, errorType(turkish)]).toEqual([400, 'FormValidationError']);
    expect(turkish.body).toMatchObject({ error: { data: { fields: { examBoard: [expect.any(String)] } } } });
    const german = await patch(germanKnow, { examBoard: 'aqa' });
    expect([german.status, errorType(german)]).toEqual([400, 'FormValidationError']);
    expect(errorType(await patch(britishKnow, { examBoard: 'Edexcel' }))).toBe('FormValidationError');
  });

  it('is only the knower’s to change', async () => {
    const other = await signUpUser({ name: 'Oliver', host: HOST });
    const response = await patch(britishKnow, { examBoard: 'aqa' }, other.token);
    expect(response.status).toBeGreaterThanOrEqual(403);
    expect(['ForbiddenError', 'NotFoundError']).toContain(errorType(response));
  });
});
