// Reads an Anki package (.apkg) in either layout Anki writes:
//  - legacy: `collection.anki21` (or `collection.anki2`), SQLite with the note types as JSON in `col.models`; `media`
//    a JSON map from the zip's entry names ("0", "1", …) to file names;
//  - current: `collection.anki21b`, the SQLite file compressed with zstd, note types in the `notetypes`, `fields` and
//    `templates` tables with protobuf configs; `media` a zstd-compressed protobuf list (MediaEntries) whose n-th entry
//    is the zip entry "n", itself zstd-compressed.
// Basic, reversed (both stock types) and plain cloze notes become notes of those kinds; every other note (a type whose
// cards show several fields, three or more templates, conditionals, cloze across several fields, nested cloze) becomes
// one basic note per card the collection's `cards` table lists, its question and answer rendered from the note type's
// templates as Anki renders them (lib/flashcards/anki-template.ts; decision 041). Each side keeps its first image, and
// its sounds and videos where they are, as `[sound:<content-hash name>]` (lib/flashcards/card-media.ts; an <audio> or
// <video> element becomes one too); an image occlusion note's cards are its image with the masks drawn as Anki draws
// them (./image-occlusion.ts). Each image, sound or video that is missing, too large or of a type we do not play, and
// an occlusion note whose image cannot be read, are reported with the note's ordinal (grouped by reason), never
// dropped silently. Each
// distinct file is answered once (its bytes, checked type and content-hash name); notes name it. A card's review log, when the package has one, becomes its FSRS memory state
// (`progress`, ./review-history.ts), which the learner may keep on the new set. A note type's CSS is kept scoped and
// sanitised (./note-type-css.ts) as a `<hash>.css` file among the images, its notes' sides wrapped in its scope and
// their classes prefixed (lib/flashcards/note-style.ts); a stylesheet too large to keep is reported.
import type { Database } from 'sql.js';
import { normalizeNote, type FlashcardNote } from '../../../lib/flashcards/card-model';
import { renderAnkiCard } from '../../../lib/flashcards/anki-template';
import { replaceSoundReferences, soundReferences } from '../../../lib/flashcards/card-media';
import { ankiClozeNumbers, clozeNumbers, hasImageOcclusion } from '../../../lib/flashcards/cloze';
import { noteStyleNamesOf, withDeckClasses, wrapInNoteStyle } from '../../../lib/flashcards/note-style';
import { decodeEntities } from '../../../lib/flashcards/rich-text';
import { AppError } from '../../../lib/errors';
import { cardImageName, checkCardImage, checkCardMedia, contentHash } from '../card-images';
import type { ImportImage, ImportProblemReason, ImportResult } from '../import/import-result';
import { problemCollector } from '../import/problem-collector';
import {
  APKG_MAX_CARDS,
  APKG_MAX_COLLECTION_BYTES,
  APKG_MAX_MEDIA_BYTES,
  APKG_MAX_MEDIA_ENTRIES,
  APKG_MAX_MEDIA_FILE_BYTES,
  APKG_MAX_NOTE_TYPES,
  APKG_MAX_NOTES,
  APKG_MAX_REVIEWS,
  MAX_NOTES_PER_SET,
  MAX_SIDE_LENGTH,
} from '../limits';
import { apkgTooComplex, inflateEntry, isZstd, unreadableApkg, unzstdWithin, zipDirectory, type ZipEntry } from './apkg-archive';
import { occludedImages, parseOcclusions } from './image-occlusion';
import { noteStyleOf } from './note-type-css';
import { noteShapeOf, type AnkiNoteType, type NoteShape } from './note-types';
import { protoMessages, protoNumber, protoString, readProto } from './protobuf';
import { progressOfCardRow, progressOfReviews, type AnkiCardSchedule, type AnkiReview } from './review-history';
import { collectionLayout, countRows, openAnkiCollection, selectRows } from './sqlite';

const unreadable = unreadableApkg;
const COLLECTION_NAMES = ['collection.anki21b', 'collection.anki21', 'collection.anki2'];
/** A media index names each file once: 1 KB per entry is four times the longest file name. */
const MEDIA_INDEX_MAX_BYTES = APKG_MAX_MEDIA_ENTRIES * 1024;

