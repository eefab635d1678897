import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { getDb, type Db } from '../../db';
import { queryRows } from '../../db/client';
import { knows, searchTerms } from '../../db/schema';
import { insertKnow, insertKnower } from '../../../tests/fixtures/knows';
import { indexKnow, rebuildSearchTerms, unindexKnow } from '../index-know';

let db: Db;
let knowerUuid: string;

beforeAll(async () => {
  db = await getDb();
  ({ knower: { uuid: knowerUuid } } = await insertKnower(db));
});

async function countOf(term: string, language = 'de'): Promise<number> {
  const [row] = await db.select({ count: searchTerms.documentCount }).from(searchTerms).where(sql`${searchTerms.contentLanguage} = ${language} and ${searchTerms.term} = ${term}`);
  return row?.count ?? 0;
}

async function matches(uuid: string, query: string, config = 'german'): Promise<boolean> {
  const rows = await queryRows<{ hit: boolean }>(db, sql`select coalesce(search_vector @@ websearch_to_tsquery(${config}::regconfig, ${query}), false) as hit from knows where uuid = ${uuid}`);
  return rows[0]!.hit;
}

describe('indexKnow', () => {
  it('finds a German know by another form of a word of its text (stemming), in the German configuration', async () => {
    const know = await insertKnow(db, { knowerUuid, title: 'Zellbiologie', textContent: 'Die Pflanze betreibt Photosynthese im Chloroplasten.' });
    await indexKnow(db, know.uuid);
    expect(await matches(know.uuid, 'Pflanzen')).toBe(true);
    expect(await matches(know.uuid, 'Chloroplast')).toBe(true);
    expect(await matches(know.uuid, 'Mitochondrien')).toBe(false);
  });

  it('counts each word of a know once, however often it is indexed, and unindexing takes its words back', async () => {
    const know = await insertKnow(db, { knowerUuid, title: 'Quantenverschränkung', textContent: 'Quantenverschränkung und Quantenverschränkung' });
    await indexKnow(db, know.uuid);
    await indexKnow(db, know.uuid);
    expect(await countOf('quantenverschränkung')).toBe(1);
    expect(await countOf('und')).toBe(0);
    const other = await insertKnow(db, { knowerUuid, title: 'Mehr Quantenverschränkung' });
    await indexKnow(db, other.uuid);
    expect(await countOf('quantenverschränkung')).toBe(2);
    await unindexKnow(db, know.uuid);
    await unindexKnow(db, know.uuid);
    expect(await countOf('quantenverschränkung')).toBe(1);
    const [row] = await db.select({ vector: knows.searchVector }).from(knows).where(eq(knows.uuid, know.uuid));
    expect(row!.vector).toBeNull();
  });

  it('moves the counts by the difference when the text or the language changed since the last indexing', async () => {
    const know = await insertKnow(db, { knowerUuid, title: 'Vulkanismus', textContent: 'Magmakammer' });
    await indexKnow(db, know.uuid);
    await db.update(knows).set({ textContent: 'Erdbebenwellen' }).where(eq(knows.uuid, know.uuid));
    await indexKnow(db, know.uuid);
    expect(await countOf('magmakammer')).toBe(0);
    expect(await countOf('erdbebenwellen')).toBe(1);
    expect(await countOf('vulkanismus')).toBe(1);
    await db.update(knows).set({ contentLanguage: 'fr', title: 'Volcanisme' }).where(eq(knows.uuid, know.uuid));
    await indexKnow(db, know.uuid);
    expect(await countOf('vulkanismus')).toBe(0);
    expect(await countOf('erdbebenwellen')).toBe(0);
    expect(await countOf('volcanisme', 'fr')).toBe(1);
  });

  it('never indexes a private, draft or rejected know, and removes one that stopped being public', async () => {
    const hidden = await Promise.all([
      insertKnow(db, { knowerUuid, title: 'Geheimwissen', isPrivate: true }),
      insertKnow(db, { knowerUuid, title: 'Geheimwissen', status: 'DRAFT' }),
      insertKnow(db, { knowerUuid, title: 'Geheimwissen', status: 'REJECTED' }),
    ]);
    for (const know of hidden) await indexKnow(db, know.uuid);
    expect(await countOf('geheimwissen')).toBe(0);
    const know = await insertKnow(db, { knowerUuid, title: 'Geheimwissen' });
    await indexKnow(db, know.uuid);
    expect(await countOf('geheimwissen')).toBe(1);
    await db.update(knows).set({ isPrivate: true }).where(eq(knows.uuid, know.uuid));
    await indexKnow(db, know.uuid);
    expect(await countOf('geheimwissen')).toBe(0);
    expect(await matches(know.uuid, 'Geheimwissen')).toBe(false);
  });

  it('rebuilds the same counts from the stored vectors', async () => {
    const before = await db.select().from(searchTerms).orderBy(searchTerms.audience, searchTerms.contentLanguage, searchTerms.term);
    await rebuildSearchTerms(db);
    const after = await db.select().from(searchTerms).orderBy(searchTerms.audience, searchTerms.contentLanguage, searchTerms.term);
    expect(after).toEqual(before);
    expect(after.length).toBeGreaterThan(3);
  });

  // PGlite has no autovacuum: without a vacuum after a bulk update, the newest knows' counts read a table page per
  // row instead of answering from the index alone (docs/benchmarks.md, 2026-11-30).
  it('vacuums the tables search reads, so that rows written in bulk are marked all-visible', async () => {
    const vacuums = async () => {
      const rows = await queryRows<{ relname: string; vacuums: number }>(db, sql`select relname, vacuum_count::int as vacuums from pg_stat_user_tables where relname in ('knows', 'search_terms', 'know_subjects', 'know_grades') order by relname`);
      return Object.fromEntries(rows.map((row) => [row.relname, row.vacuums]));
    };
    const before = await vacuums();
    await rebuildSearchTerms(db);
    const after = await vacuums();
    expect(Object.keys(after)).toEqual(['know_grades', 'know_subjects', 'knows', 'search_terms']);
    for (const table of Object.keys(after)) expect(after[table]).toBeGreaterThan(before[table] ?? 0);
  });

  // Every search reads a GIN index's pending list in full, and nothing may vacuum it (PGlite, a server without
  // autovacuum): the reviews of 118 knows left lists of 102, 32 and 16 pages under the default 4 MB limit.
  it('keeps the pending lists of the GIN indexes search reads at the smallest limit (64 kB)', async () => {
    const rows = await queryRows<{ name: string; options: string[] | null }>(
      db,
      sql`select c.relname as name, c.reloptions as options from pg_class c join pg_am am on am.oid = c.relam
          join pg_index i on i.indexrelid = c.oid join pg_class t on t.oid = i.indrelid
          where am.amname = 'gin' and t.relname in ('knows', 'search_terms') order by c.relname`,
    );
    expect(rows.map((row) => row.name)).toEqual(['knows_search_vector_idx', 'knows_title_trgm_idx', 'knows_visitor_search_vector_idx', 'search_terms_folded_term_trgm_idx']);
    for (const row of rows) expect(row.options, row.name).toContain('gin_pending_list_limit=64');
  });
});
