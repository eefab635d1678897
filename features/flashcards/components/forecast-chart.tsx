// Reviews per day as bars in the theme's colours, a one-line summary, and the numbers as a table for screen readers:
// the workload forecast of the next 30 days (for the retention being considered; while the next one loads, the last
// one stays, marked busy) and, in the statistics, the answers of the last 30 days.
import { useTranslation } from 'next-i18next/pages';
import styled from 'styled-components';
import { FLASHCARD_FORECAST_DAYS } from '../../../config/flashcards';
import { fade } from '../../../styles/colors';
import { forecastChart } from '../lib/forecast-chart';

const WIDTH = 600;
const PLOT_HEIGHT = 160;
const AXIS = { left: 36, bottom: 24, top: 8 };
const LABEL_EVERY_DAYS = 7;

const Figure = styled.figure<{ $busy: boolean }>`
  margin: 0;
  display: flex;
  flex-direction: column;
  gap: 8px;
  opacity: ${({ $busy }) => ($busy ? 0.6 : 1)};
  transition: opacity 0.15s ease;
  svg { display: block; width: 100%; height: auto; overflow: visible; }
  text { font: 13px ${({ theme }) => theme.fonts.body}; fill: ${({ theme }) => theme.colors.inkMuted}; }
  line { stroke: ${({ theme }) => fade(theme.colors.inkMuted, 0.5)}; }
  rect { fill: ${({ theme }) => theme.colors.brandBlue}; }
  p { margin: 0; color: ${({ theme }) => theme.colors.inkMuted}; }
  figcaption { font-weight: 700; }
`;

type DayBarChartProps = {
  days: readonly number[];
  /** The first bar's day, and which bar is today (labelled so, and every seventh day from it). */
  start: Date;
  todayBar: number;
  title: string;
  summary: (numbers: { total: string; peak: string }) => string;
  testIdPrefix: string;
  busy?: boolean;
};

export function DayBarChart({ days, start, todayBar, title, summary: summaryOf, testIdPrefix, busy = false }: DayBarChartProps) {
  const { t, i18n } = useTranslation('flashcards');
  const locale = i18n.language;
  const chart = forecastChart(days, { today: start, width: WIDTH - AXIS.left, height: PLOT_HEIGHT });
  const number = new Intl.NumberFormat(locale);
  const dayLabel = (date: Date) => new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short' }).format(date);
  const fullDay = (date: Date) => new Intl.DateTimeFormat(locale, { weekday: 'short', day: 'numeric', month: 'long' }).format(date);
  const summary = summaryOf({ total: number.format(chart.total), peak: number.format(chart.peak) });
  return (
    <Figure $busy={busy} aria-busy={busy}>
      <figcaption>{title}</figcaption>
      <svg viewBox={`0 0 ${WIDTH} ${PLOT_HEIGHT + AXIS.top + AXIS.bottom}`} role="img" aria-label={`${title}: ${summary}`}>
        <g transform={`translate(${AXIS.left} ${AXIS.top})`}>
          <line x1={0} x2={chart.width} y1={PLOT_HEIGHT} y2={PLOT_HEIGHT} />
          <text x={-8} y={0} dy="0.32em" textAnchor="end">{number.format(chart.top)}</text>
          <text x={-8} y={PLOT_HEIGHT} dy="0.32em" textAnchor="end">0</text>
          {chart.bars.map((bar) => (
            <g key={bar.day}>
              <rect x={bar.x} y={bar.y} width={bar.width} height={bar.height}>
                <title>{`${fullDay(bar.date)}: ${number.format(bar.reviews)}`}</title>
              </rect>
              {Math.abs(bar.day - todayBar) % LABEL_EVERY_DAYS === 0 ? (
                <text x={bar.x + bar.width / 2} y={PLOT_HEIGHT + 18} textAnchor="middle">{bar.day === todayBar ? t('settings.today') : dayLabel(bar.date)}</text>
              ) : null}
            </g>
          ))}
        </g>
      </svg>
      <p data-testid={`${testIdPrefix}-summary`}>{summary}</p>
      <table className="visually-hidden" data-testid={`${testIdPrefix}-table`}>
        <caption>{title}</caption>
        <thead>
          <tr>
            <th scope="col">{t('settings.day')}</th>
            <th scope="col">{t('settings.reviews')}</th>
          </tr>
        </thead>
        <tbody>
          {chart.bars.map((bar) => (
            <tr key={bar.day}>
              <th scope="row">{fullDay(bar.date)}</th>
              <td>{number.format(bar.reviews)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </Figure>
  );
}

export function ForecastChart({ days, busy }: { days: readonly number[]; busy: boolean }) {
  const { t } = useTranslation('flashcards');
  return <DayBarChart days={days} busy={busy} start={new Date()} todayBar={0} title={t('settings.forecastTitle', { count: FLASHCARD_FORECAST_DAYS })} summary={(numbers) => t('settings.forecastSummary', { ...numbers, count: FLASHCARD_FORECAST_DAYS })} testIdPrefix="forecast" />;
}
