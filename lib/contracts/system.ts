// Contracts of the web app's own backend: health and server time.
import { z } from 'zod';

export const healthResponseSchema = z.object({
  status: z.literal('ok'),
  database: z.object({ kind: z.enum(['pglite', 'postgres']), latencyMs: z.number().nonnegative() }),
  appEnv: z.enum(['prod', 'staging', 'dev', 'local']),
  uptimeSeconds: z.number().int().nonnegative(),
});
export type HealthResponse = z.infer<typeof healthResponseSchema>;

export const serverTimeResponseSchema = z.object({
  timestamp: z.number().int().describe('Milliseconds since the epoch, from the server clock'),
});
export type ServerTimeResponse = z.infer<typeof serverTimeResponseSchema>;
