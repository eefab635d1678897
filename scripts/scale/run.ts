// `npm run test:scale` (issue 32): three app processes of one production build behind HAProxy (round robin, no
// stickiness) on the machine's PostgreSQL and Redis, an S3 and an SMTP server on loopback; the scale-out scenarios
// through the balancer, then kill -9 of one process under write load. Prints each scenario's line, the kill test's
// figures and the wall time; exits 1 on the first failure.
//
// Environment: SCALE_POSTGRES_URL (default postgres://postgres@127.0.0.1:5432/test: a fresh database is created on
// that server and dropped afterwards), SCALE_REDIS_URL (default redis://127.0.0.1:6379), SCALE_DIST_DIR (default
// .next-test, the build npm test makes; built when missing or out of date unless SCALE_REUSE_BUILD=1 accepts any
// build there), SCALE_APP_DIR (another checkout with its own build to serve, e.g. a clean export of a commit), SCALE_CLIENTS and SCALE_SECONDS (the kill test's load, default 12 clients for 20 s: what this 2-core
// machine carries beside three app processes and PostgreSQL), SCALE_KEEP_LOGS=1 keeps the processes' logs.
import fs from 'node:fs';
import path from 'node:path';
import { ensureBuild } from '../ensure-build';
import { balancerClient } from './balancer-client';
import { startCluster, type Cluster } from './cluster';

const PAGE_FRESH_SECONDS = 5;
/** Staleness bound of a cached page on a process that did not make the edit: its entry's freshness, then the know
 *  data cache's 10 s version check, plus a render. */
const STALENESS_BOUND_MS = (PAGE_FRESH_SECONDS + 10 + 5) * 1000;

async function main(): Promise<number> {
  const startedAt = Date.now();
  const postgresUrl = process.env.SCALE_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
  const redisUrl = process.env.SCALE_REDIS_URL ?? 'redis://127.0.0.1:6379';
  const distDir = process.env.SCALE_DIST_DIR ?? '.next-test';
  const clients = Number(process.env.SCALE_CLIENTS ?? 12);
  const seconds = Number(process.env.SCALE_SECONDS ?? 20);

  // npm test's build has browser source maps (scripts/test.ts): the same setting finds it current instead of rebuilding.
  if (distDir === '.next-test') process.env.NEXT_BROWSER_SOURCE_MAPS ??= '1';
  const appDir = process.env.SCALE_APP_DIR ?? process.cwd();
  const reuse = (process.env.SCALE_REUSE_BUILD === '1' || appDir !== process.cwd()) && fs.existsSync(path.join(appDir, distDir, 'BUILD_ID'));
  if (!reuse && ensureBuild(distDir, 'local', `Building ${distDir} for the scale test…`) !== 0) return 1;
  const builtAt = Date.now();

  let cluster: Cluster | undefined;
  try {
    cluster = await startCluster({ appDir, distDir, postgresUrl, redisUrl, extraEnv: { RENDERED_PAGE_CACHE_FRESH_SECONDS: String(PAGE_FRESH_SECONDS) } });
    console.log(`== 3 app processes (${cluster.apps.map((app) => `${app.name} :${app.port}`).join(', ')}) behind HAProxy :${cluster.balancerPort}; PostgreSQL ${new URL(cluster.databaseUrl).pathname.slice(1)}, S3 ${cluster.s3.endpoint}, Redis, SMTP :${cluster.smtp.port} — up in ${((Date.now() - builtAt) / 1000).toFixed(1)} s`);
    // The script's own connection to the same database, for setting up (a knower's earnings, a subject, jobs) and for
    // checking what was stored. It must not run a job worker: only the app processes do.
    process.env.DATABASE_URL = cluster.databaseUrl;
    process.env.APP_ENV = 'local';
    const { getDb, closeDatabase } = await import('../../server/db');
    const scenarios = await import('./scenarios');
    const { killUnderLoad, checkKillFigures } = await import('./kill-under-load');
    const db = await getDb();
    try {
      const client = balancerClient({ port: cluster.balancerPort, address: `10.200.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250) + 1}` });
      const step = async (name: string, run: () => Promise<string>) => {
        const at = Date.now();
        const line = await run();
        console.log(`ok  ${line} [${((Date.now() - at) / 1000).toFixed(1)} s]`);
      };
      await step('accounts', () => scenarios.accountsAcrossProcesses(client));
      let know: Awaited<ReturnType<typeof scenarios.uploadAndPublish>>['know'] | undefined;
      await step('upload', async () => {
        const result = await scenarios.uploadAndPublish(client, db);
        know = result.know;
        return result.line;
      });
      await step('chat', () => scenarios.chatAcrossProcesses(client, cluster!.balancerPort));
      await step('throttles', () => scenarios.throttlesAcrossProcesses(client, redisUrl));
      await step('jobs', () => scenarios.jobsExactlyOnce(db, cluster!));
      await step('payout', () => scenarios.payoutOnce(client, db));
      await step('page cache', () => scenarios.cachedPageFollowsEdit(client, know!, STALENESS_BOUND_MS));

      console.log(`== kill -9 under write load: ${clients} clients for ${seconds} s, ${cluster.apps[1]!.name} killed at a third and started again`);
      const figures = await killUnderLoad({ cluster, db, know: know!, clients, seconds });
      const { writes, balancer } = figures;
      for (const [kind, counts] of Object.entries(writes)) console.log(`    ${kind.padEnd(7)} sent ${counts.sent}, acknowledged ${counts.acked}, found once ${counts.found}, doubled ${counts.doubled}`);
      console.log(`    client retries ${figures.clientRetries}; refused ${figures.failedAnswers}; killed process back in the balancer after ${(figures.killWindowMs / 1000).toFixed(1)} s (restart ${(figures.restartMs / 1000).toFixed(1)} s)`);
      console.log(`    balancer: ${balancer.requests} requests, ${balancer.errors5xx} answered 5xx, ${balancer.connectionErrors} connection errors, ${balancer.responseErrors} response errors, ${balancer.retries} retries, ${balancer.redispatches} redispatched`);
      console.log(`    jobs: ${figures.jobs.enqueued} enqueued, ${figures.jobs.done} done, ${figures.jobs.heldByKilled} held by the killed process until their claim lapses, ${figures.jobs.deliveredTwice} delivered twice; ledger total ${figures.ledger.total}, lowest ${figures.ledger.lowest}`);
      checkKillFigures(figures);
      console.log('ok  kill -9 under write load: every acknowledged write stored exactly once, none doubled, the ledger balances, no job ran twice');
    } finally {
      await closeDatabase();
    }
    console.log(`== test:scale passed in ${((Date.now() - startedAt) / 1000).toFixed(1)} s (build ${((builtAt - startedAt) / 1000).toFixed(1)} s)`);
    return 0;
  } catch (error) {
    console.error(`FAILED: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
    if (cluster) for (const app of cluster.apps) console.error(`--- last lines of ${app.name} (${app.log}):\n${tail(app.log)}`);
    return 1;
  } finally {
    await cluster?.stop();
  }
}

function tail(file: string): string {
  try {
    return fs.readFileSync(file, 'utf8').split('\n').slice(-15).join('\n');
  } catch {
    return '(no log)';
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
