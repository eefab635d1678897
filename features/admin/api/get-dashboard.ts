// The admin analytics dashboard (GET /api/analytics/dashboard?days=N); the server render seeds it for the first period.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api/clients';
import * as endpoints from '../../../lib/api/endpoints';
import type { AnalyticsDashboard } from '../../../lib/contracts/analytics';

const dashboardKeys = {
  all: ['analytics', 'dashboard'] as const,
  days: (days: number) => [...dashboardKeys.all, days] as const,
};

async function getDashboard(days: number): Promise<AnalyticsDashboard> {
  const data = await callApi<AnalyticsDashboard>(endpoints.dashboard, { query: { days } });
  return data;
}

/** The page shows its own states (not allowed, failed), so failures raise no toast. */
const dashboardQueryOptions = (days: number) =>
  queryOptions({ queryKey: dashboardKeys.days(days), queryFn: () => getDashboard(days), meta: { handlesErrors: true } });

export function useDashboard(days: number, initialDashboard: AnalyticsDashboard | null) {
  return useQuery({
    ...dashboardQueryOptions(days),
    initialData: initialDashboard?.days === days ? initialDashboard : undefined,
    placeholderData: keepPreviousData,
  });
}
