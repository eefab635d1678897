// Routes of the web app's own backend: health and server time.
import { healthResponseSchema, serverTimeResponseSchema } from '../../lib/contracts/system';
import { defineRoute } from '../http/route';
import { checkHealth } from './check-health';

export const healthRoute = defineRoute({
  method: 'GET',
  path: '/api/health',
  tag: 'system',
  summary: 'Reports whether the service and its database answer',
  response: healthResponseSchema,
  errors: ['ServiceUnavailableError'],
  handle: () => checkHealth(),
});

export const serverTimeRoute = defineRoute({
  method: 'GET',
  path: '/api/server-time',
  tag: 'system',
  summary: 'The server clock, used by clients to sign requests with a corrected timestamp',
  response: serverTimeResponseSchema,
  handle: async () => ({ timestamp: Date.now() }),
});
