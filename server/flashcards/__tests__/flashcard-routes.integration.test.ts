// The flashcard routes against a real database (issue 17's fixed contract points): a Quizlet text and a CSV file read
// for a preview, a set created and published through the know routes, its cards for a visitor (blurred to 5 in a
// blurring country) and its knower, study with reviews, a resend counted once, undo, settings and forecast — and
// another user can neither review for someone else nor see a private set's cards.
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { callRoute, errorType } from '../../../tests/integration/call-route';
import { makeSubject, signUpUser, type TestUser } from '../../../tests/integration/know-fixtures';
import { multipartBody } from '../../../tests/integration/multipart-body';
import type { DueFlashcards, FlashcardImportPreview, FlashcardReviewOutcome, KnowFlashcards } from '../../../lib/contracts/flashcards';
import { getDb } from '../../db';
import { knows } from '../../db/schema';
import { runJobsUntilIdle } from '../../jobs/run-jobs';
import { deleteKnowRoute, publishKnowRoute, updateKnowRoute } from '../../knows/create-routes';
import { getFileStorage } from '../../files/storage';
import { flashcardCards } from '../../db/schema';
import sharp from 'sharp';
import {
  createFlashcardKnowRoute,
  dueFlashcardsRoute,
  exportFlashcardsRoute,
  flashcardForecastRoute,
  flashcardImportsRoute,
  flashcardSetsRoute,
  flashcardSettingsRoute,
  knowFlashcardsRoute,
  reviewFlashcardRoute,
  undoFlashcardReviewRoute,
  updateFlashcardSettingsRoute,
} from '../routes';

let author: TestUser;
let student: TestUser;
let setUuid: string;

const QUIZLET = ['die Zelle\tcell', 'der Zellkern\tnucleus', 'die Mitochondrie\tmitochondrion', 'das Ribosom\tribosome', 'die Membran\tmembrane', 'das Chloroplast\tchloroplast', 'ohne Rückseite'].join('\n');

async function publishedSet(user: TestUser, cards: { front: string; back: string }[], title: string): Promise<string> {
  const created = await callRoute(createFlashcardKnowRoute, { token: user.token, body: { cards, title } });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  const { knowUuid } = created.body as { knowUuid: string };
  const db = await getDb();
  const subject = await makeSubject({ language: 'de', name: 'Biologie', slug: `biologie-${knowUuid.slice(0, 8)}` });
  expect((await callRoute(updateKnowRoute, { token: user.token, params: { id: knowUuid }, body: { title, subjectIds: [subject.id] } })).status).toBe(200);
  expect((await callRoute(publishKnowRoute, { token: user.token, params: { id: knowUuid } })).status).toBe(200);
  await runJobsUntilIdle(db);
  return knowUuid;
}

beforeAll(async () => {
  [author, student] = await Promise.all([signUpUser({ name: 'Nora Lehmann' }), signUpUser({ name: 'Tim Berger' })]);
  const preview = await callRoute(flashcardImportsRoute, { token: author.token, body: { format: 'quizlet', text: QUIZLET } });
  setUuid = await publishedSet(author, (preview.body as FlashcardImportPreview).cards, 'Zellorganellen');
});

describe('POST /api/v1/flashcards/imports', () => {
  it('reads a Quizlet text into cards and reports each line it could not read, storing nothing', async () => {
    const response = await callRoute(flashcardImportsRoute, { token: author.token, body: { format: 'quizlet', text: QUIZLET } });
    expect(response.status).toBe(200);
    const preview = response.body as FlashcardImportPreview;
    expect(preview.cards).toHaveLength(6);
    expect(preview.cards[0]).toMatchObject({ kind: 'basic', front: 'die Zelle', back: 'cell' });
    expect(preview.problems).toEqual([{ reason: 'EMPTY_BACK', count: 1, examples: [{ line: 7 }] }]);
  });

  it('reads a CSV file sent as multipart, by its content (a .apkg name does not make it an Anki package)', async () => {
    const csv = 'Begriff;Erklärung\nOsmose;Diffusion von Wasser durch eine Membran\n"Diffusion; passiv";Ausgleich von Konzentrationen\n';
    const response = await callRoute(flashcardImportsRoute, { token: author.token, ...(await multipartBody([{ data: Buffer.from(csv), name: 'deck.apkg', type: 'text/csv' }])) });
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    const preview = response.body as FlashcardImportPreview;
    expect(preview.hasHeader).toBe(true);
    expect(preview.cards.map((card) => card.front)).toEqual(['Osmose', 'Diffusion; passiv']);
  });

  it('refuses a binary file that is neither an Anki package nor text, and a broken ZIP, with typed errors', async () => {
    const binary = await callRoute(flashcardImportsRoute, { token: author.token, ...(await multipartBody([{ data: Buffer.from([0, 1, 2, 3, 0, 9]), name: 'x.csv' }])) });
    expect(errorType(binary)).toBe('InvalidMIMETypeError');
    const broken = await callRoute(flashcardImportsRoute, { token: author.token, ...(await multipartBody([{ data: Buffer.from('PK\u0003\u0004 not really a zip'), name: 'x.apkg' }])) });
    expect(broken.status).toBe(400);
    expect(errorType(broken)).toBe('BadRequestError');
  });

  it('previews for signed-in users only (a preview may store its images) and validates the JSON form', async () => {
    const visitor = await callRoute(flashcardImportsRoute, { body: { format: 'quizlet', text: 'a\tb' } });
    expect(errorType(visitor)).toBe('AuthorizationError');
    expect(errorType(await callRoute(flashcardImportsRoute, { token: author.token, body: { format: 'anki', text: 'a' } }))).toBe('FormValidationError');
  });
});

