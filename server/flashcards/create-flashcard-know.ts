// POST knows/flashcards: a signed-in user's notes (typed in the editor or taken from an import preview) become a DRAFT
// flashcard know — title from the first card until the details page sets one, the user's country and content language,
// the cards' text as the know's text (search, AI) — which the existing details and publish routes finish. Images come
// as data: URLs (the editor's) or as the URLs of the caller's own import images (a preview's), are checked by content
// and stored with the know; another user's import image, or one removed, is a FormValidationError and never read.
// Sounds and videos are `[sound:…]` in a side's text (lib/flashcards/card-media.ts): one naming the caller's import
// file by its URL is checked again by content, stored with the know and named by its set name; a reference to a set's
// file that this request did not store (a new set has none yet) is removed; any other stays as the text it is.
// A note type's stylesheet (lib/flashcards/note-style.ts) is named by its sides' scope class: the caller's import file
// of that name, checked again, is stored with the know; a scope whose stylesheet is not there is removed from the side.
// The user becomes a knower with their first know. With `keepProgress`, the FSRS states an import read from an Anki
// review log (each note's `progress`, by study-card ordinal) become the creator's study states of the new cards.
import { createHash, randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { KNOW_TITLE_MAX_LENGTH } from '../../config/know-uploads';
import { cardOrdinals, normalizeNote, type FlashcardNote } from '../../lib/flashcards/card-model';
import { clozeAnswered } from '../../lib/flashcards/cloze';
import { plainTextOf } from '../../lib/flashcards/rich-text';
import { importImageNameOf } from '../../lib/contracts/flashcards';
import { AppError } from '../../lib/errors';
import { slugify } from '../../lib/knows/paths';
import type { Db } from '../db';
import { flashcardCards, flashcardStates, knowers, knows, users } from '../db/schema';
import type { FileStorage } from '../files/storage';
import { CARD_MEDIA_NAME, importMediaNameOf, replaceSoundReferences, soundReferences } from '../../lib/flashcards/card-media';
import { noteStyleNamesOf, withoutNoteStyle, withoutStyleReferences } from '../../lib/flashcards/note-style';
import { isNoteStyle } from './anki/note-type-css';
import { bytesOfDataUrl, checkCardImage, checkCardMedia, IMAGE_EXTENSIONS } from './card-images';
import { findImportImage } from './import/import-images';
import { MAX_NOTES_PER_SET, MAX_SIDE_LENGTH } from './limits';

const cardsError = (message: string, data: Record<string, unknown> = {}) =>
  new AppError('FormValidationError', { fields: { cards: [message] }, issues: [{ in: 'body', path: ['cards'], code: 'custom', message, ...data }], ...data });

/** An image's bytes: a data: URL's own, or the caller's import image (never another user's: the key is the caller's). */
async function imageBytes(db: Db, storage: FileStorage, userUuid: string, url: string, at: number): Promise<Uint8Array | null> {
  const name = importImageNameOf(url);
  if (name === null) return bytesOfDataUrl(url);
  const file = await findImportImage(db, storage, userUuid, name);
  if (!file) throw cardsError(`Card ${at}: the imported image is no longer there; import the file again`, { card: at, reason: 'MISSING_IMAGE' });
  return new Uint8Array(file.data);
}

async function storeImage(db: Db, storage: FileStorage, userUuid: string, knowUuid: string, url: string | null, keys: string[], at: number): Promise<string | null> {
  if (!url) return null;
  const bytes = await imageBytes(db, storage, userUuid, url, at);
  const check = bytes ? await checkCardImage(bytes) : ({ ok: false, reason: 'UNSUPPORTED_IMAGE' } as const);
  if (!check.ok) throw cardsError(`Card ${at}: the image cannot be used (${check.reason})`, { card: at, reason: check.reason });
  const key = `knows/${knowUuid}/flashcards/${createHash('sha256').update(check.image.data).digest('hex').slice(0, 32)}.${IMAGE_EXTENSIONS[check.image.mediaType]}`;
  if (!keys.includes(key)) {
    await storage.put(key, Buffer.from(check.image.data), check.image.mediaType);
    keys.push(key);
  }
  return key;
}

/** The side with each `[sound:<import URL>]` stored with the know and named by its set name (see the header). */
async function storeMedia(db: Db, storage: FileStorage, userUuid: string, knowUuid: string, html: string, keys: string[], at: number): Promise<string> {
  const stored = new Map<string, string>();
  for (const reference of soundReferences(html)) {
    const name = importMediaNameOf(reference);
    if (name === null || stored.has(reference)) continue;
    const file = await findImportImage(db, storage, userUuid, name);
    if (!file) throw cardsError(`Card ${at}: the imported sound or video is no longer there; import the file again`, { card: at, reason: 'MISSING_MEDIA' });
    const check = await checkCardMedia(new Uint8Array(file.data));
    if (!check.ok) throw cardsError(`Card ${at}: the sound or video cannot be used (${check.reason})`, { card: at, reason: check.reason });
    const setName = `${name.slice(0, 32)}.${check.media.extension}`;
    const key = `knows/${knowUuid}/flashcards/${setName}`;
    if (!keys.includes(key)) {
      await storage.put(key, Buffer.from(check.media.data), check.media.mediaType);
      keys.push(key);
    }
    stored.set(reference, setName);
  }
  return replaceSoundReferences(html, (reference) => stored.get(reference) ?? (CARD_MEDIA_NAME.test(reference) ? null : reference));
}

/** The side with each note type stylesheet it names stored with the know (see the header). */
async function storeStyles(db: Db, storage: FileStorage, userUuid: string, knowUuid: string, html: string, keys: string[]): Promise<string> {
  let side = html;
  for (const name of noteStyleNamesOf(html)) {
    const key = `knows/${knowUuid}/flashcards/${name}`;
    if (keys.includes(key)) continue;
    const file = await findImportImage(db, storage, userUuid, name);
    const css = file ? Buffer.from(file.data).toString('utf8') : '';
    if (!file || !isNoteStyle(css, name.slice(0, 32))) {
      side = withoutNoteStyle(side, name);
      continue;
    }
    await storage.put(key, Buffer.from(css, 'utf8'), 'text/css');
    keys.push(key);
  }
  return side;
}

export async function createFlashcardKnow(
  db: Db,
  storage: FileStorage,
  userUuid: string,
  input: { notes: readonly FlashcardNote[]; title?: string; keepProgress?: boolean },
): Promise<{ knowUuid: string }> {
  // A preview's `[style:…]` references are the API's, never stored: the scope classes name the stylesheets.
  const notes = input.notes.map((note) => normalizeNote({ ...note, front: withoutStyleReferences(note.front), back: withoutStyleReferences(note.back) }));
  if (notes.length === 0) throw cardsError('Add at least one card');
  if (notes.length > MAX_NOTES_PER_SET) throw cardsError(`A set holds at most ${MAX_NOTES_PER_SET} cards`, { maximum: MAX_NOTES_PER_SET });
  notes.forEach((note, index) => {
    if (cardOrdinals(note).length === 0) throw cardsError(`Card ${index + 1} has no cloze deletion`, { card: index + 1, reason: 'NO_CLOZE_DELETION' });
    if ((note.front === '' && !note.frontImage) || (note.kind !== 'cloze' && note.back === '' && !note.backImage)) throw cardsError(`Card ${index + 1} needs a front and a back`, { card: index + 1, reason: 'EMPTY_SIDE' });
    if (note.front.length > MAX_SIDE_LENGTH || note.back.length > MAX_SIDE_LENGTH) throw cardsError(`Card ${index + 1} is too long`, { card: index + 1, reason: 'SIDE_TOO_LONG' });
  });
  const [user] = await db.select({ country: users.country, language: users.primaryContentLanguage }).from(users).where(eq(users.uuid, userUuid));
  if (!user) throw new AppError('NotFoundError', { resource: 'user' });

  const knowUuid = randomUUID();
  const keys: string[] = [];
  try {
    const rows: (typeof flashcardCards.$inferInsert)[] = [];
    const states: (typeof flashcardStates.$inferInsert)[] = [];
    for (const [index, given] of notes.entries()) {
      const frontImageKey = await storeImage(db, storage, userUuid, knowUuid, given.frontImage, keys, index + 1);
      const backImageKey = await storeImage(db, storage, userUuid, knowUuid, given.backImage, keys, index + 1);
      const side = async (html: string) => storeStyles(db, storage, userUuid, knowUuid, await storeMedia(db, storage, userUuid, knowUuid, html, keys, index + 1), keys);
      const note = { ...given, front: await side(given.front), back: await side(given.back) };
      notes[index] = note;
      const noteUuid = randomUUID();
      for (const ordinal of cardOrdinals(note)) {
        const uuid = randomUUID();
        rows.push({ uuid, knowUuid, noteUuid, position: index + 1, kind: note.kind, ordinal, front: note.front, back: note.back, frontImageKey, backImageKey });
        const progress = input.keepProgress ? note.progress?.find((entry) => entry.ordinal === ordinal) : undefined;
        if (progress) {
          const { ordinal: _, due, lastReview, ...memory } = progress;
          states.push({ userUuid, cardUuid: uuid, knowUuid, ...memory, due: new Date(due), lastReview: lastReview ? new Date(lastReview) : null });
        }
      }
    }
    const text = notes.map((note) => `${plainTextOf(clozeAnswered(note.front))}\n${plainTextOf(note.back)}`).join('\n\n');
    const title = (input.title?.trim() || plainTextOf(clozeAnswered(notes[0]!.front)).split('\n')[0]!).slice(0, KNOW_TITLE_MAX_LENGTH);
    await db.transaction(async (tx) => {
      await tx.insert(knowers).values({ userUuid }).onConflictDoNothing({ target: knowers.userUuid });
      const [knower] = await tx.select({ uuid: knowers.uuid }).from(knowers).where(eq(knowers.userUuid, userUuid));
      await tx.insert(knows).values({
        uuid: knowUuid,
        knowerUuid: knower!.uuid,
        title,
        slug: slugify(title),
        contentLanguage: user.language,
        country: user.country,
        knowFormat: 'FLASHCARDS',
        documentState: 'READY',
        textContent: text,
      });
      for (let start = 0; start < rows.length; start += 500) await tx.insert(flashcardCards).values(rows.slice(start, start + 500));
      for (let start = 0; start < states.length; start += 500) await tx.insert(flashcardStates).values(states.slice(start, start + 500));
    });
  } catch (error) {
    await Promise.all(keys.map((key) => storage.delete(key).catch(() => undefined)));
    throw error;
  }
  return { knowUuid };
}
