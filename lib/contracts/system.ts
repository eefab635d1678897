// Contracts of the web app's own backend: health and server time.
import { z } from 'zod';

/** `status` for everyone; the environment, uptime, database and job queue only for callers on the server's machine or an admin. */
export const healthResponseSchema = z.object({
  status: z.literal('ok'),
  database: z.object({ kind: z.enum(['pglite', 'postgres']), latencyMs: z.number().nonnegative() }).optional(),
  appEnv: z.enum(['prod', 'staging', 'dev', 'local']).optional(),
  uptimeSeconds: z.number().int().nonnegative().optional(),
  jobs: z
    .object({ due: z.number().int().nonnegative().describe('Background jobs waiting to run now or running (reviews, indexing, documents)') })
    .optional()
    .describe('The background queue: a benchmark measures once it is empty'),
});
export type HealthResponse = z.infer<typeof healthResponseSchema>;

export const serverTimeResponseSchema = z.object({
  timestamp: z.number().int().describe('Milliseconds since the epoch, from the server clock'),
});
