// Spec §3 search analytics: one search session per visit of the search page; a `search_performed` event per settled
// query (with its number of exact results and the suggestion offered), `search_suggestion_clicked` when a suggestion
// is taken and `search_result_clicked` with the result's position (0-based over all pages) when a result is opened.
import { track } from '../../../lib/analytics/track';
import type { KnowSummary } from '../../../lib/contracts/knows';
import type { SearchKnowsResponse, SearchSuggestion } from '../../../lib/contracts/search';

/** How a search came about: the page opened with it, typing, Enter, a suggestion, a filter, a page change, or the link
 *  to search a corrected query exactly as typed. */
export type SearchTrigger = 'initial' | 'typed' | 'submitted' | 'suggestion' | 'filter' | 'page' | 'asTyped';

/** `origin` is where the search runs: the public page, the app area, or the utm_content of the visit. */
export type SearchSession = { searchSessionUuid: string; origin: string };

export function searchOrigin(area: 'public' | 'app', utmContent: string | undefined): string {
  return (utmContent || (area === 'app' ? 'app_search' : 'search_page')).slice(0, 50);
}

export function trackSearchPerformed(session: SearchSession, query: string, results: SearchKnowsResponse, type: SearchTrigger): void {
  // Results of a corrected query: the correction is the suggestion the search came with.
  const suggestion = results.correctedQuery ? { text: results.correctedQuery, numberOfResults: results.numberOfResults } : results.suggestions[0];
  track('search_performed', {
    value: results.numberOfResults,
    search: {
      ...session,
      query,
      numberOfExactResults: results.numberOfExactResults,
      type,
      ...(suggestion ? { suggestion: { text: suggestion.text, numberOfResults: suggestion.numberOfResults } } : {}),
    },
  });
}

export function trackSuggestionClicked(session: SearchSession, query: string, suggestion: SearchSuggestion): void {
  track('search_suggestion_clicked', {
    value: suggestion.text,
    search: { ...session, query, type: suggestion.type, suggestion: { text: suggestion.text, numberOfResults: suggestion.numberOfResults } },
  });
}

export function trackResultClicked(session: SearchSession, query: string, know: KnowSummary, resultPosition: number, numberOfExactResults: number): void {
  track('search_result_clicked', {
    valueId: know.uuid,
    search: { ...session, query, resultPosition, numberOfExactResults, type: 'result' },
    know: { knowUuid: know.uuid, format: know.knowFormat, ...(know.subjects[0] ? { subjectId: know.subjects[0].id } : {}) },
  });
}
