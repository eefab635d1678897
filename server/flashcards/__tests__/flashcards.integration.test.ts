import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { createEmptyCard, fsrs, Rating, StrategyMode, type Card, type Grade } from 'ts-fsrs';
import { beforeAll, describe, expect, it } from 'vitest';
import { getDb } from '../../db';
import { flashcardReviews, flashcardStates, knows, users } from '../../db/schema';
import { MemoryStorage } from '../../files/memory-storage';
import { readApkg } from '../anki/read-apkg';
import { createFlashcardKnow } from '../create-flashcard-know';
import { exportFlashcardKnow } from '../export-flashcard-know';
import { findDueFlashcards } from '../find-due-flashcards';
import { findKnowFlashcards } from '../find-know-flashcards';
import { findFlashcardSettings, updateFlashcardSettings } from '../flashcard-settings-store';
import { forecastFlashcardWorkload } from '../forecast-flashcard-workload';
import { recordFlashcardReview } from '../record-flashcard-review';
import { PNG } from './fixtures/anki-packages';

let storage: MemoryStorage;
let counter = 0;

async function newUser(country = 'DE'): Promise<string> {
  const [row] = await (await getDb()).insert(users).values({ name: `Lerner ${++counter}`, country, interfaceLanguage: 'de', primaryContentLanguage: 'de' }).returning({ uuid: users.uuid });
  return row!.uuid;
}

const note = (front: string, back: string, kind: 'basic' | 'reversed' | 'cloze' = 'basic') => ({ kind, front, back, frontImage: null, backImage: null });

async function publish(knowUuid: string) {
  await (await getDb()).update(knows).set({ status: 'PUBLISHED', publishedOn: new Date() }).where(eq(knows.uuid, knowUuid));
}

beforeAll(() => {
  storage = new MemoryStorage();
});

describe('createFlashcardKnow', () => {
  it('creates a draft flashcard know with one card per study card, images stored', async () => {
    const owner = await newUser();
    const { knowUuid } = await createFlashcardKnow(await getDb(), storage, owner, {
      notes: [
        { ...note('<b>Zelle</b><script>x</script>', 'kleinste Einheit'), frontImage: `data:image/png;base64,${Buffer.from(PNG).toString('base64')}` },
        note('der Hund', 'the dog', 'reversed'),
        note('{{c1::Paris}} liegt in {{c2::Frankreich}}', ''),
      ],
    });
    const [know] = await (await getDb()).select().from(knows).where(eq(knows.uuid, knowUuid));
    expect(know).toMatchObject({ status: 'DRAFT', knowFormat: 'FLASHCARDS', documentState: 'READY', title: 'Zelle', contentLanguage: 'de' });
    expect(know!.textContent).toContain('Paris liegt in Frankreich');
    const { cards } = await findKnowFlashcards(await getDb(), knowUuid, { userUuid: owner, experiments: {} });
    expect(cards.map((card) => [card.kind, card.ordinal, card.front, card.back])).toEqual([
      ['basic', 1, '<b>Zelle</b>', 'kleinste Einheit'],
      ['reversed', 1, 'der Hund', 'the dog'],
      ['reversed', 2, 'the dog', 'der Hund'],
      ['cloze', 1, '[…] liegt in Frankreich', '<b>Paris</b> liegt in Frankreich'],
      ['cloze', 2, 'Paris liegt in […]', 'Paris liegt in <b>Frankreich</b>'],
    ]);
    expect((await storage.get(cards[0]!.frontImageKey!))?.contentType).toBe('image/png');
  });

  it('refuses an empty set, a card without a back and an image that is not one', async () => {
    const db = await getDb();
    const owner = await newUser();
    await expect(createFlashcardKnow(db, storage, owner, { notes: [] })).rejects.toMatchObject({ type: 'FormValidationError' });
    await expect(createFlashcardKnow(db, storage, owner, { notes: [note('front', '')] })).rejects.toMatchObject({ type: 'FormValidationError' });
    await expect(createFlashcardKnow(db, storage, owner, { notes: [{ ...note('a', 'b'), backImage: 'data:image/png;base64,PHN2Zz4=' }] })).rejects.toMatchObject({ type: 'FormValidationError' });
  });
});

