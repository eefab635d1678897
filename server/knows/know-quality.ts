// Content worth showing first (issue 33, decision 048): a know's quality in a list, and lists of knows ranked by it
// with one know per set of duplicates by the same knower. Quality counts what a student sees before opening a know —
// that it is complete (a description, filed under a subject and a grade, more than one page or a set of at least five
// cards, a picture for its card) — and what other students did with it (likes, saves); an open report lowers it. A
// list ranks a bounded pool, its section's first QUALITY_POOL candidates in the list's own order (which an index
// serves), as search ranks its newest matches by relevance (decision 017): the cost of a list does not grow with the
// catalogue.
import { and, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db';
import { queryRows } from '../db/client';
import { flashcardCards, knowGrades, knows, knowSubjects, libraryItems, reports } from '../db/schema';
import { isPublicKnow } from './know-summaries';

/** How many candidates of a list, taken in its own order, are ranked by quality. */
export const QUALITY_POOL = 200;
/** A flashcard set of fewer cards counts as incomplete (a document: one page). */
const FULL_SET_CARDS = 5;
/** What an open report takes off: more than a complete know with twenty likes and twenty saves has (4.5 + 2 ln 21 ≈
 *  10.6 → 0.6), so that a reported know waits below the others of its list until a moderator has looked. */
const OPEN_REPORT_PENALTY = 10;
/** What a know filed under the wrong subject takes off (its text clearly belongs to another: subject-fit/, decision
 *  051): more than completeness gives (4.5), so that it waits below the complete knows of the subject it is filed
 *  under, and below the others of a feed, until its knower files it right. */
const WRONG_SUBJECT_PENALTY = 5;

const yes = (condition: SQL) => sql`(case when ${condition} then 1 else 0 end)`;

/**
 * The quality of the row of `knows` in the query: up to 4.5 points of completeness, ln(1 + likes) + ln(1 + saves)
 * (each like or save counts, the hundredth less than the first), minus OPEN_REPORT_PENALTY while a report of the know
 * waits for a moderator and WRONG_SUBJECT_PENALTY while its text clearly belongs to another subject than it is filed
 * under.
 */
export const knowQuality: SQL = sql`(
  ${yes(sql`btrim(${knows.description}) <> ''`)}
  + ${yes(sql`exists (select 1 from ${knowSubjects} where ${knowSubjects.knowUuid} = ${knows.uuid})`)}
  + ${yes(sql`exists (select 1 from ${knowGrades} where ${knowGrades.knowUuid} = ${knows.uuid})`)}
  + ${yes(sql`(case when ${knows.knowFormat} = 'FLASHCARDS'
      then (select count(*) from ${flashcardCards} where ${flashcardCards.knowUuid} = ${knows.uuid}) >= ${sql.raw(String(FULL_SET_CARDS))}
      else ${knows.pageCount} >= 2 end)`)}
  + 0.5 * ${yes(sql`${knows.pageCount} > 0 and ${knows.coverPage} is not null`)}
  + ln(1 + ${knows.likeCount})
  + ln(1 + (select count(*) from ${libraryItems} where ${libraryItems.knowUuid} = ${knows.uuid}))
  - ${sql.raw(String(OPEN_REPORT_PENALTY))} * ${yes(sql`exists (select 1 from ${reports} where ${reports.targetType} = 'KNOW' and ${reports.targetUuid} = ${knows.uuid} and ${reports.resolvedOn} is null)`)}
  - ${sql.raw(String(WRONG_SUBJECT_PENALTY))} * ${yes(sql`${knows.betterSubjectId} is not null`)}
)`;

type RankOptions = {
  /** Which public knows the list is of. */
  where: SQL | undefined;
  /** The list's own order, which picks the pool (newest first, most liked first, …). */
  poolOrder: SQL[];
  /** Knows of this condition first, whatever their quality (the user's grades, their school type). */
  first?: SQL;
  limit: number;
  pool?: number;
  /** Show a knower's duplicates once (the default); a paged list with totals keeps them all, only ranked. */
  collapseDuplicates?: boolean;
};

/**
 * Uuids of public knows matching `where`: the first `pool` in `poolOrder`, one per set of duplicates (the same
 * knower, format and title, case and outer spaces aside; the best of them stays), ranked by `first`, then quality,
 * then the newest.
 */
export async function rankedKnowUuids(db: Db, { where, poolOrder, first, limit, pool = QUALITY_POOL, collapseDuplicates = true }: RankOptions): Promise<string[]> {
  const firstValue = first ? sql`coalesce((${first}), false)` : sql`false`;
  const rows = await queryRows<{ uuid: string }>(
    db,
    sql`with picked as (
          select ${knows.uuid} as uuid
          from ${knows}
          where ${where ? and(isPublicKnow, where) : isPublicKnow}
          order by ${sql.join([...(first ? [sql`${firstValue} desc`] : []), ...poolOrder, sql`${knows.uuid} asc`], sql`, `)}
          limit ${pool}
        ), pool as (
          -- The score of the picked knows only: computed after the list's own order has cut it to the pool.
          select ${knows.uuid} as uuid, ${knows.knowerUuid} as knower_uuid, lower(btrim(${knows.title})) as same_title,
                 ${knows.knowFormat} as format, ${knows.publishedOn} as published_on, ${firstValue} as first, ${knowQuality} as quality
          from ${knows} join picked on picked.uuid = ${knows.uuid}
        ), kept as (
          select *, row_number() over (partition by knower_uuid, same_title, format order by quality desc, published_on asc, uuid asc) as copy
          from pool
        )
        select uuid from kept where ${collapseDuplicates ? sql`copy = 1` : sql`true`}
        order by first desc, quality desc, published_on desc, uuid asc
        limit ${limit}`,
  );
  return rows.map((row) => row.uuid);
}
