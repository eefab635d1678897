// What the server does once when it starts: check the environment, open and migrate the database (and give knows
// indexed before migration 0007 their visitor search vector), seed demo
// content into an empty one, start the background job worker, and stop both cleanly on shutdown. A failure stops
// the process with a readable message.
import { listenAddressOf, localOnNetworkProblem } from './bind-address';
import { scheduleUnsentChatImages } from './chats/unsent-images-job';
import { closeDatabase, getDatabase } from './db';
import { seedDemoContent } from './db/seed/seed-demo-content';
import { scheduleFlashcardImportImages } from './flashcards/import/import-images-job';
import { env } from './env';
import { startProcessJobWorker, stopProcessJobWorker } from './jobs/job-worker';
import { stopFileSandboxes } from './files/sandbox/file-sandbox';
import { logger } from './logger';
import { scheduleSubjectFitBackfill } from './knows/subject-fit/subject-fit-backfill-job';
import { scheduleCompetitions } from './payouts/competition-job';
import { scheduleEarnings } from './payouts/earnings-job';
import { backfillVisitorSearch } from './search/index-know';
import { scheduleSubscriptionPeriods } from './subscriptions/period-job';

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
    // Yesterday's earnings, if not booked yet; each run queues the next day's (server/payouts/earnings-job.ts).
    await scheduleEarnings(database.db);
    // The knower competitions' settling when each month ends (server/payouts/competition-job.ts).
    await scheduleCompetitions(database.db);
    // This hour's end of subscription periods; each run queues the next hour's (server/subscriptions/period-job.ts).
    await scheduleSubscriptionPeriods(database.db);
    // Today's removal of chat images never sent; each run queues the next day's (server/chats/unsent-images-job.ts).
    await scheduleUnsentChatImages(database.db);
    // Today's removal of flashcard import images a day old; each run queues the next day's (import-images-job.ts).
    await scheduleFlashcardImportImages(database.db);
    // The subject-fit check of knows published before it existed, in the background (decision 051).
    await scheduleSubjectFitBackfill(database.db);
    startProcessJobWorker(async () => (await getDatabase()).db);
    logger().info({ appEnv: APP_ENV, database: database.kind, seeded: seeded.seeded }, 'server ready');
  } catch (error) {
    console.error(`\nKnowly cannot start: ${error instanceof Error ? error.message : String(error)}\n`);
    process.exit(1);
  }
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      void stopProcessJobWorker()
        .then(stopFileSandboxes)
        .then(closeDatabase)
        .finally(() => process.exit(0));
    });
  }
}
