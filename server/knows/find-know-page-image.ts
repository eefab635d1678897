// The files of a know's pages: the full web image (only to viewers entitled to the page), the small blurred preview
// (to anyone who may see the know) and the card thumbnail (made from the know's cover page on first request and kept
// in storage). The cover page is the first that is not blank (the document pipeline measured it: decision 048); when
// it is a page the viewer may not see (page 2 or later, blurred for visitors), the thumbnail is cut from that page's
// blurred preview instead. Answers with the current version (?v= from lib/knows/paths.ts) are cached for a year —
// publicly when the answer is the same for everyone, privately otherwise; other answers, and a thumbnail that differs
// between visitors and signed-in users, for a few minutes.
import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { AppError } from '../../lib/errors';
import type { Db } from '../db';
import { knowPages, knows } from '../db/schema';
import type { FileStorage } from '../files/storage';
import type { BinaryResponse } from '../http/route';
import { assertCanSeeKnow, canSeePage, isPageSameForEveryone, type Viewer } from './know-entitlement';
import { findKnowAccessFacts } from './find-know';
import { measurePageInk } from './documents/measure-page-ink';
import { narrowerPageImage } from './documents/render-pages';
import { PAGE_IMAGE_WIDTHS, type PageImageWidth } from '../../lib/knows/image-urls';

const THUMBNAIL_WIDTH = 480; // cards show it at up to 320 px wide: sharp on 1.5× screens
const THUMBNAIL_HEIGHT = 360; // 4:3, the card's frame, cut from the top of the page (lower when its ink begins lower)
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

/** `knows/<uuid>/pages/0001-<version>-w720.webp`: a narrower copy of a page image, made for one version of the know's
 *  document (a new document makes new keys, as for thumbnails). */
// Never the page image's own key, whatever its name ends with: a copy written there would replace the page.
const narrowerKey = (imageKey: string, updatedOn: Date, width: number) => `${imageKey.replace(/\.webp$/, '')}-${versionOf(updatedOn)}-w${width}.webp`;

/**
 * A page's full image, or with `width` a narrower copy (made on the first request, then read from storage): 404 for a
 * know the viewer may not see, 401 (not signed in) or 403 for a blurred page.
 */
export async function readKnowPageImage(db: Db, storage: FileStorage, { uuid, pageNumber, viewer, version, width }: PageFileRequest & { width?: PageImageWidth | undefined }): Promise<BinaryResponse> {
  const facts = await knowFacts(db, uuid, viewer);
  if (!canSeePage(facts, viewer, pageNumber)) {
    if (viewer.userUuid === null) throw new AppError('AuthorizationError', { reason: 'Sign in to see every page of this know.' });
    throw new AppError('ForbiddenError', { reason: 'This page is not open to you.' });
  }
  const { imageKey } = await pageKeys(db, uuid, pageNumber);
  const current = version === versionOf(facts.updatedOn);
  const caching = cacheControl({ current, shared: isPageSameForEveryone(facts, pageNumber) });
  if (width !== undefined) {
    const key = narrowerKey(imageKey, facts.updatedOn, width);
    let data = (await storage.get(key))?.data;
    if (!data) {
      data = await narrowerPageImage((await readStored(storage, imageKey)).data, width);
      await storage.put(key, data, 'image/webp');
    }
    return { contentType: 'image/webp', data, cacheControl: caching };
  }
  const file = await readStored(storage, imageKey);
  return { contentType: file.contentType, data: file.data, cacheControl: caching };
}

/** A page's small blurred preview, for anyone who may see the know. */
export async function readKnowPagePreview(db: Db, storage: FileStorage, { uuid, pageNumber, viewer, version }: PageFileRequest): Promise<BinaryResponse> {
  const facts = await knowFacts(db, uuid, viewer);
  const file = await readStored(storage, (await pageKeys(db, uuid, pageNumber)).previewKey);
  const current = version === versionOf(facts.updatedOn);
  return { contentType: file.contentType, data: file.data, cacheControl: cacheControl({ current, shared: isPageSameForEveryone(facts, 1) }) };
}

