// GET knowers/{id}/knows/status-stats (spec §7): how many of a knower's knows are drafts, in review, published and
// rejected. Only the knower themself may see it: the counts include what nobody else may know exists.
import { count, eq } from 'drizzle-orm';
import type { KnowStatusStats } from '../../lib/contracts/know-creation';
import { AppError } from '../../lib/errors';
import type { Db } from '../db';
import { knowers, knows } from '../db/schema';

export async function findKnowStatusStats(db: Db, knowerUuid: string, userUuid: string): Promise<KnowStatusStats> {
  const [knower] = await db.select({ userUuid: knowers.userUuid }).from(knowers).where(eq(knowers.uuid, knowerUuid));
  if (!knower) throw new AppError('NotFoundError', { resource: 'knower' });
  if (knower.userUuid !== userUuid) throw new AppError('ForbiddenError', { reason: 'Only the knower may see the status counts of their knows.' });
  const rows = await db.select({ status: knows.status, value: count() }).from(knows).where(eq(knows.knowerUuid, knowerUuid)).groupBy(knows.status);
  const of = (status: string) => Number(rows.find((row) => row.status === status)?.value ?? 0);
  return { draft: of('DRAFT'), inReview: of('IN_REVIEW'), published: of('PUBLISHED'), rejected: of('REJECTED') };
}
