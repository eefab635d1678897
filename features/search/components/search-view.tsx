// The search of /knows/search and /app/search: field, suggestions, filters and results, kept in the URL. The server
// renders the results of the URL's search; typing searches again after a pause (React Query, the previous results
// stay while the next load), and every settled search, taken suggestion and opened result is reported (spec §3).
// When the server answers a corrected query's results (a typo found nothing), it says so and links to the query as
// typed, searched exactly (asTyped, kept in the URL until the query changes).
import { useRouter } from 'next/router';
import { useCallback, useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { v4 as uuidv4 } from 'uuid';
import type { KnowFormat, KnowSummary } from '../../../lib/contracts/knows';
import type { SearchKnowsResponse, SearchSuggestion } from '../../../lib/contracts/search';
import { useSearchResults } from '../api/search-knows';
import { searchOrigin, trackResultClicked, trackSearchPerformed, trackSuggestionClicked, type SearchSession, type SearchTrigger } from '../lib/search-analytics';
import { apiParamsOfSearch, queryOfSearch, type SearchParams } from '../../../lib/knows/search-params';
import { SearchBox } from './search-box';
import { SearchFilters, type GradeChoice, type SubjectChoice } from './search-filters';
import { SearchResults } from './search-results';
import { CorrectedQueryNotice, SearchSuggestions } from './search-suggestions';

/** Typing pauses this long before the results follow. */
const SEARCH_DEBOUNCE_MS = 300;

const Layout = styled.div`
  display: flex;
  flex-direction: column;
  gap: 20px;
`;

const ErrorLine = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.danger};
  font-weight: 600;
`;

export type SearchViewProps = {
  area: 'public' | 'app';
  initialParams: SearchParams;
  initialResults: SearchKnowsResponse;
  subjects: SubjectChoice[];
  grades: GradeChoice[];
  /** The formats the filter offers: those the site's language has public knows of. */
  formats: KnowFormat[];
  utmContent?: string;
  errorText: string;
};

const sameText = (a: string, b: string) => a.trim() === b.trim();

/** The next search state: page 1 unless told, and "as typed" only while the query stays the same. */
function nextSearch(current: SearchParams, next: Partial<SearchParams>): SearchParams {
  const merged: SearchParams = { ...current, page: 1, ...next };
  if (next.query !== undefined && !sameText(next.query, current.query) && next.asTyped === undefined) delete merged.asTyped;
  return merged;
}

export function SearchView({ area, initialParams, initialResults, subjects, grades, formats, utmContent, errorText }: SearchViewProps) {
  const router = useRouter();
  const [draft, setDraft] = useState(initialParams.query);
  const [params, setParams] = useState(initialParams);
  const trigger = useRef<SearchTrigger>('initial');
  const [session] = useState<SearchSession>(() => ({ searchSessionUuid: uuidv4(), origin: searchOrigin(area, utmContent) }));
  const typing = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const change = useCallback((next: Partial<SearchParams>, how: SearchTrigger) => {
    trigger.current = how;
    setParams((current) => nextSearch(current, next));
  }, []);

  useEffect(() => () => clearTimeout(typing.current), []);

  function type(text: string) {
    setDraft(text);
    clearTimeout(typing.current);
    typing.current = setTimeout(() => {
      setParams((current) => {
        if (sameText(text, current.query)) return current;
        trigger.current = 'typed';
        return nextSearch(current, { query: text });
      });
    }, SEARCH_DEBOUNCE_MS);
  }

  function submit() {
    clearTimeout(typing.current);
    change({ query: draft }, 'submitted');
  }

  const { data, isFetching, isPlaceholderData, isError } = useSearchResults(params, { initial: { params: initialParams, results: initialResults }, searchSessionUuid: session.searchSessionUuid });
  const results = data ?? initialResults;

  // The URL follows the search (shallow: no new server render).
  useEffect(() => {
    const query = queryOfSearch(params, utmContent);
    if (new URLSearchParams(query).toString() === (router.asPath.split('?')[1] ?? '').split('#')[0]) return;
    void router.replace({ pathname: router.pathname, query }, undefined, { shallow: true, scroll: false });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [params]);

  // One search_performed per settled search.
  const lastTracked = useRef<string | null>(null);
  useEffect(() => {
    if (!data || isPlaceholderData) return;
    const key = JSON.stringify(apiParamsOfSearch(params));
    if (lastTracked.current === key) return;
    lastTracked.current = key;
    trackSearchPerformed(session, params.query.trim(), data, trigger.current);
  }, [data, isPlaceholderData, params, session]);

  function pickSuggestion(suggestion: SearchSuggestion) {
    trackSuggestionClicked(session, params.query.trim(), suggestion);
    clearTimeout(typing.current);
    setDraft(suggestion.text);
    change({ query: suggestion.text }, 'suggestion');
  }

  function openResult(know: KnowSummary, position: number) {
    // A search still waiting for the typing pause would replace the URL and cancel the navigation to the know.
    clearTimeout(typing.current);
    trackResultClicked(session, params.query.trim(), know, position, results.numberOfExactResults);
  }

  function searchAsTyped() {
    clearTimeout(typing.current);
    change({ asTyped: true }, 'asTyped');
  }

  function goToPage(page: number) {
    change({ page }, 'page');
    if (typeof window !== 'undefined') window.scrollTo({ top: 0, behavior: 'smooth' });
  }

  const isUpdating = isFetching && (isPlaceholderData || !sameText(draft, params.query));
  const asTypedHref = `${router.pathname}?${new URLSearchParams(queryOfSearch({ ...params, page: 1, asTyped: true }, utmContent)).toString()}`;
  return (
    <Layout>
      <SearchBox value={draft} onChange={type} onSubmit={submit} />
      {results.correctedQuery && !isPlaceholderData ? (
        <CorrectedQueryNotice correctedQuery={results.correctedQuery} query={params.query.trim()} href={asTypedHref} onSearchAsTyped={searchAsTyped} />
      ) : (
        <SearchSuggestions suggestions={isPlaceholderData ? [] : results.suggestions} hasResults={results.numberOfResults > 0} onPick={pickSuggestion} />
      )}
      <SearchFilters
        subjects={subjects}
        grades={grades}
        formats={formats}
        values={{ subjectId: params.subjectId, gradeId: params.gradeId, knowFormat: params.knowFormat, examBoard: params.examBoard ?? null }}
        onChange={(values) => change(values, 'filter')}
      />
      {isError ? <ErrorLine role="alert">{errorText}</ErrorLine> : null}
      <SearchResults query={results.correctedQuery && !isPlaceholderData ? results.correctedQuery : params.query} results={results} isUpdating={isUpdating} onPage={goToPage} onOpen={openResult} />
    </Layout>
  );
}
