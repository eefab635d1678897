// A knower's public profile: who they are (name, username, bio, picture, country, member since) and what their
// public knows add up to (count, likes, views). Private and unpublished knows never count.
import { and, count, eq, sql } from 'drizzle-orm';
import type { KnowerProfile, KnowPage } from '../../lib/contracts/know-catalogue';
import { AppError } from '../../lib/errors';
import { knowerProfilePath } from '../../lib/knows/paths';
import { findKnowPage } from '../catalogue/know-pages';
import type { Db } from '../db';
import { knowers, knows, users } from '../db/schema';
import { isPublicKnow } from '../knows/know-summaries';
import { profilePictureUrl } from '../users/find-user';

/** NotFoundError for an unknown knower and for one whose account is deactivated. */
export async function findKnowerProfile(db: Db, knowerUuid: string): Promise<KnowerProfile> {
  const [row] = await db
    .select({
      knowerUuid: knowers.uuid,
      bio: knowers.bio,
      userUuid: users.uuid,
      name: users.name,
      username: users.username,
      country: users.country,
      profilePictureKey: users.profilePictureKey,
      createdOn: users.createdOn,
      active: users.active,
    })
    .from(knowers)
    .innerJoin(users, eq(users.uuid, knowers.userUuid))
    .where(eq(knowers.uuid, knowerUuid));
  if (!row || !row.active) throw new AppError('NotFoundError', { resource: 'knower' });
  const [stats] = await db
    .select({
      publicKnowCount: count(),
      totalLikes: sql<number>`coalesce(sum(${knows.likeCount}), 0)::int`,
      totalViews: sql<number>`coalesce(sum(${knows.viewCount}), 0)::int`,
    })
    .from(knows)
    .where(and(eq(knows.knowerUuid, knowerUuid), isPublicKnow));
  return {
    knowerUuid: row.knowerUuid,
    userUuid: row.userUuid,
    name: row.name,
    username: row.username,
    bio: row.bio,
    profilePictureUrl: profilePictureUrl(row.userUuid, row.profilePictureKey),
    country: row.country,
    profilePath: knowerProfilePath({ uuid: row.knowerUuid, name: row.name }),
    memberSince: row.createdOn.toISOString(),
    stats: { publicKnowCount: stats?.publicKnowCount ?? 0, totalLikes: Number(stats?.totalLikes ?? 0), totalViews: Number(stats?.totalViews ?? 0) },
  };
}

/** The knower's public knows, newest first, page by page (NotFoundError for an unknown knower or a page past the last). */
export async function findKnowerKnows(db: Db, knowerUuid: string, page: number): Promise<KnowPage> {
  await findKnowerProfileExists(db, knowerUuid);
  return findKnowPage(db, eq(knows.knowerUuid, knowerUuid), page);
}

async function findKnowerProfileExists(db: Db, knowerUuid: string): Promise<void> {
  const [row] = await db.select({ active: users.active }).from(knowers).innerJoin(users, eq(users.uuid, knowers.userUuid)).where(eq(knowers.uuid, knowerUuid));
  if (!row || !row.active) throw new AppError('NotFoundError', { resource: 'knower' });
}
