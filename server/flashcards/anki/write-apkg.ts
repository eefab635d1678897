// Writes a set as an Anki package in the legacy layout every Anki version opens: the collection (schema 11, note
// types and decks as JSON in `col`) as `collection.anki21` and, for Anki 2.0, the same file as `collection.anki2`;
// `media` maps the zip entries "0", "1", … to the media files' names: images, which the fields show with <img>, and
// sounds and videos, which they name with `[sound:…]` as Anki does (the set's own names, issue 31). Notes use
// Anki's stock types: Basic, Basic (and reversed card), Cloze. A card with the exporter's own study history (issue 31)
// carries it back: its answers as `revlog` rows (the reader replays them, ./review-history.ts), and its FSRS state in the
// card row as Anki keeps it — type/queue (learning, review, relearning), due (days from the collection's creation for a
// review card, seconds for a learning one), ivl, reps, lapses, and the memory state in `data` ({"s", "d", "lrt"}).
import { createHash } from 'node:crypto';
import { zipSync } from 'fflate';
import { cardOrdinals, type FlashcardKind, type FlashcardNote } from '../../../lib/flashcards/card-model';
import { plainTextOf } from '../../../lib/flashcards/rich-text';
import { IMAGE_EXTENSIONS, type CardImageFile } from '../card-images';
import { loadSqlJs } from './sqlite';

/** One study card's history: its answers (1–4, when, and the ts-fsrs state before: 0 new … 3 relearning) and its
 *  state now. */
export type ExportSchedule = {
  ordinal: number;
  reviews: { at: Date; rating: number; stateBefore: number; scheduledDays: number }[];
  state: { state: number; due: Date; stability: number; difficulty: number; scheduledDays: number; reps: number; lapses: number; lastReview: Date | null };
};

export type ExportNote = Omit<FlashcardNote, 'frontImage' | 'backImage' | 'progress'> & {
  frontImage: CardImageFile | null;
  backImage: CardImageFile | null;
  schedules?: ExportSchedule[];
  /** The sounds and videos the note's `[sound:name]` references name, by that name. */
  media?: { name: string; data: Uint8Array }[];
};

/** Anki's card type and queue of a ts-fsrs state: learning 1/1, review 2/2, relearning 3/1. */
const ANKI_CARD_TYPE = [0, 1, 2, 3] as const;
const ANKI_QUEUE = [0, 1, 2, 1] as const;
/** Anki's revlog type of the state an answer was given in: learn 0 (new, learning), review 1, relearn 2. */
const REVLOG_TYPE = [0, 0, 1, 2] as const;

const SCHEMA = `
create table col (id integer primary key, crt integer not null, mod integer not null, scm integer not null, ver integer not null, dty integer not null, usn integer not null, ls integer not null, conf text not null, models text not null, decks text not null, dconf text not null, tags text not null);
create table notes (id integer primary key, guid text not null, mid integer not null, mod integer not null, usn integer not null, tags text not null, flds text not null, sfld integer not null, csum integer not null, flags integer not null, data text not null);
create table cards (id integer primary key, nid integer not null, did integer not null, ord integer not null, mod integer not null, usn integer not null, type integer not null, queue integer not null, due integer not null, ivl integer not null, factor integer not null, reps integer not null, lapses integer not null, left integer not null, odue integer not null, odid integer not null, flags integer not null, data text not null);
create table revlog (id integer primary key, cid integer not null, usn integer not null, ease integer not null, ivl integer not null, lastIvl integer not null, factor integer not null, time integer not null, type integer not null);
create table graves (usn integer not null, oid integer not null, type integer not null);
create index ix_notes_usn on notes (usn);
create index ix_cards_usn on cards (usn);
create index ix_revlog_usn on revlog (usn);
create index ix_cards_nid on cards (nid);
create index ix_cards_sched on cards (did, queue, due);
create index ix_revlog_cid on revlog (cid);
create index ix_notes_csum on notes (csum);
`;

const CSS = '.card { font-family: arial; font-size: 20px; text-align: center; color: black; background-color: white; }\n.cloze { font-weight: bold; color: blue; }';
const LATEX_PRE = '\\documentclass[12pt]{article}\n\\special{papersize=3in,5in}\n\\usepackage[utf8]{inputenc}\n\\usepackage{amssymb,amsmath}\n\\pagestyle{empty}\n\\setlength{\\parindent}{0in}\n\\begin{document}\n';

