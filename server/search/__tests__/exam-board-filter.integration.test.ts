// Issue 33: search filtered by exam board (decision 044) — with a query (full-text matches) and without (the newest
// knows), through the API with its zod check of the parameter. In the `engines` project: PGlite and PostgreSQL.
import { beforeAll, describe, expect, it } from 'vitest';
import type { SearchKnowsResponse } from '../../../lib/contracts/search';
import { callRoute, errorType } from '../../../tests/integration/call-route';
import { insertKnow, insertKnower } from '../../../tests/fixtures/knows';
import { getDb } from '../../db';
import { indexKnow } from '../index-know';
import { searchKnowsRoute } from '../routes';

const HOST = 'tr.localhost:3000';
const search = async (query: Record<string, string>) => {
  const response = await callRoute(searchKnowsRoute, { query: { language: 'tr', ...query }, host: HOST });
  expect(response.status).toBe(200);
  return (response.body as SearchKnowsResponse).knows.map((know) => know.title).sort();
};

beforeAll(async () => {
  const db = await getDb();
  const { knower } = await insertKnower(db, { country: 'TR', language: 'tr' });
  for (const [title, examBoard] of [['Zarfoloji paragraf LGS', 'lgs'], ['Zarfoloji paragraf TYT', 'yks-tyt'], ['Zarfoloji paragraf genel', null]] as const) {
    const know = await insertKnow(db, { knowerUuid: knower.uuid, title, contentLanguage: 'tr', country: 'TR', examBoard, textContent: 'zarfoloji paragraf soruları' });
    await indexKnow(db, know.uuid);
  }
});

describe('search by exam board', () => {
  it('finds every board’s knows without the filter, and only the board’s with it', async () => {
    expect(await search({ query: 'zarfoloji' })).toEqual(['Zarfoloji paragraf LGS', 'Zarfoloji paragraf TYT', 'Zarfoloji paragraf genel']);
    expect(await search({ query: 'zarfoloji', examBoard: 'lgs' })).toEqual(['Zarfoloji paragraf LGS']);
    expect(await search({ query: 'zarfoloji', examBoard: 'yks-tyt' })).toEqual(['Zarfoloji paragraf TYT']);
    expect(await search({ query: 'zarfoloji', examBoard: 'yks-ayt' })).toEqual([]);
  });

  it('filters the newest knows (no query) the same way', async () => {
    const newest = await search({ examBoard: 'lgs', pageSize: '50' });
    expect(newest).toContain('Zarfoloji paragraf LGS');
    expect(newest).not.toContain('Zarfoloji paragraf TYT');
    expect(newest).not.toContain('Zarfoloji paragraf genel');
  });

  it('refuses a board that does not exist as a FormValidationError', async () => {
    const response = await callRoute(searchKnowsRoute, { query: { query: 'zarfoloji', examBoard: 'AQA!' }, host: HOST });
    expect([response.status, errorType(response)]).toEqual([400, 'FormValidationError']);
  });
});
