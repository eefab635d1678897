// The dashboard's headline numbers: events, events per day, completed sign-ups and their share of started ones.
import { useTranslation } from 'next-i18next/pages';
import styled from 'styled-components';
import type { AnalyticsDashboard } from '../../../lib/contracts/analytics';
import { formatCount, formatPercent } from '../lib/format';

const Tiles = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(140px, 1fr));
  gap: 12px;
  margin: 0;
  div {
    padding: 14px 18px;
    border-radius: ${({ theme }) => theme.radii.md}px;
    background: ${({ theme }) => theme.colors.surfaceRaised};
    border: 1px solid ${({ theme }) => theme.colors.border};
  }
  dt { font-size: 0.85rem; color: ${({ theme }) => theme.colors.inkMuted}; overflow-wrap: anywhere; hyphens: auto; }
  dd { margin: 4px 0 0; font: 800 1.7rem ${({ theme }) => theme.fonts.display}; font-variant-numeric: tabular-nums; }
`;

export function StatTiles({ dashboard }: { dashboard: AnalyticsDashboard }) {
  const { t, i18n } = useTranslation('admin');
  const locale = i18n.language;
  const started = dashboard.signupFunnel.find((step) => step.step === 'signup_started')?.count ?? 0;
  const completed = dashboard.signupFunnel.find((step) => step.step === 'signup_completed')?.count ?? 0;
  const perDay = new Intl.NumberFormat(locale, { maximumFractionDigits: 1 }).format(dashboard.totalEvents / dashboard.days);
  return (
    <Tiles>
      <div>
        <dt>{t('stats.events')}</dt>
        <dd>{formatCount(locale, dashboard.totalEvents)}</dd>
      </div>
      <div>
        <dt>{t('stats.perDay')}</dt>
        <dd>{perDay}</dd>
      </div>
      <div>
        <dt>{t('stats.signups')}</dt>
        <dd>{formatCount(locale, completed)}</dd>
      </div>
      <div>
        <dt>{t('stats.conversion')}</dt>
        <dd>{started > 0 ? formatPercent(locale, completed / started) : '–'}</dd>
      </div>
    </Tiles>
  );
}
