// Contracts of know search (GET /api/v1/knows/search): the query with its filters and the page of results with
// counts and suggestions. The limits are plain constants so that pages can use them without loading zod.
import { z } from 'zod';
import { LANGUAGE_CODES } from '../../config/countries/country-config';
import { examBoardIdSchema } from './exam-boards';
import { uuidSchema } from './ids';
import { knowFormatSchema, knowSummarySchema } from './knows';
import { SEARCH_LIMITS } from './search-limits';
export const searchKnowsQuerySchema = z.object({
  query: z.string().max(SEARCH_LIMITS.queryMaxLength).default('').describe('Words to search; empty lists the newest knows'),
  language: z.enum(LANGUAGE_CODES).optional().describe("Content language of the knows (its regional variants included); default: the request site's"),
  subjectId: uuidSchema.optional(),
  gradeId: uuidSchema.optional(),
  knowFormat: knowFormatSchema.optional(),
  /** Only knows tagged with this exam board (decision 044); default: all. */
  examBoard: examBoardIdSchema.optional(),
  page: z.coerce.number().int().min(1).max(SEARCH_LIMITS.maxPage).default(1),
  pageSize: z.coerce.number().int().min(1).max(SEARCH_LIMITS.maxPageSize).default(SEARCH_LIMITS.defaultPageSize),
  /** Spec §3 search analytics: the client's search session, echoed so that its events can be joined to the answer. */
  searchSessionUuid: uuidSchema.optional(),
  /** 'true': search the query exactly as typed — no corrected results when it finds nothing (see correctedQuery). */
  asTyped: z.enum(['true', 'false']).optional().describe("'true' searches the query exactly as typed: when it finds nothing, the correction is only suggested"),
});

const searchSuggestionSchema = z.object({
  /** The whole query to search instead (a misspelt word corrected, or the last word completed). */
  text: z.string(),
  /** How many knows that query finds with the same filters, counted up to SEARCH_LIMITS.suggestionCountCap. */
  numberOfResults: z.number().int().nonnegative(),
  type: z.enum(['correction', 'completion']),
});
export type SearchSuggestion = z.infer<typeof searchSuggestionSchema>;

export const searchKnowsResponseSchema = z.object({
  knows: z.array(knowSummarySchema),
  /** Every public know the query finds with the filters (without a query: the newest knows), counted up to
   *  SEARCH_LIMITS.resultCountCap. */
  numberOfResults: z.number().int().nonnegative(),
  /**
   * Of those, the knows that hold every query word as typed (case-insensitively), not only another form of it (stemming)
   * or a longer word it begins (the last word is also matched as a prefix). Words under three letters, with digits or
   * stop words are not checked; an empty query has numberOfExactResults = numberOfResults.
   */
  numberOfExactResults: z.number().int().nonnegative(),
  page: z.number().int().min(1),
  pageSize: z.number().int().min(1),
  suggestions: z.array(searchSuggestionSchema),
  searchSessionUuid: uuidSchema.optional(),
  /**
   * Set when the query as typed found nothing and its correction (each unknown word replaced by the most similar known
   * one: one edit away for words of five letters or more, accents aside) finds something: `knows` and the counts are
   * then the corrected query's, and this is its text. Absent when the request had asTyped=true.
   */
  correctedQuery: z.string().optional(),
});
export type SearchKnowsResponse = z.infer<typeof searchKnowsResponseSchema>;
