// Reads an Anki package (.apkg) in either layout Anki writes:
//  - legacy: `collection.anki21` (or `collection.anki2`), SQLite with the note types as JSON in `col.models`; `media`
//    a JSON map from the zip's entry names ("0", "1", …) to file names;
//  - current: `collection.anki21b`, the SQLite file compressed with zstd, note types in the `notetypes`, `fields` and
//    `templates` tables with protobuf configs; `media` a zstd-compressed protobuf list (MediaEntries) whose n-th entry
//    is the zip entry "n", itself zstd-compressed.
// Basic, reversed (both stock types) and cloze notes become notes with their first image per side; each note of
// another type, and each image that is missing or too large, is reported with its note's ordinal.
import { unzipSync } from 'fflate';
import { decompress as zstdDecompress } from 'fzstd';
import type { Database } from 'sql.js';
import { normalizeNote, type FlashcardNote } from '../../../lib/flashcards/card-model';
import { clozeNumbers } from '../../../lib/flashcards/cloze';
import { decodeEntities } from '../../../lib/flashcards/rich-text';
import { AppError } from '../../../lib/errors';
import { checkCardImage, dataUrlOf } from '../card-images';
import type { ImportProblem, ImportResult } from '../import/import-result';
import { MAX_NOTES_PER_SET, MAX_SIDE_LENGTH } from '../limits';
import { noteShapeOf, type AnkiNoteType } from './note-types';
import { protoMessages, protoNumber, protoString, readProto } from './protobuf';
import { openAnkiCollection, selectRows } from './sqlite';

const ZSTD_MAGIC = [0x28, 0xb5, 0x2f, 0xfd];
const isZstd = (bytes: Uint8Array) => ZSTD_MAGIC.every((byte, index) => bytes[index] === byte);
const unzstd = (bytes: Uint8Array) => (isZstd(bytes) ? zstdDecompress(bytes) : bytes);

const unreadable = (detail: string) => new AppError('BadRequestError', { reason: 'UNREADABLE_APKG', detail });

type Media = Map<string, Uint8Array>;

function readMedia(entries: Record<string, Uint8Array>): Media {
  const media: Media = new Map();
  const index = entries.media;
  if (!index || index.length === 0) return media;
  const raw = unzstd(index);
  if (raw[0] === 0x7b /* { */) {
    const names = JSON.parse(new TextDecoder().decode(raw)) as Record<string, string>;
    for (const [entry, name] of Object.entries(names)) if (entries[entry]) media.set(name, entries[entry]);
    return media;
  }
  protoMessages(readProto(raw), 1).forEach((entry, position) => {
    const zipName = String(protoNumber(entry, 255) ?? position);
    const data = entries[zipName];
    if (data) media.set(protoString(entry, 1), unzstd(data));
  });
  return media;
}

function legacyNoteTypes(db: Database): Map<number, AnkiNoteType> {
  const [col] = selectRows<{ models: string }>(db, 'select models from col');
  const models = JSON.parse(col?.models || '{}') as Record<string, { id: number; name: string; type: number; flds: { name: string; ord: number }[]; tmpls: { qfmt: string; afmt: string; ord: number }[] }>;
  return new Map(
    Object.values(models).map((model) => [
      Number(model.id),
      {
        name: model.name,
        isCloze: model.type === 1,
        fieldNames: [...model.flds].sort((a, b) => a.ord - b.ord).map((field) => field.name),
        templates: [...model.tmpls].sort((a, b) => a.ord - b.ord).map(({ qfmt, afmt }) => ({ qfmt, afmt })),
      },
    ]),
  );
}

function currentNoteTypes(db: Database): Map<number, AnkiNoteType> {
  const types = new Map<number, AnkiNoteType>();
  for (const row of selectRows<{ id: number; name: string; config: Uint8Array }>(db, 'select id, name, config from notetypes')) {
    types.set(Number(row.id), { name: row.name, isCloze: protoNumber(readProto(row.config), 1) === 1, fieldNames: [], templates: [] });
  }
  for (const row of selectRows<{ ntid: number; name: string }>(db, 'select ntid, name from fields order by ntid, ord')) types.get(Number(row.ntid))?.fieldNames.push(row.name);
  for (const row of selectRows<{ ntid: number; config: Uint8Array }>(db, 'select ntid, config from templates order by ntid, ord')) {
    const config = readProto(row.config);
    types.get(Number(row.ntid))?.templates.push({ qfmt: protoString(config, 1), afmt: protoString(config, 2) });
  }
  return types;
}

const IMAGE_TAG = /<img\b[^>]*?\bsrc\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))[^>]*>/gi;

/** A field's HTML without its images and sounds, and the file names of its images. */
function splitField(html: string): { html: string; images: string[] } {
  const images = [...html.matchAll(IMAGE_TAG)].map((match) => {
    const src = decodeEntities(match[1] ?? match[2] ?? match[3] ?? '');
    try {
      return decodeURIComponent(src);
    } catch {
      return src;
    }
  });
  return { html: html.replace(IMAGE_TAG, '').replace(/\[sound:[^\]]*\]/g, ''), images };
}