describe('exportFlashcardKnow', () => {
  it('exports a set as .apkg that imports back to the same notes, images included, and as CSV', async () => {
    const db = await getDb();
    const owner = await newUser();
    const notes = [
      { ...note('<b>Zelle</b>', 'kleinste Einheit'), backImage: `data:image/png;base64,${Buffer.from(PNG).toString('base64')}` },
      note('der Hund', 'the dog', 'reversed'),
      note('{{c1::Paris}} liegt in {{c2::Frankreich}}', 'Europa', 'cloze'),
    ];
    const { knowUuid } = await createFlashcardKnow(db, storage, owner, { notes, title: 'Biologie Grundlagen' });
    const apkg = await exportFlashcardKnow(db, storage, knowUuid, { userUuid: owner, experiments: {} }, 'apkg');
    expect(apkg.fileName).toBe('biologie-grundlagen.apkg');
    // Read back, the image is named by its content hash and answered once with its bytes.
    const imported = await readApkg(apkg.body);
    expect(imported.cards.map((card) => ({ ...card, backImage: card.backImage && imported.images?.find((image) => image.name === card.backImage)?.data }))).toEqual(
      notes.map((each) => ({ ...each, backImage: each.backImage && PNG })),
    );
    const csv = await exportFlashcardKnow(db, storage, knowUuid, { userUuid: owner, experiments: {} }, 'csv');
    expect(new TextDecoder().decode(csv.body)).toContain('der Hund,the dog');
    await expect(exportFlashcardKnow(db, storage, knowUuid, { userUuid: await newUser(), experiments: {} }, 'csv')).rejects.toMatchObject({ type: 'NotFoundError' });
  });
});

describe('findKnowFlashcards', () => {
  it("does not show a draft's cards to anyone but its knower, and shows 5 cards of a public German set to a visitor", async () => {
    const db = await getDb();
    const owner = await newUser();
    const { knowUuid } = await createFlashcardKnow(db, storage, owner, { notes: Array.from({ length: 8 }, (_, index) => note(`Frage ${index + 1}`, `Antwort ${index + 1}`)) });
    const stranger = await newUser();
    await expect(findKnowFlashcards(db, knowUuid, { userUuid: stranger, experiments: {} })).rejects.toMatchObject({ type: 'NotFoundError' });
    await publish(knowUuid);
    const visitor = await findKnowFlashcards(db, knowUuid, { userUuid: null, experiments: {} });
    expect(visitor).toMatchObject({ totalCount: 8, isBlurred: true });
    expect(visitor.cards.map((card) => card.front)).toEqual(['Frage 1', 'Frage 2', 'Frage 3', 'Frage 4', 'Frage 5']);
    expect((await findKnowFlashcards(db, knowUuid, { userUuid: stranger, experiments: {} })).cards).toHaveLength(8);
  });
});

