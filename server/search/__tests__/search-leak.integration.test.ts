// Security finding "search leaks blurred text": a visitor who is not signed in searches only what they may see of a
// know (title, description, page 1; every page where the know's country shows content unblurred) — no match, no exact
// match and no suggested word from a blurred page. Signed-in users search every page.
import { beforeAll, describe, expect, it } from 'vitest';
import type { SearchKnowsResponse } from '../../../lib/contracts/search';
import { callRoute, uniqueEmail } from '../../../tests/integration/call-route';
import { insertKnow, insertKnower } from '../../../tests/fixtures/knows';
import { getDb, type Db } from '../../db';
import { signupRoute } from '../../users/routes';
import { backfillVisitorSearch, indexKnow } from '../index-know';
import { searchKnowsRoute } from '../routes';
import { searchKnows } from '../search-knows';

let db: Db;
const PAGE_1 = 'Die Zelle ist die kleinste Einheit des Lebens. Ribosomenketten bauen Proteine.';
const PAGE_2 = 'Im Golgi-Apparat liegen sorgfältig gefaltete Zymogenspeicher bereit.';

const search = (query: string, audience: 'member' | 'visitor', language = 'de') => searchKnows(db, { query, language, page: 1, pageSize: 20, audience });
const titles = (answer: SearchKnowsResponse) => answer.knows.map((know) => know.title);
const suggested = (answer: SearchKnowsResponse) => answer.suggestions.map((suggestion) => suggestion.text);

beforeAll(async () => {
  db = await getDb();
  const { knower } = await insertKnower(db);
  const german = await insertKnow(db, { knowerUuid: knower.uuid, title: 'Zellorganellen im Überblick', description: 'Aufbau der Zelle', pageTexts: [PAGE_1, PAGE_2] });
  const turkish = await insertKnow(db, {
    knowerUuid: knower.uuid,
    title: 'Hücre organelleri',
    contentLanguage: 'tr',
    country: 'TR',
    pageTexts: ['Hücre canlıların en küçük birimidir.', 'Kloroplastzarı ışığı yakalar.'],
  });
  for (const know of [german, turkish]) await indexKnow(db, know.uuid);
});

describe('security: search leaks blurred text', () => {
  it('a visitor does not find a blurred know by a word of page 2; a signed-in user does', async () => {
    expect(titles(await search('Zymogenspeicher', 'visitor'))).not.toContain('Zellorganellen im Überblick');
    expect(titles(await search('Zymogenspeicher', 'member'))).toContain('Zellorganellen im Überblick');
  });

  it('a visitor cannot confirm an exact phrase of page 2', async () => {
    const answer = await search('"sorgfältig gefaltete Zymogenspeicher"', 'visitor');
    expect(answer.numberOfResults).toBe(0);
    expect(answer.numberOfExactResults).toBe(0);
  });

  it('a visitor is never suggested a word that only a blurred page holds (completion or correction); a signed-in user is', async () => {
    expect(suggested(await search('Zymogensp', 'visitor')).join(' ')).not.toMatch(/zymogenspeicher/i);
    expect(suggested(await search('Zymogenspeicjer', 'visitor')).join(' ')).not.toMatch(/zymogenspeicher/i);
    expect(suggested(await search('Zymogensp', 'member'))).toContain('zymogenspeicher');
  });

  it('a visitor finds the know by its title, its description and page 1', async () => {
    for (const query of ['Zellorganellen', 'Aufbau', 'Ribosomenketten']) expect(titles(await search(query, 'visitor')), query).toContain('Zellorganellen im Überblick');
    expect(suggested(await search('Ribosomenket', 'visitor'))).toContain('ribosomenketten');
  });

  it('a visitor finds a know of an unblurred country (TR) by a word of page 2', async () => {
    expect(titles(await search('Kloroplastzarı', 'visitor', 'tr'))).toContain('Hücre organelleri');
  });

  it('over HTTP, the caller decides nothing: no token searches as a visitor, a valid token as a member', async () => {
    const signup = await callRoute(signupRoute, { body: { email: uniqueEmail('search'), name: 'Mia', password: 'lernen2026' } });
    const token = (signup.body as { accessToken: string }).accessToken;
    const ask = (headers: Record<string, string>, options: { token?: string } = {}) =>
      callRoute(searchKnowsRoute, { query: { query: 'Zymogenspeicher', language: 'de' }, headers, ...options });
    const visitor = (await ask({})).body as SearchKnowsResponse;
    expect(titles(visitor)).not.toContain('Zellorganellen im Überblick');
    const forged = (await ask({ cookie: 'knowly_access_token=forged; knowly_experiments=ueg.treatment' })).body as SearchKnowsResponse;
    expect(titles(forged)).not.toContain('Zellorganellen im Überblick');
    const member = (await ask({}, { token })).body as SearchKnowsResponse;
    expect(titles(member)).toContain('Zellorganellen im Überblick');
  });

  it('gives knows indexed before the visitor vector existed one at start, and their words', async () => {
    const { knower } = await insertKnower(db);
    const old = await insertKnow(db, { knowerUuid: knower.uuid, title: 'Altbestand Mitose', pageTexts: ['Prophase und Metaphase', 'Telophasenrest'] });
    await indexKnow(db, old.uuid);
    await db.execute(`update knows set visitor_search_vector = null where uuid = '${old.uuid}'`);
    expect(titles(await search('Mitose', 'visitor'))).not.toContain('Altbestand Mitose');
    expect(await backfillVisitorSearch(db)).toBeGreaterThanOrEqual(1);
    expect(titles(await search('Mitose', 'visitor'))).toContain('Altbestand Mitose');
    expect(titles(await search('Telophasenrest', 'visitor'))).not.toContain('Altbestand Mitose');
    expect(await backfillVisitorSearch(db)).toBe(0);
  });
});
