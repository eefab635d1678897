// `npm run db:migrate | db:seed | db:reset | db:generate -- --knows N`: maintenance of the database the environment
// names. On PGlite these refuse while a server holds the data directory (the lock error names its process).
// `generate` adds N synthetic published knows (server/db/seed/generate-knows.ts), seeding the catalogue first when the
// database is empty.
import './load-env';
import { sql } from 'drizzle-orm';
import { closeDatabase, getDatabase } from '../server/db';
import { seedDemoContent } from '../server/db/seed/seed-demo-content';
import { env } from '../server/env';
import { resetDatabase } from '../server/db/reset-database';
import { countKnows, generateKnows } from '../server/db/seed/generate-knows';

const command = process.argv[2];

/** `--name value` or `--name=value` from the arguments after the command. */
function option(name: string): string | undefined {
  const args = process.argv.slice(3);
  const index = args.findIndex((arg) => arg === `--${name}` || arg.startsWith(`--${name}=`));
  if (index < 0) return undefined;
  const arg = args[index]!;
  return arg.includes('=') ? arg.slice(arg.indexOf('=') + 1) : args[index + 1];
}

async function generate() {
  const knows = Number(option('knows') ?? '10000');
  const seed = option('seed');
  const database = await getDatabase();
  const seeded = await seedDemoContent(database.db);
  if (seeded.seeded) console.log(`Seeded demo content first (${seeded.knows} knows).`);
  let lastReport = 0;
  const result = await generateKnows(database.db, {
    knows,
    seed: seed === undefined ? undefined : Number(seed),
    batchSize: option('batch') ? Number(option('batch')) : undefined,
    onProgress: (inserted) => {
      if (inserted - lastReport >= 10_000 || inserted === knows) {
        lastReport = inserted;
        process.stdout.write(`  ${inserted.toLocaleString('en')} / ${knows.toLocaleString('en')}\r`);
      }
    },
  });
  console.log(
    `\nGenerated ${result.knows.toLocaleString('en')} knows by ${result.knowers.toLocaleString('en')} knowers in ${(result.ms / 1000).toFixed(1)} s ` +
      `on the ${database.kind} database; it now holds ${(await countKnows(database.db)).toLocaleString('en')} knows.`,
  );
}

async function main() {
  if (command === 'generate') return generate();
  if (command === 'reset') await resetDatabase(env());
  const database = await getDatabase();
  if (command === 'migrate' || command === 'reset') console.log(`Migrated the ${database.kind} database.`);
  if (command === 'seed' || command === 'reset') {
    const result = await seedDemoContent(database.db);
    console.log(result.seeded ? `Seeded demo content (${result.knows} knows).` : 'The database already has content; nothing seeded.');
  }
  await database.db.execute(sql`select 1`);
}

if (!['migrate', 'seed', 'reset', 'generate'].includes(command ?? '')) {
  console.error('Usage: tsx scripts/db.ts migrate|seed|reset, or tsx scripts/db.ts generate --knows N [--seed S] [--batch B]');
  process.exit(2);
}

main()
  .then(() => closeDatabase())
  .catch(async (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    await closeDatabase().catch(() => {});
    process.exit(1);
  });
