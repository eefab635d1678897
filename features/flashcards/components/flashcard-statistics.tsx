// The statistics tab of /app/flashcards: answers per day over the last 30 days (the forecast's bar chart), the
// retention achieved on cards in review against the desired retention, and how many cards are new, learning, in
// review and relearning — each as text and numbers a screen reader reads, the bars drawn in the theme's colours.
import { useTranslation } from 'next-i18next/pages';
import styled from 'styled-components';
import { DelayedLoader } from '../../../components/delayed-loader';
import { Card } from '../../../components/ui/card';
import { MIN_REVIEWS_FOR_OPTIMIZING } from '../../../config/flashcards';
import { useFlashcardStatistics } from '../api/get-flashcard-statistics';
import { localDate, statisticsSummary } from '../lib/statistics-summary';
import { DayBarChart } from './forecast-chart';

const Section = styled(Card)`
  display: flex;
  flex-direction: column;
  gap: 16px;
  padding: clamp(18px, 3vw, 28px);
  h2 { margin: 0; font-size: 1.2rem; }
  p { margin: 0; color: ${({ theme }) => theme.colors.inkMuted}; }
`;

const Figures = styled.dl`
  margin: 0;
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(140px, 1fr));
  gap: 12px;
  div { padding: 12px 14px; border-radius: ${({ theme }) => theme.radii.md}px; background: ${({ theme }) => theme.colors.surfaceMuted}; }
  dt { font-size: 0.9rem; color: ${({ theme }) => theme.colors.inkMuted}; }
  dd { margin: 4px 0 0; font: 800 1.6rem ${({ theme }) => theme.fonts.display}; font-variant-numeric: tabular-nums; }
`;

const Shares = styled.div`
  display: flex;
  height: 12px;
  border-radius: ${({ theme }) => theme.radii.pill}px;
  overflow: hidden;
  background: ${({ theme }) => theme.colors.surfaceMuted};
  span:nth-child(1) { background: ${({ theme }) => theme.colors.inkMuted}; }
  span:nth-child(2) { background: ${({ theme }) => theme.colors.subjectYellow}; }
  span:nth-child(3) { background: ${({ theme }) => theme.colors.success}; }
  span:nth-child(4) { background: ${({ theme }) => theme.colors.danger}; }
`;

const Meter = styled.div`
  position: relative;
  height: 12px;
  border-radius: ${({ theme }) => theme.radii.pill}px;
  background: ${({ theme }) => theme.colors.surfaceMuted};
  span { display: block; height: 100%; border-radius: inherit; background: ${({ theme }) => theme.colors.brandBlue}; }
  i { position: absolute; top: -4px; bottom: -4px; width: 3px; background: ${({ theme }) => theme.colors.ink}; }
`;

export function FlashcardStatistics() {
  const { t, i18n } = useTranslation('flashcards');
  const statistics = useFlashcardStatistics();
  if (statistics.isError) return <p role="alert">{t('errors.generic')}</p>;
  if (!statistics.data) return <DelayedLoader label={t('loading')} />;
  const data = statistics.data;
  const summary = statisticsSummary(data);
  const number = new Intl.NumberFormat(i18n.language);
  const percent = new Intl.NumberFormat(i18n.language, { style: 'percent', maximumFractionDigits: 0 });
  const { achieved, desired } = data.retention;
  /** The period the server counted (FLASHCARD_STATISTICS_DAYS): the texts say it as the chart shows it. */
  const period = { count: data.days.length };

  return (
    <>
      <Section as="section" aria-labelledby="statistics-reviews">
        <h2 id="statistics-reviews">{t('statistics.reviewsTitle')}</h2>
        <DayBarChart
          days={data.days.map((day) => day.reviews)}
          start={localDate(data.days[0]?.date ?? new Date().toISOString().slice(0, 10))}
          todayBar={data.days.length - 1}
          title={t('statistics.chartTitle', period)}
          summary={() => t('statistics.chartSummary', { ...period, total: number.format(summary.reviews), days: number.format(summary.activeDays) })}
          testIdPrefix="statistics"
        />
      </Section>
      <Section as="section" aria-labelledby="statistics-retention">
        <h2 id="statistics-retention">{t('statistics.retentionTitle')}</h2>
        <Figures>
          <div>
            <dt>{t('statistics.achieved', period)}</dt>
            <dd data-testid="retention-achieved">{achieved === null ? '–' : percent.format(achieved)}</dd>
          </div>
          <div>
            <dt>{t('statistics.desired')}</dt>
            <dd>{percent.format(desired)}</dd>
          </div>
        </Figures>
        {achieved !== null ? (
          <Meter aria-hidden="true">
            <span style={{ width: `${achieved * 100}%` }} />
            <i style={{ left: `${desired * 100}%` }} />
          </Meter>
        ) : null}
        <p>{summary.retention === 'none' ? t('statistics.retentionNone', period) : t(`statistics.retentionVerdict.${summary.retention}`, { reviews: number.format(data.retention.reviews), count: MIN_REVIEWS_FOR_OPTIMIZING })}</p>
      </Section>
      <Section as="section" aria-labelledby="statistics-states">
        <h2 id="statistics-states">{t('statistics.statesTitle')}</h2>
        <Figures>
          {summary.states.map((entry) => (
            <div key={entry.state}>
              <dt>{t(`statistics.states.${entry.state}`)}</dt>
              <dd data-testid={`state-${entry.state}`}>{number.format(entry.cards)}</dd>
            </div>
          ))}
        </Figures>
        {summary.cards > 0 ? (
          <Shares aria-hidden="true">
            {summary.states.map((entry) => (
              <span key={entry.state} style={{ width: `${entry.share * 100}%` }} />
            ))}
          </Shares>
        ) : null}
        <p>{t('statistics.statesText', { cards: number.format(summary.cards) })}</p>
      </Section>
    </>
  );
}