type Side = { html: string; image: string | null };

export async function readApkg(file: Uint8Array): Promise<ImportResult> {
  let entries: Record<string, Uint8Array>;
  try {
    entries = unzipSync(file);
  } catch {
    throw unreadable('not a zip archive');
  }
  const collectionName = ['collection.anki21b', 'collection.anki21', 'collection.anki2'].find((name) => entries[name]);
  if (!collectionName) throw unreadable('no Anki collection in the archive');
  let db: Database;
  try {
    db = await openAnkiCollection(unzstd(entries[collectionName]!));
    db.exec('select count(*) from notes');
  } catch {
    throw unreadable('the collection is not a readable SQLite database');
  }
  try {
    const isCurrent = selectRows<{ name: string }>(db, "select name from sqlite_master where type = 'table' and name = 'notetypes'").length > 0;
    const noteTypes = isCurrent ? currentNoteTypes(db) : legacyNoteTypes(db);
    const cardOrdinals = new Map<number, Set<number>>();
    for (const row of selectRows<{ nid: number; ord: number }>(db, 'select nid, ord from cards')) {
      const set = cardOrdinals.get(Number(row.nid)) ?? new Set<number>();
      set.add(Number(row.ord));
      cardOrdinals.set(Number(row.nid), set);
    }
    const notes = selectRows<{ id: number; mid: number; flds: string }>(db, 'select id, mid, flds from notes order by id');
    return await notesOf(notes, noteTypes, cardOrdinals, readMedia(entries));
  } finally {
    db.close();
  }
}

async function notesOf(
  notes: { id: number; mid: number; flds: string }[],
  noteTypes: Map<number, AnkiNoteType>,
  cardOrdinals: Map<number, Set<number>>,
  media: Media,
): Promise<ImportResult> {
  const result: ImportResult = { cards: [], problems: [] };
  const imageUrls = new Map<string, Promise<string | ImportProblem['reason']>>();
  const imageUrl = (name: string) => {
    if (!imageUrls.has(name)) {
      const data = media.get(name);
      imageUrls.set(name, data ? checkCardImage(data).then((check) => (check.ok ? dataUrlOf(check.image) : check.reason === 'IMAGE_TOO_LARGE' ? 'IMAGE_TOO_LARGE' : 'MISSING_IMAGE')) : Promise.resolve('MISSING_IMAGE'));
    }
    return imageUrls.get(name)!;
  };

  for (const [position, note] of notes.entries()) {
    const ordinal = position + 1;
    const type = noteTypes.get(Number(note.mid));
    const shape = type ? noteShapeOf(type) : null;
    if (!type || !shape) {
      result.problems.push({ note: ordinal, reason: 'UNSUPPORTED_NOTE_TYPE', noteType: type?.name ?? '' });
      continue;
    }
    const fields = note.flds.split('\x1f').map(splitField);
    const problems = new Set<ImportProblem['reason']>();
    const side = async (indexes: number[], separator: string): Promise<Side> => {
      const parts = indexes.map((index) => fields[index]).filter((field) => field !== undefined);
      const images = parts.flatMap((part) => part.images);
      if (images.length > 1) problems.add('MORE_THAN_ONE_IMAGE');
      let image: string | null = null;
      if (images[0]) {
        const url = await imageUrl(images[0]);
        if (url.startsWith('data:')) image = url;
        else problems.add(url as ImportProblem['reason']);
      }
      return { html: parts.map((part) => part.html).filter((html) => html.trim() !== '').join(separator), image };
    };
    const [front, back] =
      shape.kind === 'cloze' ? [await side([shape.text], ''), await side(shape.extra, '<br>')] : [await side([shape.front], ''), await side([shape.back], '')];
    const kind = shape.kind === 'cloze' ? 'cloze' : shape.reverseTemplate && cardOrdinals.get(Number(note.id))?.has(1) ? 'reversed' : 'basic';
    const normalized: FlashcardNote = normalizeNote({ kind, front: front.html, back: back.html, frontImage: front.image, backImage: back.image });
    const reason: ImportProblem['reason'] | null =
      normalized.front === '' && !normalized.frontImage
        ? 'EMPTY_FRONT'
        : normalized.kind === 'cloze' && clozeNumbers(normalized.front).length === 0
          ? 'NO_CLOZE_DELETION'
          : normalized.kind !== 'cloze' && normalized.back === '' && !normalized.backImage
            ? 'EMPTY_BACK'
            : normalized.front.length > MAX_SIDE_LENGTH || normalized.back.length > MAX_SIDE_LENGTH
              ? 'SIDE_TOO_LONG'
              : result.cards.length >= MAX_NOTES_PER_SET
                ? 'TOO_MANY_CARDS'
                : null;
    for (const problem of problems) result.problems.push({ note: ordinal, reason: problem, noteType: type.name });
    if (reason) result.problems.push({ note: ordinal, reason, noteType: type.name });
    else result.cards.push(normalized);
  }
  return result;
}
