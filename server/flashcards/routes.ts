// Routes of flashcards (issue 17): import previews (JSON text or a multipart file), creating a flashcard know, a know's
// cards (content blur as for pages), their images, export (.apkg / CSV), and study — due cards with the four buttons'
// next due times, reviews (idempotent by the client's id), undo, settings and the 30-day workload forecast.
import type { IncomingHttpHeaders } from 'node:http';
import type { Readable } from 'node:stream';
import { asc, eq } from 'drizzle-orm';
import { z } from 'zod';
import * as endpoints from '../../lib/api/endpoints';
import {
  cardParamsSchema,
  createdFlashcardKnowSchema,
  createFlashcardKnowSchema,
  dueFlashcardsQuerySchema,
  dueFlashcardsSchema,
  FLASHCARD_STATES,
  flashcardExportQuerySchema,
  flashcardForecastSchema,
  flashcardImportPreviewSchema,
  importImageParamsSchema,
  flashcardReviewOutcomeSchema,
  flashcardReviewSchema,
  flashcardSettingsChangeSchema,
  flashcardSetsSchema,
  flashcardSettingsSchema,
  flashcardStatisticsSchema,
  flashcardTextImportSchema,
  forecastQuerySchema,
  knowFlashcardsSchema,
  reviewParamsSchema,
} from '../../lib/contracts/flashcards';
import { idParamsSchema, uuidSchema } from '../../lib/contracts/ids';
import { AppError } from '../../lib/errors';
import { CARD_MEDIA_NAME, soundReferences } from '../../lib/flashcards/card-media';
import { NOTE_STYLE_NAME } from '../../lib/flashcards/note-style';
import { signedInCaller } from '../auth/caller';
import { requireParentalConsent } from '../auth/parental-consent';
import { getDb } from '../db';
import { flashcardCards } from '../db/schema';
import { getFileStorage } from '../files/storage';
import { validationError, toValidationIssue } from '../http/execute-route';
import { readMultipartFiles } from '../http/multipart';
import { readBody } from '../http/read-body';
import { binaryResponseSchema, defineRoute, type AnyRoute } from '../http/route';
import { canSeePage, assertCanSeeKnow } from '../knows/know-entitlement';
import { findKnowViewer } from '../knows/find-know-viewer';
import { createFlashcardKnow } from './create-flashcard-know';
import { exportFlashcardKnow } from './export-flashcard-know';
import { findDueFlashcards } from './find-due-flashcards';
import { findFlashcardSets } from './find-flashcard-sets';
import { findFlashcardStatistics } from './find-flashcard-statistics';
import { findKnowFlashcardsOut } from './find-know-flashcards';
import { findKnowAccessFacts, studyCardOut } from './flashcard-rows';
import { findFlashcardSettings, updateFlashcardSettings } from './flashcard-settings-store';
import { forecastFlashcardWorkload } from './forecast-flashcard-workload';
import { parseCsvFileInSandbox, parseQuizletTextInSandbox, readApkgInSandbox } from './import-in-sandbox';
import { importQuota } from './import-quota';
import { findImportImage, previewOfImport } from './import/import-images';
import type { ImportResult } from './import/import-result';
import { recordFlashcardReview } from './record-flashcard-review';
import { previewReview } from './scheduling/fsrs-scheduler';
import { undoFlashcardReview } from './undo-flashcard-review';

/** An .apkg with its media may be large; text imports are capped by their schema (5 MB). */
const IMPORT_BODY_LIMIT = 50 * 1024 * 1024;
const IMPORT_FILE_TYPES = ['application/octet-stream', 'application/zip', 'text/csv', 'text/tab-separated-values', 'text/plain'] as const;
const PREVIEW_COUNT_OF_BLUR = 5;

const isJson = (contentType: string | string[] | undefined) => String(contentType ?? '').includes('application/json');

async function importText(json: unknown) {
  const parsed = await flashcardTextImportSchema.safeParseAsync(json);
  if (!parsed.success) throw validationError(parsed.error.issues.map((issue) => toValidationIssue('body', issue)));
  const input = parsed.data;
  return input.format === 'quizlet'
    ? parseQuizletTextInSandbox(input.text, { termSeparator: input.termSeparator, cardSeparator: input.cardSeparator })
    : parseCsvFileInSandbox(input.text, { mapping: input.mapping, fileName: input.termSeparator === 'tab' ? 'cards.tsv' : '' });
}

