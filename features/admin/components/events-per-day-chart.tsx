// Events per day as stacked bars, one colour per group of the event catalogue, with a legend and the numbers in a
// visually hidden table for screen readers.
import { useTranslation } from 'next-i18next/pages';
import styled from 'styled-components';
import type { AnalyticsDashboard } from '../../../lib/contracts/analytics';
import { EVENT_GROUPS, type EventGroup } from '../../../lib/contracts/dashboard-groups';
import { GROUP_COLORS } from '../lib/chart-colors';
import { labelEvery, niceMax, ticks } from '../lib/chart-scale';
import { formatCount, formatDay } from '../lib/format';
import { useChartWidth } from '../lib/use-chart-width';
import { EmptyNote } from './chart-card';
import { ChartFrame } from './chart-frame';
import { HiddenDataTable } from './hidden-data-table';

const HEIGHT = 240;
const MARGIN = { top: 12, right: 8, bottom: 28, left: 48 };


const Legend = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 6px 16px;
  margin: 4px 0 0;
  padding: 0;
  list-style: none;
  font-size: 0.85rem;
  li { display: inline-flex; align-items: center; gap: 6px; }
  span[aria-hidden] { width: 12px; height: 12px; border-radius: 3px; flex: none; }
  strong { font-weight: 700; }
`;

export function EventsPerDayChart({ dashboard }: { dashboard: AnalyticsDashboard }) {
  const { t, i18n } = useTranslation('admin');
  const locale = i18n.language;
  const { ref, width } = useChartWidth<HTMLDivElement>();
  const days = dashboard.eventsPerDay;

  if (dashboard.totalEvents === 0) return <EmptyNote>{t('eventsPerDay.empty')}</EmptyNote>;

  const groupTotals = new Map<EventGroup, number>(EVENT_GROUPS.map((group) => [group, days.reduce((sum, day) => sum + day.groups[group], 0)]));
  const groups = EVENT_GROUPS.filter((group) => (groupTotals.get(group) ?? 0) > 0);
  const peak = days.reduce((best, day) => (day.total > best.total ? day : best), days[0]!);
  const top = niceMax(peak.total);

  const plotWidth = width - MARGIN.left - MARGIN.right;
  const plotHeight = HEIGHT - MARGIN.top - MARGIN.bottom;
  const band = plotWidth / days.length;
  const barWidth = Math.max(1, Math.min(32, band * 0.72));
  const every = labelEvery(days.length, plotWidth);
  const yOf = (value: number) => MARGIN.top + plotHeight * (1 - value / top);
  const label = t('eventsPerDay.chartLabel', {
    from: formatDay(locale, dashboard.from, { year: true }),
    to: formatDay(locale, dashboard.to, { year: true }),
    total: formatCount(locale, dashboard.totalEvents),
    peakDay: formatDay(locale, peak.day, { year: true }),
    peakCount: formatCount(locale, peak.total),
  });

  return (
    <>
      <ChartFrame ref={ref}>
        <svg width={width} height={HEIGHT} viewBox={`0 0 ${width} ${HEIGHT}`} role="img" aria-label={label}>
          {ticks(top).map((tick) => (
            <g key={tick}>
              <line x1={MARGIN.left} x2={width - MARGIN.right} y1={yOf(tick)} y2={yOf(tick)} className={tick === 0 ? 'baseline' : undefined} />
              <text x={MARGIN.left - 8} y={yOf(tick)} dy="0.32em" textAnchor="end">{formatCount(locale, tick)}</text>
            </g>
          ))}
          {days.map((day, index) => {
            const x = MARGIN.left + index * band + (band - barWidth) / 2;
            let stacked = 0;
            return (
              <g key={day.day}>
                <title>{`${formatDay(locale, day.day, { year: true })}: ${formatCount(locale, day.total)}`}</title>
                {groups.map((group) => {
                  const value = day.groups[group];
                  if (value === 0) return null;
                  const y = yOf(stacked + value);
                  stacked += value;
                  return <rect key={group} x={x} y={y} width={barWidth} height={Math.max(0.5, (plotHeight * value) / top)} fill={GROUP_COLORS[group]} />;
                })}
                {index % every === 0 ? (
                  <text x={x + barWidth / 2} y={HEIGHT - 8} textAnchor="middle">{formatDay(locale, day.day)}</text>
                ) : null}
              </g>
            );
          })}
        </svg>
      </ChartFrame>
      <Legend aria-label={t('eventsPerDay.legend')}>
        {groups.map((group) => (
          <li key={group}>
            <span aria-hidden="true" style={{ background: GROUP_COLORS[group] }} />
            {t(`groups.${group}`)} <strong>{formatCount(locale, groupTotals.get(group) ?? 0)}</strong>
          </li>
        ))}
      </Legend>
      <HiddenDataTable
        caption={t('eventsPerDay.title')}
        columns={[t('eventsPerDay.day'), t('eventsPerDay.total'), ...groups.map((group) => t(`groups.${group}`))]}
        rows={days.map((day) => ({ key: day.day, header: formatDay(locale, day.day, { year: true }), cells: [day.total, ...groups.map((group) => day.groups[group])] }))}
      />
    </>
  );
}