/** `knows/<uuid>/thumbnail-<version>.webp` (`-blurred` when cut from the blurred preview): a new document makes a new key. */
function thumbnailKey(uuid: string, updatedOn: Date, blurred: boolean): string {
  return `knows/${uuid.toLowerCase()}/thumbnail-${versionOf(updatedOn)}${blurred ? '-blurred' : ''}.webp`;
}

/** The files made from a know's page images on request for one version of its document (the card thumbnails, clear
 *  and blurred, and the narrower copies of each page): what deleting the know removes with its pages. */
export function derivedImageKeys(uuid: string, updatedOn: Date, pageImageKeys: readonly string[]): string[] {
  return [
    thumbnailKey(uuid, updatedOn, false),
    thumbnailKey(uuid, updatedOn, true),
    ...pageImageKeys.flatMap((imageKey) => PAGE_IMAGE_WIDTHS.map((width) => narrowerKey(imageKey, updatedOn, width))),
  ];
}

/** The know's cover page and its files; NotFoundError when it has none (every page is blank). */
async function coverPage(db: Db, uuid: string) {
  const [page] = await db
    .select({ pageNumber: knowPages.pageNumber, imageKey: knowPages.imageKey, previewKey: knowPages.previewKey })
    .from(knowPages)
    .innerJoin(knows, and(eq(knows.uuid, knowPages.knowUuid), eq(knows.coverPage, knowPages.pageNumber)))
    .where(eq(knowPages.knowUuid, uuid));
  if (!page) throw new AppError('NotFoundError', { resource: 'page' });
  return page;
}

/** The 4:3 card picture of a page: its top, or — when the page's ink begins further down (a title in the middle of a
 *  cover) — from a little above the ink, so that the picture is never the white top of a page that is not blank. */
async function cutThumbnail(source: Buffer, page: Buffer): Promise<Buffer> {
  const { width = THUMBNAIL_WIDTH, height = THUMBNAIL_HEIGHT } = await sharp(page).metadata();
  const scaledHeight = Math.round((height * THUMBNAIL_WIDTH) / width);
  const { top } = await measurePageInk(page);
  const offset = Math.round((top ?? 0) * scaledHeight - THUMBNAIL_HEIGHT / 4);
  const cut =
    scaledHeight <= THUMBNAIL_HEIGHT || offset <= 0
      ? sharp(source).resize(THUMBNAIL_WIDTH, THUMBNAIL_HEIGHT, { fit: 'cover', position: 'top' })
      : sharp(source)
          .resize(THUMBNAIL_WIDTH, scaledHeight, { fit: 'fill' })
          .extract({ left: 0, top: Math.min(offset, scaledHeight - THUMBNAIL_HEIGHT), width: THUMBNAIL_WIDTH, height: THUMBNAIL_HEIGHT });
  return cut.webp({ quality: THUMBNAIL_QUALITY }).toBuffer();
}

/** The card image of a know: 480×360 WebP of its cover page, made on the first request and then read from storage;
 *  404 for a know without one (every page blank: the card draws its format). */
export async function readKnowThumbnail(db: Db, storage: FileStorage, { uuid, viewer, version }: Omit<PageFileRequest, 'pageNumber'>): Promise<BinaryResponse> {
  const facts = await knowFacts(db, uuid, viewer);
  const cover = await coverPage(db, uuid);
  const blurred = !canSeePage(facts, viewer, cover.pageNumber);
  const key = thumbnailKey(uuid, facts.updatedOn, blurred);
  let data = (await storage.get(key))?.data;
  if (!data) {
    const page = (await readStored(storage, cover.imageKey)).data;
    data = await cutThumbnail(blurred ? (await readStored(storage, cover.previewKey)).data : page, page);
    await storage.put(key, data, 'image/webp');
  }
  const current = version === versionOf(facts.updatedOn);
  const sameForEveryone = isPageSameForEveryone(facts, cover.pageNumber);
  // A public know whose cover only signed-in users see clearly: the visitor's blurred picture and the clear one share
  // a URL, so neither is kept for long (signing in shows the clear one within minutes).
  const viewerDependent = !sameForEveryone && isPageSameForEveryone(facts, 1);
  return { contentType: 'image/webp', data, cacheControl: cacheControl({ current: current && !viewerDependent, shared: sameForEveryone }) };
}
