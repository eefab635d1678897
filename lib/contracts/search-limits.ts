// The limits of know search, without zod, for the search page's bundle and for the server.
export const SEARCH_LIMITS = {
  queryMaxLength: 200,
  defaultPageSize: 20,
  maxPageSize: 50,
  /** Deeper pages are not served: nobody reads past them, and a large OFFSET costs every request behind it. */
  maxPage: 50,
  /** A suggestion's number of results is counted up to this. */
  suggestionCountCap: 1000,
  maxSuggestions: 5,
} as const;