/** The uploaded zip with its directory read and its declared sizes within the caps, nothing inflated yet. */
type Archive = { file: Uint8Array; entries: Map<string, ZipEntry> };

function openArchive(file: Uint8Array): Archive {
  const entries = zipDirectory(file);
  if (entries.size > APKG_MAX_MEDIA_ENTRIES + COLLECTION_NAMES.length + 2) throw apkgTooComplex('mediaEntries');
  let declared = 0;
  for (const entry of entries.values()) {
    const isCollection = COLLECTION_NAMES.includes(entry.name);
    if (entry.size > (isCollection ? APKG_MAX_COLLECTION_BYTES : APKG_MAX_MEDIA_FILE_BYTES)) throw apkgTooComplex(isCollection ? 'collectionBytes' : 'mediaFileBytes');
    declared += entry.size;
  }
  if (declared > APKG_MAX_COLLECTION_BYTES * 2 + APKG_MAX_MEDIA_BYTES) throw apkgTooComplex('archiveBytes');
  return { file, entries };
}

/** An entry's bytes, zstd-decompressed when they are zstd (the current layout), within `cap`. */
function entryBytes(archive: Archive, name: string, cap: number, limit: string): Uint8Array | undefined {
  const entry = archive.entries.get(name);
  if (!entry) return undefined;
  const bytes = inflateEntry(archive.file, entry);
  return isZstd(bytes) ? unzstdWithin(bytes, cap, limit) : bytes;
}

type Media = Map<string, Uint8Array>;

function readMedia(archive: Archive): Media {
  const media: Media = new Map();
  const raw = entryBytes(archive, 'media', MEDIA_INDEX_MAX_BYTES, 'mediaEntries');
  if (!raw || raw.length === 0) return media;
  let total = 0;
  const add = (name: string, zipName: string) => {
    const data = entryBytes(archive, zipName, APKG_MAX_MEDIA_FILE_BYTES, 'mediaFileBytes');
    if (!data) return;
    total += data.length;
    if (total > APKG_MAX_MEDIA_BYTES) throw apkgTooComplex('mediaBytes');
    media.set(name, data);
  };
  if (raw[0] === 0x7b /* { */) {
    let names: Record<string, string>;
    try {
      names = JSON.parse(new TextDecoder().decode(raw)) as Record<string, string>;
    } catch {
      throw unreadable('the media index is damaged');
    }
    const listed = Object.entries(names ?? {});
    if (listed.length > APKG_MAX_MEDIA_ENTRIES) throw apkgTooComplex('mediaEntries');
    for (const [entry, name] of listed) add(String(name), entry);
    return media;
  }
  let listed: ReturnType<typeof protoMessages>;
  try {
    listed = protoMessages(readProto(raw), 1);
  } catch {
    throw unreadable('the media index is damaged');
  }
  if (listed.length > APKG_MAX_MEDIA_ENTRIES) throw apkgTooComplex('mediaEntries');
  listed.forEach((entry, position) => add(protoString(entry, 1), String(protoNumber(entry, 255) ?? position)));
  return media;
}

/** Row counts against the caps, before any row is read. */
function checkCounts(db: Database, layout: 'legacy' | 'current'): void {
  if (countRows(db, 'notes') > APKG_MAX_NOTES) throw apkgTooComplex('notes');
  if (countRows(db, 'cards') > APKG_MAX_CARDS) throw apkgTooComplex('cards');
  if (countRows(db, 'col') > 1) throw unreadable('the collection has more than one col row');
  if (layout === 'current') {
    if (countRows(db, 'notetypes') > APKG_MAX_NOTE_TYPES) throw apkgTooComplex('noteTypes');
    // A note type has a few fields and one or two templates; a hundred each is far past any real one.
    if (countRows(db, 'fields') > APKG_MAX_NOTE_TYPES * 100 || countRows(db, 'templates') > APKG_MAX_NOTE_TYPES * 100) throw apkgTooComplex('noteTypes');
  }
}

