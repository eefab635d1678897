// The last 30 days' earnings as bars (an SVG drawn with the admin dashboard's scales, decision 034), with the total
// and the best day said in the chart's label and every day's amount in a table only screen readers see.
import { useTranslation } from 'next-i18next/pages';
import styled from 'styled-components';
import type { Earnings } from '../../../lib/contracts/payouts';
import { ChartFrame, formatDay, HiddenDataTable, labelEvery, niceMax, ticks, useChartWidth } from '../../admin';
import { formatMoney } from '../../../lib/money/money';
import { EARNINGS_DAYS } from '../../../config/payout-limits';

const HEIGHT = 220;
const MARGIN = { top: 12, right: 8, bottom: 28, left: 64 };

const Frame = styled(ChartFrame)`
  rect { fill: ${({ theme }) => theme.colors.brandBlue}; }
`;

export function EarningsChart({ earnings }: { earnings: Earnings }) {
  const { t, i18n } = useTranslation('payouts');
  const locale = i18n.language;
  const { ref, width } = useChartWidth<HTMLDivElement>();
  const { days, currency } = earnings;
  const money = (amount: number) => formatMoney(locale, { amount, currency });
  const peak = days.reduce((best, day) => (day.amount > best.amount ? day : best), days[0] ?? { day: '', amount: 0 });
  const top = niceMax(peak.amount);
  const plotWidth = width - MARGIN.left - MARGIN.right;
  const plotHeight = HEIGHT - MARGIN.top - MARGIN.bottom;
  const band = plotWidth / Math.max(days.length, 1);
  const barWidth = Math.max(1, Math.min(28, band * 0.7));
  const every = labelEvery(days.length, plotWidth);
  const yOf = (value: number) => MARGIN.top + plotHeight * (1 - value / top);
  const label = t('chart.label', { count: EARNINGS_DAYS, total: money(earnings.total), day: peak.day ? formatDay(locale, peak.day, { year: true }) : '', best: money(peak.amount) });

  return (
    <>
      <Frame ref={ref} data-testid="earnings-chart">
        <svg width={width} height={HEIGHT} viewBox={`0 0 ${width} ${HEIGHT}`} role="img" aria-label={label}>
          {ticks(top).map((tick) => (
            <g key={tick}>
              <line x1={MARGIN.left} x2={width - MARGIN.right} y1={yOf(tick)} y2={yOf(tick)} className={tick === 0 ? 'baseline' : undefined} />
              <text x={MARGIN.left - 8} y={yOf(tick)} dy="0.32em" textAnchor="end">{money(tick)}</text>
            </g>
          ))}
          {days.map((day, index) => {
            const x = MARGIN.left + index * band + (band - barWidth) / 2;
            return (
              <g key={day.day}>
                <title>{`${formatDay(locale, day.day, { year: true })}: ${money(day.amount)}`}</title>
                {day.amount > 0 ? <rect x={x} y={yOf(day.amount)} width={barWidth} height={Math.max(0.5, (plotHeight * day.amount) / top)} rx={2} /> : null}
                {index % every === 0 ? <text x={x + barWidth / 2} y={HEIGHT - 8} textAnchor="middle">{formatDay(locale, day.day)}</text> : null}
              </g>
            );
          })}
        </svg>
      </Frame>
      <HiddenDataTable
        caption={t('chart.title', { count: EARNINGS_DAYS })}
        columns={[t('chart.day'), t('chart.amount')]}
        rows={days.map((day) => ({ key: day.day, header: formatDay(locale, day.day, { year: true }), cells: [money(day.amount)] }))}
      />
    </>
  );
}