/** The parser's result of an import request: JSON text (Quizlet, CSV) or a multipart file (.apkg, CSV/TSV). */
async function readImport({ headers, bodyStream, rawBody }: { headers: IncomingHttpHeaders; bodyStream?: Readable; rawBody?: Buffer }): Promise<ImportResult> {
  if (isJson(headers['content-type'])) {
    const text = bodyStream ? await readBody(bodyStream as Parameters<typeof readBody>[0], 6 * 1024 * 1024) : rawBody;
    let json: unknown;
    try {
      json = JSON.parse(text?.toString('utf8') ?? '');
    } catch {
      throw new AppError('BadRequestError', { reason: 'The request body is not valid JSON.' });
    }
    return importText(json);
  }
  const [file] = await readMultipartFiles(bodyStream ?? rawBody, headers['content-type'], { field: 'file', maxFiles: 1, maxBytes: IMPORT_BODY_LIMIT });
  if (!file) throw new AppError('FormValidationError', { fields: { file: ['Choose a file'] } });
  // The type is read from the content, never from the name: an Anki package is a ZIP archive, CSV/TSV is text.
  const bytes = new Uint8Array(file.data);
  if (bytes[0] === 0x50 && bytes[1] === 0x4b) return readApkgInSandbox(bytes);
  if (bytes.includes(0)) throw new AppError('InvalidMIMETypeError', { allowed: ['.apkg', '.csv', '.tsv'] });
  return parseCsvFileInSandbox(new TextDecoder().decode(bytes), { fileName: file.name });
}

export const flashcardImportsRoute = defineRoute({
  endpoint: endpoints.flashcardImports,
  tag: 'flashcards',
  summary:
    "Reads flashcards for a preview, storing no cards: JSON {format: quizlet|csv, text, termSeparator?, cardSeparator?, mapping?} (Quizlet export text or CSV/TSV text), or multipart with a `file` part (.apkg in both Anki layouts, .csv, .tsv). Answers the cards it could read — each image as the URL of the caller's import image (stored once by content hash, removed a day after its last import) — and the lines or notes it could not read grouped by reason: {reason, count, examples: the first 5 lines or notes}.",
  response: flashcardImportPreviewSchema,
  bodyLimit: IMPORT_BODY_LIMIT,
  // Before the body is read: the caller is signed in and within their import quota (every import costs a sandbox
  // process its parsing, server/files/sandbox/).
  admit: async ({ headers }) => {
    const { userUuid } = await signedInCaller(headers);
    await importQuota().count(userUuid);
  },
  upload: { field: 'file', mediaTypes: IMPORT_FILE_TYPES, description: 'An Anki package (.apkg) or a CSV/TSV file' },
  errors: ['AuthorizationError', 'InvalidMIMETypeError', 'PayloadTooLargeError', 'BadRequestError', 'TooManyRequestsError'],
  handle: async ({ headers, bodyStream, rawBody, caller }) => previewOfImport(await getDb(), getFileStorage(), caller.userUuid, await readImport({ headers, bodyStream, rawBody })),
});

export const flashcardImportImageRoute = defineRoute({
  endpoint: endpoints.flashcardImportImage,
  tag: 'flashcards',
  summary: "One of the caller's import images (a preview card's frontImage/backImage), with its checked content type; NotFoundError for anyone else's and once it is removed (a day after its last import)",
  params: importImageParamsSchema,
  response: binaryResponseSchema,
  binary: true,
  errors: ['AuthorizationError', 'NotFoundError'],
  handle: async ({ params, caller }) => {
    const file = await findImportImage(await getDb(), getFileStorage(), caller.userUuid, params.name);
    if (!file) throw new AppError('NotFoundError', { resource: 'image' });
    return { contentType: file.contentType, data: file.data, cacheControl: 'private, max-age=3600', ranges: true };
  },
});

