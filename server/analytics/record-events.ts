// The analytics service's intake (spec §3, §7): validated events stored append-only in analytics_events, each uuid
// once, so that a retried send is harmless. Who sent them comes from the bearer token, never from the body; the
// country from the request's site; the sharer whose link started the session from its share id (share-ids.ts).
// Server code records its own events (sign-up, e-mail confirmed) the same way, except under APP_ENV=local without
// the ANALYTICS_IN_LOCAL opt-in (spec §7: analytics is skipped in the local environment).
import { randomUUID } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import type { AnalyticsEventName } from '../../config/analytics-events';
import { analyticsEventSchema, type AnalyticsEvent } from '../../lib/contracts/analytics';
import { AppError } from '../../lib/errors';
import { ACCESS_TOKEN_COOKIE } from '../../lib/api/token-store';
import { bearerToken, verifyAccessToken } from '../auth/access-tokens';
import { toValidationIssue, unstorableCharacterIssues } from '../http/execute-route';
import type { Db } from '../db';
import { analyticsEvents } from '../db/schema';
import { env } from '../env';
import { logger } from '../logger';
import packageJson from '../../package.json';
import { decodedCookieValue } from '../../lib/cookies';
import { analyticsEnabled } from './analytics-enabled';
import { sessionShareId, sharersOf } from './share-ids';

/** Where events came from: the signed-in user (if any) and the country site. */
export type EventOrigin = { userUuid?: string | null; country?: string | null };

/** Stores validated events; an event whose uuid is already stored is skipped. Answers how many were accepted. */
export async function recordEvents(db: Db, events: AnalyticsEvent[], { userUuid = null, country = null }: EventOrigin): Promise<number> {
  if (events.length === 0) return 0;
  const sharers = await sharersOf(db, events.map(sessionShareId).filter((id) => id !== null));
  const sharerOf = (event: AnalyticsEvent) => sharers.get(sessionShareId(event) ?? '') ?? null;
  await db
    .insert(analyticsEvents)
    .values(events.map((event) => ({ uuid: event.uuid, name: event.name, payload: event, userUuid, sessionId: event.session?.id ?? null, country, sharedByUserUuid: sharerOf(event) })))
    .onConflictDoNothing({ target: analyticsEvents.uuid });
  return events.length;
}

/** The events of a request checked one by one: the valid ones, and the others by place with their problems. */
export function sortEvents(candidates: unknown[]) {
  const valid: AnalyticsEvent[] = [];
  const rejected: { index: number; fields: Record<string, string[]> }[] = [];
  const issues: ReturnType<typeof toValidationIssue>[] = [];
  candidates.forEach((candidate, index) => {
    const result = analyticsEventSchema.safeParse(candidate);
    const problems = result.success
      ? unstorableCharacterIssues('body', result.data, ['events', index])
      : result.error.issues.map((issue) => toValidationIssue('body', { ...issue, path: ['events', index, ...issue.path] }));
    if (problems.length === 0 && result.success) {
      valid.push(result.data);
      return;
    }
    const fields = new Map<string, string[]>();
    for (const problem of problems) {
      issues.push(problem);
      const field = problem.path.slice(2).join('.') || 'event';
      fields.set(field, [...(fields.get(field) ?? []), problem.message]);
    }
    rejected.push({ index, fields: Object.fromEntries(fields) });
  });
  return { valid, rejected, issues };
}

/**
 * The user who sent the events: from the bearer token, or else from the access-token cookie (beacons carry cookies
 * but no headers of ours), or null. An invalid or expired token counts as none: events are sent in the background,
 * beacons cannot renew a token, and losing the events would help nobody.
 */
export async function senderOf(headers: IncomingHttpHeaders): Promise<string | null> {
  const token = bearerToken(headers.authorization) ?? decodedCookieValue(headers.cookie, ACCESS_TOKEN_COOKIE);
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
 * the measuring; a problem is logged and answered with false. Skipped (false) where analytics is off: APP_ENV=local
 * without ANALYTICS_IN_LOCAL=true (spec §7; analytics-enabled.ts).
 */
export async function recordServerEvent(db: Db, event: AnalyticsEvent, origin: EventOrigin = {}): Promise<boolean> {
  if (!analyticsEnabled(env())) return false;
  try {
    await recordEvents(db, [analyticsEventSchema.parse(event)], origin);
    return true;
  } catch (error) {
    logger().error({ err: error, event: event.name }, 'a server-side analytics event could not be recorded');
    return false;
  }
}
