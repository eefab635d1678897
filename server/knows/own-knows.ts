// A knower's own knows as they see them (any status): the owner check every creation route starts with, the owner's
// view of one know with its pages (the details page polls it), and their list by status.
import { and, asc, count, desc, eq, inArray, type SQL } from 'drizzle-orm';
import type { KnowDraft, KnowStatus, OwnKnow, OwnKnowList } from '../../lib/contracts/know-creation';
import { AppError } from '../../lib/errors';
import { knowPageImageUrl, knowPagePreviewUrl, knowThumbnailUrl } from '../../lib/knows/image-urls';
import { knowPath } from '../../lib/knows/paths';
import type { Db } from '../db';
import { knowers, knowPages, knows, subjects } from '../db/schema';
import { isPublic } from './know-entitlement';
import { findKnowLabels, hasCardPicture } from './know-summaries';

export type KnowRow = typeof knows.$inferSelect;

/**
 * The know if `userUuid` is its knower. Anyone else gets NotFoundError for a know that is not public (drafts, knows
 * in review, rejected or private ones do not exist for them) and ForbiddenError for a public one.
 */
export async function requireOwnKnow(db: Db, knowUuid: string, userUuid: string): Promise<KnowRow> {
  const [row] = await db.select({ know: knows, ownerUserUuid: knowers.userUuid }).from(knows).innerJoin(knowers, eq(knowers.uuid, knows.knowerUuid)).where(eq(knows.uuid, knowUuid));
  if (!row) throw new AppError('NotFoundError', { resource: 'know' });
  if (row.ownerUserUuid !== userUuid) {
    if (isPublic(row.know)) throw new AppError('ForbiddenError', { reason: 'Only the knower of this know may change it.' });
    throw new AppError('NotFoundError', { resource: 'know' });
  }
  return row.know;
}

/** The owner's view of the given knows, in the order given, with their subjects and grades. */
async function toOwnKnows(db: Db, rows: KnowRow[]): Promise<OwnKnow[]> {
  if (rows.length === 0) return [];
  const labels = await findKnowLabels(db, rows.map((row) => row.uuid));
  const betterIds = [...new Set(rows.flatMap((row) => (row.betterSubjectId ? [row.betterSubjectId] : [])))];
  const betterSubjects = new Map(
    betterIds.length === 0
      ? []
      : (await db.select({ id: subjects.id, slug: subjects.slug, name: subjects.name, color: subjects.color }).from(subjects).where(inArray(subjects.id, betterIds))).map((subject) => [subject.id, subject]),
  );
  return rows.map((row) => ({
    uuid: row.uuid,
    slug: row.slug,
    path: knowPath(row),
    title: row.title,
    description: row.description,
    knowFormat: row.knowFormat,
    status: row.status,
    rejectionReason: row.rejectionReason,
    documentState: row.documentState,
    pageCount: row.pageCount,
    isPrivate: row.isPrivate,
    contentLanguage: row.contentLanguage,
    schoolTypeId: row.schoolTypeId,
    examBoard: row.examBoard,
    subjects: labels.subjectsOf(row.uuid),
    grades: labels.gradesOf(row.uuid),
    originalFilename: row.originalFilename,
    originalMediaType: row.originalMediaType,
    betterSubject: (row.status === 'PUBLISHED' && row.betterSubjectId && betterSubjects.get(row.betterSubjectId)) || null,
    thumbnailUrl: row.documentState === 'READY' && hasCardPicture(row) ? knowThumbnailUrl(row.uuid, row.updatedOn) : null,
    likeCount: row.likeCount,
    createdOn: row.createdOn.toISOString(),
    updatedOn: row.updatedOn.toISOString(),
    publishedOn: row.publishedOn?.toISOString() ?? null,
  }));
}

export async function toKnowDraft(db: Db, row: KnowRow): Promise<KnowDraft> {
  const [own] = await toOwnKnows(db, [row]);
  const pages =
    row.documentState === 'READY'
      ? await db
          .select({ pageNumber: knowPages.pageNumber, width: knowPages.width, height: knowPages.height })
          .from(knowPages)
          .where(eq(knowPages.knowUuid, row.uuid))
          .orderBy(asc(knowPages.pageNumber))
      : [];
  return {
    ...own!,
    pages: pages.map((page) => ({
      ...page,
      imageUrl: knowPageImageUrl(row.uuid, page.pageNumber, row.updatedOn),
      previewUrl: knowPagePreviewUrl(row.uuid, page.pageNumber, row.updatedOn),
    })),
  };
}

/** GET knows/{id}/draft: the owner's view of one of their knows, with its pages once processed. */
export async function findKnowDraft(db: Db, knowUuid: string, userUuid: string): Promise<KnowDraft> {
  return toKnowDraft(db, await requireOwnKnow(db, knowUuid, userUuid));
}

/** The knower record of a user, or null for a user who never uploaded. */
async function knowerUuidOfUser(db: Db, userUuid: string): Promise<string | null> {
  const [row] = await db.select({ uuid: knowers.uuid }).from(knowers).where(eq(knowers.userUuid, userUuid));
  return row?.uuid ?? null;
}

/** GET knowers/me/knows: the user's own knows, last changed first, optionally of one status. */
export async function findOwnKnowList(db: Db, userUuid: string, { status, limit, offset }: { status?: KnowStatus; limit: number; offset: number }): Promise<OwnKnowList> {
  const knowerUuid = await knowerUuidOfUser(db, userUuid);
  if (!knowerUuid) return { knows: [], total: 0 };
  const conditions: SQL[] = [eq(knows.knowerUuid, knowerUuid)];
  if (status) conditions.push(eq(knows.status, status));
  const where = and(...conditions);
  const [rows, [total]] = await Promise.all([
    db.select().from(knows).where(where).orderBy(desc(knows.updatedOn), asc(knows.uuid)).limit(limit).offset(offset),
    db.select({ value: count() }).from(knows).where(where),
  ]);
  return { knows: await toOwnKnows(db, rows), total: Number(total?.value ?? 0) };
}
