import { eq, inArray, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { cardOrdinals, normalizeNote } from '../../../../lib/flashcards/card-model';
import { MemoryStorage } from '../../../files/memory-storage';
import { searchKnows } from '../../../search/search-knows';
import { getDb, type Db } from '../..';
import { flashcardCards, knowGrades, knowKnowledgeNodes, knows, knowSubjects, knowTopics, subjects, users, knowers } from '../../schema';
import { DEMO_FLASHCARD_SETS } from '../demo-flashcards';
import { seedDemoContent } from '../seed-demo-content';
import { seedDemoFlashcardSets } from '../seed-demo-flashcards';

let db: Db;
let milliseconds = 0;

beforeAll(async () => {
  db = await getDb();
  // The catalogue and the knowers, as the seed writes them; then the sets as the seed adds them.
  await seedDemoContent(db, { appEnv: 'prod', withKnows: false });
  const started = performance.now();
  expect(await seedDemoFlashcardSets(db, new MemoryStorage(), Date.now())).toBe(DEMO_FLASHCARD_SETS.length);
  milliseconds = performance.now() - started;
}, 120_000);

const rowOf = async (title: string) => {
  const [row] = await db.select().from(knows).where(eq(knows.title, title));
  return row!;
};

describe('the demo flashcard sets, seeded', () => {
  it('are published flashcard knows with every card, in well under a second per set', async () => {
    console.info(`${DEMO_FLASHCARD_SETS.length} demo flashcard sets created and published in ${Math.round(milliseconds)} ms`);
    expect(milliseconds / DEMO_FLASHCARD_SETS.length).toBeLessThan(1000);
    for (const set of DEMO_FLASHCARD_SETS) {
      const row = await rowOf(set.title);
      expect(row, set.key).toMatchObject({ status: 'PUBLISHED', knowFormat: 'FLASHCARDS', description: set.description, country: set.country, contentLanguage: set.language, isPrivate: false });
      expect(row.publishedOn!.getTime()).toBeLessThan(Date.now());
      const cards = await db.select({ position: flashcardCards.position, ordinal: flashcardCards.ordinal }).from(flashcardCards).where(eq(flashcardCards.knowUuid, row.uuid));
      expect(cards.length, set.key).toBe(set.notes.reduce((count, note) => count + cardOrdinals(normalizeNote(note)).length, 0));
      expect(new Set(cards.map((card) => card.position)).size).toBe(set.notes.length);
    }
  });

  it('are written by the demo knower of their site and filed under its subject, grades, topic (with its parent) and knowledge item', async () => {
    for (const set of DEMO_FLASHCARD_SETS) {
      const row = await rowOf(set.title);
      const [author] = await db.select({ username: users.username }).from(knowers).innerJoin(users, eq(users.uuid, knowers.userUuid)).where(eq(knowers.uuid, row.knowerUuid));
      expect(author?.username).toBe(set.knower);
      const filedSubjects = await db.select({ slug: subjects.slug }).from(knowSubjects).innerJoin(subjects, eq(subjects.id, knowSubjects.subjectId)).where(eq(knowSubjects.knowUuid, row.uuid));
      expect(filedSubjects.map((subject) => subject.slug)).toEqual([set.subject]);
      expect(await db.$count(knowGrades, eq(knowGrades.knowUuid, row.uuid))).toBe(set.grades.length);
      expect(await db.$count(knowTopics, eq(knowTopics.knowUuid, row.uuid))).toBe(2);
      expect(await db.$count(knowKnowledgeNodes, eq(knowKnowledgeNodes.knowUuid, row.uuid))).toBe(set.knowledge ? 1 : 0);
    }
  });

  it('are found by their title and by the text of a card', async () => {
    const search = (query: string, language: string) => searchKnows(db, { query, language, audience: 'member', page: 1, pageSize: 20 });
    const titles = async (query: string, language: string) => (await search(query, language)).knows.map((know) => know.title);
    expect(await titles('Zellorganellen', 'de')).toContain('Zellorganellen');
    expect(await titles('Endosymbiontentheorie', 'de')).toContain('Zellorganellen');
    expect(await titles('Doppeldeckerbus', 'de')).toContain('Englisch Vokabeln – Unit 3');
    expect(await titles('Rentenmark', 'de')).toContain('Weimarer Republik – wichtige Daten');
    expect(await titles('Varennes', 'fr')).toContain('Révolution française : les dates clés');
    expect(await titles('Neptune', 'en')).toContain('Macbeth: Quotations to Learn');
    expect(await titles('Teano', 'it')).toContain('Risorgimento: le date da ricordare');
    expect(await titles('wysypka', 'pl')).toContain('Angielski – słownictwo: zdrowie');
    expect(await titles('Mudanya', 'tr')).toContain('Kurtuluş Savaşı: Önemli Tarihler');
  });

  it('are not created again by a second seed', async () => {
    const before = await db.$count(knows);
    expect(await seedDemoContent(db, { appEnv: 'prod' })).toEqual({ seeded: false, knows: 0 });
    expect(await db.$count(knows)).toBe(before);
    const [counted] = await db.select({ count: sql<number>`count(*)::int` }).from(knows).where(inArray(knows.title, DEMO_FLASHCARD_SETS.map((set) => set.title)));
    expect(counted?.count).toBe(DEMO_FLASHCARD_SETS.length);
  });
});
