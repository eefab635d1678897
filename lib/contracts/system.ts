// Contracts of the web app's own backend: health and server time.
import { z } from 'zod';

/** `status` for everyone; the environment, uptime and database only for callers on the server's machine or an admin. */
export const healthResponseSchema = z.object({
  status: z.literal('ok'),
  database: z.object({ kind: z.enum(['pglite', 'postgres']), latencyMs: z.number().nonnegative() }).optional(),
  appEnv: z.enum(['prod', 'staging', 'dev', 'local']).optional(),
  uptimeSeconds: z.number().int().nonnegative().optional(),
});
export type HealthResponse = z.infer<typeof healthResponseSchema>;

export const serverTimeResponseSchema = z.object({
  timestamp: z.number().int().describe('Milliseconds since the epoch, from the server clock'),
});
