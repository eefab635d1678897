// The admin dashboard's numbers over the last N days (UTC): events per day and group of the catalogue, the top
// searches, the sign-up funnel and web-vitals percentiles. Plain SQL that PGlite and PostgreSQL both run.
import { sql, type SQL } from 'drizzle-orm';
import { ANALYTICS_EVENTS, WEB_VITAL_METRICS, type AnalyticsEventName } from '../../config/analytics-events';
import { EVENT_GROUPS, SIGNUP_FUNNEL_STEPS, TOP_SEARCHES_LIMIT, type AnalyticsDashboard, type EventGroup } from '../../lib/contracts/analytics';
import { queryRows, type Db } from '../db/client';

const DAY_MS = 24 * 60 * 60 * 1000;

const GROUP_OF_EVENT = new Map<string, EventGroup>(
  EVENT_GROUPS.flatMap((group) => (ANALYTICS_EVENTS[group] as readonly string[]).map((name) => [name, group] as const)),
);

const isoDay = (date: Date) => date.toISOString().slice(0, 10);

/** The window: from the start of the UTC day N-1 days ago to the end of today (UTC). */
function dashboardWindow(days: number, now: Date): { from: Date; until: Date; dayList: string[] } {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const from = new Date(today - (days - 1) * DAY_MS);
  const dayList = Array.from({ length: days }, (_, index) => isoDay(new Date(from.getTime() + index * DAY_MS)));
  return { from, until: new Date(today + DAY_MS), dayList };
}

const valueList = (values: readonly string[]) => sql.join(values.map((value) => sql`${value}`), sql`, `);

/** Percentiles keep three decimals: enough for CLS, more than enough for milliseconds. */
const rounded = (value: unknown) => (value === null || value === undefined ? null : Math.round(Number(value) * 1000) / 1000);

export async function findDashboard(db: Db, { days, now = new Date() }: { days: number; now?: Date }): Promise<AnalyticsDashboard> {
  const { from, until, dayList } = dashboardWindow(days, now);
  const inWindow: SQL = sql`received_on >= ${from.toISOString()}::timestamptz and received_on < ${until.toISOString()}::timestamptz`;

  const [perDay, searches, funnel, vitals] = await Promise.all([
    queryRows<{ day: string; name: string; count: number }>(
      db,
      sql`select to_char(received_on at time zone 'UTC', 'YYYY-MM-DD') as day, name, count(*)::int as count
          from analytics_events where ${inWindow} group by 1, 2`,
    ),
    queryRows<{ query: string; count: number }>(
      db,
      sql`select query, count(*)::int as count from (
            select lower(btrim(coalesce(nullif(btrim(payload #>> '{search,query}'), ''), payload #>> '{search,suggestion,text}'))) as query
            from analytics_events where name = 'search_performed' and ${inWindow}
          ) searches
          where query is not null and query <> ''
          group by query order by count desc, query asc limit ${TOP_SEARCHES_LIMIT}`,
    ),
    queryRows<{ name: string; count: number }>(
      db,
      sql`select name, count(distinct coalesce(user_uuid::text, session_id, uuid::text))::int as count
          from analytics_events where name in (${valueList(SIGNUP_FUNNEL_STEPS)}) and ${inWindow} group by name`,
    ),
    queryRows<{ metric: string; count: number; p50: number | null; p75: number | null; p95: number | null }>(
      db,
      sql`select payload ->> 'valueId' as metric, count(*)::int as count,
            percentile_cont(0.5) within group (order by (payload ->> 'value')::double precision) as p50,
            percentile_cont(0.75) within group (order by (payload ->> 'value')::double precision) as p75,
            percentile_cont(0.95) within group (order by (payload ->> 'value')::double precision) as p95
          from analytics_events
          where name = 'web_vital' and ${inWindow} and jsonb_typeof(payload -> 'value') = 'number'
            and payload ->> 'valueId' in (${valueList(WEB_VITAL_METRICS)})
          group by 1`,
    ),
  ]);

  const emptyGroups = () => Object.fromEntries(EVENT_GROUPS.map((group) => [group, 0])) as Record<EventGroup, number>;
  const byDay = new Map(dayList.map((day) => [day, { day, total: 0, groups: emptyGroups() }]));
  for (const row of perDay) {
    const entry = byDay.get(row.day);
    const group = GROUP_OF_EVENT.get(row.name as AnalyticsEventName);
    if (!entry || !group) continue;
    entry.groups[group] += Number(row.count);
    entry.total += Number(row.count);
  }
  const eventsPerDay = [...byDay.values()];

  const funnelCounts = new Map(funnel.map((row) => [row.name, Number(row.count)]));
  const vitalsByMetric = new Map(vitals.map((row) => [row.metric, row]));

  return {
    days,
    from: dayList[0]!,
    to: dayList.at(-1)!,
    totalEvents: eventsPerDay.reduce((sum, day) => sum + day.total, 0),
    eventsPerDay,
    topSearches: searches.map((row) => ({ query: row.query, count: Number(row.count) })),
    signupFunnel: SIGNUP_FUNNEL_STEPS.map((step) => ({ step, count: funnelCounts.get(step) ?? 0 })),
    webVitals: WEB_VITAL_METRICS.map((metric) => {
      const row = vitalsByMetric.get(metric);
      return { metric, count: Number(row?.count ?? 0), p50: rounded(row?.p50), p75: rounded(row?.p75), p95: rounded(row?.p95) };
    }),
  };
}
