// GET knows/{id}/flashcards/export?format=apkg|csv: a set the viewer may study in full, as an Anki package (legacy
// layout, with its images) or as CSV. A viewer who would see only the first cards (content blur) is asked to sign in.
import { asc, eq } from 'drizzle-orm';
import type { FlashcardNote } from '../../lib/flashcards/card-model';
import { AppError } from '../../lib/errors';
import { slugify } from '../../lib/knows/paths';
import type { Db } from '../db';
import { flashcardCards, knows } from '../db/schema';
import type { FileStorage } from '../files/storage';
import { assertCanSeeKnow, canSeePage, type Viewer } from '../knows/know-entitlement';
import { writeApkg, type ExportNote } from './anki/write-apkg';
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
  const exportNotes: ExportNote[] = [];
  for (const note of notes) exportNotes.push({ kind: note.kind, front: note.front, back: note.back, frontImage: await image(note.frontImageKey), backImage: await image(note.backImageKey) });
  return { fileName: `${baseName}.apkg`, contentType: 'application/octet-stream', body: await writeApkg({ deckName: title, notes: exportNotes }) };
}
