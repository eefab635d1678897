// A word found in more knows than the pages can show (decision 017, revised 2026-11-30): counted up to
// SEARCH_LIMITS.resultCountCap ("1,000+"), and its newest matches still ranked first — the candidates come from a
// query of their own instead of from every match carried along.
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { SEARCH_LIMITS } from '../../../lib/contracts/search-limits';
import { insertKnower } from '../../../tests/fixtures/knows';
import { getDb, type Db } from '../../db';
import { knows } from '../../db/schema';
import { bulkSearchVectors, rebuildSearchTerms } from '../index-know';
import { searchKnows } from '../search-knows';

const MANY = SEARCH_LIMITS.resultCountCap + 25;
let db: Db;

beforeAll(async () => {
  db = await getDb();
  const { knower } = await insertKnower(db);
  // Know n was published n minutes ago; every one says "Zusammenfassung", every fifth also "Mitose".
  await db.execute(sql`
    insert into ${knows} (knower_uuid, title, slug, content_language, country, status, document_state, page_count, published_on, text_content)
    select ${knower.uuid}, 'Lernzettel ' || n, 'lernzettel-' || n, 'de', 'DE', 'PUBLISHED', 'READY', 1, now() - n * interval '1 minute',
           'Zusammenfassung für die Klausur' || (case when n % 5 = 0 then ', Mitose und Meiose' else '' end)
    from generate_series(1, ${MANY}) as n`);
  await db.update(knows).set(bulkSearchVectors());
  await rebuildSearchTerms(db);
}, 60_000);

const search = (query: string, page = 1) => searchKnows(db, { query, language: 'de', page, pageSize: 20, audience: 'member' });

describe('a word in more knows than the pages can show', () => {
  it('is counted up to the cap, exact matches too, and its newest knows come first', async () => {
    const answer = await search('Zusammenfassung');
    expect(answer.numberOfResults).toBe(SEARCH_LIMITS.resultCountCap);
    expect(answer.numberOfExactResults).toBe(SEARCH_LIMITS.resultCountCap);
    expect(answer.knows.map((know) => know.title)).toEqual(Array.from({ length: 20 }, (_, index) => `Lernzettel ${index + 1}`));
    expect((await search('Zusammenfassung', 2)).knows[0]?.title).toBe('Lernzettel 21');
  });

  it('counts a word under the cap exactly, with the same newest-first order among equals', async () => {
    const answer = await search('Mitose');
    expect(answer.numberOfResults).toBe(Math.floor(MANY / 5));
    expect(answer.knows[0]?.title).toBe('Lernzettel 5');
  });
});
