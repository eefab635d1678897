// The know formats the search page's format filter offers (issue 15: "format filters offer only formats that exist"):
// those of which the content language (with its regional variants) has at least one public know — read from the
// knows, so that a new format (flashcard knows) shows up with its first public know.
import { sql } from 'drizzle-orm';
import type { KnowFormat } from '../../lib/contracts/knows';
import { SEARCH_KNOW_FORMATS } from '../../lib/contracts/search-limits';
import type { Db } from '../db';
import { queryRows } from '../db/client';
import { knows } from '../db/schema';
import { isPublicKnow } from '../knows/know-summaries';
import { languageVariants } from './search-knows';

/** The formats with a public know in the language, in the filter's order: one index probe per format
 *  (knows_public_format_idx). */
export async function findSearchFormats(db: Db, language: string): Promise<KnowFormat[]> {
  const languages = languageVariants(language);
  if (languages.length === 0) return [];
  const rows = await queryRows<{ format: KnowFormat }>(db, sql`
    select format from unnest(${sql`array[${sql.join(SEARCH_KNOW_FORMATS.map((format) => sql`${format}`), sql`, `)}]::text[]`}) with ordinality as formats(format, position)
    where exists (
      select 1 from ${knows}
      where ${knows.knowFormat} = formats.format
        and ${knows.contentLanguage} in (${sql.join(languages.map((code) => sql`${code}`), sql`, `)})
        and ${isPublicKnow}
    )
    order by position`);
  return rows.map((row) => row.format);
}
