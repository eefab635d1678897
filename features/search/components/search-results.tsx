// The results of a search: how many, the cards, the pages, or the empty state.
import { useTranslation } from 'next-i18next/pages';
import styled from 'styled-components';
import { EmptyState } from '../../../components/ui/empty-state';
import { KnowCard, KnowGrid } from '../../../components/knows/know-card';
import { Button } from '../../../components/ui/button';
import type { KnowSummary } from '../../../lib/contracts/knows';
import type { SearchKnowsResponse } from '../../../lib/contracts/search';
import { SEARCH_LIMITS } from '../../../lib/contracts/search-limits';
import { knowHrefFromSearch } from '../../../lib/knows/search-params';
import { shownCount } from '../lib/shown-count';

const Count = styled.p`
  margin: 0 0 16px;
  font-weight: 700;
  color: ${({ theme }) => theme.colors.ink};
  small { margin-left: 8px; font-weight: 500; color: ${({ theme }) => theme.colors.inkMuted}; }
`;

const Results = styled.div`
  transition: opacity 0.15s ease;
  &[aria-busy='true'] { opacity: 0.55; }
`;

const Pages = styled.nav`
  display: flex;
  justify-content: center;
  align-items: center;
  gap: 16px;
  margin: 32px 0 8px;
  font-weight: 700;
  /* An unavailable page step fades to the quiet colours rather than the usual disabled opacity. */
  button:disabled { border-color: ${({ theme }) => theme.colors.border}; color: ${({ theme }) => theme.colors.inkMuted}; opacity: 1; cursor: default; }
`;

export function SearchResults({ query, results, isUpdating, onPage, onOpen }: {
  query: string;
  results: SearchKnowsResponse;
  isUpdating: boolean;
  onPage: (page: number) => void;
  onOpen: (know: KnowSummary, position: number) => void;
}) {
  const { t, i18n } = useTranslation('search');
  const number = (value: number) => new Intl.NumberFormat(i18n.language).format(value);
  const count = (value: number) => shownCount(value, i18n.language);
  const pageCount = Math.min(Math.ceil(results.numberOfResults / results.pageSize), SEARCH_LIMITS.maxPage);
  const firstPosition = (results.page - 1) * results.pageSize;
  const trimmed = query.trim();

  if (results.knows.length === 0) {
    return (
      <Results aria-busy={isUpdating} aria-live="polite">
        <EmptyState title={t('empty.title')} text={trimmed ? t('empty.text', { query: trimmed }) : t('empty.textNoQuery')} />
      </Results>
    );
  }
  return (
    <Results aria-busy={isUpdating}>
      <Count aria-live="polite">
        {trimmed
          ? t('resultsFor', { query: trimmed, count: results.numberOfResults, shown: count(results.numberOfResults) })
          : t('newest', { count: results.numberOfResults, shown: count(results.numberOfResults) })}
        {trimmed && results.numberOfExactResults > 0 && results.numberOfExactResults < results.numberOfResults ? <small>{t('exactResults', { count: results.numberOfExactResults, shown: count(results.numberOfExactResults) })}</small> : null}
      </Count>
      <KnowGrid>
        {results.knows.map((know, index) => (
          // Capture: the card's own link navigates; the click is only noted on its way.
          <li key={know.uuid} onClickCapture={() => onOpen(know, firstPosition + index)}>
            <KnowCard know={know} headingLevel={2} href={knowHrefFromSearch(know.path, trimmed)} />
          </li>
        ))}
      </KnowGrid>
      {pageCount > 1 ? (
        <Pages aria-label={t('pagination.label')}>
          <Button variant="secondary" size="sm" disabled={results.page <= 1} onClick={() => onPage(results.page - 1)}>{t('pagination.previous')}</Button>
          <span>{t('pagination.page', { page: number(results.page), pages: number(pageCount) })}</span>
          <Button variant="secondary" size="sm" disabled={results.page >= pageCount} onClick={() => onPage(results.page + 1)}>{t('pagination.next')}</Button>
        </Pages>
      ) : null}
    </Results>
  );
}
