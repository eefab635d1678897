// Suggested queries under the search field: "Did you mean …?" when a query found nothing and a correction would,
// otherwise the corrections and completions as chips, each with its number of results; and "Showing results for …"
// when the server answered a corrected query's results, with a link to search the query exactly as typed.
import { useTranslation } from 'next-i18next/pages';
import type { MouseEvent } from 'react';
import styled from 'styled-components';
import { Link } from '../../../components/link';
import type { SearchSuggestion } from '../../../lib/contracts/search';

const DidYouMean = styled.p`
  margin: 0;
  font-size: 1.05rem;
  color: ${({ theme }) => theme.colors.ink};
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px;
  font-size: 0.9rem;
  color: ${({ theme }) => theme.colors.inkMuted};
`;

const LinkButton = styled.button`
  padding: 0;
  border: 0;
  background: none;
  font: inherit;
  font-weight: 800;
  color: ${({ theme }) => theme.colors.brandBlue};
  text-decoration: underline;
  text-underline-offset: 3px;
  cursor: pointer;
`;

const Chip = styled.button`
  display: inline-flex;
  gap: 6px;
  align-items: center;
  min-height: 36px;
  padding: 0 14px;
  border-radius: ${({ theme }) => theme.radii.pill}px;
  border: 1px dashed ${({ theme }) => theme.colors.brandBlue};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  color: ${({ theme }) => theme.colors.ink};
  font: 600 0.9rem ${({ theme }) => theme.fonts.body};
  cursor: pointer;
  small { color: ${({ theme }) => theme.colors.inkMuted}; font-weight: 600; }
`;

const Notice = styled.div`
  display: flex;
  flex-direction: column;
  gap: 4px;
  p { margin: 0; }
  p:first-child { font-size: 1.05rem; color: ${({ theme }) => theme.colors.ink}; }
  p:last-child { font-size: 0.9rem; color: ${({ theme }) => theme.colors.inkMuted}; }
  a { font-weight: 700; color: ${({ theme }) => theme.colors.brandBlue}; text-decoration: underline; text-underline-offset: 3px; }
`;

const SLOT = 'SUGGESTIONSLOT';

/** A translated sentence with a slot, split around it: the slot's content is an element of its own. */
function around(sentence: string): [string, string] {
  const [before = '', after = ''] = sentence.split(SLOT);
  return [before, after];
}

/**
 * "Showing results for <corrected query>" and "Search instead for <query as typed>": the link's address is the search
 * as typed (asTyped), for a new tab; a plain click searches it in place.
 */
export function CorrectedQueryNotice({ correctedQuery, query, href, onSearchAsTyped }: { correctedQuery: string; query: string; href: string; onSearchAsTyped: () => void }) {
  const { t } = useTranslation('search');
  const [shownBefore, shownAfter] = around(t('showingResultsFor', { query: SLOT }));
  const [insteadBefore, insteadAfter] = around(t('searchInsteadFor', { query: SLOT }));
  function click(event: MouseEvent<HTMLAnchorElement>) {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    onSearchAsTyped();
  }
  return (
    <Notice role="status">
      <p>{shownBefore}<strong>{correctedQuery}</strong>{shownAfter}</p>
      <p>{insteadBefore}<Link href={href} prefetch={false} onClick={click}>{query}</Link>{insteadAfter}</p>
    </Notice>
  );
}

export function SearchSuggestions({ suggestions, hasResults, onPick }: { suggestions: SearchSuggestion[]; hasResults: boolean; onPick: (suggestion: SearchSuggestion) => void }) {
  const { t, i18n } = useTranslation('search');
  const number = (value: number) => new Intl.NumberFormat(i18n.language).format(value);
  const correction = suggestions.find((suggestion) => suggestion.type === 'correction');
  if (!hasResults && correction) {
    // The sentence is translated whole; the suggestion is put into its slot as a button.
    const [before, after] = t('didYouMean', { suggestion: SLOT }).split(SLOT);
    return (
      <DidYouMean>
        {before}
        <LinkButton type="button" onClick={() => onPick(correction)}>{correction.text}</LinkButton>
        {after} ({t('hits', { count: correction.numberOfResults, shown: number(correction.numberOfResults) })})
      </DidYouMean>
    );
  }
  if (suggestions.length === 0) return null;
  return (
    <Row aria-label={t('suggestions')} role="group">
      <span>{t('suggestions')}</span>
      {suggestions.map((suggestion) => (
        <Chip key={suggestion.text} type="button" onClick={() => onPick(suggestion)}>
          {suggestion.text} <small>{number(suggestion.numberOfResults)}</small>
        </Chip>
      ))}
    </Row>
  );
}
