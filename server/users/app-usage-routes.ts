// Routes of a user's app usage on the main API: POST /api/v1/users/{id}/open-app and POST /api/v1/users/{id}/lookup
// (spec §7), each for the signed-in user themself.
import { z } from 'zod';
import { ipLookupBodySchema } from '../../lib/contracts/app-usage';
import { idParamsSchema } from '../../lib/contracts/ids';
import { requireSelf } from '../auth/require-self';
import { getDb } from '../db';
import { defineRoute } from '../http/route';
import { recordAppOpen, recordIpLookup } from './app-usage';

export const openAppRoute = defineRoute({
  method: 'POST',
  path: '/api/v1/users/{id}/open-app',
  tag: 'users',
  summary: 'Records that you opened the app (sent at start and again after over 30 minutes)',
  params: idParamsSchema,
  response: z.undefined(),
  status: 204,
  errors: ['AuthorizationError', 'ForbiddenError'],
  handle: async ({ params, headers }) => {
    const { userUuid } = await requireSelf(headers, params.id);
    await recordAppOpen(await getDb(), userUuid);
    return undefined;
  },
});

export const ipLookupRoute = defineRoute({
  method: 'POST',
  path: '/api/v1/users/{id}/lookup',
  tag: 'users',
  summary: "Records the caller's IP address with the time zone, languages and screen the client reports",
  params: idParamsSchema,
  body: ipLookupBodySchema,
  response: z.undefined(),
  status: 204,
  bodyLimit: 4 * 1024,
  errors: ['AuthorizationError', 'ForbiddenError'],
  handle: async ({ params, body, headers, ip }) => {
    const { userUuid } = await requireSelf(headers, params.id);
    await recordIpLookup(await getDb(), userUuid, ip, body);
    return undefined;
  },
});
