// The length of a summary: short, medium or long, as a radio group.
import { useTranslation } from 'next-i18next/pages';
import styled from 'styled-components';
import { AI_SUMMARY_LENGTHS } from '../../../config/ai-limits';

export type SummaryLength = (typeof AI_SUMMARY_LENGTHS)[number];

const Group = styled.fieldset`
  border: 0;
  margin: 0;
  padding: 0;
  display: flex;
  flex-wrap: wrap;
  gap: 8px 20px;
  legend { font-weight: 700; margin-bottom: 8px; padding: 0; }
  label { display: inline-flex; align-items: center; gap: 8px; min-height: 44px; cursor: pointer; }
  input { width: 18px; height: 18px; accent-color: ${({ theme }) => theme.colors.brandBlue}; }
`;

export function LengthPicker({ value, onChange }: { value: SummaryLength; onChange: (length: SummaryLength) => void }) {
  const { t } = useTranslation('ai');
  return (
    <Group>
      <legend>{t('summary.length')}</legend>
      {AI_SUMMARY_LENGTHS.map((length) => (
        <label key={length}>
          <input type="radio" name="summary-length" value={length} checked={value === length} onChange={() => onChange(length)} />
          {t(`summary.lengths.${length}`)}
        </label>
      ))}
    </Group>
  );
}