describe('a flashcard know', () => {
  it('is published through the know routes and its cards are readable by anyone', async () => {
    const [row] = await (await getDb()).select({ status: knows.status, knowFormat: knows.knowFormat }).from(knows).where(eq(knows.uuid, setUuid));
    expect(row).toEqual({ status: 'PUBLISHED', knowFormat: 'FLASHCARDS' });
    const cards = (await callRoute(knowFlashcardsRoute, { token: student.token, params: { id: setUuid } })).body as KnowFlashcards;
    expect(cards).toMatchObject({ totalCount: 6, isBlurred: false });
    expect(cards.cards.map((card) => card.front)).toContain('die Mitochondrie');
  });

  it('shows a visitor who is not signed in only the first 5 cards on a blurring site', async () => {
    const visitor = (await callRoute(knowFlashcardsRoute, { params: { id: setUuid } })).body as KnowFlashcards;
    expect(visitor.isBlurred).toBe(true);
    expect(visitor.cards).toHaveLength(5);
    expect(JSON.stringify(visitor)).not.toContain('Chloroplast');
  });

  it('exports as CSV and as an Anki package that imports back to the same cards', async () => {
    const csv = await callRoute(exportFlashcardsRoute, { token: student.token, params: { id: setUuid }, query: { format: 'csv' } });
    expect(csv.headers['Content-Type']).toContain('text/csv');
    expect(String(csv.body)).toContain('der Zellkern');
    const apkg = await callRoute(exportFlashcardsRoute, { token: student.token, params: { id: setUuid }, query: { format: 'apkg' } });
    const back = await callRoute(flashcardImportsRoute, { token: student.token, ...(await multipartBody([{ data: apkg.body as Buffer, name: 'Zellorganellen.apkg' }])) });
    const original = (await callRoute(knowFlashcardsRoute, { token: student.token, params: { id: setUuid } })).body as KnowFlashcards;
    expect((back.body as FlashcardImportPreview).cards.map((card) => [card.front, card.back])).toEqual(original.cards.map((card) => [card.front, card.back]));
  });
});

