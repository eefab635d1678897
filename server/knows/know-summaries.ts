// The know summary (lib/contracts/knows.ts) for any list of knows: one query for the knows with their knowers, their
// subjects and their grades, whatever the number of knows (every list page, search and feed reads it: one round trip
// to the database, not three).
import { and, asc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { KnowGrade, KnowSubject, KnowSummary } from '../../lib/contracts/knows';
import { knowThumbnailUrl } from '../../lib/knows/image-urls';
import { knowerProfilePath, knowPath } from '../../lib/knows/paths';
import type { Db } from '../db';
import { grades, knowers, knowGrades, knows, knowSubjects, subjects, users } from '../db/schema';
import { profilePictureUrl } from '../users/find-user';

/** What anyone may see: published and not private. Every public list of knows filters with this. */
export const isPublicKnow = and(eq(knows.status, 'PUBLISHED'), eq(knows.isPrivate, false), isNotNull(knows.publishedOn))!;

/** The subjects (by name) and the grades (by level) of the know of the query's row, as JSON: a know's labels, read with
 *  the know in the same statement. */
const subjectsOfKnow = sql<KnowSubject[]>`coalesce((
  select json_agg(json_build_object('id', ${subjects.id}, 'slug', ${subjects.slug}, 'name', ${subjects.name}, 'color', ${subjects.color}) order by ${subjects.name})
  from ${knowSubjects} join ${subjects} on ${subjects.id} = ${knowSubjects.subjectId} where ${knowSubjects.knowUuid} = ${knows.uuid}), '[]'::json)`;
const gradesOfKnow = sql<KnowGrade[]>`coalesce((
  select json_agg(json_build_object('id', ${grades.id}, 'level', ${grades.level}, 'name', ${grades.name}) order by ${grades.level})
  from ${knowGrades} join ${grades} on ${grades.id} = ${knowGrades.gradeId} where ${knowGrades.knowUuid} = ${knows.uuid}), '[]'::json)`;

/** The subjects and grades of the given knows (for rows read without them), in one query whatever their number. */
export async function findKnowLabels(db: Db, knowUuids: readonly string[]): Promise<{ subjectsOf(uuid: string): KnowSubject[]; gradesOf(uuid: string): KnowGrade[] }> {
  const rows = knowUuids.length === 0 ? [] : await db.select({ uuid: knows.uuid, subjects: subjectsOfKnow, grades: gradesOfKnow }).from(knows).where(inArray(knows.uuid, [...knowUuids]));
  const byUuid = new Map(rows.map((row) => [row.uuid, row]));
  return { subjectsOf: (uuid) => byUuid.get(uuid)?.subjects ?? [], gradesOf: (uuid) => byUuid.get(uuid)?.grades ?? [] };
}

/** Whether a know's card shows a picture: it has rendered pages and one of them is not blank (decision 048); else the
 *  card draws the know's format. */
export const hasCardPicture = (know: { pageCount: number; coverPage: number | null }) => know.pageCount > 0 && know.coverPage !== null;

/**
 * Summaries of the given knows, in the order of `uuids`. By default only public knows are returned (the others are
 * left out silently); `includeNonPublic` is for the owner's own lists.
 */
export async function findKnowSummaries(db: Db, uuids: readonly string[], { includeNonPublic = false } = {}): Promise<KnowSummary[]> {
  if (uuids.length === 0) return [];
  const rows = await db
    .select({
      uuid: knows.uuid,
      slug: knows.slug,
      title: knows.title,
      description: knows.description,
      knowFormat: knows.knowFormat,
      pageCount: knows.pageCount,
      coverPage: knows.coverPage,
      contentLanguage: knows.contentLanguage,
      country: knows.country,
      likeCount: knows.likeCount,
      viewCount: knows.viewCount,
      publishedOn: knows.publishedOn,
      updatedOn: knows.updatedOn,
      knowerUuid: knowers.uuid,
      knowerName: users.name,
      knowerActive: users.active,
      userUuid: users.uuid,
      profilePictureKey: users.profilePictureKey,
      subjects: subjectsOfKnow,
      grades: gradesOfKnow,
    })
    .from(knows)
    .innerJoin(knowers, eq(knowers.uuid, knows.knowerUuid))
    .innerJoin(users, eq(users.uuid, knowers.userUuid))
    .where(includeNonPublic ? inArray(knows.uuid, [...uuids]) : and(inArray(knows.uuid, [...uuids]), isPublicKnow));
  if (rows.length === 0) return [];
  const byUuid = new Map(rows.map((row) => [row.uuid, row]));
  return uuids.flatMap((uuid) => {
    const row = byUuid.get(uuid);
    if (!row) return [];
    return [
      {
        uuid: row.uuid,
        slug: row.slug,
        path: knowPath(row),
        title: row.title,
        description: row.description,
        knowFormat: row.knowFormat,
        pageCount: row.pageCount,
        contentLanguage: row.contentLanguage,
        country: row.country,
        thumbnailUrl: hasCardPicture(row) ? knowThumbnailUrl(row.uuid, row.updatedOn) : null,
        subjects: row.subjects,
        grades: row.grades,
        knower: {
          uuid: row.knowerUuid,
          name: row.knowerName,
          profilePath: row.knowerActive ? knowerProfilePath({ uuid: row.knowerUuid, name: row.knowerName }) : null,
          profilePictureUrl: profilePictureUrl(row.userUuid, row.profilePictureKey),
        },
        likeCount: row.likeCount,
        viewCount: row.viewCount,
        publishedOn: row.publishedOn?.toISOString() ?? null,
      },
    ];
  });
}

/** Uuids of public knows matching `where`, newest first: the common start of catalogue, feed and profile lists. */
export async function findPublicKnowUuids(db: Db, where: ReturnType<typeof and> | undefined, { limit, offset = 0 }: { limit: number; offset?: number }): Promise<string[]> {
  const rows = await db
    .select({ uuid: knows.uuid })
    .from(knows)
    .where(where ? and(isPublicKnow, where) : isPublicKnow)
    .orderBy(sql`${knows.publishedOn} desc`, asc(knows.uuid))
    .limit(limit)
    .offset(offset);
  return rows.map((row) => row.uuid);
}
