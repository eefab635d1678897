// /admin/analytics: the team's view of the analytics service — events per day, top searches, the sign-up funnel and
// web vitals over the last 7, 30 or 90 days. Admins only: the server answers others 404 (and the service 403).
import { useRouter } from 'next/router';
import { useTranslation } from 'next-i18next/pages';
import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { DelayedLoader } from '../../../components/delayed-loader';
import { EmptyState } from '../../../components/ui/empty-state';
import { Button } from '../../../components/ui/button';
import { PageMeta } from '../../../components/page-meta';
import type { AnalyticsDashboard } from '../../../lib/contracts/analytics';
import { TOP_SEARCHES_LIMIT } from '../../../lib/contracts/dashboard-groups';
import { ApiError } from '../../../lib/errors/api-error';
import { useUser } from '../../auth';
import { useDashboard } from '../api/get-dashboard';
import { ChartCard } from '../components/chart-card';
import { EventsPerDayChart } from '../components/events-per-day-chart';
import { PeriodPicker } from '../components/period-picker';
import { SignupFunnelChart } from '../components/signup-funnel-chart';
import { StatTiles } from '../components/stat-tiles';
import { TopSearchesChart } from '../components/top-searches-chart';
import { WebVitalsTable } from '../components/web-vitals-table';
import { formatDay } from '../lib/format';
import { routes } from '../../../lib/routes/page-routes';

export type AnalyticsPageProps = { days: number; initialDashboard: AnalyticsDashboard | null };

const Wrap = styled.div`
  max-width: 1120px;
  margin: 0 auto;
  padding: clamp(24px, 4vw, 48px) 16px;
  display: flex;
  flex-direction: column;
  gap: 20px;
`;

const Header = styled.header`
  display: flex;
  align-items: flex-end;
  justify-content: space-between;
  gap: 16px;
  flex-wrap: wrap;
  h1 { margin: 0; font: 800 clamp(1.8rem, 4vw, 2.4rem) ${({ theme }) => theme.fonts.display}; }
  p { margin: 4px 0 0; color: ${({ theme }) => theme.colors.inkMuted}; }
`;

const Board = styled.div<{ $busy: boolean }>`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: 20px;
  opacity: ${({ $busy }) => ($busy ? 0.6 : 1)};
  transition: opacity 0.2s ease;
  > .wide { grid-column: 1 / -1; }
  ${({ theme }) => theme.media.mobile} { grid-template-columns: minmax(0, 1fr); }
`;

export function AnalyticsPage({ days: initialDays, initialDashboard }: AnalyticsPageProps) {
  const { t, i18n } = useTranslation('admin');
  const router = useRouter();
  const { data: user, isPending: userPending } = useUser();
  const [days, setDays] = useState(initialDays);
  const { data: dashboard, error, isFetching, isPlaceholderData, refetch } = useDashboard(days, initialDashboard);

  // A session that ended while the page was open leads to the sign-in, as on the other signed-in pages.
  useEffect(() => {
    if (!userPending && !user) void router.replace(routes.signIn({ redirect: router.asPath }));
  }, [userPending, user, router]);

  const choose = (next: number) => {
    setDays(next);
    void router.replace({ pathname: router.pathname, query: { ...router.query, days: next } }, undefined, { shallow: true, scroll: false });
  };

  const forbidden = error instanceof ApiError && (error.type === 'ForbiddenError' || error.type === 'NotFoundError');

  return (
    <Wrap>
      <PageMeta title={t('title')} noindex />
      {forbidden ? (
        <EmptyState title={t('forbidden.title')} text={t('forbidden.text')} />
      ) : (
        <>
          <Header>
            <div>
              <h1>{t('title')}</h1>
              {dashboard ? (
                <p>
                  {t('lead', { from: formatDay(i18n.language, dashboard.from, { year: true }), to: formatDay(i18n.language, dashboard.to, { year: true }) })}
                </p>
              ) : null}
            </div>
            <PeriodPicker days={days} onChange={choose} />
          </Header>
          {dashboard ? (
            <Board $busy={isFetching && isPlaceholderData} aria-busy={isFetching && isPlaceholderData}>
              <div className="wide">
                <StatTiles dashboard={dashboard} />
              </div>
              <ChartCard className="wide" title={t('eventsPerDay.title')} lead={t('eventsPerDay.lead')}>
                <EventsPerDayChart dashboard={dashboard} />
              </ChartCard>
              <ChartCard title={t('topSearches.title')} lead={t('topSearches.lead', { count: TOP_SEARCHES_LIMIT })}>
                <TopSearchesChart searches={dashboard.topSearches} />
              </ChartCard>
              <ChartCard title={t('funnel.title')} lead={t('funnel.lead')}>
                <SignupFunnelChart funnel={dashboard.signupFunnel} />
              </ChartCard>
              <ChartCard className="wide" title={t('vitals.title')} lead={t('vitals.lead')}>
                <WebVitalsTable vitals={dashboard.webVitals} />
              </ChartCard>
            </Board>
          ) : error ? (
            <EmptyState
              title={t('failed.title')}
              text={t('failed.text')}
              action={<Button onClick={() => refetch()}>{t('failed.retry')}</Button>}
            />
          ) : (
            <DelayedLoader label={t('loading')} />
          )}
        </>
      )}
    </Wrap>
  );
}
