// What the app shell uses of analytics (loaded after the page is interactive); features report events with `track`
// from lib/analytics/track.ts.
export { DeferredAnalyticsProvider as AnalyticsProvider } from './components/deferred-analytics-provider';
