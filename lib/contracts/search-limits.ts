// The limits of know search, and the formats it filters by, without zod: for the search page's bundle and the server.
import type { KnowFormat } from './knows';

export const SEARCH_LIMITS = {
  queryMaxLength: 200,
  defaultPageSize: 20,
  maxPageSize: 50,
  /** Deeper pages are not served: nobody reads past them, and a large OFFSET costs every request behind it. */
  maxPage: 50,
  /** Results are counted up to this — as many as the pages may show at the default page size — with a query or
   *  without (the newest knows); a count that reaches it is shown as "1,000+". */
  resultCountCap: 1000,
  /** A suggestion's number of results is counted up to this. */
  suggestionCountCap: 1000,
  maxSuggestions: 5,
} as const;

/** Every know format (lib/contracts/knows.ts KNOW_FORMAT_VALUES, which comes with zod), in the filter's order. */
export const SEARCH_KNOW_FORMATS = ['DOCUMENT', 'FLASHCARDS', 'VIDEO'] as const satisfies readonly KnowFormat[];
