// The know page's `query` parameter (spec §2): the search that led to the know, and the first page the viewer may see
// whose text holds its words. Only pages the viewer is entitled to are read, so nothing is told about a blurred page.
import { and, eq, inArray } from 'drizzle-orm';
import type { KnowDetail, KnowSearchVisit } from '../../lib/contracts/know-page';
import { SEARCH_LIMITS } from '../../lib/contracts/search-limits';
import { firstPageWithWords, searchWordsOf } from '../../lib/knows/search-words';
import type { Db } from '../db';
import { knowPages } from '../db/schema';

export async function findSearchVisit(db: Db, know: Pick<KnowDetail, 'uuid' | 'pages'>, query: string | string[] | undefined): Promise<KnowSearchVisit | null> {
  const text = (Array.isArray(query) ? query[0] : query)?.trim().slice(0, SEARCH_LIMITS.queryMaxLength) ?? '';
  const words = searchWordsOf(text);
  if (!text || words.length === 0) return null;
  const visible = know.pages.filter((page) => !page.blurred).map((page) => page.number);
  const pages = visible.length === 0 ? [] : await db
    .select({ number: knowPages.pageNumber, text: knowPages.text })
    .from(knowPages)
    .where(and(eq(knowPages.knowUuid, know.uuid), inArray(knowPages.pageNumber, visible)));
  return { query: text, pageNumber: firstPageWithWords(pages, words) };
}
