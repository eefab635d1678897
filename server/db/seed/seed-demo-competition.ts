// Demo competitions (issue 20), local only: the knower competitions of Germany and France (config/competitions.ts)
// have standings on a fresh database — each demo knower's first published know of those countries counts in this
// month's competition — and Jonas Krüger, the second German demo knower, gets a sign-in and a know published in the
// middle of last month. The competition job queued at start then settles last month for real: Jonas is among its
// winners and the dev mailbox has his mail with the link to the payout form (the competition journey follows it; Lena,
// whose payout the payouts journey requests, never needs to fill it in). Never on prod or staging.
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { competitionCountries } from '../../../config/competitions';
import { hashPassword } from '../../auth/passwords';
import type { AppEnv } from '../../env';
import type { Db } from '../client';
import { accounts, knowers, knows, users } from '../schema';

export const DEMO_WINNER = { username: 'jonas.krueger', email: 'jonas@knowly.localhost', password: 'knowly-knower-2026' } as const;

/** Answers whether it seeded (nothing outside local, without Jonas, or when his account exists). */
export async function seedDemoCompetition(db: Db, appEnv: AppEnv, now = new Date()): Promise<boolean> {
  if (appEnv !== 'local') return false;
  const [jonas] = await db.select({ userUuid: users.uuid, knowerUuid: knowers.uuid }).from(users).innerJoin(knowers, eq(knowers.userUuid, users.uuid)).where(eq(users.username, DEMO_WINNER.username));
  if (!jonas) return false;
  const [existing] = await db.select({ uuid: accounts.uuid }).from(accounts).where(sql`lower(${accounts.email}) = ${DEMO_WINNER.email}`);
  if (existing) return false;
  await db.insert(accounts).values({ userUuid: jonas.userUuid, email: DEMO_WINNER.email, passwordHash: await hashPassword(DEMO_WINNER.password), emailConfirmedOn: now });
  const published = await db
    .select({ uuid: knows.uuid, knowerUuid: knows.knowerUuid })
    .from(knows)
    .where(and(eq(knows.status, 'PUBLISHED'), eq(knows.isPrivate, false), inArray(knows.country, competitionCountries())))
    .orderBy(asc(knows.publishedOn));
  const lastMonth = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 15, 12));
  const seen = new Set<string>();
  for (const know of published) {
    if (seen.has(know.knowerUuid)) continue;
    seen.add(know.knowerUuid);
    await db.update(knows).set({ publishedOn: know.knowerUuid === jonas.knowerUuid ? lastMonth : now }).where(eq(knows.uuid, know.uuid));
  }
  return true;
}