function legacyNoteTypes(db: Database): Map<number, AnkiNoteType> {
  const [col] = selectRows<{ models: string }>(db, 'select models from col');
  const models = JSON.parse(col?.models || '{}') as Record<string, { id: number; name: string; type: number; css?: string; flds: { name: string; ord: number }[]; tmpls: { qfmt: string; afmt: string; ord: number; name?: string }[] }>;
  return new Map(
    Object.values(models).map((model) => [
      Number(model.id),
      {
        name: model.name,
        isCloze: model.type === 1,
        fieldNames: [...model.flds].sort((a, b) => a.ord - b.ord).map((field) => field.name),
        templates: [...model.tmpls].sort((a, b) => a.ord - b.ord).map(({ qfmt, afmt, name }) => ({ qfmt: String(qfmt ?? ''), afmt: String(afmt ?? ''), name: String(name ?? '') })),
        css: typeof model.css === 'string' ? model.css : '',
      },
    ]),
  );
}

function currentNoteTypes(db: Database): Map<number, AnkiNoteType> {
  const types = new Map<number, AnkiNoteType>();
  for (const row of selectRows<{ id: number; name: string; config: Uint8Array }>(db, 'select id, name, config from notetypes')) {
    // Notetype.Config: kind = 1, css = 3 (rslib's notetypes.proto).
    const config = readProto(row.config);
    types.set(Number(row.id), { name: row.name, isCloze: protoNumber(config, 1) === 1, fieldNames: [], templates: [], css: protoString(config, 3) });
  }
  for (const row of selectRows<{ ntid: number; name: string }>(db, 'select ntid, name from fields order by ntid, ord')) types.get(Number(row.ntid))?.fieldNames.push(row.name);
  for (const row of selectRows<{ ntid: number; name: string; config: Uint8Array }>(db, 'select ntid, name, config from templates order by ntid, ord')) {
    const config = readProto(row.config);
    types.get(Number(row.ntid))?.templates.push({ qfmt: protoString(config, 1), afmt: protoString(config, 2), name: String(row.name) });
  }
  return types;
}

const IMAGE_TAG = /<img\b[^>]*?\bsrc\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))[^>]*>/gi;

/** An <audio> or <video> element (a field's own HTML; Anki writes `[sound:…]` for both), with its <source>s. */
const MEDIA_ELEMENT = /<(audio|video)\b([^>]*)>([\s\S]*?)(?:<\/\1\s*>|$)/gi;
const SRC_ATTRIBUTE = /\bsrc\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/i;

/** A media file name as an attribute or a `[sound:…]` gives it: entities decoded, and URL-decoded where it can be. */
function mediaFileName(reference: string): string {
  const name = decodeEntities(reference);
  try {
    return decodeURIComponent(name);
  } catch {
    return name;
  }
}

/** A field's (or a rendered side's) HTML without its images, each <audio>/<video> element as the `[sound:…]` Anki
 *  would write for it; its images' file names, and whether an element without a source was dropped. */
function splitField(html: string): { html: string; images: string[]; droppedMedia: boolean } {
  const images = [...html.matchAll(IMAGE_TAG)].map((match) => mediaFileName(match[1] ?? match[2] ?? match[3] ?? ''));
  let droppedMedia = false;
  const withSounds = html.replace(IMAGE_TAG, '').replace(MEDIA_ELEMENT, (_, _tag: string, attributes: string, inner: string) => {
    const src = SRC_ATTRIBUTE.exec(attributes) ?? SRC_ATTRIBUTE.exec(/<source\b[^>]*>/i.exec(inner)?.[0] ?? '');
    const name = src ? (src[1] ?? src[2] ?? src[3] ?? '') : '';
    if (!name) droppedMedia = true;
    return name ? `[sound:${name.replace(/[\]<>]/g, '')}]` : '';
  });
  return { html: withSounds, images, droppedMedia };
}

type Side = { html: string; image: string | null };

type NoteRow = { id: number; mid: number; flds: string; tags: string };
/** A card of the collection's `cards` table: its note, template ordinal (or cloze number − 1), deck and reviews. */
type CardRow = { id: number; nid: number; ord: number; did: number; reviews: AnkiReview[]; schedule: AnkiCardSchedule };

type CollectionRows = { notes: NoteRow[]; noteTypes: Map<number, AnkiNoteType>; cards: Map<number, CardRow[]>; decks: Map<number, string>; created: number };

