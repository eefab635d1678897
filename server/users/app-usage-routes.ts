// Routes of a user's app usage on the main API: POST /api/v1/users/{id}/open-app and POST /api/v1/users/{id}/lookup
// (spec §7), each for the signed-in user themself.
import * as endpoints from '../../lib/api/endpoints';
import { z } from 'zod';
import { ipLookupBodySchema } from '../../lib/contracts/app-usage';
import { idParamsSchema } from '../../lib/contracts/ids';
import { getDb } from '../db';
import { defineRoute } from '../http/route';
import { recordAppOpen, recordIpLookup } from './app-usage';

export const openAppRoute = defineRoute({
  endpoint: endpoints.openApp,
  tag: 'users',
  summary: 'Records that you opened the app (sent at start and again after over 30 minutes)',
  params: idParamsSchema,
  response: z.undefined(),
  status: 204,
  errors: ['AuthorizationError', 'ForbiddenError'],
  handle: async ({ caller }) => {
    const { userUuid } = caller;
    await recordAppOpen(await getDb(), userUuid);
    return undefined;
  },
});

export const ipLookupRoute = defineRoute({
  endpoint: endpoints.ipLookup,
  tag: 'users',
  summary: "Records the caller's IP address with the time zone, languages and screen the client reports",
  params: idParamsSchema,
  body: ipLookupBodySchema,
  response: z.undefined(),
  status: 204,
  bodyLimit: 4 * 1024,
  errors: ['AuthorizationError', 'ForbiddenError'],
  handle: async ({ body, ip, caller }) => {
    const { userUuid } = caller;
    await recordIpLookup(await getDb(), userUuid, ip, body);
    return undefined;
  },
});
