// What the server does once when it starts: check the environment, open and migrate the database (and give knows
// indexed before migration 0007 their visitor search vector), seed demo
// content into an empty one, start the background job worker, and stop both cleanly on shutdown. A failure stops
// the process with a readable message.
import { listenAddressOf, localOnNetworkProblem } from './bind-address';
import { closeDatabase, getDatabase } from './db';
import { seedDemoContent } from './db/seed/seed-demo-content';
import { env } from './env';
import { startProcessJobWorker, stopProcessJobWorker } from './jobs/job-worker';
import { stopPdfSandboxes } from './knows/documents/pdf-sandbox';
import { logger } from './logger';
import { backfillVisitorSearch } from './search/index-know';

export async function startServer(): Promise<void> {
  try {
    const { SEED_DEMO_CONTENT, APP_ENV, ALLOW_LOCAL_ENV_ON_NETWORK } = env();
    // A production server (next start) serves in the process it was started as, so its command line tells the address.
    const exposed = process.env.NODE_ENV === 'production' && localOnNetworkProblem({ appEnv: APP_ENV, address: listenAddressOf(process.argv), allowed: ALLOW_LOCAL_ENV_ON_NETWORK });
    if (exposed) throw new Error(exposed);
    const database = await getDatabase();
    // Knows indexed before migration 0007 get the vector visitors search (one cheap statement when none lack it).
    const backfilled = await backfillVisitorSearch(database.db);
    if (backfilled > 0) logger().info({ knows: backfilled }, 'search: visitor vectors made for existing knows');
    const seeded = SEED_DEMO_CONTENT ? await seedDemoContent(database.db) : { seeded: false, knows: 0 };
    startProcessJobWorker(async () => (await getDatabase()).db);
    logger().info({ appEnv: APP_ENV, database: database.kind, seeded: seeded.seeded }, 'server ready');
  } catch (error) {
    console.error(`\nKnowly cannot start: ${error instanceof Error ? error.message : String(error)}\n`);
    process.exit(1);
  }
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      void stopProcessJobWorker()
        .then(stopPdfSandboxes)
        .then(closeDatabase)
        .finally(() => process.exit(0));
    });
  }
}
