// The shape of an event between track() (lib/analytics/track.ts, loaded by every page) and the analytics client it
// loads on the first event (analytics-client.ts): apart, so that neither module imports the other's types.
import type { AnalyticsEventName } from '../../config/analytics-events';
import type { AnalyticsUser, EventParts } from './build-event';

/** What the app shell tells tracking (features/analytics AnalyticsProvider): on or off, the interface locale, the user. */
export type TrackingContext = { enabled: boolean; locale: string; user: AnalyticsUser | null };

/** An event as tracked: name, parts, when and on which page, and the context at that moment. */
export type TrackedEvent = { name: AnalyticsEventName; parts: EventParts; at: number; path: string; context: TrackingContext };
