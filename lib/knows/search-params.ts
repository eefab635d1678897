// The search page's state as it stands in the URL (spec §2: query, subjectId, utm_content, knowFormat; plus gradeId,
// page and asTyped): read leniently from the router's query (a bad value is dropped, never an error) and written back without
// empty values. No zod here: this runs in the public page's first-load bundle.
import { EXAM_BOARD_IDS } from '../../config/exam-boards';
import { isUuid } from '../contracts/forms';
import type { KnowFormat } from '../contracts/knows';
import { SEARCH_KNOW_FORMATS, SEARCH_LIMITS } from '../contracts/search-limits';
import { routes } from '../routes/page-routes';

export type SearchParams = {
  query: string;
  subjectId: string | null;
  gradeId: string | null;
  knowFormat: KnowFormat | null;
  /** Only knows of this exam board (sites with exam boards; decision 044); absent: all. */
  examBoard?: string | null;
  page: number;
  /** Search the query exactly as typed (the "search instead for …" link under corrected results); only ever true. */
  asTyped?: true;
};

export const EMPTY_SEARCH: SearchParams = { query: '', subjectId: null, gradeId: null, knowFormat: null, page: 1 };

type RouterQuery = Record<string, string | string[] | undefined>;

const first = (value: string | string[] | undefined): string | undefined => (Array.isArray(value) ? value[0] : value);

export function searchParamsFromQuery(query: RouterQuery): SearchParams {
  const text = (first(query.query) ?? '').slice(0, SEARCH_LIMITS.queryMaxLength);
  const subjectId = first(query.subjectId);
  const gradeId = first(query.gradeId);
  const format = first(query.knowFormat);
  const examBoard = first(query.examBoard);
  const page = Number(first(query.page));
  return {
    query: text,
    subjectId: isUuid(subjectId) ? subjectId : null,
    gradeId: isUuid(gradeId) ? gradeId : null,
    knowFormat: (SEARCH_KNOW_FORMATS as readonly string[]).includes(format ?? '') ? (format as KnowFormat) : null,
    page: Number.isInteger(page) && page >= 1 && page <= SEARCH_LIMITS.maxPage ? page : 1,
    ...(examBoard && (EXAM_BOARD_IDS as readonly string[]).includes(examBoard) ? { examBoard } : {}),
    ...(first(query.asTyped) === 'true' ? { asTyped: true as const } : {}),
  };
}

/** The URL query of a search: only what is set (page 1 left out), plus utm_content when the visit came with one. */
export function queryOfSearch(params: SearchParams, utmContent?: string): Record<string, string> {
  const query: Record<string, string> = {};
  if (params.query.trim()) query.query = params.query;
  if (params.subjectId) query.subjectId = params.subjectId;
  if (params.gradeId) query.gradeId = params.gradeId;
  if (params.knowFormat) query.knowFormat = params.knowFormat;
  if (params.examBoard) query.examBoard = params.examBoard;
  if (params.page > 1) query.page = String(params.page);
  if (params.asTyped) query.asTyped = 'true';
  if (utmContent) query.utm_content = utmContent;
  return query;
}

/** The API's query parameters of a search (the same names, the content language left to the site). */
export function apiParamsOfSearch(params: SearchParams, pageSize: number = SEARCH_LIMITS.defaultPageSize): Record<string, string> {
  const { utm_content: _ignored, ...rest } = queryOfSearch(params);
  return { ...rest, query: params.query.trim(), pageSize: String(pageSize) };
}

/** The search page of an area with a query: "back to results" from a know the search led to. */
export function searchPageHref(area: 'public' | 'app', query: string): string {
  const text = query.trim();
  return area === 'app' ? routes.appSearch({ query: text }) : routes.knowSearch({ query: text });
}

/** A know's page as a search result links it: with the search (`query`) and where the visit came from (`referrer`). */
export function knowHrefFromSearch(knowPath: string, query: string): string {
  const text = query.trim();
  return text ? `${knowPath}?${new URLSearchParams({ query: text, referrer: 'search' })}` : knowPath;
}
