// Contracts of flashcards (issue 17): import previews, flashcard knows' cards, study (due cards, reviews, undo),
// settings and the workload forecast — the fixed contract points of the companion apps, plus what the web app needs.
import { z } from 'zod';
import { MAX_CUSTOM_SEPARATOR_LENGTH, MAX_NOTES_PER_SET, MAX_SIDE_LENGTH } from '../../config/flashcards';
import { IMPORT_IMAGE_NAME, IMPORT_PROBLEM_REASONS, importImageNameOf, importImageUrl } from './flashcard-import';
import { uuidSchema } from './ids';
import { IMPORT_MEDIA_NAME } from '../flashcards/card-media';
import { NOTE_STYLE_NAME } from '../flashcards/note-style';

export { IMPORT_PROBLEM_REASONS, importImageNameOf, importImageUrl };

const FLASHCARD_KINDS = ['basic', 'reversed', 'cloze'] as const;
/** ts-fsrs's State by name: 0 new, 1 learning, 2 review, 3 relearning. */
export const FLASHCARD_STATES = ['new', 'learning', 'review', 'relearning'] as const;
/** A card image as a data URL (≤ 1 MB of bytes, so ~1.4 MB of base64). */
const imageDataUrl = z.string().max(1_500_000).regex(/^data:image\/(png|jpeg|gif|webp|avif);base64,/, 'Must be a PNG, JPEG, GIF, WebP or AVIF image');
export const importImageParamsSchema = z.object({
  name: z.string().refine((name) => IMPORT_IMAGE_NAME.test(name) || IMPORT_MEDIA_NAME.test(name) || NOTE_STYLE_NAME.test(name), 'Not an import image'),
});
/** A card image when a set is created: a data: URL (the editor's own), or the URL of one of the caller's import images. */
const cardImage = z.union([imageDataUrl, z.string().refine((url) => importImageNameOf(url) !== null, 'Must be a data: URL or an import image of the preview')]);

/** A study card's FSRS memory state from an Anki package's review log (issue 31): which card of the note, and
 *  ts-fsrs's Card with its dates as ISO strings. */
const importedProgressSchema = z.object({
  ordinal: z.number().int().min(1).max(1000),
  due: z.iso.datetime({ offset: true }),
  stability: z.number().min(0).max(1e6),
  difficulty: z.number().min(0).max(10),
  elapsedDays: z.number().int().min(0).max(1e6),
  scheduledDays: z.number().int().min(0).max(1e6),
  learningSteps: z.number().int().min(0).max(100),
  reps: z.number().int().min(0).max(1e6),
  lapses: z.number().int().min(0).max(1e6),
  state: z.number().int().min(0).max(3),
  lastReview: z.iso.datetime({ offset: true }).nullable(),
});

const flashcardNoteSchema = z
  .object({
    kind: z.enum(FLASHCARD_KINDS).default('basic'),
    front: z.string().trim().max(MAX_SIDE_LENGTH).default(''),
    back: z.string().max(MAX_SIDE_LENGTH).default(''),
    frontImage: cardImage.nullable().default(null),
    backImage: cardImage.nullable().default(null),
    /** An import's review history as FSRS states, one per study card of the note; kept only with `keepProgress`. */
    progress: z.array(importedProgressSchema).max(1000).optional(),
  })
  // A front is text, an image, or both (Anki decks often ask with a picture alone).
  .refine((note) => note.front !== '' || note.frontImage !== null, { path: ['front'], message: 'Give the card a front: text or an image' });
export type FlashcardNoteInput = z.input<typeof flashcardNoteSchema>;

const TERM_SEPARATORS = ['tab', 'comma'] as const;
const CARD_SEPARATORS = ['newline', 'semicolon'] as const;
/** Quizlet's export choices, or any other short separator. */
const separator = <T extends readonly [string, ...string[]]>(named: T) => z.union([z.enum(named), z.string().min(1).max(MAX_CUSTOM_SEPARATOR_LENGTH)]);

export const flashcardTextImportSchema = z.object({
  format: z.enum(['quizlet', 'csv']),
  text: z.string().max(5_000_000),
  termSeparator: separator(TERM_SEPARATORS).optional(),
  cardSeparator: separator(CARD_SEPARATORS).optional(),
  /** CSV: which columns hold the front and the back (0-based); detected when left out. */
  mapping: z.object({ front: z.number().int().min(0).max(100), back: z.number().int().min(0).max(100) }).optional(),
});
export type FlashcardTextImport = z.input<typeof flashcardTextImportSchema>;

/** Places kept per reason (server/flashcards/import/problem-collector.ts): enough to find the pattern in the file, few
 *  enough for a small answer. */
export const IMPORT_PROBLEM_EXAMPLES = 5;

/** The lines (text, CSV) or notes (Anki) an import could not read, grouped by reason: how many, and the first few. */
const importProblemGroupSchema = z.object({
  /** One of IMPORT_PROBLEM_REASONS; a client tells a code it does not know as "could not be read". */
  reason: z.string(),
  count: z.number().int().min(1),
  examples: z.array(z.union([z.object({ line: z.number().int() }), z.object({ note: z.number().int(), noteType: z.string().optional() })])).max(IMPORT_PROBLEM_EXAMPLES),
});

