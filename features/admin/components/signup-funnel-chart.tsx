// The sign-up funnel: one centred bar per step, its width the share of the widest step, joined to the next by a
// shaded band; each step's name, count and share of the first step above its bar.
import { useTranslation } from 'next-i18next/pages';
import styled from 'styled-components';
import { CHART_SERIES } from '../../../components/theme/fixed-colors';
import type { AnalyticsDashboard } from '../../../lib/contracts/analytics';
import { formatCount, formatPercent } from '../lib/format';
import { useChartWidth } from '../lib/use-chart-width';
import { EmptyNote } from './chart-card';
import { HiddenDataTable } from './hidden-data-table';

const ROW = 66;
const BAR_TOP = 26;
const BAR = 28;

const Frame = styled.div`
  width: 100%;
  svg { display: block; }
  text { font: 600 13px ${({ theme }) => theme.fonts.body}; fill: ${({ theme }) => theme.colors.ink}; }
  .share { font-weight: 400; fill: ${({ theme }) => theme.colors.inkMuted}; }
`;

export function SignupFunnelChart({ funnel }: { funnel: AnalyticsDashboard['signupFunnel'] }) {
  const { t, i18n } = useTranslation('admin');
  const locale = i18n.language;
  const { ref, width } = useChartWidth<HTMLDivElement>(520);

  const first = funnel[0]?.count ?? 0;
  if (funnel.every((step) => step.count === 0)) return <EmptyNote>{t('funnel.empty')}</EmptyNote>;

  const max = Math.max(1, ...funnel.map((step) => step.count));
  const share = (count: number) => (first > 0 ? formatPercent(locale, count / first) : '–');
  const bars = funnel.map((step, index) => {
    const barWidth = step.count === 0 ? 0 : Math.max(4, (width * step.count) / max);
    return { ...step, x: (width - barWidth) / 2, width: barWidth, y: index * ROW + BAR_TOP };
  });
  const height = funnel.length * ROW - (ROW - BAR_TOP - BAR);
  const label = t('funnel.chartLabel', {
    steps: funnel.map((step) => `${t(`funnel.steps.${step.step}`)} ${formatCount(locale, step.count)} (${share(step.count)})`).join(', '),
  });

  return (
    <>
      <Frame ref={ref}>
        <svg width={width} height={height} viewBox={`0 0 ${width} ${height}`} role="img" aria-label={label}>
          {bars.slice(0, -1).map((bar, index) => {
            const next = bars[index + 1]!;
            const points = [[bar.x, bar.y + BAR], [bar.x + bar.width, bar.y + BAR], [next.x + next.width, next.y], [next.x, next.y]];
            return <polygon key={bar.step} points={points.map((point) => point.join(',')).join(' ')} fill={CHART_SERIES.blue} opacity={0.1} />;
          })}
          {bars.map((bar, index) => (
            <g key={bar.step}>
              <text x={0} y={index * ROW + 14}>{t(`funnel.steps.${bar.step}`)}</text>
              <text x={width} y={index * ROW + 14} textAnchor="end">
                {formatCount(locale, bar.count)}
                <tspan className="share" dx={6}>{share(bar.count)}</tspan>
              </text>
              <rect x={bar.x} y={bar.y} width={bar.width} height={BAR} rx={6} fill={CHART_SERIES.blue} opacity={1 - index * 0.15} />
            </g>
          ))}
        </svg>
      </Frame>
      <HiddenDataTable
        caption={t('funnel.title')}
        columns={[t('funnel.step'), t('funnel.count'), t('funnel.ofFirst')]}
        rows={funnel.map((step) => ({ key: step.step, header: t(`funnel.steps.${step.step}`), cells: [step.count, share(step.count)] }))}
      />
    </>
  );
}
