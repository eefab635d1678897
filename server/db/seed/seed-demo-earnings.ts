// Demo earnings (issue 20), local only: Lena Vogel, a German demo knower, gets a sign-in (e-mail confirmed, password
// public like the demo admin's) and readers for her published knows over the last 14 finished days — qualifying views
// from made-up devices and addresses, written the way the view route writes them — which the real earnings job then
// books day by day. So `npm start` shows her a chart and a balance above the minimum, and the payouts journey has a
// knower to sign in as. Never on prod or staging.
import { and, eq, sql } from 'drizzle-orm';
import { hashPassword } from '../../auth/passwords';
import type { AppEnv } from '../../env';
import { bookEarnings, recordViewEngagements, utcDay } from '../../payouts/earnings';
import type { Db } from '../client';
import { accounts, knowers, knows, users } from '../schema';

export const DEMO_KNOWER = { username: 'lena.vogel', email: 'lena@knowly.localhost', password: 'knowly-knower-2026' } as const;

const DAYS = 14;
const DAY_MS = 24 * 60 * 60 * 1000;

/** Answers whether it seeded (it does nothing outside local, without Lena, or when her account exists). */
export async function seedDemoEarnings(db: Db, appEnv: AppEnv, now = Date.now()): Promise<boolean> {
  if (appEnv !== 'local') return false;
  const [lena] = await db.select({ userUuid: users.uuid, knowerUuid: knowers.uuid }).from(users).innerJoin(knowers, eq(knowers.userUuid, users.uuid)).where(eq(users.username, DEMO_KNOWER.username));
  if (!lena) return false;
  const [existing] = await db.select({ uuid: accounts.uuid }).from(accounts).where(sql`lower(${accounts.email}) = ${DEMO_KNOWER.email}`);
  if (existing) return false;
  await db.insert(accounts).values({ userUuid: lena.userUuid, email: DEMO_KNOWER.email, passwordHash: await hashPassword(DEMO_KNOWER.password), emailConfirmedOn: new Date(now) });
  const published = await db.select({ uuid: knows.uuid }).from(knows).where(and(eq(knows.knowerUuid, lena.knowerUuid), eq(knows.status, 'PUBLISHED'), eq(knows.isPrivate, false)));
  for (let back = DAYS; back >= 1; back -= 1) {
    const at = new Date(now - back * DAY_MS);
    for (const [index, know] of published.entries()) {
      // A made-up but steady rhythm: more readers before exams, fewer at weekends.
      // Enough for two payouts of the minimum whatever the day (the payouts journey requests one, and the payout pages'
      // journey needs a balance above the minimum after it): 30 readers a day left 18.87 € on 2026-12-01, after a payout 8.87 €.
      const readers = 80 + ((back * 17 + index * 11) % 45) - (at.getUTCDay() % 6 === 0 ? 20 : 0);
      const views = Array.from({ length: readers }, (_, reader) => ({ knowUuid: know.uuid, viewerUserUuid: null, deviceUuid: `demo-${index}-${reader}`, address: `198.18.${index}.${reader}`, at }));
      await recordViewEngagements(db, views);
    }
    await bookEarnings(db, utcDay(at));
  }
  return true;
}
