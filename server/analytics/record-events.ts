// The analytics service's intake (spec §3, §7): validated events stored append-only in analytics_events, each uuid
// once, so that a retried send is harmless. Who sent them comes from the bearer token, never from the body; the
// country from the request's site. Server code records its own events (sign-up, e-mail confirmed) the same way.
import { randomUUID } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import type { AnalyticsEventName } from '../../config/analytics-events';
import { analyticsEventSchema, type AnalyticsEvent } from '../../lib/contracts/analytics';
import { AppError } from '../../lib/errors';
import { bearerToken, verifyAccessToken } from '../auth/access-tokens';
import type { Db } from '../db';
import { analyticsEvents } from '../db/schema';
import { logger } from '../logger';
import packageJson from '../../package.json';

/** Where events came from: the signed-in user (if any) and the country site. */
export type EventOrigin = { userUuid?: string | null; country?: string | null };

/** Stores validated events; an event whose uuid is already stored is skipped. Answers how many were accepted. */
export async function recordEvents(db: Db, events: AnalyticsEvent[], { userUuid = null, country = null }: EventOrigin): Promise<number> {
  if (events.length === 0) return 0;
  await db
    .insert(analyticsEvents)
    .values(events.map((event) => ({ uuid: event.uuid, name: event.name, payload: event, userUuid, sessionId: event.session?.id ?? null, country })))
    .onConflictDoNothing({ target: analyticsEvents.uuid });
  return events.length;
}

/**
 * The user of the request's bearer token, or null. An invalid or expired token counts as no token: events are sent
 * in the background (often as beacons, which cannot renew a token), and losing them would help nobody.
 */
export async function senderOf(headers: IncomingHttpHeaders): Promise<string | null> {
  const token = bearerToken(headers.authorization);
  if (!token) return null;
  try {
    return (await verifyAccessToken(token)).userUuid;
  } catch (error) {
    if (error instanceof AppError) return null;
    throw error;
  }
}

/** valueId of events the server records itself, so that they can be told apart from the browser's. */
export const SERVER_EVENT_VALUE_ID = 'server';

type ServerEventParts = Partial<Omit<AnalyticsEvent, 'name' | 'uuid' | 'valueId' | 'platform' | 'appVersion' | 'deviceSnippet' | 'deviceTimeZoneOffset' | 'activeExperiments'>>;

/** An event recorded by the server: the device fields the contract demands are filled with neutral values. */
export function serverEvent(name: AnalyticsEventName, parts: ServerEventParts = {}): AnalyticsEvent {
  return {
    ...parts,
    name,
    uuid: randomUUID(),
    valueId: SERVER_EVENT_VALUE_ID,
    platform: 'web',
    appVersion: packageJson.version,
    deviceSnippet: { formFactor: 'desktop', screenDiagonal: 0 },
    deviceTimeZoneOffset: 0,
    activeExperiments: [],
  };
}

/**
 * Records an event of server code (sign-up, e-mail confirmed). Never throws: what it measures must not fail over
 * the measuring; a problem is logged and answered with false.
 */
export async function recordServerEvent(db: Db, event: AnalyticsEvent, origin: EventOrigin = {}): Promise<boolean> {
  try {
    await recordEvents(db, [analyticsEventSchema.parse(event)], origin);
    return true;
  } catch (error) {
    logger().error({ err: error, event: event.name }, 'a server-side analytics event could not be recorded');
    return false;
  }
}
