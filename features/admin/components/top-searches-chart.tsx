// The most frequent searches as horizontal bars, the query beside each bar and its count at the end.
import { useTranslation } from 'next-i18next/pages';
import styled from 'styled-components';
import { CHART_SERIES } from '../../../components/theme/fixed-colors';
import type { AnalyticsDashboard } from '../../../lib/contracts/analytics';
import { clip } from '../lib/chart-scale';
import { formatCount } from '../lib/format';
import { useChartWidth } from '../lib/use-chart-width';
import { EmptyNote } from './chart-card';
import { HiddenDataTable } from './hidden-data-table';

const ROW = 30;
const STACKED_ROW = 46;
const STACK_BELOW = 420;
const BAR = 18;
const COUNT_WIDTH = 52;
const CHAR_WIDTH = 7.4; // about one character of 13 px text

const Frame = styled.div`
  width: 100%;
  svg { display: block; }
  text { font: 13px ${({ theme }) => theme.fonts.body}; fill: ${({ theme }) => theme.colors.ink}; }
  text.count { font-weight: 700; fill: ${({ theme }) => theme.colors.inkMuted}; }
`;

export function TopSearchesChart({ searches }: { searches: AnalyticsDashboard['topSearches'] }) {
  const { t, i18n } = useTranslation('admin');
  const locale = i18n.language;
  const { ref, width } = useChartWidth<HTMLDivElement>(520);

  if (searches.length === 0) return <EmptyNote>{t('topSearches.empty')}</EmptyNote>;

  // Wide: the query beside its bar. Narrow: the query above its bar, so that it keeps its length.
  const stacked = width < STACK_BELOW;
  const row = stacked ? STACKED_ROW : ROW;
  const labelWidth = stacked ? width : Math.min(220, Math.round(width * 0.4));
  const barX = stacked ? 0 : labelWidth + 12;
  const barArea = width - barX - COUNT_WIDTH;
  const max = Math.max(...searches.map((search) => search.count));
  const height = searches.length * row;
  const label = t('topSearches.chartLabel', { query: searches[0]!.query, times: formatCount(locale, searches[0]!.count) });

  return (
    <>
      <Frame ref={ref}>
        <svg width={width} height={height} viewBox={`0 0 ${width} ${height}`} role="img" aria-label={label}>
          {searches.map((search, index) => {
            const top = index * row;
            const barY = stacked ? top + 20 : top + (ROW - BAR) / 2;
            const length = Math.max(2, (barArea * search.count) / max);
            return (
              <g key={search.query}>
                <title>{`${search.query}: ${formatCount(locale, search.count)}`}</title>
                <text x={0} y={stacked ? top + 9 : top + ROW / 2} dy="0.35em">{clip(search.query, Math.floor(labelWidth / CHAR_WIDTH))}</text>
                <rect x={barX} y={barY} width={length} height={BAR} rx={4} fill={CHART_SERIES.orange} />
                <text className="count" x={barX + length + 6} y={barY + BAR / 2} dy="0.35em">{formatCount(locale, search.count)}</text>
              </g>
            );
          })}
        </svg>
      </Frame>
      <HiddenDataTable
        caption={t('topSearches.title')}
        columns={[t('topSearches.query'), t('topSearches.count')]}
        rows={searches.map((search) => ({ key: search.query, header: search.query, cells: [search.count] }))}
      />
    </>
  );
}