describe('recordFlashcardReview', () => {
  async function studySet(cards = 3) {
    const db = await getDb();
    const owner = await newUser();
    const { knowUuid } = await createFlashcardKnow(db, storage, owner, { notes: Array.from({ length: cards }, (_, index) => note(`Begriff ${index + 1}`, `Bedeutung ${index + 1}`)) });
    const { cards: studyCards } = await findKnowFlashcards(db, knowUuid, { userUuid: owner, experiments: {} });
    return { db, owner, knowUuid, cardUuids: studyCards.map((card) => card.uuid) };
  }

  it("gives exactly ts-fsrs's results along a review sequence, fuzz seeded per card", async () => {
    const { db, owner, cardUuids } = await studySet(1);
    const cardUuid = cardUuids[0]!;
    const ratings: Grade[] = [Rating.Good, Rating.Good, Rating.Good, Rating.Again, Rating.Good, Rating.Easy, Rating.Hard, Rating.Good];
    let expected: Card = createEmptyCard(new Date('2026-11-02T08:00:00Z'));
    let at = new Date('2026-11-02T08:00:00Z');
    for (const rating of ratings) {
      const reps = expected.reps;
      expected = fsrs({ request_retention: 0.9, enable_fuzz: true }).useStrategy(StrategyMode.SEED, () => `${cardUuid}:${reps}`).next(expected, at, rating).card;
      const outcome = await recordFlashcardReview(db, owner, { reviewUuid: randomUUID(), cardUuid, rating, reviewedAt: at }, new Date(at.getTime() + 1000));
      expect(outcome).toEqual({ due: expected.due.toISOString(), state: expected.state, stability: expected.stability, difficulty: expected.difficulty, scheduledDays: expected.scheduled_days });
      at = new Date(Math.max(expected.due.getTime(), at.getTime() + 60_000));
    }
    expect(expected.scheduled_days).toBeGreaterThan(5);
  });

  it('counts an answer sent twice once and answers it the same', async () => {
    const { db, owner, cardUuids } = await studySet(1);
    const review = { reviewUuid: randomUUID(), cardUuid: cardUuids[0]!, rating: Rating.Good as Grade };
    const first = await recordFlashcardReview(db, owner, review);
    const again = await recordFlashcardReview(db, owner, review);
    expect(again).toEqual(first);
    expect(await db.select().from(flashcardReviews).where(eq(flashcardReviews.cardUuid, cardUuids[0]!))).toHaveLength(1);
    const [state] = await db.select().from(flashcardStates).where(eq(flashcardStates.cardUuid, cardUuids[0]!));
    expect(state!.reps).toBe(1);
  });

  it("never writes another user's state: reviews of a private set are refused, a reused review id too", async () => {
    const { db, owner, cardUuids } = await studySet(1);
    const other = await newUser();
    await expect(recordFlashcardReview(db, other, { reviewUuid: randomUUID(), cardUuid: cardUuids[0]!, rating: Rating.Easy })).rejects.toMatchObject({ type: 'NotFoundError' });
    const reviewUuid = randomUUID();
    await recordFlashcardReview(db, owner, { reviewUuid, cardUuid: cardUuids[0]!, rating: Rating.Again });
    await expect(recordFlashcardReview(db, other, { reviewUuid, cardUuid: cardUuids[0]!, rating: Rating.Easy })).rejects.toMatchObject({ type: 'DuplicateError' });
    const states = await db.select().from(flashcardStates).where(eq(flashcardStates.cardUuid, cardUuids[0]!));
    expect(states.map((state) => [state.userUuid, state.reps, state.lapses])).toEqual([[owner, 1, 0]]);
  });

  it("keeps each user's own state of a public set's card", async () => {
    const { db, owner, knowUuid, cardUuids } = await studySet(1);
    await publish(knowUuid);
    const other = await newUser();
    await recordFlashcardReview(db, owner, { reviewUuid: randomUUID(), cardUuid: cardUuids[0]!, rating: Rating.Easy });
    await recordFlashcardReview(db, other, { reviewUuid: randomUUID(), cardUuid: cardUuids[0]!, rating: Rating.Again });
    const states = await db.select().from(flashcardStates).where(eq(flashcardStates.cardUuid, cardUuids[0]!));
    expect(Object.fromEntries(states.map((state) => [state.userUuid, state.state]))).toEqual({ [owner]: 2, [other]: 1 });
  });
});

