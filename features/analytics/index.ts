// What the app shell uses of analytics; features report events with `track` from lib/analytics/track.ts.
export { AnalyticsProvider } from './components/analytics-provider';
