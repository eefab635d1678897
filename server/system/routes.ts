// Routes of the web app's own backend: health and server time.
import * as endpoints from '../../lib/api/endpoints';
import { healthResponseSchema, serverTimeResponseSchema } from '../../lib/contracts/system';
import { isAdmin } from '../auth/caller';
import { getDb } from '../db';
import { defineRoute } from '../http/route';
import { isLoopbackAddress } from '../http/loopback';
import { checkHealth } from './check-health';

export const healthRoute = defineRoute({
  endpoint: endpoints.health,
  tag: 'system',
  summary: 'Reports whether the service and its database answer; the environment, uptime and database kind only to callers on the server’s machine or an admin',
  response: healthResponseSchema,
  errors: ['ServiceUnavailableError'],
  handle: async ({ peer, caller }) => checkHealth({ detailed: isLoopbackAddress(peer) || (caller !== null && (await isAdmin(await getDb(), caller.userUuid))) }),
});

export const serverTimeRoute = defineRoute({
  endpoint: endpoints.serverTime,
  tag: 'system',
  summary: 'The server clock, used by clients to sign requests with a corrected timestamp',
  response: serverTimeResponseSchema,
  handle: async () => ({ timestamp: Date.now() }),
});
