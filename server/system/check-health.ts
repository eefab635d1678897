// Health: the database answers a query; the time it took is reported.
import { sql } from 'drizzle-orm';
import { AppError } from '../../lib/errors';
import type { HealthResponse } from '../../lib/contracts/system';
import { getDatabase } from '../db';
import { env } from '../env';

/** Health; `detailed` adds the environment, uptime and database (they help an attacker aim: loopback or admins only). */
export async function checkHealth({ detailed }: { detailed: boolean }): Promise<HealthResponse> {
  const started = performance.now();
  try {
    const database = await getDatabase();
    await database.db.execute(sql`select 1`);
    if (!detailed) return { status: 'ok' };
    return {
      status: 'ok',
      database: { kind: database.kind, latencyMs: Math.round((performance.now() - started) * 100) / 100 },
      appEnv: env().APP_ENV,
      uptimeSeconds: Math.floor(process.uptime()),
    };
  } catch {
    throw new AppError('ServiceUnavailableError', { component: 'database' });
  }
}
