// The knows an AI tool works from, as removable chips (or fixed ones, once a chat has them).
import { useTranslation } from 'next-i18next/pages';
import styled from 'styled-components';
import { TextButton } from '../../../components/ui/text-button';
import type { CitedKnow } from '../lib/citation-links';

const Chips = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  li {
    display: inline-flex;
    align-items: center;
    gap: 8px;
    max-width: 100%;
    padding: 6px 12px;
    border-radius: ${({ theme }) => theme.radii.pill}px;
    background: ${({ theme }) => theme.colors.brandTint};
    color: ${({ theme }) => theme.colors.ink};
    font-size: 0.9rem;
    font-weight: 600;
  }
  span { overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
`;

export function AttachedKnows({ knows, onRemove }: { knows: readonly CitedKnow[]; onRemove?: (know: CitedKnow) => void }) {
  const { t } = useTranslation('ai');
  if (knows.length === 0) return null;
  return (
    <Chips aria-label={t('material.label')} data-testid="ai-attached-knows">
      {knows.map((know) => (
        <li key={know.uuid}>
          <span>{know.title}</span>
          {onRemove ? (
            <TextButton type="button" aria-label={t('material.remove', { title: know.title })} onClick={() => onRemove(know)}>
              ×
            </TextButton>
          ) : null}
        </li>
      ))}
    </Chips>
  );
}
