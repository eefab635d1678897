// Health: the database answers a query; the time it took is reported, and how many background jobs are due.
import { sql } from 'drizzle-orm';
import { AppError } from '../../lib/errors';
import type { HealthResponse } from '../../lib/contracts/system';
import { getDatabase } from '../db';
import { queryRows } from '../db/client';
import { env } from '../env';

/** Health; `detailed` adds the environment, uptime, database and job queue (they help an attacker aim: loopback or admins only). */
export async function checkHealth({ detailed }: { detailed: boolean }): Promise<HealthResponse> {
  const started = performance.now();
  try {
    const database = await getDatabase();
    await database.db.execute(sql`select 1`);
    if (!detailed) return { status: 'ok' };
    const latencyMs = Math.round((performance.now() - started) * 100) / 100;
    // Queued and due, or running: what the job worker still has to do now (jobs_due_idx answers it).
    const [due] = await queryRows<{ count: number }>(
      database.db,
      sql`select count(*)::int as count from jobs where status = 'RUNNING' or (status = 'QUEUED' and run_after <= now())`,
    );
    return {
      status: 'ok',
      database: { kind: database.kind, latencyMs },
      appEnv: env().APP_ENV,
      uptimeSeconds: Math.floor(process.uptime()),
      jobs: { due: Number(due?.count ?? 0) },
    };
  } catch {
    throw new AppError('ServiceUnavailableError', { component: 'database' });
  }
}
