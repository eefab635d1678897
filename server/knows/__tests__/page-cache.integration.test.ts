import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { insertKnow, insertKnower } from '../../../tests/fixtures/knows';
import { getDb } from '../../db';
import { knows } from '../../db/schema';
import { FRESH_MS, getKnowPageData, invalidateKnowPage, MAX_AGE_MS } from '../page-cache';

describe('know page cache', () => {
  it('serves a know from memory while fresh, then keeps it while its version is unchanged', async () => {
    const db = await getDb();
    const { knower } = await insertKnower(db);
    const know = await insertKnow(db, { knowerUuid: knower.uuid, title: 'Zellatmung' });
    const now = Date.now();
    const first = await getKnowPageData(db, know.uuid, now);
    await db.update(knows).set({ title: 'Changed without a new version' }).where(eq(knows.uuid, know.uuid));
    expect(await getKnowPageData(db, know.uuid, now + FRESH_MS - 1)).toBe(first);
    expect(await getKnowPageData(db, know.uuid, now + FRESH_MS + 1)).toBe(first);
    expect((await getKnowPageData(db, know.uuid, now + MAX_AGE_MS + 1))?.record.summary.title).toBe('Changed without a new version');
  });

  it('reloads a know whose updatedOn, state or like count changed', async () => {
    const db = await getDb();
    const { knower } = await insertKnower(db);
    const know = await insertKnow(db, { knowerUuid: knower.uuid });
    const now = Date.now();
    await getKnowPageData(db, know.uuid, now);
    await db.update(knows).set({ isPrivate: true }).where(eq(knows.uuid, know.uuid));
    expect((await getKnowPageData(db, know.uuid, now + FRESH_MS + 1))?.record.isPrivate).toBe(true);
    await db.update(knows).set({ likeCount: 7 }).where(eq(knows.uuid, know.uuid));
    invalidateKnowPage(know.uuid);
    expect((await getKnowPageData(db, know.uuid, now + FRESH_MS + 2))?.record.summary.likeCount).toBe(7);
  });

  it('answers null for no such know, and one load for simultaneous first requests', async () => {
    const db = await getDb();
    expect(await getKnowPageData(db, '00000000-0000-4000-8000-000000000000')).toBeNull();
    const { knower } = await insertKnower(db);
    const know = await insertKnow(db, { knowerUuid: knower.uuid });
    const loads = await Promise.all(Array.from({ length: 8 }, () => getKnowPageData(db, know.uuid)));
    expect(new Set(loads).size).toBe(1);
  });
});