describe('study', () => {
  it('gives the due cards with each button’s next due time, records a review, counts a resend once, and undoes it', async () => {
    const due = (await callRoute(dueFlashcardsRoute, { token: student.token, query: { knowUuid: setUuid } })).body as DueFlashcards;
    expect(due.cards).toHaveLength(6);
    expect(due.newToday).toBe(6);
    const [first] = due.cards;
    const [again, , good, easy] = first!.nextDue.map((time) => new Date(time).getTime());
    expect(again!).toBeLessThan(good!);
    expect(good!).toBeLessThan(easy!);

    const id = crypto.randomUUID();
    const review = () => callRoute(reviewFlashcardRoute, { token: student.token, params: { cardUuid: first!.uuid }, body: { rating: 3, id } });
    const outcome = (await review()).body as FlashcardReviewOutcome;
    expect(outcome.state).toBe('learning');
    // The button's time was computed a moment before the answer: the same step (10 minutes), from a later now.
    expect(Math.abs(new Date(outcome.due).getTime() - new Date(first!.nextDue[2]).getTime())).toBeLessThan(5_000);
    expect((await review()).body).toEqual(outcome);
    const after = (await callRoute(dueFlashcardsRoute, { token: student.token, query: { knowUuid: setUuid } })).body as DueFlashcards;
    expect(after.cards.filter((card) => card.state === 'new')).toHaveLength(5);
    // Learned ahead: the card's 10-minute step is within the 20 minutes a session looks ahead — after the new cards.
    expect(after.cards.at(-1)).toMatchObject({ uuid: first!.uuid, state: 'learning' });
    const sets = (await callRoute(flashcardSetsRoute, { token: student.token })).body as { sets: { knowUuid: string; source: string; cardCount: number; studiedCount: number }[] };
    expect(sets.sets).toEqual([expect.objectContaining({ knowUuid: setUuid, source: 'studied', cardCount: 6, studiedCount: 1 })]);
    const authorSets = (await callRoute(flashcardSetsRoute, { token: author.token })).body as { sets: { knowUuid: string; source: string }[] };
    expect(authorSets.sets.find((set) => set.knowUuid === setUuid)?.source).toBe('own');

    expect((await callRoute(undoFlashcardReviewRoute, { token: student.token, params: { reviewId: id } })).status).toBe(204);
    const undone = (await callRoute(dueFlashcardsRoute, { token: student.token, query: { knowUuid: setUuid } })).body as DueFlashcards;
    expect(undone.cards.filter((card) => card.state === 'new')).toHaveLength(6);
  });

  it("never lets one user undo or reuse another's answer", async () => {
    const id = crypto.randomUUID();
    const due = (await callRoute(dueFlashcardsRoute, { token: student.token, query: { knowUuid: setUuid } })).body as DueFlashcards;
    await callRoute(reviewFlashcardRoute, { token: student.token, params: { cardUuid: due.cards[1]!.uuid }, body: { rating: 4, id } });
    expect(errorType(await callRoute(undoFlashcardReviewRoute, { token: author.token, params: { reviewId: id } }))).toBe('NotFoundError');
    expect(errorType(await callRoute(reviewFlashcardRoute, { token: author.token, params: { cardUuid: due.cards[1]!.uuid }, body: { rating: 1, id } }))).toBe('DuplicateError');
  });

  it('keeps settings per user and forecasts more reviews for a higher desired retention', async () => {
    expect((await callRoute(flashcardSettingsRoute, { token: student.token })).body).toMatchObject({ desiredRetention: 0.9, personalized: false });
    const changed = await callRoute(updateFlashcardSettingsRoute, { token: student.token, body: { desiredRetention: 0.8, newCardsPerDay: 10 } });
    expect(changed.body).toMatchObject({ desiredRetention: 0.8, newCardsPerDay: 10, maxReviewsPerDay: 200 });
    expect(errorType(await callRoute(updateFlashcardSettingsRoute, { token: student.token, body: { desiredRetention: 0.99 } }))).toBe('FormValidationError');
    const sum = async (desiredRetention: number) =>
      ((await callRoute(flashcardForecastRoute, { token: student.token, query: { desiredRetention: String(desiredRetention) } })).body as { days: number[] }).days.reduce((a, b) => a + b, 0);
    expect(await sum(0.97)).toBeGreaterThanOrEqual(await sum(0.7));
  });
});

describe('private sets', () => {
  it("are nobody else's to read, export or study", async () => {
    const created = await callRoute(createFlashcardKnowRoute, { token: author.token, body: { cards: [{ front: 'geheim', back: 'secret' }] } });
    const draft = (created.body as { knowUuid: string }).knowUuid;
    expect(errorType(await callRoute(knowFlashcardsRoute, { token: student.token, params: { id: draft } }))).toBe('NotFoundError');
    expect(errorType(await callRoute(exportFlashcardsRoute, { token: student.token, params: { id: draft }, query: { format: 'csv' } }))).toBe('NotFoundError');
    expect(errorType(await callRoute(dueFlashcardsRoute, { token: student.token, query: { knowUuid: draft } }))).toBe('NotFoundError');
  });
});

describe('card fronts', () => {
  it('may be an image alone (as Anki decks often ask), but not nothing', async () => {
    const png = await sharp({ create: { width: 4, height: 4, channels: 3, background: { r: 200, g: 20, b: 20 } } }).png().toBuffer();
    const imageOnly = await callRoute(createFlashcardKnowRoute, { token: author.token, body: { cards: [{ front: '', back: 'rot', frontImage: `data:image/png;base64,${png.toString('base64')}` }] } });
    expect(imageOnly.status, JSON.stringify(imageOnly.body)).toBe(201);
    const empty = await callRoute(createFlashcardKnowRoute, { token: author.token, body: { cards: [{ front: ' ', back: 'nichts' }] } });
    expect(errorType(empty)).toBe('FormValidationError');
  });
});

describe('deleting a flashcard know', () => {
  it('removes its card images from the file storage too', async () => {
    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: { r: 10, g: 120, b: 60 } } }).png().toBuffer();
    const created = await callRoute(createFlashcardKnowRoute, {
      token: author.token,
      body: { cards: [{ front: 'Blatt', back: 'leaf', frontImage: `data:image/png;base64,${png.toString('base64')}` }] },
    });
    const { knowUuid } = created.body as { knowUuid: string };
    const [card] = await (await getDb()).select({ key: flashcardCards.frontImageKey }).from(flashcardCards).where(eq(flashcardCards.knowUuid, knowUuid));
    expect(card?.key).toBeTruthy();
    expect(await getFileStorage().get(card!.key!)).not.toBeNull();
    expect((await callRoute(deleteKnowRoute, { token: author.token, params: { id: knowUuid } })).status).toBe(204);
    expect(await getFileStorage().get(card!.key!)).toBeNull();
  });
});
