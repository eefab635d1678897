// The know page cache: the know's record and its related knows, per process, so that most know page renders read no
// database at all. What is cached is the same for every viewer, locale and experiment variant (the blur of one viewer
// is derived from it per request by knowDetailFor, in microseconds), so the key is just the know's uuid.
//
// Freshness: an entry is used as it is for FRESH_MS; after that, one primary-key query compares the know's version
// (updatedOn, state, like count) and the entry is kept when nothing changed, reloaded otherwise; after MAX_AGE_MS it is
// reloaded whatever (the knower's name, related knows). Writes in this process (likes, edits) call invalidateKnowPage.
// Least recently used entries are dropped beyond MAX_ENTRIES.
import { eq } from 'drizzle-orm';
import type { KnowSummary } from '../../lib/contracts/knows';
import { invalidateRenderedPages } from '../page-cache/rendered-page-cache';
import type { Db } from '../db';
import { knows } from '../db/schema';
import { findKnowRecord, type KnowRecord } from './find-know';
import { findRelatedKnows } from './related-knows';

export const FRESH_MS = 10_000; // an entry younger than 10 s is used without asking the database
export const MAX_AGE_MS = 5 * 60_000; // reloaded whole after 5 minutes
const MAX_ENTRIES = 5_000; // about 5 KB each: at most ~25 MB

export type KnowPageData = { record: KnowRecord; related: KnowSummary[] };

type Entry = { data: KnowPageData; version: string; loadedAt: number; checkedAt: number };

const holder = globalThis as typeof globalThis & { __knowlyKnowPageCache?: Map<string, Entry> };
const entries = (holder.__knowlyKnowPageCache ??= new Map<string, Entry>());

const versionOf = (row: { updatedOn: Date | string; status: string; isPrivate: boolean; likeCount: number }) =>
  `${new Date(row.updatedOn).getTime()}|${row.status}|${row.isPrivate}|${row.likeCount}`;

async function currentVersion(db: Db, uuid: string): Promise<string | null> {
  const [row] = await db
    .select({ updatedOn: knows.updatedOn, status: knows.status, isPrivate: knows.isPrivate, likeCount: knows.likeCount })
    .from(knows)
    .where(eq(knows.uuid, uuid));
  return row ? versionOf(row) : null;
}

function remember(uuid: string, entry: Entry) {
  entries.delete(uuid);
  entries.set(uuid, entry);
  while (entries.size > MAX_ENTRIES) entries.delete(entries.keys().next().value!);
}

/** Loads in flight, so that 32 simultaneous first requests for one know make one load. */
const loading = new Map<string, Promise<KnowPageData | null>>();

async function load(db: Db, uuid: string, now: number): Promise<KnowPageData | null> {
  const record = await findKnowRecord(db, uuid);
  if (!record) {
    entries.delete(uuid);
    return null;
  }
  const related = await findRelatedKnows(db, record);
  const data = { record, related };
  remember(uuid, {
    data,
    version: versionOf({ updatedOn: record.updatedOn, status: record.status, isPrivate: record.isPrivate, likeCount: record.summary.likeCount }),
    loadedAt: now,
    checkedAt: now,
  });
  return data;
}

/** The know page's data for any viewer, null for no such know (callers still check who may see it). */
export async function getKnowPageData(db: Db, uuid: string, now = Date.now()): Promise<KnowPageData | null> {
  const entry = entries.get(uuid);
  if (entry && now - entry.loadedAt < MAX_AGE_MS) {
    if (now - entry.checkedAt < FRESH_MS) {
      remember(uuid, entry);
      return entry.data;
    }
    const version = await currentVersion(db, uuid);
    if (version === entry.version) {
      remember(uuid, { ...entry, checkedAt: now });
      return entry.data;
    }
  }
  const pending = loading.get(uuid);
  if (pending) return pending;
  const started = load(db, uuid, now).finally(() => loading.delete(uuid));
  loading.set(uuid, started);
  return started;
}

/** Drops a know from the cache, and its rendered pages from the proxy's cache (after a write to it in this process). */
export function invalidateKnowPage(uuid: string): void {
  entries.delete(uuid);
  invalidateRenderedPages(uuid);
}

/** Empties the cache (tests). */
export function clearKnowPageCache(): void {
  entries.clear();
}
