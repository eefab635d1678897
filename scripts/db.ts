// `npm run db:migrate | db:seed | db:reset`: maintenance of the database the environment names. On PGlite these
// refuse while a server holds the data directory (the lock error names its process).
import './load-env';
import { sql } from 'drizzle-orm';
import { closeDatabase, getDatabase } from '../server/db';
import { seedDemoContent } from '../server/db/seed/seed-demo-content';
import { env } from '../server/env';
import { resetDatabase } from '../server/db/reset-database';

const command = process.argv[2];

async function main() {
  if (command === 'reset') await resetDatabase(env());
  const database = await getDatabase();
  if (command === 'migrate' || command === 'reset') console.log(`Migrated the ${database.kind} database.`);
  if (command === 'seed' || command === 'reset') {
    const result = await seedDemoContent(database.db);
    console.log(result.seeded ? `Seeded demo content (${result.knows} knows).` : 'The database already has content; nothing seeded.');
  }
  await database.db.execute(sql`select 1`);
}

if (!['migrate', 'seed', 'reset'].includes(command ?? '')) {
  console.error('Usage: tsx scripts/db.ts migrate|seed|reset');
  process.exit(2);
}

main()
  .then(() => closeDatabase())
  .catch(async (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    await closeDatabase().catch(() => {});
    process.exit(1);
  });
