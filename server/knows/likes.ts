// Likes of a know: idempotent like and unlike by a signed-in user who may see the know — never of their own know
// (ForbiddenError; taking back an old like stays possible). knows.like_count moves only
// when a like row was really added or removed, in the same transaction and as an increment in SQL, so parallel likes
// (of one user or many) always leave it equal to the number of rows.
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { KnowLike } from '../../lib/contracts/know-page';
import { AppError } from '../../lib/errors';
import type { Db } from '../db';
import { knowers, knowLikes, knows } from '../db/schema';
import { assertCanSeeKnow, isOwner, type Viewer } from './know-entitlement';
import { findKnowAccessFacts } from './find-know';
import { findKnowSummaries } from './know-summaries';
import { invalidateKnowPage } from './page-cache';

async function assertVisible(db: Db, knowUuid: string, userUuid: string) {
  const facts = await findKnowAccessFacts(db, knowUuid);
  if (!facts) throw new AppError('NotFoundError', { resource: 'know' });
  const viewer: Viewer = { userUuid, experiments: {} };
  assertCanSeeKnow(facts, viewer);
  return { facts, viewer };
}

export async function setKnowLike(db: Db, knowUuid: string, userUuid: string, liked: boolean): Promise<KnowLike> {
  const { facts, viewer } = await assertVisible(db, knowUuid, userUuid);
  if (liked && isOwner(facts, viewer)) throw new AppError('ForbiddenError', { reason: 'ownKnow' });
  const likeCount = await db.transaction(async (tx) => {
    const changed = liked
      ? await tx.insert(knowLikes).values({ knowUuid, userUuid }).onConflictDoNothing().returning({ knowUuid: knowLikes.knowUuid })
      : await tx
          .delete(knowLikes)
          .where(and(eq(knowLikes.knowUuid, knowUuid), eq(knowLikes.userUuid, userUuid)))
          .returning({ knowUuid: knowLikes.knowUuid });
    if (changed.length > 0) {
      const delta = liked ? 1 : -1;
      const [row] = await tx
        .update(knows)
        .set({ likeCount: sql`greatest(${knows.likeCount} + ${delta}, 0)` })
        .where(eq(knows.uuid, knowUuid))
        .returning({ likeCount: knows.likeCount });
      return row!.likeCount;
    }
    const [row] = await tx.select({ likeCount: knows.likeCount }).from(knows).where(eq(knows.uuid, knowUuid));
    return row!.likeCount;
  });
  invalidateKnowPage(knowUuid);
  return { liked, likeCount };
}

/** The knows the user liked that they may still see, the latest like first. */
export async function findLikedKnows(db: Db, userUuid: string, limit = 60) {
  const rows = await db
    .select({ knowUuid: knowLikes.knowUuid })
    .from(knowLikes)
    .where(eq(knowLikes.userUuid, userUuid))
    .orderBy(desc(knowLikes.createdOn))
    .limit(limit);
  const uuids = rows.map((row) => row.knowUuid);
  const [mine, visible] = await Promise.all([findKnowSummaries(db, uuids, { includeNonPublic: true }), findKnowSummaries(db, uuids)]);
  const visibleUuids = new Set(visible.map((know) => know.uuid));
  // Non-public knows only when they are the user's own (they liked them while public, or wrote them).
  const owned = await ownKnowUuids(db, userUuid, uuids);
  return mine.filter((know) => visibleUuids.has(know.uuid) || owned.has(know.uuid));
}

async function ownKnowUuids(db: Db, userUuid: string, uuids: string[]): Promise<Set<string>> {
  if (uuids.length === 0) return new Set();
  const rows = await db
    .select({ uuid: knows.uuid })
    .from(knows)
    .innerJoin(knowers, eq(knowers.uuid, knows.knowerUuid))
    .where(and(eq(knowers.userUuid, userUuid), inArray(knows.uuid, uuids)));
  return new Set(rows.map((row) => row.uuid));
}
