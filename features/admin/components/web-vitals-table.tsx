// Web-vitals percentiles: a table (metric, samples, p50, p75, p95, rating of p75); under each rating three bars for
// the percentiles over the good / needs-improvement / poor zones.
import { useTranslation } from 'next-i18next/pages';
import styled from 'styled-components';
import { CHART_SERIES, RATING_COLORS } from '../../../components/theme/fixed-colors';
import type { AnalyticsDashboard } from '../../../lib/contracts/analytics';
import { formatCount, formatVital } from '../lib/format';
import { rateWebVital, WEB_VITAL_THRESHOLDS, type WebVitalMetric, type WebVitalRating } from '../lib/web-vital-rating';

type Vital = AnalyticsDashboard['webVitals'][number];

const PERCENTILES = ['p50', 'p75', 'p95'] as const;
const BARS_WIDTH = 168;
const BARS_HEIGHT = 32;

const Scroll = styled.div`
  overflow-x: auto;
`;

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: 0.92rem;
  font-variant-numeric: tabular-nums;
  th, td { padding: 10px 8px; text-align: right; border-bottom: 1px solid ${({ theme }) => theme.colors.border}; white-space: nowrap; }
  th:first-child, td:first-child { text-align: left; }
  thead th { font-size: 0.8rem; font-weight: 700; color: ${({ theme }) => theme.colors.inkMuted}; text-transform: uppercase; letter-spacing: 0.03em; }
  tbody th { font-weight: 700; }
  tbody th { min-width: 8.5rem; }
  tbody th small { display: block; font-weight: 400; font-size: 0.8rem; color: ${({ theme }) => theme.colors.inkMuted}; white-space: normal; }
  tbody tr:last-child th, tbody tr:last-child td { border-bottom: 0; }
  td.rating { width: ${BARS_WIDTH}px; }
  td.rating > div { display: flex; flex-direction: column; align-items: flex-end; gap: 6px; }
  td.rating svg { display: block; }
  ${({ theme }) => theme.media.mobile} { .samples, td.rating svg { display: none; } tbody th { min-width: 7.5rem; } }
`;

const Badge = styled.span<{ $rating: WebVitalRating }>`
  display: inline-block;
  padding: 2px 10px;
  border-radius: ${({ theme }) => theme.radii.pill}px;
  font-size: 0.8rem;
  font-weight: 700;
  background: ${({ $rating }) => RATING_COLORS[$rating].fill};
  color: ${({ $rating }) => RATING_COLORS[$rating].text};
`;

const Note = styled.p`
  margin: 4px 0 0;
  font-size: 0.82rem;
  color: ${({ theme }) => theme.colors.inkMuted};
`;

const BAR_FILL: Record<WebVitalRating, string> = { good: CHART_SERIES.green, needsImprovement: CHART_SERIES.yellow, poor: CHART_SERIES.red };

/** Three bars (p50, p75, p95) on a scale to 1.5 × the poor threshold, over the three rating zones. */
function PercentileBars({ vital }: { vital: Vital & { metric: WebVitalMetric } }) {
  const [good, poor] = WEB_VITAL_THRESHOLDS[vital.metric];
  const domain = Math.max(poor * 1.5, vital.p95 ?? 0);
  const x = (value: number) => Math.min(BARS_WIDTH, (BARS_WIDTH * value) / domain);
  return (
    <svg width={BARS_WIDTH} height={BARS_HEIGHT} viewBox={`0 0 ${BARS_WIDTH} ${BARS_HEIGHT}`} aria-hidden="true" focusable="false">
      <rect x={0} y={0} width={x(good)} height={BARS_HEIGHT} fill={RATING_COLORS.good.fill} />
      <rect x={x(good)} y={0} width={x(poor) - x(good)} height={BARS_HEIGHT} fill={RATING_COLORS.needsImprovement.fill} />
      <rect x={x(poor)} y={0} width={BARS_WIDTH - x(poor)} height={BARS_HEIGHT} fill={RATING_COLORS.poor.fill} />
      {PERCENTILES.map((percentile, index) => {
        const value = vital[percentile];
        if (value === null) return null;
        return <rect key={percentile} x={0} y={4 + index * 9} width={Math.max(2, x(value))} height={8} rx={2} fill={BAR_FILL[rateWebVital(vital.metric, value)]} />;
      })}
    </svg>
  );
}

export function WebVitalsTable({ vitals }: { vitals: AnalyticsDashboard['webVitals'] }) {
  const { t, i18n } = useTranslation('admin');
  const locale = i18n.language;
  const value = (metric: WebVitalMetric, number: number | null) => (number === null ? '–' : formatVital(locale, metric, number));

  return (
    <>
      {/* Narrow screens scroll the table sideways; the region is focusable so that keyboards can scroll it too. */}
      <Scroll role="region" aria-label={t('vitals.title')} tabIndex={0}>
        <Table>
          <caption className="visually-hidden">{t('vitals.title')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('vitals.metric')}</th>
              <th scope="col" className="samples">{t('vitals.samples')}</th>
              {PERCENTILES.map((percentile) => <th key={percentile} scope="col">{percentile}</th>)}
              <th scope="col">{t('vitals.rating')}</th>
            </tr>
          </thead>
          <tbody>
            {vitals.map((vital) => (
              <tr key={vital.metric}>
                <th scope="row">
                  {vital.metric}
                  <small>{t(`vitals.metrics.${vital.metric}`)}</small>
                </th>
                <td className="samples">{formatCount(locale, vital.count)}</td>
                {PERCENTILES.map((percentile) => <td key={percentile}>{value(vital.metric, vital[percentile])}</td>)}
                <td className="rating">
                  {vital.p75 === null ? '–' : (
                    <div>
                      <Badge $rating={rateWebVital(vital.metric, vital.p75)}>{t(`vitals.ratings.${rateWebVital(vital.metric, vital.p75)}`)}</Badge>
                      <PercentileBars vital={vital} />
                    </div>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </Table>
      </Scroll>
      <Note>{t('vitals.note')}</Note>
    </>
  );
}