const MODEL_IDS: Record<FlashcardKind, number> = { basic: 1_700_000_000_001, reversed: 1_700_000_000_002, cloze: 1_700_000_000_003 };
const DECK_ID = 1_700_000_000_100;

function model(kind: FlashcardKind, deckId: number, mod: number) {
  const isCloze = kind === 'cloze';
  const fieldNames = isCloze ? ['Text', 'Back Extra'] : ['Front', 'Back'];
  const templates = isCloze
    ? [{ name: 'Cloze', qfmt: '{{cloze:Text}}', afmt: '{{cloze:Text}}<br>\n{{Back Extra}}' }]
    : [
        { name: 'Card 1', qfmt: '{{Front}}', afmt: '{{FrontSide}}\n\n<hr id=answer>\n\n{{Back}}' },
        ...(kind === 'reversed' ? [{ name: 'Card 2', qfmt: '{{Back}}', afmt: '{{FrontSide}}\n\n<hr id=answer>\n\n{{Front}}' }] : []),
      ];
  return {
    id: MODEL_IDS[kind],
    name: isCloze ? 'Cloze' : kind === 'reversed' ? 'Basic (and reversed card)' : 'Basic',
    type: isCloze ? 1 : 0,
    mod,
    usn: -1,
    sortf: 0,
    did: deckId,
    tmpls: templates.map((template, ord) => ({ ...template, ord, bqfmt: '', bafmt: '', did: null, bfont: '', bsize: 0 })),
    flds: fieldNames.map((name, ord) => ({ name, ord, sticky: false, rtl: false, font: 'Arial', size: 20, media: [] })),
    css: CSS,
    latexPre: LATEX_PRE,
    latexPost: '\\end{document}',
    latexsvg: false,
    req: isCloze ? [[0, 'any', [0]]] : templates.map((_, ord) => [ord, 'any', [ord === 0 ? 0 : 1]]),
    tags: [],
    vers: [],
  };
}

function deck(id: number, name: string, mod: number) {
  return {
    id, name, mod, usn: -1, desc: '', dyn: 0, conf: 1, collapsed: false, browserCollapsed: false, extendNew: 10, extendRev: 50,
    newToday: [0, 0], revToday: [0, 0], lrnToday: [0, 0], timeToday: [0, 0],
  };
}

const DECK_CONFIG = {
  1: {
    id: 1, name: 'Default', mod: 0, usn: 0, maxTaken: 60, autoplay: true, timer: 0, replayq: true, dyn: false,
    new: { bury: true, delays: [1, 10], initialFactor: 2500, ints: [1, 4, 7], order: 1, perDay: 20, separate: true },
    lapse: { delays: [10], leechAction: 0, leechFails: 8, minInt: 1, mult: 0 },
    rev: { bury: true, ease4: 1.3, fuzz: 0.05, ivlFct: 1, maxIvl: 36500, minSpace: 1, perDay: 200 },
  },
};

/** Anki's note checksum: the first 8 hex digits of the SHA-1 of the first field's text, as a number. */
const checksum = (text: string) => Number.parseInt(createHash('sha1').update(text).digest('hex').slice(0, 8), 16);

/** `styles`: the set's note type stylesheets (lib/flashcards/note-style.ts), added to every note type's CSS: the
 *  notes keep their scope classes, so Anki styles them as the set does. */