export const createFlashcardKnowRoute = defineRoute({
  endpoint: endpoints.createFlashcardKnow,
  tag: 'flashcards',
  summary:
    "Creates a draft flashcard know from cards (front, back, kind, images as data URLs or as the URLs of the caller's own import images); the details and publish routes of knows finish it. With keepProgress, each card's progress (an Anki review log read by the import, as FSRS states) becomes the caller's study state of the new cards",
  body: createFlashcardKnowSchema,
  response: createdFlashcardKnowSchema,
  status: 201,
  bodyLimit: 60 * 1024 * 1024,
  // Before the body is read: publishing needs a parent's consent where one must agree (decision 029).
  admit: async ({ headers }) => requireParentalConsent(await getDb(), (await signedInCaller(headers)).userUuid),
  errors: ['AuthorizationError', 'ForbiddenError', 'FormValidationError'],
  handle: async ({ body, caller }) => createFlashcardKnow(await getDb(), getFileStorage(), caller.userUuid, { notes: body.cards, title: body.title, keepProgress: body.keepProgress }),
});

export const knowFlashcardsRoute = defineRoute({
  endpoint: endpoints.knowFlashcards,
  tag: 'flashcards',
  summary: "A flashcard know's cards in order, for whoever may see the know; where content is blurred, a visitor who is not signed in gets the first 5",
  params: idParamsSchema,
  response: knowFlashcardsSchema,
  errors: ['AuthorizationError', 'NotFoundError'],
  handle: async ({ params, headers }) => {
    return findKnowFlashcardsOut(await getDb(), params.id, await findKnowViewer(headers));
  },
});

export const exportFlashcardsRoute = defineRoute({
  endpoint: endpoints.exportFlashcards,
  tag: 'flashcards',
  summary: 'A flashcard set as a file: an Anki package (.apkg, the collection.anki21 layout every Anki version opens) with its images, or CSV',
  params: idParamsSchema,
  query: flashcardExportQuerySchema,
  response: binaryResponseSchema,
  binary: true,
  binaryMediaType: 'application/octet-stream',
  errors: ['AuthorizationError', 'NotFoundError'],
  handle: async ({ params, query, headers }) => {
    const file = await exportFlashcardKnow(await getDb(), getFileStorage(), params.id, await findKnowViewer(headers), query.format);
    return { contentType: file.contentType, data: Buffer.from(file.body), filename: file.fileName };
  },
});

/** A card of a know the viewer may see, when the content blur shows it to them (NotFoundError naming `resource`
 *  otherwise): what the image and media routes serve a file of. */
async function findShownCard(knowUuid: string, cardUuid: string, headers: IncomingHttpHeaders, resource: string) {
  const db = await getDb();
  const know = await findKnowAccessFacts(db, knowUuid);
  if (!know) throw new AppError('NotFoundError', { resource: 'know' });
  const viewer = await findKnowViewer(headers);
  assertCanSeeKnow(know, viewer);
  // The card's place in the set (only the ids are read), then that one card's text and image keys.
  const order = await db.select({ uuid: flashcardCards.uuid }).from(flashcardCards).where(eq(flashcardCards.knowUuid, knowUuid)).orderBy(asc(flashcardCards.position), asc(flashcardCards.ordinal));
  const index = order.findIndex((card) => card.uuid === cardUuid);
  if (index < 0 || (index >= PREVIEW_COUNT_OF_BLUR && !canSeePage(know, viewer, 2))) throw new AppError('NotFoundError', { resource });
  const [card] = await db
    .select({ front: flashcardCards.front, back: flashcardCards.back, frontImageKey: flashcardCards.frontImageKey, backImageKey: flashcardCards.backImageKey })
    .from(flashcardCards)
    .where(eq(flashcardCards.uuid, cardUuid));
  if (!card) throw new AppError('NotFoundError', { resource });
  return card;
}

const flashcardImageRoute = defineRoute({
  endpoint: endpoints.flashcardImage,
  tag: 'flashcards',
  summary: "A card's image (front or back), for those who may see the card (the content blur as for the cards)",
  params: z.object({ id: uuidSchema, cardUuid: uuidSchema, side: z.enum(['front', 'back']) }),
  response: binaryResponseSchema,
  binary: true,
  errors: ['AuthorizationError', 'NotFoundError'],
  handle: async ({ params, headers }) => {
    const card = await findShownCard(params.id, params.cardUuid, headers, 'image');
    const key = params.side === 'front' ? card.frontImageKey : card.backImageKey;
    if (!key) throw new AppError('NotFoundError', { resource: 'image' });
    const file = await getFileStorage().get(key);
    if (!file) throw new AppError('NotFoundError', { resource: 'image' });
    return { contentType: file.contentType, data: file.data, cacheControl: 'private, max-age=3600' };
  },
});

