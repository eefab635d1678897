// Issue 31: an Anki package's review log becomes the cards' FSRS memory state and due date when the learner keeps
// their progress ("keep my progress"), and nothing when they start fresh (the default).
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { callRoute } from '../../../tests/integration/call-route';
import { signUpUser, type TestUser } from '../../../tests/integration/know-fixtures';
import { multipartBody } from '../../../tests/integration/multipart-body';
import type { FlashcardImportPreview } from '../../../lib/contracts/flashcards';
import { getDb } from '../../db';
import { flashcardCards, flashcardStates } from '../../db/schema';
import { readApkg } from '../anki/read-apkg';
import { createFlashcardKnowRoute, exportFlashcardsRoute, flashcardImportsRoute } from '../routes';
import { ISSUE31_PACKAGE, REVIEW_START } from './fixtures/anki-issue31';
import { currentApkg } from './fixtures/anki-packages';

const DAY = 24 * 60 * 60 * 1000;
let learner: TestUser;
let preview: FlashcardImportPreview;

beforeAll(async () => {
  learner = await signUpUser({ name: 'Mia Schulz' });
  const response = await callRoute(flashcardImportsRoute, { token: learner.token, ...(await multipartBody([{ data: await currentApkg(ISSUE31_PACKAGE), name: 'deck.apkg' }])) });
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  preview = response.body as FlashcardImportPreview;
});

const statesOf = async (knowUuid: string) =>
  (await getDb())
    .select({ front: flashcardCards.front, state: flashcardStates.state, reps: flashcardStates.reps, due: flashcardStates.due, lastReview: flashcardStates.lastReview, stability: flashcardStates.stability })
    .from(flashcardStates)
    .innerJoin(flashcardCards, eq(flashcardCards.uuid, flashcardStates.cardUuid))
    .where(and(eq(flashcardStates.knowUuid, knowUuid), eq(flashcardStates.userUuid, learner.uuid)));

describe("an Anki package's review log", () => {
  it('comes in the preview as the FSRS state of the reviewed card only', () => {
    const reviewed = preview.cards.filter((card) => card.progress?.length);
    expect(reviewed).toHaveLength(1);
    const [progress] = reviewed[0]!.progress!;
    // Five rated reviews over 14 days, the last a "good" on day 14: a review card, last reviewed then, due after it.
    expect(progress).toMatchObject({ ordinal: 1, state: 2, reps: 5, lapses: 0, lastReview: new Date(REVIEW_START + 14 * DAY).toISOString() });
    expect(Date.parse(progress!.due)).toBeGreaterThan(REVIEW_START + 14 * DAY + 7 * DAY);
    expect(progress!.stability).toBeGreaterThan(7);
  });

  it('becomes the learner’s study state of the new card with "keep my progress"', async () => {
    const created = await callRoute(createFlashcardKnowRoute, { token: learner.token, body: { cards: preview.cards, title: 'Tiere', keepProgress: true } });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const states = await statesOf((created.body as { knowUuid: string }).knowUuid);
    expect(states).toHaveLength(1);
    const [progress] = preview.cards[0]!.progress!;
    expect(states[0]).toMatchObject({ front: expect.stringMatching(/^<h2>der Hund<\/h2><p>\(maskulin\)<\/p>\[sound:[0-9a-f]{32}\.mp3\]$/), state: 2, reps: 5, due: new Date(progress!.due), lastReview: new Date(progress!.lastReview!) });
  });

  it('goes back out with the learner’s export, and our reader reads the same state from it (a round trip)', async () => {
    const created = await callRoute(createFlashcardKnowRoute, { token: learner.token, body: { cards: preview.cards.slice(0, 2), title: 'Hund', keepProgress: true } });
    const knowUuid = (created.body as { knowUuid: string }).knowUuid;
    const exported = await callRoute(exportFlashcardsRoute, { token: learner.token, params: { id: knowUuid }, query: { format: 'apkg' } });
    expect(exported.status, String(exported.body)).toBe(200);
    const [again] = (await readApkg(new Uint8Array(exported.body as Buffer))).cards;
    const [progress] = preview.cards[0]!.progress!;
    expect(again!.progress).toHaveLength(1);
    expect(again!.progress![0]).toMatchObject({ ordinal: 1, state: 2, reps: 5, lapses: 0, lastReview: progress!.lastReview, scheduledDays: progress!.scheduledDays });
    expect(again!.progress![0]!.stability).toBeCloseTo(progress!.stability, 3);
    // The due day survives (Anki keeps a review card's due as a day).
    expect(Math.abs(Date.parse(again!.progress![0]!.due) - Date.parse(progress!.due))).toBeLessThan(DAY);
  });

  it('is left behind with "start fresh", the default', async () => {
    const created = await callRoute(createFlashcardKnowRoute, { token: learner.token, body: { cards: preview.cards, title: 'Tiere' } });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(await statesOf((created.body as { knowUuid: string }).knowUuid)).toEqual([]);
  });
});