export async function writeApkg({ deckName, notes, styles = [], now = new Date() }: { deckName: string; notes: readonly ExportNote[]; styles?: readonly string[]; now?: Date }): Promise<Uint8Array> {
  const SQL = await loadSqlJs();
  const db = new SQL.Database();
  const seconds = Math.floor(now.getTime() / 1000);
  const media: { name: string; data: Uint8Array }[] = [];
  const mediaNames = new Map<string, string>();
  const imageTag = (image: CardImageFile | null) => {
    if (!image) return '';
    const hash = createHash('sha256').update(image.data).digest('hex').slice(0, 24);
    let name = mediaNames.get(hash);
    if (!name) {
      name = `knowly-${hash}.${IMAGE_EXTENSIONS[image.mediaType] ?? 'img'}`;
      mediaNames.set(hash, name);
      media.push({ name, data: image.data });
    }
    return `<img src="${name}">`;
  };
  try {
    db.run(SCHEMA);
    const models = Object.fromEntries((['basic', 'reversed', 'cloze'] as const).map((kind) => [MODEL_IDS[kind], { ...model(kind, DECK_ID, seconds), css: [CSS, ...styles].join('\n') }]));
    const decks = { 1: deck(1, 'Default', seconds), [DECK_ID]: deck(DECK_ID, deckName.replace(/::/g, ':') || 'Knowly', seconds) };
    const conf = { activeDecks: [1], curDeck: 1, newSpread: 0, collapseTime: 1200, timeLim: 0, estTimes: true, dueCounts: true, curModel: MODEL_IDS.basic, nextPos: notes.length + 1, sortType: 'noteFld', sortBackwards: false, addToCur: true, schedVer: 2 };
    db.run('insert into col values (1, ?, ?, ?, 11, 0, 0, 0, ?, ?, ?, ?, ?)', [seconds, now.getTime(), now.getTime(), JSON.stringify(conf), JSON.stringify(models), JSON.stringify(decks), JSON.stringify(DECK_CONFIG), '{}']);
    const noteBase = now.getTime();
    const revlogIds = new Set<number>();
    let cardId = noteBase;
    notes.forEach((note, position) => {
      const noteId = noteBase + position;
      const fields = [note.front + imageTag(note.frontImage), note.back + imageTag(note.backImage)];
      for (const file of note.media ?? []) {
        if (mediaNames.has(file.name)) continue;
        mediaNames.set(file.name, file.name);
        media.push(file);
      }
      const sortField = plainTextOf(note.front);
      const guid = createHash('sha1').update(`knowly:${position}:${note.front}`).digest('base64').slice(0, 10);
      db.run('insert into notes values (?, ?, ?, ?, -1, \'\', ?, ?, ?, 0, \'\')', [noteId, guid, MODEL_IDS[note.kind], seconds, fields.join('\x1f'), sortField, checksum(sortField)]);
      for (const ordinal of cardOrdinals(note)) {
        cardId += 1;
        const schedule = note.schedules?.find((entry) => entry.ordinal === ordinal);
        if (!schedule || schedule.state.state === 0) {
          db.run('insert into cards values (?, ?, ?, ?, ?, -1, 0, 0, ?, 0, 0, 0, 0, 0, 0, 0, 0, \'\')', [cardId, noteId, DECK_ID, ordinal - 1, seconds, position + 1]);
          continue;
        }
        const { state } = schedule;
        const due = state.state === 2 ? Math.floor((state.due.getTime() / 1000 - seconds) / 86_400) : Math.floor(state.due.getTime() / 1000);
        const data = JSON.stringify({ s: Number(state.stability.toFixed(4)), d: Number(state.difficulty.toFixed(4)), ...(state.lastReview ? { lrt: Math.floor(state.lastReview.getTime() / 1000) } : {}) });
        db.run('insert into cards values (?, ?, ?, ?, ?, -1, ?, ?, ?, ?, 0, ?, ?, 0, 0, 0, 0, ?)', [
          cardId, noteId, DECK_ID, ordinal - 1, seconds, ANKI_CARD_TYPE[state.state]!, ANKI_QUEUE[state.state]!, due, state.scheduledDays, state.reps, state.lapses, data,
        ]);
        let lastInterval = 0;
        for (const review of schedule.reviews) {
          // Two answers in the same millisecond would share a revlog id: the later one moves on by a millisecond.
          let id = review.at.getTime();
          while (revlogIds.has(id)) id += 1;
          revlogIds.add(id);
          db.run('insert into revlog values (?, ?, -1, ?, ?, ?, 0, 0, ?)', [id, cardId, review.rating, review.scheduledDays, lastInterval, REVLOG_TYPE[review.stateBefore] ?? 1]);
          lastInterval = review.scheduledDays;
        }
      }
    });
    const collection = db.export();
    const files: Record<string, Uint8Array> = { 'collection.anki21': collection, 'collection.anki2': collection };
    media.forEach((file, index) => (files[String(index)] = file.data));
    files.media = new TextEncoder().encode(JSON.stringify(Object.fromEntries(media.map((file, index) => [String(index), file.name]))));
    return zipSync(files, { level: 6 });
  } finally {
    db.close();
  }
}
