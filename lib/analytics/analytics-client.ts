// The analytics client proper, loaded by lib/analytics/track.ts with the first event: it touches the session,
// builds the event with everything the browser knows and hands it to the page's queue.
import { v4 as uuidv4 } from 'uuid';
import { APP_VERSION } from './app-version';
import { storedAttribution } from './attribution';
import { buildEvent, referrerWithoutQuery } from './build-event';
import { deviceSnippet, timeZoneOffsetMinutes } from './device';
import { activeExperiments } from '../experiments/active-experiments';
import { browserTransport, createEventQueue, flushWhenPageHides, type EventQueue } from './send-events';
import { touchSession } from './session';
import { localStore, type KeyValueStore } from './storage';
import type { TrackedEvent } from './tracked-event';

let pageQueue: EventQueue | undefined;

function sharedQueue(): EventQueue {
  if (!pageQueue) {
    pageQueue = createEventQueue(browserTransport());
    flushWhenPageHides(pageQueue);
  }
  return pageQueue;
}

export function record(event: TrackedEvent, { store = localStore(), queue = sharedQueue() }: { store?: KeyValueStore; queue?: EventQueue } = {}): void {
  const session = touchSession(store, event.at);
  const attribution = storedAttribution(store, event.at);
  queue.add(
    buildEvent(event.name, event.parts, {
      uuid: uuidv4(),
      device: deviceSnippet(window),
      timeZoneOffset: timeZoneOffsetMinutes(new Date(event.at)),
      appVersion: APP_VERSION,
      activeExperiments: activeExperiments(),
      user: event.context.user,
      session: { id: session.id, source: attribution?.source ?? null, campaign: attribution?.campaign ?? null },
      page: { path: event.path, locale: event.context.locale },
      web: { domain: window.location.hostname, referrer: referrerWithoutQuery(document.referrer), userAgent: navigator.userAgent },
    }),
  );
  // Events that arrive while the page is hidden (web vitals are reported then) may never see a timer fire.
  if (document.visibilityState === 'hidden') queue.flush('beacon');
}
