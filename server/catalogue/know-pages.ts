// One page of public knows matching a condition, with the total: the list under every catalogue and profile page.
import { and, count, type SQL } from 'drizzle-orm';
import { CATALOGUE_PAGE_SIZE, type KnowPage } from '../../lib/contracts/know-catalogue';
import { AppError } from '../../lib/errors';
import type { Db } from '../db';
import { knows } from '../db/schema';
import { findKnowSummaries, findPublicKnowUuids, isPublicKnow } from '../knows/know-summaries';

/** Newest published first. A page after the last is NotFoundError (page 1 of an empty list is an empty page). */
export async function findKnowPage(db: Db, where: SQL | undefined, page: number, pageSize = CATALOGUE_PAGE_SIZE): Promise<KnowPage> {
  const [[totals], uuids] = await Promise.all([
    db.select({ total: count() }).from(knows).where(where ? and(isPublicKnow, where) : isPublicKnow),
    findPublicKnowUuids(db, where, { limit: pageSize, offset: (page - 1) * pageSize }),
  ]);
  const total = totals?.total ?? 0;
  const pageCount = Math.max(1, Math.ceil(total / pageSize));
  if (page > pageCount) throw new AppError('NotFoundError', { resource: 'page', pageCount });
  return { knows: await findKnowSummaries(db, uuids), page, pageCount, total };
}