/** The review log by card id, when the package has one (a deck exported with its scheduling) as a plain table. */
function reviewsByCard(db: Database): Map<number, AnkiReview[]> {
  const byCard = new Map<number, AnkiReview[]>();
  const [table] = selectRows<{ sql: string | null }>(db, "select sql from sqlite_master where type = 'table' and lower(name) = 'revlog'");
  if (!table || /^\s*create\s+virtual\b/i.test(table.sql ?? '')) return byCard;
  if (countRows(db, 'revlog') > APKG_MAX_REVIEWS) throw apkgTooComplex('reviews');
  for (const row of selectRows<AnkiReview & { cid: number }>(db, 'select id, cid, ease, ivl, factor, type from revlog')) {
    const review = { id: Number(row.id), ease: Number(row.ease), ivl: Number(row.ivl), factor: Number(row.factor), type: Number(row.type) };
    const list = byCard.get(Number(row.cid));
    if (list) list.push(review);
    else byCard.set(Number(row.cid), [review]);
  }
  return byCard;
}

/** Deck names by id (`::` between levels): `col.decks` JSON in the legacy layout, the `decks` table (levels joined by
 *  \x1f) in the current one. A collection without them shows {{Deck}} empty. */
function deckNames(db: Database, layout: 'legacy' | 'current'): Map<number, string> {
  const names = new Map<number, string>();
  const hasDecksTable = selectRows<{ name: string }>(db, "select name from sqlite_master where type = 'table' and lower(name) = 'decks'").length > 0;
  if (layout === 'current' && hasDecksTable) {
    for (const row of selectRows<{ id: number; name: string }>(db, 'select id, name from decks')) names.set(Number(row.id), String(row.name).replaceAll('\x1f', '::'));
    return names;
  }
  const [col] = selectRows<{ decks: string }>(db, 'select * from col');
  try {
    const decks = JSON.parse(col?.decks || '{}') as Record<string, { id?: number; name?: string }>;
    for (const [id, deck] of Object.entries(decks ?? {})) if (typeof deck?.name === 'string') names.set(Number(deck.id ?? id), deck.name);
  } catch {
    // A deck list Anki did not write leaves {{Deck}} empty; the cards are still read.
  }
  return names;
}

/** Reads a package within the caps of ../limits.ts: FILE_TOO_COMPLEX (with the cap's name) past one, UNREADABLE_APKG
 *  for anything that is not a package as Anki writes one. Runs in the file sandbox ('flashcards.apkg'). */
export async function readApkg(file: Uint8Array): Promise<ImportResult> {
  const archive = openArchive(file);
  const collectionName = COLLECTION_NAMES.find((name) => archive.entries.has(name));
  if (!collectionName) throw unreadable('no Anki collection in the archive');
  const collection = entryBytes(archive, collectionName, APKG_MAX_COLLECTION_BYTES, 'collectionBytes')!;
  let db: Database;
  let layout: 'legacy' | 'current' | null;
  try {
    db = await openAnkiCollection(collection);
    layout = collectionLayout(db);
  } catch {
    throw unreadable('the collection is not a readable SQLite database');
  }
  try {
    if (!layout) throw unreadable('the collection is not one Anki writes (a view, a trigger, or a missing table)');
    checkCounts(db, layout);
    let rows: CollectionRows;
    try {
      const noteTypes = layout === 'current' ? currentNoteTypes(db) : legacyNoteTypes(db);
      const cards = new Map<number, CardRow[]>();
      const reviews = reviewsByCard(db);
      for (const row of selectRows<Omit<CardRow, 'reviews' | 'schedule'> & AnkiCardSchedule>(db, 'select id, nid, ord, did, type, due, ivl, reps, lapses, data from cards order by nid, ord, id')) {
        const schedule = { type: Number(row.type), due: Number(row.due), ivl: Number(row.ivl), reps: Number(row.reps), lapses: Number(row.lapses), data: String(row.data ?? '') };
        const card = { id: Number(row.id), nid: Number(row.nid), ord: Number(row.ord), did: Number(row.did), reviews: reviews.get(Number(row.id)) ?? [], schedule };
        const list = cards.get(card.nid) ?? [];
        if (!list.some((other) => other.ord === card.ord)) list.push(card);
        cards.set(card.nid, list);
      }
      const notes = selectRows<NoteRow>(db, 'select id, mid, flds, tags from notes order by id');
      const [col] = selectRows<{ crt: number }>(db, 'select * from col');
      rows = { notes, noteTypes, cards, decks: deckNames(db, layout), created: Number(col?.crt ?? 0) || 0 };
    } catch (error) {
      if (error instanceof AppError) throw error;
      throw unreadable(`the collection's tables are not Anki's (${error instanceof Error ? error.message : String(error)})`);
    }
    return await notesOf(rows, readMedia(archive));
  } finally {
    db.close();
  }
}

