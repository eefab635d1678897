// Events for the social advertising provider (spec §4 "Consent and events"): sent to POST /api/fb-events only with
// marketing consent. Before the visitor has answered the cookie banner they wait in localStorage; the answer
// flushes them (marketing) or drops them (anything less). Without consent nothing leaves the browser.
import { fbEvents } from '../../../lib/api/endpoints';
import Cookies from 'js-cookie';
import {
  AD_PROVIDER_EVENT_MAX_AGE_MS,
  AD_PROVIDER_EVENT_NAMES,
  AD_PROVIDER_QUEUE_LIMIT,
  FBC_FORM,
  type AdProviderEventName,
} from '../../../config/ad-provider-events';
import type { ConsentState } from './effective-consent';

export const AD_EVENTS_QUEUE_KEY = 'knowly_ad_provider_events';
/** The provider's click-id cookie; written here only with marketing consent. */
export const FBC_COOKIE = '_fbc';
const FBC_COOKIE_DAYS = 90;
const FBCLID_FORM = /^[A-Za-z0-9_-]{1,480}$/;

export type AdProviderEvent = { eventName: AdProviderEventName; fbc?: string; testCode?: string; queuedOn: number };

/** The click id: the _fbc cookie when well formed, else one made from an fbclid in the address (fb.1.<ms>.<fbclid>). */
export function fbcOf({ cookie, search, now }: { cookie: string | undefined; search: string; now: number }): string | undefined {
  if (cookie && FBC_FORM.test(cookie)) return cookie;
  const fbclid = new URLSearchParams(search).get('fbclid');
  return fbclid && FBCLID_FORM.test(fbclid) ? `fb.1.${now}.${fbclid}` : undefined;
}

function isQueuedEvent(value: unknown, now: number): value is AdProviderEvent {
  if (typeof value !== 'object' || value === null) return false;
  const { eventName, fbc, testCode, queuedOn } = value as Record<string, unknown>;
  return (
    (AD_PROVIDER_EVENT_NAMES as readonly unknown[]).includes(eventName) &&
    (fbc === undefined || (typeof fbc === 'string' && FBC_FORM.test(fbc))) &&
    (testCode === undefined || typeof testCode === 'string') &&
    typeof queuedOn === 'number' &&
    queuedOn > now - AD_PROVIDER_EVENT_MAX_AGE_MS
  );
}

/** The waiting events, the unreadable and the too old left out. */
export function queuedAdProviderEvents(now = Date.now()): AdProviderEvent[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(window.localStorage.getItem(AD_EVENTS_QUEUE_KEY) ?? '[]');
  } catch {
    return [];
  }
  return Array.isArray(parsed) ? parsed.filter((value) => isQueuedEvent(value, now)) : [];
}

function enqueue(events: AdProviderEvent[]): void {
  const queue = [...queuedAdProviderEvents(), ...events].slice(-AD_PROVIDER_QUEUE_LIMIT);
  window.localStorage.setItem(AD_EVENTS_QUEUE_KEY, JSON.stringify(queue));
}

/** Forgets every waiting event (the visitor declined marketing). */
export function dropAdProviderEvents(): void {
  window.localStorage.removeItem(AD_EVENTS_QUEUE_KEY);
}

/** Posts one event; true when it is done with (taken, or refused for good), false when it should be tried again. */
async function postAdProviderEvent({ eventName, fbc, testCode }: AdProviderEvent): Promise<boolean> {
  try {
    // Loaded with the first send, so that pages without ad events never download the signing code.
    const { pageRequestHeaders } = await import('../../../lib/api/page-request-headers');
    const response = await fetch(fbEvents.path, {
      method: fbEvents.method,
      // The spec's headers, like every call (§7).
      headers: { ...(await pageRequestHeaders().forRequest(fbEvents.method, fbEvents.path)), 'Content-Type': 'application/json' },
      body: JSON.stringify({ eventName, ...(fbc ? { fbc } : {}), ...(testCode ? { testCode } : {}) }),
      keepalive: true,
    });
    return response.ok || (response.status >= 400 && response.status < 500 && response.status !== 429);
  } catch {
    // Offline or the server unreachable: the event stays queued for the next page.
    return false;
  }
}

function rememberFbc(fbc: string | undefined): void {
  if (!fbc || Cookies.get(FBC_COOKIE) === fbc) return;
  Cookies.set(FBC_COOKIE, fbc, { expires: FBC_COOKIE_DAYS, sameSite: 'Lax', secure: window.location.protocol === 'https:' });
}

let flushing: Promise<void> | null = null;

/** Sends every waiting event (once marketing consent exists); those that could not be sent wait for the next try. */
export function flushAdProviderEvents(): Promise<void> {
  flushing ??= (async () => {
    const events = queuedAdProviderEvents();
    if (events.length === 0) return;
    dropAdProviderEvents();
    events.forEach((event) => rememberFbc(event.fbc));
    // One after another, in the order they happened: sent at once, a later event could reach the server first (its
    // headers ready sooner) and be recorded before the page view that led to it.
    const failed: AdProviderEvent[] = [];
    for (const event of events) if (!(await postAdProviderEvent(event))) failed.push(event);
    if (failed.length > 0) enqueue(failed);
  })().finally(() => {
    flushing = null;
  });
  return flushing;
}

/**
 * Reports one event under the visitor's consent: sent at once with marketing consent, queued while undecided,
 * dropped otherwise. The click id is taken now, while the landing address still carries it.
 */
export async function sendAdProviderEvent(eventName: AdProviderEventName, consent: ConsentState, { testCode }: { testCode?: string } = {}): Promise<void> {
  if (consent !== null && !consent.marketing) return;
  const now = Date.now();
  const event: AdProviderEvent = { eventName, queuedOn: now, fbc: fbcOf({ cookie: Cookies.get(FBC_COOKIE), search: window.location.search, now }), ...(testCode ? { testCode } : {}) };
  if (consent === null) {
    enqueue([event]);
    return;
  }
  rememberFbc(event.fbc);
  if (!(await postAdProviderEvent(event))) enqueue([event]);
}