export const flashcardMediaRoute = defineRoute({
  endpoint: endpoints.flashcardMedia,
  tag: 'flashcards',
  summary: "A sound or video a card plays (a `[sound:…]` of its text, issue 31), with its checked content type, for those who may see the card (the content blur as for the cards); NotFoundError for a name the card does not show",
  params: z.object({ id: uuidSchema, cardUuid: uuidSchema, name: z.string().regex(CARD_MEDIA_NAME, 'Not a card sound or video') }),
  response: binaryResponseSchema,
  binary: true,
  errors: ['AuthorizationError', 'NotFoundError'],
  handle: async ({ params, headers }) => {
    const card = await findShownCard(params.id, params.cardUuid, headers, 'media');
    if (![...soundReferences(card.front), ...soundReferences(card.back)].includes(params.name)) throw new AppError('NotFoundError', { resource: 'media' });
    const file = await getFileStorage().get(`knows/${params.id}/flashcards/${params.name}`);
    if (!file) throw new AppError('NotFoundError', { resource: 'media' });
    return { contentType: file.contentType, data: file.data, cacheControl: 'private, max-age=3600', ranges: true };
  },
});

export const flashcardStyleRoute = defineRoute({
  endpoint: endpoints.flashcardStyle,
  tag: 'flashcards',
  summary:
    "A stylesheet of the set's cards: an Anki note type's CSS, scoped to the cards that name it and sanitised on import (issue 31), for those who may see the know; NotFoundError for a name the set does not keep",
  params: z.object({ id: uuidSchema, name: z.string().regex(NOTE_STYLE_NAME, 'Not a card stylesheet') }),
  response: binaryResponseSchema,
  binary: true,
  errors: ['AuthorizationError', 'NotFoundError'],
  handle: async ({ params, headers }) => {
    const know = await findKnowAccessFacts(await getDb(), params.id);
    if (!know) throw new AppError('NotFoundError', { resource: 'know' });
    assertCanSeeKnow(know, await findKnowViewer(headers));
    const file = await getFileStorage().get(`knows/${params.id}/flashcards/${params.name}`);
    if (!file) throw new AppError('NotFoundError', { resource: 'style' });
    // Named by its content: the same name is always the same stylesheet.
    return { contentType: 'text/css; charset=utf-8', data: file.data, cacheControl: 'private, max-age=86400, immutable' };
  },
});

export const flashcardSetsRoute = defineRoute({
  endpoint: endpoints.flashcardSets,
  tag: 'flashcards',
  summary: "The flashcard sets the caller studies: their own, those saved to their library, and those they studied, with their card counts",
  response: flashcardSetsSchema,
  errors: ['AuthorizationError'],
  handle: async ({ caller }) => ({ sets: await findFlashcardSets(await getDb(), caller.userUuid) }),
});

export const dueFlashcardsRoute = defineRoute({
  endpoint: endpoints.dueFlashcards,
  tag: 'flashcards',
  summary:
    "Today's cards for the caller — across their sets, or in one (`knowUuid`): due reviews (learning first, most overdue first) within their reviews a day, then new cards within their new cards a day; each with when it would come back after again, hard, good and easy",
  query: dueFlashcardsQuerySchema,
  response: dueFlashcardsSchema,
  errors: ['AuthorizationError', 'NotFoundError'],
  handle: async ({ query, caller }) => {
    const db = await getDb();
    const now = new Date();
    const [cards, settings] = await Promise.all([findDueFlashcards(db, caller.userUuid, { knowUuid: query.knowUuid, now }), findFlashcardSettings(db, caller.userUuid)]);
    const out = cards.map((card) => {
      const preview = previewReview({ cardUuid: card.uuid, card: card.memory, now, settings, dueOn: () => 0 });
      const nextDue = ([1, 2, 3, 4] as const).map((grade) => preview[grade].due.toISOString()) as [string, string, string, string];
      return { ...studyCardOut(card), state: FLASHCARD_STATES[card.state]!, due: card.due, nextDue };
    });
    return { cards: out, dueToday: out.filter((card) => card.state !== 'new').length, newToday: out.filter((card) => card.state === 'new').length };
  },
});

