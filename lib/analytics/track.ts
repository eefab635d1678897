// `track(name, parts?)`: the one function features call to report what happened (spec §3 analytics event). This
// module is all that pages load up front; the event builder, the session and the queue (lib/analytics/
// analytics-client.ts) are fetched on the first event. Nothing is sent, or loaded, while the site's
// tracking.analyticsEnabled is off (APP_ENV=local unless ANALYTICS_IN_LOCAL), and nothing ever fails the caller.
import type { AnalyticsEventName } from '../../config/analytics-events';
import type * as AnalyticsClientModule from './analytics-client';
import type { EventParts } from './build-event';
import type { TrackedEvent, TrackingContext } from './tracked-event';

/** Events tracked before the shell configured tracking (a page's effects run before the shell's) wait, this many at most. */
const EARLY_EVENTS_MAX = 50;

let context: TrackingContext | null = null;
let early: Omit<TrackedEvent, 'context'>[] = [];
let client: Promise<typeof AnalyticsClientModule> | undefined;

function dispatch(event: TrackedEvent): void {
  client ??= import('./analytics-client');
  client.then(
    (loaded) => {
      try {
        loaded.record(event);
      } catch {
        // Analytics never fails the page: an event that cannot be built (storage, odd browser) is lost.
      }
    },
    () => {
      client = undefined; // a failed chunk load is tried again with the next event
    },
  );
}

/** Sets whether and with what events are sent; events tracked before the first call are sent (or dropped) now. */
export function configureTracking(next: TrackingContext): void {
  context = next;
  const waiting = early;
  early = [];
  if (next.enabled) for (const event of waiting) dispatch({ ...event, context: next });
}

export function track(name: AnalyticsEventName, parts: EventParts = {}): void {
  if (typeof window === 'undefined') return;
  const event = { name, parts, at: Date.now(), path: window.location.pathname };
  if (!context) {
    if (early.length < EARLY_EVENTS_MAX) early.push(event);
    return;
  }
  if (context.enabled) dispatch({ ...event, context });
}