/** Whether a note of a type with a stock shape comes through as that shape: its cards are the ones the shape makes
 *  (a reversed note's second card, a cloze note's numbers), and its cloze text is the plain kind our cloze reads (no
 *  nested or multi-number deletions, no deletion in the extra fields). Otherwise its cards are rendered. */
function keepsStockShape(shape: NoteShape, fields: string[], ordinals: number[]): boolean {
  if (shape.kind === 'basic') return ordinals.every((ord) => ord === 0 || (shape.reverseTemplate && ord === 1));
  const text = fields[shape.text] ?? '';
  if (/\{\{c\d+,/.test(text) || /\{\{c[\d,]+::(?:(?!\}\})[\s\S])*?\{\{c[\d,]+::/.test(text)) return false;
  if (shape.extra.some((index) => ankiClozeNumbers(fields[index] ?? '').length > 0)) return false;
  const numbers = clozeNumbers(text);
  return ordinals.length === numbers.length && ordinals.every((ord, at) => ord + 1 === numbers[at]);
}

async function notesOf({ notes, noteTypes, cards: cardsOfNotes, decks, created }: CollectionRows, media: Media): Promise<ImportResult> {
  const progressOf = (card: CardRow, ordinal: number) => progressOfReviews(card.reviews, ordinal) ?? progressOfCardRow(card.schedule, created, ordinal);
  const cards: FlashcardNote[] = [];
  const collected = problemCollector();
  /** The checked images, sounds and videos by content-hash name: one entry however many notes (or media names) show
   *  the same bytes. */
  const images = new Map<string, ImportImage>();
  const imageNames = new Map<string, Promise<{ name: string } | { reason: ImportProblemReason }>>();
  /** An image's content-hash name once checked and kept, or why it cannot be. */
  const keepImage = async (data: Uint8Array): Promise<{ name: string } | { reason: ImportProblemReason }> => {
    const check = await checkCardImage(data);
    if (!check.ok) return { reason: check.reason === 'IMAGE_TOO_LARGE' ? 'IMAGE_TOO_LARGE' : 'MISSING_IMAGE' };
    const name = cardImageName(check.image);
    if (!images.has(name)) images.set(name, { name, mediaType: check.image.mediaType, data: check.image.data });
    return { name };
  };
  const imageName = (mediaName: string) => {
    if (!imageNames.has(mediaName)) {
      const data = media.get(mediaName);
      imageNames.set(
        mediaName,
        data ? keepImage(data) : Promise.resolve({ reason: 'MISSING_IMAGE' } as const),
      );
    }
    return imageNames.get(mediaName)!;
  };
  /** A sound or video's content-hash name, or null (missing, too large, or a type browsers do not play). */
  const soundNames = new Map<string, Promise<string | null>>();
  const soundName = (mediaName: string) => {
    if (!soundNames.has(mediaName)) {
      const data = media.get(mediaName);
      soundNames.set(
        mediaName,
        data
          ? checkCardMedia(data).then((check) => {
              if (!check.ok) return null;
              const name = `${contentHash(check.media.data)}.${check.media.extension}`;
              if (!images.has(name)) images.set(name, { name, mediaType: check.media.mediaType, data: check.media.data });
              return name;
            })
          : Promise.resolve(null),
      );
    }
    return soundNames.get(mediaName)!;
  };

  /** Each note type's stylesheet hash (null: none), its file kept among the images once. */
  const styles = new Map<AnkiNoteType, string | null | 'too-large'>();
  const styleOf = (type: AnkiNoteType) => {
    if (!styles.has(type)) {
      const style = noteStyleOf(type.css ?? '');
      if (style !== null && style !== 'too-large') images.set(`${style.hash}.css`, { name: `${style.hash}.css`, mediaType: 'text/css', data: new TextEncoder().encode(style.css) });
      styles.set(type, style === null || style === 'too-large' ? style : style.hash);
    }
    return styles.get(type)!;
  };

  for (const [position, note] of notes.entries()) {
    const ordinal = position + 1;
    const type = noteTypes.get(Number(note.mid));
    if (!type) {
      collected.add('UNSUPPORTED_NOTE_TYPE', { note: ordinal, noteType: '' });
      continue;
    }
    const place = { note: ordinal, noteType: type.name };
    // A full set reads no more notes: each is only counted as left out.
    if (cards.length >= MAX_NOTES_PER_SET) {
      collected.add('TOO_MANY_CARDS', place);
      continue;
    }
    const rawFields = note.flds.split('\x1f');
    const problems = new Set<ImportProblemReason>();
    const style = styleOf(type);
    if (style === 'too-large') problems.add('STYLE_NOT_KEPT');
    const styleHash = style === 'too-large' ? null : style;
    /** The sanitised note with its sides (those not empty) in the note type's scope. */
    const styled = (sides: FlashcardNote): FlashcardNote => {
      const normalized = normalizeNote(sides);
      return { ...normalized, front: wrapInNoteStyle(normalized.front, styleHash), back: wrapInNoteStyle(normalized.back, styleHash) };
    };
    /** A side from parts of HTML: their images (the first kept), sounds and videos (kept where they are, by their
     *  checked file's name; one that cannot be kept is reported), text joined. */
    const side = async (parts: string[], separator: string): Promise<Side & { hadMedia: boolean }> => {
      const split = parts.map(splitField);
      const sources = split.flatMap((part) => part.images);
      const joined = split.map((part) => part.html).filter((html) => html.trim() !== '').join(separator);
      const kept = new Map<string, string | null>();
      for (const reference of soundReferences(joined)) if (!kept.has(reference)) kept.set(reference, await soundName(mediaFileName(reference)));
      const hadMedia = split.some((part) => part.droppedMedia) || [...kept.values()].includes(null);
      if (hadMedia) problems.add('MEDIA_NOT_KEPT');
      if (sources.length > 1) problems.add('MORE_THAN_ONE_IMAGE');
      let image: string | null = null;
      if (sources[0]) {
        const found = await imageName(sources[0]);
        if ('name' in found) image = found.name;
        else problems.add(found.reason);
      }
      return { html: withDeckClasses(replaceSoundReferences(joined, (reference) => kept.get(reference) ?? null)), image, hadMedia };
    };
    /** Why a note made of these sides cannot be kept, or null. */
    const refusal = (normalized: FlashcardNote, frontHadMedia: boolean): ImportProblemReason | null =>
      normalized.front === '' && !normalized.frontImage
        ? frontHadMedia
          ? 'MEDIA_NOT_KEPT'
          : 'EMPTY_FRONT'
        : normalized.kind === 'cloze' && clozeNumbers(normalized.front).length === 0
          ? 'NO_CLOZE_DELETION'
          : normalized.kind !== 'cloze' && normalized.back === '' && !normalized.backImage
            ? 'EMPTY_BACK'
            : normalized.front.length > MAX_SIDE_LENGTH || normalized.back.length > MAX_SIDE_LENGTH
              ? 'SIDE_TOO_LONG'
              : cards.length >= MAX_NOTES_PER_SET
                ? 'TOO_MANY_CARDS'
                : null;

    const noteCards = cardsOfNotes.get(Number(note.id)) ?? [];
    const shape = noteShapeOf(type);
    if (type.isCloze && rawFields.some(hasImageOcclusion)) {
      // Image occlusion (./image-occlusion.ts; fields Occlusion, Image, Header, Back Extra as rslib's stock type has
      // them): each card the image with its masks drawn as Anki draws them, the header above, the back extra below.
      const masks = parseOcclusions(rawFields.find(hasImageOcclusion)!);
      const source = rawFields.flatMap((field) => splitField(field).images)[0];
      const data = source === undefined ? undefined : media.get(source);
      const [header, backExtra] = [await side([rawFields[2] ?? ''], ''), await side([rawFields[3] ?? ''], '')];
      if (!data) problems.add(source === undefined ? 'IMAGE_OCCLUSION' : 'MISSING_IMAGE');
      for (const card of data ? noteCards : []) {
        const drawn = await occludedImages(data!, masks, card.ord + 1);
        if (!drawn) {
          problems.add('IMAGE_OCCLUSION');
          break;
        }
        const [question, answer] = [await keepImage(drawn.question), await keepImage(drawn.answer)];
        if ('reason' in question || 'reason' in answer) {
          problems.add('reason' in question ? question.reason : (answer as { reason: ImportProblemReason }).reason);
          continue;
        }
        const progress = progressOf(card, 1);
        const normalized = styled({ kind: 'basic', front: header.html, back: backExtra.html, frontImage: question.name, backImage: answer.name, progress: progress ? [progress] : [] });
        const asBasic: FlashcardNote = { ...normalized, kind: 'basic' };
        const reason = refusal(asBasic, false);
        if (reason) problems.add(reason);
        else cards.push(asBasic);
      }
    } else if (shape && keepsStockShape(shape, rawFields, noteCards.map((card) => card.ord))) {
      const field = (index: number) => rawFields[index];
      const [front, back] =
        shape.kind === 'cloze'
          ? [await side([field(shape.text)].filter((part) => part !== undefined), ''), await side(shape.extra.map(field).filter((part) => part !== undefined), '<br>')]
          : [await side([field(shape.front)].filter((part) => part !== undefined), ''), await side([field(shape.back)].filter((part) => part !== undefined), '')];
      const kind = shape.kind === 'cloze' ? 'cloze' : shape.reverseTemplate && noteCards.some((card) => card.ord === 1) ? 'reversed' : 'basic';
      // A stock note's study card of an Anki card: template 1 or 2 (reversed), or the cloze number.
      const progress = noteCards.flatMap((card) => progressOf(card, card.ord + 1) ?? []);
      const normalized: FlashcardNote = styled({ kind, front: front.html, back: back.html, frontImage: front.image, backImage: back.image, progress });
      const reason = refusal(normalized, front.hadMedia);
      if (reason) problems.add(reason);
      else cards.push(normalized);
    } else {
      // Each card the collection lists, rendered as Anki renders it, becomes a basic note of its question and answer.
      const fields = Object.fromEntries(type.fieldNames.map((name, index) => [name, rawFields[index] ?? '']));
      const tags = note.tags.trim().split(/\s+/).filter(Boolean);
      for (const card of noteCards) {
        const template = type.isCloze ? type.templates[0] : type.templates[card.ord];
        if (!template) {
          problems.add('UNSUPPORTED_NOTE_TYPE');
          continue;
        }
        const rendered = renderAnkiCard(template, { fields, ordinal: card.ord, isCloze: type.isCloze, tags, deck: decks.get(card.did) ?? '', templateName: template.name });
        const front = await side([rendered.question], '');
        const back = await side([rendered.answer], '');
        const progress = progressOf(card, 1);
        const normalized = styled({ kind: 'basic', front: front.html, back: back.html, frontImage: front.image, backImage: back.image, progress: progress ? [progress] : [] });
        // A rendered card is already one card: a deletion left in its text is shown, not made into more cards.
        const asBasic: FlashcardNote = { ...normalized, kind: 'basic' };
        const reason = refusal(asBasic, front.hadMedia);
        if (reason) problems.add(reason);
        else cards.push(asBasic);
      }
      if (noteCards.length === 0) problems.add('EMPTY_FRONT');
    }
    for (const problem of problems) collected.add(problem, place);
  }
  // Only the files of kept cards are answered (a note left out must not carry its image into the preview).
  const used = new Set(
    cards.flatMap((card) => [card.frontImage, card.backImage, ...soundReferences(card.front), ...soundReferences(card.back), ...noteStyleNamesOf(card.front), ...noteStyleNamesOf(card.back)]),
  );
  return { cards, problems: collected.groups(), images: [...images.values()].filter((image) => used.has(image.name)) };
}
