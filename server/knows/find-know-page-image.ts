// The files of a know's pages: the full web image (only to viewers entitled to the page), the small blurred preview
// (to anyone who may see the know) and the card thumbnail (page 1, made from its image on first request and kept in
// storage). Answers with the current version (?v= from lib/knows/paths.ts) are cached for a year — publicly when the
// answer is the same for everyone, privately otherwise; other answers for a few minutes.
import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { AppError } from '../../lib/errors';
import type { Db } from '../db';
import { knowPages } from '../db/schema';
import type { FileStorage } from '../files/storage';
import type { BinaryResponse } from '../http/route';
import { assertCanSeeKnow, canSeePage, isPageSameForEveryone, type Viewer } from './know-entitlement';
import { findKnowAccessFacts } from './find-know';

const THUMBNAIL_WIDTH = 480; // cards show it at up to 320 px wide: sharp on 1.5× screens
const THUMBNAIL_HEIGHT = 360; // 4:3, the card's frame, cut from the top of the page
const THUMBNAIL_QUALITY = 72;
const YEAR_S = 31536000;

const versionOf = (updatedOn: Date) => updatedOn.getTime().toString(36);

function cacheControl({ current, shared }: { current: boolean; shared: boolean }): string {
  const scope = shared ? 'public' : 'private';
  return current ? `${scope}, max-age=${YEAR_S}, immutable` : `${scope}, max-age=300`;
}

async function knowFacts(db: Db, uuid: string, viewer: Viewer) {
  const facts = await findKnowAccessFacts(db, uuid);
  if (!facts) throw new AppError('NotFoundError', { resource: 'know' });
  assertCanSeeKnow(facts, viewer);
  return facts;
}

async function pageKeys(db: Db, uuid: string, pageNumber: number) {
  const [page] = await db
    .select({ imageKey: knowPages.imageKey, previewKey: knowPages.previewKey })
    .from(knowPages)
    .where(and(eq(knowPages.knowUuid, uuid), eq(knowPages.pageNumber, pageNumber)));
  if (!page) throw new AppError('NotFoundError', { resource: 'page' });
  return page;
}

async function readStored(storage: FileStorage, key: string) {
  const file = await storage.get(key);
  if (!file) throw new AppError('NotFoundError', { resource: 'pageImage' });
  return file;
}

export type PageFileRequest = { uuid: string; pageNumber: number; viewer: Viewer; version: string | undefined };

/** A page's full image: 404 for a know the viewer may not see, 401 (not signed in) or 403 for a blurred page. */
export async function readKnowPageImage(db: Db, storage: FileStorage, { uuid, pageNumber, viewer, version }: PageFileRequest): Promise<BinaryResponse> {
  const facts = await knowFacts(db, uuid, viewer);
  if (!canSeePage(facts, viewer, pageNumber)) {
    if (viewer.userUuid === null) throw new AppError('AuthorizationError', { reason: 'Sign in to see every page of this know.' });
    throw new AppError('ForbiddenError', { reason: 'This page is not open to you.' });
  }
  const file = await readStored(storage, (await pageKeys(db, uuid, pageNumber)).imageKey);
  const current = version === versionOf(facts.updatedOn);
  return { contentType: file.contentType, data: file.data, cacheControl: cacheControl({ current, shared: isPageSameForEveryone(facts, pageNumber) }) };
}

/** A page's small blurred preview, for anyone who may see the know. */
export async function readKnowPagePreview(db: Db, storage: FileStorage, { uuid, pageNumber, viewer, version }: PageFileRequest): Promise<BinaryResponse> {
  const facts = await knowFacts(db, uuid, viewer);
  const file = await readStored(storage, (await pageKeys(db, uuid, pageNumber)).previewKey);
  const current = version === versionOf(facts.updatedOn);
  return { contentType: file.contentType, data: file.data, cacheControl: cacheControl({ current, shared: isPageSameForEveryone(facts, 1) }) };
}

/** `knows/<uuid>/thumbnail-<version>.webp`: a new document makes a new key. */
function thumbnailKey(uuid: string, updatedOn: Date): string {
  return `knows/${uuid.toLowerCase()}/thumbnail-${versionOf(updatedOn)}.webp`;
}

/** The card image of a know: the top of page 1, 480×360 WebP, made on the first request and then read from storage. */
export async function readKnowThumbnail(db: Db, storage: FileStorage, { uuid, viewer, version }: Omit<PageFileRequest, 'pageNumber'>): Promise<BinaryResponse> {
  const facts = await knowFacts(db, uuid, viewer);
  const key = thumbnailKey(uuid, facts.updatedOn);
  let data = (await storage.get(key))?.data;
  if (!data) {
    const page = await readStored(storage, (await pageKeys(db, uuid, 1)).imageKey);
    data = await sharp(page.data)
      .resize(THUMBNAIL_WIDTH, THUMBNAIL_HEIGHT, { fit: 'cover', position: 'top' })
      .webp({ quality: THUMBNAIL_QUALITY })
      .toBuffer();
    await storage.put(key, data, 'image/webp');
  }
  const current = version === versionOf(facts.updatedOn);
  return { contentType: 'image/webp', data, cacheControl: cacheControl({ current, shared: isPageSameForEveryone(facts, 1) }) };
}
