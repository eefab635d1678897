// One page of public knows matching a condition, with the total: the list under every catalogue and profile page.
// Catalogue pages rank by quality (decision 048): the newest QUALITY_POOL knows ordered by their quality fill the first
// pages, the older ones follow newest first; a knower's profile lists their knows newest first.
import { and, count, sql, type SQL } from 'drizzle-orm';
import { CATALOGUE_PAGE_SIZE, type KnowPage } from '../../lib/contracts/know-catalogue';
import { AppError } from '../../lib/errors';
import type { Db } from '../db';
import { knows } from '../db/schema';
import { QUALITY_POOL, rankedKnowUuids } from '../knows/know-quality';
import { findKnowSummaries, findPublicKnowUuids, isPublicKnow } from '../knows/know-summaries';

/**
 * The uuids of one page: from the ranked pool while the page starts in it, then the knows after the pool, newest
 * first. The pool is the newest QUALITY_POOL knows in the same order findPublicKnowUuids pages by, so the two parts
 * neither overlap nor leave a know out, and every know is on exactly one page.
 */
async function rankedPageUuids(db: Db, where: SQL | undefined, offset: number, pageSize: number): Promise<string[]> {
  if (offset >= QUALITY_POOL) return findPublicKnowUuids(db, where, { limit: pageSize, offset });
  const pool = await rankedKnowUuids(db, { where, poolOrder: [sql`${knows.publishedOn} desc`], limit: QUALITY_POOL, collapseDuplicates: false });
  const fromPool = pool.slice(offset, offset + pageSize);
  const rest = pageSize - fromPool.length;
  if (rest === 0 || pool.length < QUALITY_POOL) return fromPool;
  return [...fromPool, ...(await findPublicKnowUuids(db, where, { limit: rest, offset: QUALITY_POOL }))];
}

/**
 * Newest published first, or `ranked` by quality over the newest (catalogue pages). A page after the last is
 * NotFoundError (page 1 of an empty list is an empty page).
 */
export async function findKnowPage(db: Db, where: SQL | undefined, page: number, { pageSize = CATALOGUE_PAGE_SIZE, ranked = false }: { pageSize?: number; ranked?: boolean } = {}): Promise<KnowPage> {
  const offset = (page - 1) * pageSize;
  const [[totals], uuids] = await Promise.all([
    db.select({ total: count() }).from(knows).where(where ? and(isPublicKnow, where) : isPublicKnow),
    ranked ? rankedPageUuids(db, where, offset, pageSize) : findPublicKnowUuids(db, where, { limit: pageSize, offset }),
  ]);
  const total = totals?.total ?? 0;
  const pageCount = Math.max(1, Math.ceil(total / pageSize));
  if (page > pageCount) throw new AppError('NotFoundError', { resource: 'page', pageCount });
  return { knows: await findKnowSummaries(db, uuids), page, pageCount, total };
}