export const flashcardImportPreviewSchema = z.object({
  /** The cards read; an image is the URL of the caller's import image (GET, signed in), never the image's data. */
  cards: z.array(
    z.object({
      kind: z.enum(FLASHCARD_KINDS),
      front: z.string(),
      back: z.string(),
      frontImage: z.string().nullable(),
      backImage: z.string().nullable(),
      /** An Anki package's review history of the note's cards as FSRS states (only where it has one). */
      progress: z.array(importedProgressSchema).optional(),
    }),
  ),
  /** One entry per reason (at most one per reason code), in the order the reasons first occur. */
  problems: z.array(importProblemGroupSchema).max(IMPORT_PROBLEM_REASONS.length),
  /** CSV: the columns found (their header, or "1", "2"… without one) and the mapping used. */
  columns: z.array(z.string()).optional(),
  hasHeader: z.boolean().optional(),
  mapping: z.object({ front: z.number().int(), back: z.number().int() }).optional(),
});
export type FlashcardImportPreview = z.infer<typeof flashcardImportPreviewSchema>;

export const createFlashcardKnowSchema = z.object({
  cards: z.array(flashcardNoteSchema).min(1).max(MAX_NOTES_PER_SET),
  title: z.string().trim().min(1).max(120).optional(),
  /** "Keep my progress": the cards' `progress` becomes the caller's study state of the new set; otherwise ("start
   *  fresh", the default) every card starts new. */
  keepProgress: z.boolean().default(false),
});
export const createdFlashcardKnowSchema = z.object({ knowUuid: uuidSchema });

const studyCardSchema = z.object({
  uuid: uuidSchema,
  knowUuid: uuidSchema,
  position: z.number().int(),
  kind: z.enum(FLASHCARD_KINDS),
  ordinal: z.number().int(),
  /** Sanitized rich text (a small HTML subset: b, i, u, br, ul, ol, li, p). */
  front: z.string(),
  back: z.string(),
  frontImageUrl: z.string().nullable(),
  backImageUrl: z.string().nullable(),
});
export type StudyCard = z.infer<typeof studyCardSchema>;

export const knowFlashcardsSchema = z.object({
  cards: z.array(studyCardSchema),
  /** All cards of the set; more than `cards` when the content blur keeps the rest on the server. */
  totalCount: z.number().int(),
  isBlurred: z.boolean(),
});
export type KnowFlashcards = z.infer<typeof knowFlashcardsSchema>;

export const flashcardExportQuerySchema = z.object({ format: z.enum(['apkg', 'csv']).default('apkg') });

export const dueFlashcardsQuerySchema = z.object({ knowUuid: uuidSchema.optional() });
const dueFlashcardSchema = studyCardSchema.extend({
  state: z.enum(FLASHCARD_STATES),
  due: z.string().nullable(),
  /** When the card would come back after each rating (again, hard, good, easy), for the buttons' labels. */
  nextDue: z.tuple([z.string(), z.string(), z.string(), z.string()]),
});
export type DueFlashcard = z.infer<typeof dueFlashcardSchema>;
export const dueFlashcardsSchema = z.object({ cards: z.array(dueFlashcardSchema), dueToday: z.number().int(), newToday: z.number().int() });
export type DueFlashcards = z.infer<typeof dueFlashcardsSchema>;

const flashcardSetSchema = z.object({
  knowUuid: uuidSchema,
  title: z.string(),
  /** The know page (null while the set is not published). */
  path: z.string().nullable(),
  source: z.enum(['own', 'saved', 'studied']),
  cardCount: z.number().int(),
  /** How many of its cards the user has studied at least once. */
  studiedCount: z.number().int(),
});
export type FlashcardSet = z.infer<typeof flashcardSetSchema>;
export const flashcardSetsSchema = z.object({ sets: z.array(flashcardSetSchema) });

export const cardParamsSchema = z.object({ cardUuid: uuidSchema });
export const flashcardReviewSchema = z.object({
  rating: z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4)]),
  reviewedAt: z.iso.datetime({ offset: true }).optional(),
  /** The client's id of this answer: sent again (after a lost connection), it counts once. */
  id: uuidSchema.optional(),
});
export const flashcardReviewOutcomeSchema = z.object({
  due: z.string(),
  state: z.enum(FLASHCARD_STATES),
  stability: z.number(),
  difficulty: z.number(),
  scheduledDays: z.number().int(),
});
export type FlashcardReviewOutcome = z.infer<typeof flashcardReviewOutcomeSchema>;

export const reviewParamsSchema = z.object({ reviewId: uuidSchema });

export const flashcardSettingsSchema = z.object({
  desiredRetention: z.number().min(0.7).max(0.97),
  newCardsPerDay: z.number().int().min(0).max(9999),
  maxReviewsPerDay: z.number().int().min(0).max(9999),
  /** Whether FSRS parameters fitted from the user's own reviews are in use. */
  personalized: z.boolean(),
});
export type FlashcardSettings = z.infer<typeof flashcardSettingsSchema>;
export const flashcardSettingsChangeSchema = flashcardSettingsSchema.omit({ personalized: true }).partial();

export const forecastQuerySchema = z.object({ desiredRetention: z.coerce.number().min(0.7).max(0.97).optional() });
export const flashcardForecastSchema = z.object({ days: z.array(z.number().int()) });

/** Statistics of the caller's study: reviews per day over the last 30 days (oldest first, the last is today in the
 *  user's time zone), the retention achieved on review-state cards over those days against the desired one, and how
 *  many cards of their sets are in each state. */
export const FLASHCARD_STATISTICS_DAYS = 30;
export const flashcardStatisticsSchema = z.object({
  days: z.array(z.object({ date: z.iso.date(), reviews: z.number().int() })),
  retention: z.object({
    /** Share of answers to review-state cards not rated "again"; null without such answers. */
    achieved: z.number().min(0).max(1).nullable(),
    /** How many answers to review-state cards it is measured on. */
    reviews: z.number().int(),
    desired: z.number(),
  }),
  states: z.object({ new: z.number().int(), learning: z.number().int(), review: z.number().int(), relearning: z.number().int() }),
});
export type FlashcardStatistics = z.infer<typeof flashcardStatisticsSchema>;
