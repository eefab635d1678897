// The admin dashboard's event groups and the length of its top-searches list without zod, for the dashboard page's
// first load; the zod contract of the dashboard in analytics.ts builds on these.
import { ANALYTICS_EVENTS } from '../../config/analytics-events';

export const EVENT_GROUPS = Object.keys(ANALYTICS_EVENTS) as (keyof typeof ANALYTICS_EVENTS)[];
export type EventGroup = keyof typeof ANALYTICS_EVENTS;

export const TOP_SEARCHES_LIMIT = 20;
