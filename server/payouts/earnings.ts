// What knowers earn (issue 20): qualifying views are recorded as they come (one per know, UTC day and device, and one
// per know, day and address; never the knower's own), likes, saves and flashcard studies (people who reviewed a card
// of the know that day) are read from their own tables, and the daily
// job books each know's day at the country's rates (config/payout-limits.ts) as one ledger transfer from the platform
// to the knower, keyed by know and day — a second run of the same day books nothing. Engagement pays only while its
// know is published and public when the day is booked, and never where payouts are hidden.
import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { arePayoutsHidden } from '../../config/feature-switches';
import { EARNINGS_DAYS, earningRates, payoutCurrency } from '../../config/payout-limits';
import type { CountryCode } from '../../config/countries/country-config';
import type { Earnings } from '../../lib/contracts/payouts';
import { queryRows, type Db } from '../db/client';
import { earningDays, knowViewEngagements, ledgerTransfers } from '../db/schema';
import { ledgerAccount, transfer } from './ledger';

const DAY_MS = 24 * 60 * 60 * 1000;
export const utcDay = (at: Date | number): string => new Date(at).toISOString().slice(0, 10);
const hashed = (value: string) => createHash('sha256').update(value).digest('base64url').slice(0, 22);

export type ViewEngagement = { knowUuid: string; viewerUserUuid: string | null; deviceUuid: string | null; address: string; at?: Date };

const engagementRow = (view: ViewEngagement) => {
  const at = view.at ?? new Date();
  const device = view.viewerUserUuid ? `user:${view.viewerUserUuid}` : `device:${view.deviceUuid ?? view.address}`;
  return { knowUuid: view.knowUuid, viewerUserUuid: view.viewerUserUuid, deviceKey: hashed(device), addressKey: hashed(view.address), day: utcDay(at), viewedOn: at };
};

/** Records views of public knows that their knowers did not make (the caller checks both); answers how many count. */
export async function recordViewEngagements(db: Db, views: readonly ViewEngagement[]): Promise<number> {
  if (views.length === 0) return 0;
  const rows = await db.insert(knowViewEngagements).values(views.map(engagementRow)).onConflictDoNothing().returning({ uuid: knowViewEngagements.uuid });
  return rows.length;
}

/** One view (the view route's): answers whether it counts. */
export const recordViewEngagement = async (db: Db, view: ViewEngagement): Promise<boolean> => (await recordViewEngagements(db, [view])) > 0;

type KnowDay = { know_uuid: string; knower_uuid: string; country: string; views: number | string; likes: number | string; saves: number | string; studies: number | string };

/** Each published public know's engagement on the day, without its knower's own. */
async function engagementOf(db: Db, day: string): Promise<KnowDay[]> {
  return queryRows<KnowDay>(
    db,
    sql`select k.uuid as know_uuid, k.knower_uuid, u.country,
          (select count(*) from know_view_engagements v where v.know_uuid = k.uuid and v.day = ${day}::date and v.viewer_user_uuid is distinct from kn.user_uuid) as views,
          (select count(*) from know_likes l where l.know_uuid = k.uuid and (l.created_on at time zone 'UTC')::date = ${day}::date and l.user_uuid <> kn.user_uuid) as likes,
          (select count(*) from library_items i where i.know_uuid = k.uuid and (i.saved_on at time zone 'UTC')::date = ${day}::date and i.user_uuid <> kn.user_uuid) as saves,
          (select count(distinct r.user_uuid) from flashcard_reviews r join flashcard_cards c on c.uuid = r.card_uuid
            where c.know_uuid = k.uuid and (r.reviewed_at at time zone 'UTC')::date = ${day}::date and r.user_uuid <> kn.user_uuid) as studies
        from knows k join knowers kn on kn.uuid = k.knower_uuid join users u on u.uuid = kn.user_uuid
        where k.status = 'PUBLISHED' and not k.is_private`,
  );
}

/** Books the day's earnings (a UTC day, YYYY-MM-DD, that has ended); answers how many knows earned. Safe to repeat. */
export async function bookEarnings(db: Db, day: string): Promise<number> {
  let booked = 0;
  for (const row of await engagementOf(db, day)) {
    const country = row.country as CountryCode;
    if (arePayoutsHidden(country)) continue;
    const rates = earningRates(country);
    const amount = Number(row.views) * rates.view + Number(row.likes) * rates.like + Number(row.saves) * rates.save + Number(row.studies) * rates.study;
    if (amount <= 0) continue;
    const currency = payoutCurrency(country);
    const platform = await ledgerAccount(db, 'platform', null, currency);
    const knower = await ledgerAccount(db, 'knower', row.knower_uuid, currency);
    const done = await db.transaction((tx) =>
      transfer(tx as unknown as Db, { idempotencyKey: `earning:${day}:${row.know_uuid}`, debit: platform, credit: knower, amount, cause: 'earning', knowUuid: row.know_uuid, day }),
    );
    if (done) booked += 1;
  }
  await db.insert(earningDays).values({ day }).onConflictDoNothing();
  return booked;
}

/** The knower's earnings of the last `days` UTC days (today included) per day and per know, in one currency. */
export async function earningsOf(db: Db, knowerUuid: string, currency: string, days = EARNINGS_DAYS, now = Date.now()): Promise<Earnings> {
  const from = utcDay(now - (days - 1) * DAY_MS);
  const rows = await queryRows<{ day: string | Date; know_uuid: string; title: string | null; amount: string | number }>(
    db,
    sql`select t.day, t.know_uuid, k.title, sum(t.amount) as amount
        from ${ledgerTransfers} t join ledger_accounts a on a.uuid = t.credit_account_uuid
        left join knows k on k.uuid = t.know_uuid
        where a.kind = 'knower' and a.knower_uuid = ${knowerUuid} and a.currency = ${currency} and t.cause = 'earning' and t.day >= ${from}::date
        group by t.day, t.know_uuid, k.title`,
  );
  const perDay = new Map<string, number>();
  const perKnow = new Map<string, { knowUuid: string; title: string; amount: number }>();
  for (const row of rows) {
    const day = typeof row.day === 'string' ? row.day.slice(0, 10) : utcDay(row.day);
    const amount = Number(row.amount);
    perDay.set(day, (perDay.get(day) ?? 0) + amount);
    const know = perKnow.get(row.know_uuid) ?? { knowUuid: row.know_uuid, title: row.title ?? '', amount: 0 };
    know.amount += amount;
    perKnow.set(row.know_uuid, know);
  }
  const dayList = Array.from({ length: days }, (_, index) => utcDay(now - (days - 1 - index) * DAY_MS));
  return {
    currency,
    days: dayList.map((day) => ({ day, amount: perDay.get(day) ?? 0 })),
    knows: [...perKnow.values()].sort((a, b) => b.amount - a.amount),
    total: [...perDay.values()].reduce((sum, amount) => sum + amount, 0),
  };
}
