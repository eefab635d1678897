// Chooses the dashboard's period: the last 7, 30 or 90 days.
import { useTranslation } from 'next-i18next/pages';
import styled from 'styled-components';

const PERIODS = [7, 30, 90] as const;

const Group = styled.div`
  display: inline-flex;
  padding: 4px;
  gap: 4px;
  border-radius: ${({ theme }) => theme.radii.pill}px;
  background: ${({ theme }) => theme.colors.surfaceMuted};
  border: 1px solid ${({ theme }) => theme.colors.border};
  button {
    min-height: 36px;
    padding: 0 16px;
    border: 0;
    border-radius: ${({ theme }) => theme.radii.pill}px;
    background: transparent;
    color: ${({ theme }) => theme.colors.ink};
    font: 600 0.9rem ${({ theme }) => theme.fonts.body};
    cursor: pointer;
  }
  button[aria-pressed='true'] { background: ${({ theme }) => theme.colors.brandBlue}; color: ${({ theme }) => theme.colors.onBrand}; }
`;

export function PeriodPicker({ days, onChange }: { days: number; onChange: (days: number) => void }) {
  const { t } = useTranslation('admin');
  return (
    <Group role="group" aria-label={t('period.label')}>
      {PERIODS.map((period) => (
        <button key={period} type="button" aria-pressed={days === period} onClick={() => onChange(period)}>
          {t('period.days', { count: period })}
        </button>
      ))}
    </Group>
  );
}
