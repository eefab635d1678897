// Routes of the web app's own backend for the social advertising provider: the browser's events (spec §7) and, in
// local only, the list of what arrived.
import * as endpoints from '../../lib/api/endpoints';
import { getDb } from '../db';
import { defineRoute } from '../http/route';
import { adProviderRateLimit } from './ad-provider-rate-limit';
import { devToolsOpenTo } from '../http/loopback';
import { listAdProviderEvents } from './list-ad-provider-events';
import { adProviderConfig } from './provider-config';
import { eventSourceUrlOf, recordAdProviderEvent } from './record-ad-provider-event';
import { adProviderEventAcceptedSchema, adProviderEventBodySchema, adProviderEventListSchema } from './schemas';

const headerOf = (value: string | string[] | undefined) => (typeof value === 'string' ? value : undefined);

export const fbEventsRoute = defineRoute({
  endpoint: endpoints.fbEvents,
  tag: 'analytics',
  summary: 'Takes one of the browser’s events for the social advertising provider (sent only after marketing consent); kept, and forwarded to the provider’s conversions API when configured',
  body: adProviderEventBodySchema,
  response: adProviderEventAcceptedSchema,
  status: 202,
  errors: ['TooManyRequestsError'],
  bodyLimit: 4 * 1024,
  handle: async ({ body, headers, ip }) => {
    await adProviderRateLimit().count(ip);
    const request = { userAgent: headerOf(headers['user-agent']), eventSourceUrl: eventSourceUrlOf(headerOf(headers.referer)), ip };
    return recordAdProviderEvent(await getDb(), body, request, adProviderConfig());
  },
});

export const devAdProviderEventsRoute = defineRoute({
  endpoint: endpoints.devAdProviderEvents,
  tag: 'analytics',
  summary: 'Local only: the newest 50 ad-provider events the server received (404 outside APP_ENV=local and to callers on other machines)',
  response: adProviderEventListSchema,
  errors: ['NotFoundError'],
  handle: async ({ peer }) => listAdProviderEvents(await getDb(), { devToolsOpen: devToolsOpenTo(peer) }),
});
