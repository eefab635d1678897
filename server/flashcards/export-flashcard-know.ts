// GET knows/{id}/flashcards/export?format=apkg|csv: a set the viewer may study in full, as an Anki package (legacy
// layout, with its images, sounds and videos) or as CSV. A viewer who would see only the first cards (content blur) is asked to sign in.
// A signed-in viewer's own study history of the set goes with the package (issue 31): each card's answers and state.
import { and, asc, eq } from 'drizzle-orm';
import { CARD_MEDIA_NAME, soundReferences } from '../../lib/flashcards/card-media';
import { noteStyleNamesOf } from '../../lib/flashcards/note-style';
import type { FlashcardNote } from '../../lib/flashcards/card-model';
import { AppError } from '../../lib/errors';
import { slugify } from '../../lib/knows/paths';
import type { Db } from '../db';
import { flashcardCards, flashcardReviews, flashcardStates, knows } from '../db/schema';
import type { FileStorage } from '../files/storage';
import { assertCanSeeKnow, canSeePage, type Viewer } from '../knows/know-entitlement';
import { writeApkg, type ExportNote, type ExportSchedule } from './anki/write-apkg';
import { writeCsv } from './export-csv';
import { findKnowAccessFacts } from './flashcard-rows';

export type FlashcardExport = { fileName: string; contentType: string; body: Uint8Array };

export async function exportFlashcardKnow(db: Db, storage: FileStorage, knowUuid: string, viewer: Viewer, format: 'apkg' | 'csv'): Promise<FlashcardExport> {
  const know = await findKnowAccessFacts(db, knowUuid);
  if (!know || know.knowFormat !== 'FLASHCARDS') throw new AppError('NotFoundError', { resource: 'know' });
  assertCanSeeKnow(know, viewer);
  if (!canSeePage(know, viewer, 2)) throw new AppError('AuthorizationError', { reason: 'Sign in to export the whole set.' });
  const [{ title } = { title: 'flashcards' }] = await db.select({ title: knows.title }).from(knows).where(eq(knows.uuid, knowUuid));
  const rows = await db.select().from(flashcardCards).where(eq(flashcardCards.knowUuid, knowUuid)).orderBy(asc(flashcardCards.position), asc(flashcardCards.ordinal));
  const notes = rows.filter((row, index) => index === 0 || rows[index - 1]!.noteUuid !== row.noteUuid);
  const baseName = slugify(title) || 'flashcards';
  if (format === 'csv') {
    const csv = writeCsv(notes.map((note): Pick<FlashcardNote, 'front' | 'back'> => ({ front: note.front, back: note.back })));
    return { fileName: `${baseName}.csv`, contentType: 'text/csv; charset=utf-8', body: new TextEncoder().encode(csv) };
  }
  const image = async (key: string | null) => {
    const file = key ? await storage.get(key) : null;
    return file ? { data: new Uint8Array(file.data), mediaType: file.contentType } : null;
  };
  /** The set's sounds and videos a note names (`[sound:<name>]`, lib/flashcards/card-media.ts), as stored. */
  const sounds = async (note: { front: string; back: string }) => {
    const names = [...new Set([...soundReferences(note.front), ...soundReferences(note.back)])].filter((name) => CARD_MEDIA_NAME.test(name));
    const files = await Promise.all(names.map(async (name) => ({ name, file: await storage.get(`knows/${knowUuid}/flashcards/${name}`) })));
    return files.flatMap(({ name, file }) => (file ? [{ name, data: new Uint8Array(file.data) }] : []));
  };
  const schedules = viewer.userUuid ? await viewerSchedules(db, knowUuid, viewer.userUuid, rows) : new Map<string, ExportSchedule[]>();
  const exportNotes: ExportNote[] = [];
  for (const note of notes) {
    exportNotes.push({ kind: note.kind, front: note.front, back: note.back, frontImage: await image(note.frontImageKey), backImage: await image(note.backImageKey), media: await sounds(note), schedules: schedules.get(note.noteUuid) });
  }
  // The note type stylesheets the cards name (each once), as stored with the set.
  const styleNames = [...new Set(notes.flatMap((note) => [...noteStyleNamesOf(note.front), ...noteStyleNamesOf(note.back)]))];
  const styles = (await Promise.all(styleNames.map((name) => storage.get(`knows/${knowUuid}/flashcards/${name}`)))).flatMap((file) => (file ? [Buffer.from(file.data).toString('utf8')] : []));
  return { fileName: `${baseName}.apkg`, contentType: 'application/octet-stream', body: await writeApkg({ deckName: title, notes: exportNotes, styles }) };
}

/** The viewer's state and answers of the set's cards, by note: what the package's cards and revlog carry. */
async function viewerSchedules(db: Db, knowUuid: string, userUuid: string, rows: (typeof flashcardCards.$inferSelect)[]): Promise<Map<string, ExportSchedule[]>> {
  const states = await db.select().from(flashcardStates).where(and(eq(flashcardStates.knowUuid, knowUuid), eq(flashcardStates.userUuid, userUuid)));
  if (states.length === 0) return new Map();
  const reviews = await db
    .select({ cardUuid: flashcardReviews.cardUuid, rating: flashcardReviews.rating, reviewedAt: flashcardReviews.reviewedAt, previousState: flashcardReviews.previousState, result: flashcardReviews.result })
    .from(flashcardReviews)
    .innerJoin(flashcardCards, eq(flashcardCards.uuid, flashcardReviews.cardUuid))
    .where(and(eq(flashcardCards.knowUuid, knowUuid), eq(flashcardReviews.userUuid, userUuid)))
    .orderBy(asc(flashcardReviews.reviewedAt));
  const cardByUuid = new Map(rows.map((row) => [row.uuid, row]));
  const byNote = new Map<string, ExportSchedule[]>();
  for (const state of states) {
    const card = cardByUuid.get(state.cardUuid);
    if (!card) continue;
    const answers = reviews
      .filter((review) => review.cardUuid === state.cardUuid)
      .map((review) => ({
        at: review.reviewedAt,
        rating: review.rating,
        stateBefore: Number((review.previousState as { state?: number } | null)?.state ?? 0),
        scheduledDays: Number((review.result as { scheduledDays?: number } | null)?.scheduledDays ?? 0),
      }));
    const schedule: ExportSchedule = {
      ordinal: card.ordinal,
      reviews: answers,
      state: { state: state.state, due: state.due, stability: state.stability, difficulty: state.difficulty, scheduledDays: state.scheduledDays, reps: state.reps, lapses: state.lapses, lastReview: state.lastReview },
    };
    byNote.set(card.noteUuid, [...(byNote.get(card.noteUuid) ?? []), schedule]);
  }
  return byNote;
}