describe('due cards, settings and forecast', () => {
  it('gives new cards up to the daily number, then the cards due', async () => {
    const db = await getDb();
    const owner = await newUser();
    const { knowUuid } = await createFlashcardKnow(db, storage, owner, { notes: Array.from({ length: 6 }, (_, index) => note(`Wort ${index + 1}`, `word ${index + 1}`)) });
    await updateFlashcardSettings(db, owner, { newCardsPerDay: 4 });
    // Midday tomorrow (UTC): the ten minutes later stay in the same day of the user's time zone whenever the test runs
    // (at 23:55 the next day's new cards were counted afresh).
    const now = new Date();
    now.setUTCDate(now.getUTCDate() + 1);
    now.setUTCHours(12, 0, 0, 0);
    const due = await findDueFlashcards(db, owner, { now });
    expect(due.map((card) => card.front)).toEqual(['Wort 1', 'Wort 2', 'Wort 3', 'Wort 4']);
    expect(due.every((card) => card.knowUuid === knowUuid && card.state === 0 && card.due === null)).toBe(true);
    await recordFlashcardReview(db, owner, { reviewUuid: randomUUID(), cardUuid: due[0]!.uuid, rating: Rating.Again }, now);
    const later = await findDueFlashcards(db, owner, { now: new Date(now.getTime() + 10 * 60_000) });
    expect(later.map((card) => [card.front, card.state])).toEqual([['Wort 1', 1], ['Wort 2', 0], ['Wort 3', 0], ['Wort 4', 0]]);
  });

  it("stops the reviews due at the maximum reviews a day, counting the reviews already done that day but not new cards' first answers", async () => {
    const db = await getDb();
    const owner = await newUser();
    const { knowUuid } = await createFlashcardKnow(db, storage, owner, { notes: Array.from({ length: 6 }, (_, index) => note(`Vokabel ${index + 1}`, `word ${index + 1}`)) });
    const { cards } = await findKnowFlashcards(db, knowUuid, { userUuid: owner, experiments: {} });
    // Midday tomorrow (UTC), so that every answer below falls on the same day of the user's time zone.
    const now = new Date();
    now.setUTCDate(now.getUTCDate() + 1);
    now.setUTCHours(12, 0, 0, 0);
    // Five cards learned a month ago (Easy: straight to review, due within days), all overdue now; the sixth still new.
    const monthAgo = new Date(now.getTime() - 30 * 86_400_000);
    for (const card of cards.slice(0, 5)) await recordFlashcardReview(db, owner, { reviewUuid: randomUUID(), cardUuid: card.uuid, rating: Rating.Easy, reviewedAt: monthAgo }, monthAgo);
    await updateFlashcardSettings(db, owner, { maxReviewsPerDay: 3 });
    const reviewsDue = async (at: Date) => (await findDueFlashcards(db, owner, { now: at })).filter((card) => card.state !== 0);

    const due = await findDueFlashcards(db, owner, { now });
    expect(due.map((card) => card.state)).toEqual([2, 2, 2, 0]);
    expect(due.at(-1)!.front).toBe('Vokabel 6');
    // A new card's first answer is not a review: the cap stays at 3.
    await recordFlashcardReview(db, owner, { reviewUuid: randomUUID(), cardUuid: cards[5]!.uuid, rating: Rating.Easy }, now);
    expect(await reviewsDue(now)).toHaveLength(3);
    // One review done today: 2 more today, although 4 are still due.
    await recordFlashcardReview(db, owner, { reviewUuid: randomUUID(), cardUuid: due[0]!.uuid, rating: Rating.Good }, now);
    const later = new Date(now.getTime() + 60_000);
    expect((await reviewsDue(later)).map((card) => card.uuid)).toEqual([due[1]!.uuid, due[2]!.uuid]);
    await recordFlashcardReview(db, owner, { reviewUuid: randomUUID(), cardUuid: due[1]!.uuid, rating: Rating.Good }, later);
    await recordFlashcardReview(db, owner, { reviewUuid: randomUUID(), cardUuid: due[2]!.uuid, rating: Rating.Good }, later);
    expect(await findDueFlashcards(db, owner, { now: new Date(later.getTime() + 60_000) })).toEqual([]);
    // The next day the cap starts again: the two cards left over are due.
    const nextDay = new Date(now.getTime() + 86_400_000);
    expect((await reviewsDue(nextDay)).map((card) => card.uuid)).toEqual(expect.arrayContaining(cards.slice(0, 5).map((card) => card.uuid).filter((uuid) => !due.slice(0, 3).some((done) => done.uuid === uuid))));
  });

  it('keeps desired retention within 0.70–0.97 and the forecast follows it', async () => {
    const db = await getDb();
    const owner = await newUser();
    expect(await findFlashcardSettings(db, owner)).toEqual({ desiredRetention: 0.9, newCardsPerDay: 20, maxReviewsPerDay: 200, parameters: null });
    await expect(updateFlashcardSettings(db, owner, { desiredRetention: 0.69 })).rejects.toMatchObject({ type: 'FormValidationError' });
    await expect(updateFlashcardSettings(db, owner, { desiredRetention: 0.98 })).rejects.toMatchObject({ type: 'FormValidationError' });
    expect((await updateFlashcardSettings(db, owner, { desiredRetention: 0.97 })).desiredRetention).toBe(0.97);
    expect((await updateFlashcardSettings(db, owner, { desiredRetention: 0.7, maxReviewsPerDay: 50 })).maxReviewsPerDay).toBe(50);
    await createFlashcardKnow(db, storage, owner, { notes: Array.from({ length: 40 }, (_, index) => note(`Karte ${index}`, `card ${index}`)) });
    const total = async (desiredRetention: number) => (await forecastFlashcardWorkload(db, owner, { desiredRetention })).reduce((sum, day) => sum + day, 0);
    expect(await total(0.7)).toBeLessThan(await total(0.97));
  });
});
