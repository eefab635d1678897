// Routes of the analytics service (/api/analytics): the event intake, open to anyone, and the team's dashboard.
import * as endpoints from '../../lib/api/endpoints';
import {
  analyticsDashboardSchema,
  analyticsEventsRequestSchema,
  dashboardQuerySchema,
  recordEventsResponseSchema,
} from '../../lib/contracts/analytics';
import { getDb } from '../db';
import { defineRoute } from '../http/route';
import { requestSite } from '../pages/request-site';
import { findDashboard } from './find-dashboard';
import { recordEvents, senderOf, sortEvents } from './record-events';
import { validationError } from '../http/execute-route';

/** A batch of 50 events with every field at its longest (about 11 kB of JSON each) fits; more is PayloadTooLargeError. */
export const EVENTS_BODY_LIMIT = 640 * 1024;

export const recordEventsRoute = defineRoute({
  endpoint: endpoints.recordEvents,
  tag: 'analytics',
  summary:
    'Records analytics events (one, or a batch of up to 50), append-only and each uuid once; JSON as application/json or text/plain (beacons). ' +
    'The user is taken from a valid bearer token or the session cookie, never from the body. Invalid events of a batch are refused by place; the valid ones are kept',
  body: analyticsEventsRequestSchema,
  acceptTextPlainJson: true,
  checksItemsItself: true,
  bodyLimit: EVENTS_BODY_LIMIT,
  response: recordEventsResponseSchema,
  status: 202,
  errors: ['PayloadTooLargeError'],
  handle: async ({ body, headers }) => {
    const { valid, rejected, issues } = sortEvents(body.events);
    // Nothing usable at all: the whole request is bad input. Otherwise the valid events are kept and the others named.
    if (valid.length === 0) throw validationError(issues);
    const country = requestSite({ headers }, { locale: undefined, path: '/' }).countryCode;
    const accepted = await recordEvents(await getDb(), valid, { userUuid: await senderOf(headers), country });
    return { accepted, rejected };
  },
});

export const dashboardRoute = defineRoute({
  endpoint: endpoints.dashboard,
  tag: 'analytics',
  summary: 'The admin dashboard over the last N days (1–90, default 30): events per day, top searches, sign-up funnel, web vitals',
  query: dashboardQuerySchema,
  response: analyticsDashboardSchema,
  errors: ['AuthorizationError', 'ForbiddenError'],
  handle: async ({ query }) => {
    const db = await getDb();
    return findDashboard(db, { days: query.days });
  },
});