export const reviewFlashcardRoute = defineRoute({
  endpoint: endpoints.reviewFlashcard,
  tag: 'flashcards',
  summary:
    "Records an answer (1 again, 2 hard, 3 good, 4 easy) and answers what FSRS gives for the card's history; sent again with the same `id` (after a lost connection) it counts once",
  params: cardParamsSchema,
  body: flashcardReviewSchema,
  response: flashcardReviewOutcomeSchema,
  errors: ['AuthorizationError', 'NotFoundError', 'DuplicateError'],
  handle: async ({ params, body, caller }) => {
    const outcome = await recordFlashcardReview(await getDb(), caller.userUuid, {
      reviewUuid: body.id ?? crypto.randomUUID(),
      cardUuid: params.cardUuid,
      rating: body.rating,
      reviewedAt: body.reviewedAt ? new Date(body.reviewedAt) : undefined,
    });
    return { ...outcome, state: FLASHCARD_STATES[outcome.state]! };
  },
});

export const undoFlashcardReviewRoute = defineRoute({
  endpoint: endpoints.undoFlashcardReview,
  tag: 'flashcards',
  summary: "Undoes the caller's latest answer of a card: the card's state goes back to what it was before it",
  params: reviewParamsSchema,
  response: z.undefined(),
  status: 204,
  errors: ['AuthorizationError', 'NotFoundError', 'ForbiddenError'],
  handle: async ({ params, caller }) => {
    await undoFlashcardReview(await getDb(), caller.userUuid, params.reviewId);
    return undefined;
  },
});

const settingsOut = (settings: Awaited<ReturnType<typeof findFlashcardSettings>>) => ({
  desiredRetention: settings.desiredRetention,
  newCardsPerDay: settings.newCardsPerDay,
  maxReviewsPerDay: settings.maxReviewsPerDay,
  personalized: settings.parameters !== null,
});

export const flashcardSettingsRoute = defineRoute({
  endpoint: endpoints.flashcardSettings,
  tag: 'flashcards',
  summary: "The caller's study settings: desired retention, new cards and maximum reviews a day, and whether FSRS parameters fitted from their reviews are in use",
  response: flashcardSettingsSchema,
  errors: ['AuthorizationError'],
  handle: async ({ caller }) => settingsOut(await findFlashcardSettings(await getDb(), caller.userUuid)),
});

export const updateFlashcardSettingsRoute = defineRoute({
  endpoint: endpoints.updateFlashcardSettings,
  tag: 'flashcards',
  summary: "Changes the caller's study settings (any of them)",
  body: flashcardSettingsChangeSchema,
  response: flashcardSettingsSchema,
  errors: ['AuthorizationError'],
  handle: async ({ body, caller }) => settingsOut(await updateFlashcardSettings(await getDb(), caller.userUuid, body)),
});

export const flashcardForecastRoute = defineRoute({
  endpoint: endpoints.flashcardForecast,
  tag: 'flashcards',
  summary: "Reviews due per day over the next 30 days, with the caller's desired retention or the one given (to see the workload before saving it)",
  query: forecastQuerySchema,
  response: flashcardForecastSchema,
  errors: ['AuthorizationError'],
  handle: async ({ query, caller }) => ({ days: await forecastFlashcardWorkload(await getDb(), caller.userUuid, { desiredRetention: query.desiredRetention }) }),
});

export const flashcardStatisticsRoute = defineRoute({
  endpoint: endpoints.flashcardStatistics,
  tag: 'flashcards',
  summary:
    "The caller's study statistics: answers per day over the last 30 days (days of their time zone, today last), the retention achieved on review-state cards (answers not rated again) against the desired retention, and their cards per state (new, learning, review, relearning)",
  response: flashcardStatisticsSchema,
  errors: ['AuthorizationError'],
  handle: async ({ caller }) => findFlashcardStatistics(await getDb(), caller.userUuid),
});

export const FLASHCARD_ROUTES = [
  flashcardImportsRoute,
  flashcardImportImageRoute,
  createFlashcardKnowRoute,
  knowFlashcardsRoute,
  exportFlashcardsRoute,
  flashcardImageRoute,
  flashcardMediaRoute,
  flashcardStyleRoute,
  flashcardSetsRoute,
  dueFlashcardsRoute,
  reviewFlashcardRoute,
  undoFlashcardReviewRoute,
  flashcardSettingsRoute,
  updateFlashcardSettingsRoute,
  flashcardForecastRoute,
  flashcardStatisticsRoute,
] as unknown as AnyRoute[];
