// Issue 33 "Content worth showing first" (decision 048): lists rank by quality — a complete know before a newer bare
// one, likes and saves count, an open report sinks a know until a moderator resolves it, a knower's duplicates show
// once (the best of them), the list's own first condition still comes first, and only the pool is ranked; a catalogue's
// pages show the ranked pool first and the older knows after it, every know on exactly one page.
import { randomUUID } from 'node:crypto';
import { eq, inArray, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { insertKnow, insertKnower, insertSubject } from '../../../tests/fixtures/knows';
import { getDb } from '../../db';
import { knowGrades, knows, knowSubjects, libraryItems, reports } from '../../db/schema';
import { findKnowPage } from '../../catalogue/know-pages';
import { makeGrade } from '../../../tests/integration/know-fixtures';
import { QUALITY_POOL, rankedKnowUuids } from '../know-quality';
import { findRelatedKnows } from '../related-knows';

const DAY = 24 * 60 * 60 * 1000;
const daysAgo = (days: number) => new Date(Date.now() - days * DAY);

/** A list of its own: the knows of a fresh subject. */
async function freshList() {
  const db = await getDb();
  const subject = await insertSubject(db, { slug: `quality-${randomUUID()}` });
  const { knower, user } = await insertKnower(db);
  const grade = await makeGrade();
  return { db, subject, knower, user, grade };
}

type List = Awaited<ReturnType<typeof freshList>>;

/** A know of the list: complete (a description, a grade, two pages) unless told otherwise. */
async function knowOf(list: List, title: string, { complete = true, knowerUuid = list.knower.uuid, ...values }: { complete?: boolean; knowerUuid?: string; publishedOn?: Date; likeCount?: number; pageCount?: number } = {}) {
  const know = await insertKnow(list.db, { knowerUuid, title, subjectIds: [list.subject.id], description: complete ? `${title}: alles Wichtige.` : '', pageCount: complete ? 2 : 1, ...values });
  if (complete) await list.db.insert(knowGrades).values({ knowUuid: know.uuid, gradeId: list.grade.id });
  return know;
}

const ranked = async (list: List, options: { pool?: number; first?: ReturnType<typeof sql> } = {}) => {
  const uuids = await rankedKnowUuids(list.db, {
    where: sql`exists (select 1 from know_subjects ks where ks.know_uuid = ${knows.uuid} and ks.subject_id = ${list.subject.id})`,
    poolOrder: [sql`${knows.publishedOn} desc`],
    limit: 10,
    ...options,
  });
  const rows = uuids.length ? await list.db.select({ uuid: knows.uuid, title: knows.title }).from(knows).where(inArray(knows.uuid, uuids)) : [];
  return uuids.map((uuid) => rows.find((row) => row.uuid === uuid)!.title);
};

async function savers(count: number) {
  const db = await getDb();
  return Promise.all(Array.from({ length: count }, async () => (await insertKnower(db, { name: 'Leserin' })).user.uuid));
}

describe('ranking by quality', () => {
  it('puts a complete know before a newer one without description, grade or second page', async () => {
    const list = await freshList();
    await knowOf(list, 'Vollständig', { publishedOn: daysAgo(30) });
    await knowOf(list, 'Leer und neu', { complete: false, publishedOn: daysAgo(1) });
    expect(await ranked(list)).toEqual(['Vollständig', 'Leer und neu']);
  });

  it('counts likes and saves: among complete knows the liked and the saved come first, the newest breaks ties', async () => {
    const list = await freshList();
    await knowOf(list, 'Neu, ohne Echo', { publishedOn: daysAgo(1) });
    await knowOf(list, 'Älter, gemocht', { publishedOn: daysAgo(20), likeCount: 6 });
    const saved = await knowOf(list, 'Älter, gespeichert', { publishedOn: daysAgo(10) });
    await list.db.insert(libraryItems).values((await savers(3)).map((userUuid) => ({ userUuid, knowUuid: saved.uuid })));
    await knowOf(list, 'Alt, ohne Echo', { publishedOn: daysAgo(40) });
    expect(await ranked(list)).toEqual(['Älter, gemocht', 'Älter, gespeichert', 'Neu, ohne Echo', 'Alt, ohne Echo']);
  });

  it('sinks a know while a report of it is open, and lifts it again once a moderator resolves the report', async () => {
    const list = await freshList();
    const reported = await knowOf(list, 'Gemeldet', { likeCount: 20 });
    await knowOf(list, 'Dünn', { complete: false });
    const [report] = await list.db.insert(reports).values({ reporterUuid: (await savers(1))[0]!, targetType: 'KNOW', targetUuid: reported.uuid, reason: 'SPAM' }).returning();
    expect(await ranked(list)).toEqual(['Dünn', 'Gemeldet']);
    await list.db.update(reports).set({ resolvedOn: new Date() }).where(eq(reports.uuid, report!.uuid));
    expect(await ranked(list)).toEqual(['Gemeldet', 'Dünn']);
  });

  it('shows a knower’s duplicates once, the best of them, and another knower’s know of the same title as well', async () => {
    const list = await freshList();
    await knowOf(list, 'Zellatmung', { publishedOn: daysAgo(3) });
    await knowOf(list, '  zellatmung ', { publishedOn: daysAgo(2), likeCount: 4 });
    await knowOf(list, 'ZELLATMUNG', { complete: false, publishedOn: daysAgo(1) });
    const other = await insertKnower(list.db, { name: 'Andere Knowerin' });
    await knowOf(list, 'Zellatmung', { knowerUuid: other.knower.uuid, publishedOn: daysAgo(5) });
    expect(await ranked(list)).toEqual(['  zellatmung ', 'Zellatmung']);
    const uuids = await rankedKnowUuids(list.db, { where: eq(knows.knowerUuid, list.knower.uuid), poolOrder: [sql`${knows.publishedOn} desc`], limit: 10 });
    expect(uuids).toHaveLength(1);
  });

  it('keeps the list’s first condition first, and ranks only its pool', async () => {
    const list = await freshList();
    await knowOf(list, 'Bester, aber alt', { publishedOn: daysAgo(50), likeCount: 100 });
    await knowOf(list, 'Mittel', { publishedOn: daysAgo(2), likeCount: 1 });
    await knowOf(list, 'Dünn und neu', { complete: false, publishedOn: daysAgo(1) });
    expect(await ranked(list, { pool: 2 })).toEqual(['Mittel', 'Dünn und neu']);
    expect(await ranked(list, { first: sql`${knows.likeCount} = 0` })).toEqual(['Dünn und neu', 'Bester, aber alt', 'Mittel']);
  });
});

describe('a catalogue’s pages ranked by quality', () => {
  const ofSubject = (subjectId: string) => sql`exists (select 1 from know_subjects ks where ks.know_uuid = ${knows.uuid} and ks.subject_id = ${subjectId})`;

  it('puts the complete and liked before the newest bare one, keeping duplicates (the totals count them)', async () => {
    const list = await freshList();
    await knowOf(list, 'Zellatmung', { publishedOn: daysAgo(9), likeCount: 3 });
    await knowOf(list, 'Zellatmung', { publishedOn: daysAgo(8) });
    await knowOf(list, 'Neu und leer', { complete: false, publishedOn: daysAgo(1) });
    const page = await findKnowPage(list.db, ofSubject(list.subject.id), 1, { ranked: true });
    expect(page.knows.map((know) => know.title)).toEqual(['Zellatmung', 'Zellatmung', 'Neu und leer']);
    expect(page.total).toBe(3);
    // A knower's profile keeps the newest first.
    expect((await findKnowPage(list.db, ofSubject(list.subject.id), 1)).knows[0]!.title).toBe('Neu und leer');
  });

  it('shows every know once across the pages, the pool ranked and the older ones after it', async () => {
    const list = await freshList();
    const count = QUALITY_POOL + 13;
    const rows = await list.db
      .insert(knows)
      .values(Array.from({ length: count }, (_, index) => ({ knowerUuid: list.knower.uuid, title: `Karte ${index}`, slug: `karte-${index}`, contentLanguage: 'de', country: 'DE', status: 'PUBLISHED' as const, documentState: 'READY' as const, pageCount: 1, publishedOn: new Date(Date.UTC(2025, 0, 1) + index * 60_000) })))
      .returning({ uuid: knows.uuid, title: knows.title });
    await list.db.insert(knowSubjects).values(rows.map((row) => ({ knowUuid: row.uuid, subjectId: list.subject.id })));
    // The oldest know of the pool is the one complete know: it leads page 1.
    const best = rows[13]!;
    await list.db.update(knows).set({ description: 'Alles zur Karte.', pageCount: 3, likeCount: 9 }).where(eq(knows.uuid, best.uuid));
    const pageSize = 24;
    const pages = [];
    for (let page = 1; page <= Math.ceil(count / pageSize); page++) pages.push(await findKnowPage(list.db, ofSubject(list.subject.id), page, { ranked: true, pageSize }));
    expect(pages[0]!.knows[0]!.title).toBe(best.title);
    expect(pages[0]!.total).toBe(count);
    const shown = pages.flatMap((page) => page.knows.map((know) => know.uuid));
    expect(shown).toHaveLength(count);
    expect(new Set(shown).size).toBe(count);
    // After the pool, the older knows follow newest first: the last page ends with the oldest.
    expect(pages.at(-1)!.knows.at(-1)!.title).toBe('Karte 0');
  });
});

describe('related knows ranked by quality', () => {
  it('leaves out the knower’s copies of the know, shows another knower’s duplicates once, the complete before the bare', async () => {
    const list = await freshList();
    const shown = await knowOf(list, 'Mitose');
    await knowOf(list, ' mitose ', { publishedOn: daysAgo(1) }); // the knower's copy of the know itself
    const other = await insertKnower(list.db, { name: 'Zweite Knowerin' });
    await knowOf(list, 'Meiose', { knowerUuid: other.knower.uuid, publishedOn: daysAgo(2), likeCount: 2 });
    await knowOf(list, 'Meiose', { knowerUuid: other.knower.uuid, publishedOn: daysAgo(1) });
    await knowOf(list, 'Zellzyklus, neu', { complete: false, publishedOn: daysAgo(1) });
    const related = await findRelatedKnows(list.db, {
      facts: { uuid: shown.uuid },
      summary: { contentLanguage: 'de', subjects: [{ id: list.subject.id, slug: list.subject.slug, name: 'Biologie', color: 'green' }], title: 'Mitose', knowFormat: 'DOCUMENT', knower: { uuid: list.knower.uuid, name: 'Test Knower', profilePath: null, profilePictureUrl: null } },
    });
    expect(related.map((know) => know.title)).toEqual(['Meiose', 'Zellzyklus, neu']);
    expect(related[0]!.likeCount).toBe(2);
  });
});
