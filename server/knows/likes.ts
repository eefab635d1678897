// Likes of a know: idempotent like and unlike by a signed-in user who may see the know. knows.like_count moves only
// when a like row was really added or removed, in the same transaction and as an increment in SQL, so parallel likes
// (of one user or many) always leave it equal to the number of rows.
import { and, eq, sql } from 'drizzle-orm';
import type { KnowLike } from '../../lib/contracts/know-page';
import { AppError } from '../../lib/errors';
import type { Db } from '../db';
import { knowLikes, knows } from '../db/schema';
import { assertCanSeeKnow, type Viewer } from './know-entitlement';
import { findKnowAccessFacts } from './find-know';
import { invalidateKnowPage } from './page-cache';

async function assertVisible(db: Db, knowUuid: string, userUuid: string) {
  const facts = await findKnowAccessFacts(db, knowUuid);
  if (!facts) throw new AppError('NotFoundError', { resource: 'know' });
  const viewer: Viewer = { userUuid, experiments: {} };
  assertCanSeeKnow(facts, viewer);
}

export async function setKnowLike(db: Db, knowUuid: string, userUuid: string, liked: boolean): Promise<KnowLike> {
  await assertVisible(db, knowUuid, userUuid);
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
