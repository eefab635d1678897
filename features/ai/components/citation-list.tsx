// The sources of an answer, summary or correction: each cited know and page, linked, with the quoted passage.
import { useTranslation } from 'next-i18next/pages';
import styled from 'styled-components';
import { Link } from '../../../components/link';
import type { AiCitationOut } from '../../../lib/contracts/ai';
import { citedKnowOf, citationHref, type CitedKnow } from '../lib/citation-links';

const List = styled.ol`
  margin: 0;
  padding: 0 0 0 1.4em;
  display: grid;
  gap: 6px;
  font-size: 0.9rem;
  color: ${({ theme }) => theme.colors.inkMuted};
  a { color: ${({ theme }) => theme.colors.brandBlue}; font-weight: 600; }
  q { font-style: italic; }
`;

export function CitationSource({ citation, knows }: { citation: AiCitationOut; knows: readonly CitedKnow[] }) {
  const { t } = useTranslation('ai');
  const know = citedKnowOf(citation, knows);
  return (
    <>
      <Link href={citationHref(citation, knows)} prefetch={false} data-testid="ai-citation-link">
        {t('citations.source', { title: know?.title ?? t('citations.know'), page: citation.page })}
      </Link>
      {citation.quote ? <> — <q>{citation.quote}</q></> : null}
    </>
  );
}

export function CitationList({ citations, knows }: { citations: readonly AiCitationOut[]; knows: readonly CitedKnow[] }) {
  const { t } = useTranslation('ai');
  if (citations.length === 0) return null;
  return (
    <List aria-label={t('citations.label')}>
      {citations.map((citation, index) => (
        <li key={`${citation.knowUuid}-${citation.page}-${index}`}>
          <CitationSource citation={citation} knows={knows} />
        </li>
      ))}
    </List>
  );
}
