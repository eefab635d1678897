// Suggested queries under the search field: "Did you mean …?" when a query found nothing and a correction would,
// otherwise the corrections and completions as chips, each with its number of results.
import { useTranslation } from 'next-i18next/pages';
import styled from 'styled-components';
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

const SLOT = 'SUGGESTIONSLOT';

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
        {after} ({t('hits', { count: number(correction.numberOfResults) })})
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
