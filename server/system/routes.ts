// Routes of the web app's own backend: health and server time.
import { healthResponseSchema, serverTimeResponseSchema } from '../../lib/contracts/system';
import { isAdminRequest } from '../auth/require-admin';
import { getDb } from '../db';
import { defineRoute } from '../http/route';
import { isLoopbackAddress } from '../http/loopback';
import { checkHealth } from './check-health';

export const healthRoute = defineRoute({
  method: 'GET',
  path: '/api/health',
  tag: 'system',
  summary: 'Reports whether the service and its database answer; the environment, uptime and database kind only to callers on the server’s machine or an admin',
  response: healthResponseSchema,
  errors: ['ServiceUnavailableError'],
  handle: async ({ peer, headers }) => checkHealth({ detailed: isLoopbackAddress(peer) || (await isAdminRequest(await getDb(), headers)) }),
});

export const serverTimeRoute = defineRoute({
  method: 'GET',
  path: '/api/server-time',
  tag: 'system',
  summary: 'The server clock, used by clients to sign requests with a corrected timestamp',
  response: serverTimeResponseSchema,
  handle: async () => ({ timestamp: Date.now() }),
});
