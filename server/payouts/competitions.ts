// Knower competitions (issue 20, decision 034): the leaderboard of a month's competition (config/competitions.ts),
// computed here from the knows table; the competition job's settlement (winners, prize transfers, mailed links); and
// the winner's payout form behind a one-time token.
//
// Settling is safe to repeat: a winner row is unique per competition and knower (a second run makes none and mails
// nobody again) and each prize transfer's idempotency key is `competition:<key>:<knower>`, so the ledger books it once.
// The token of the mailed link is a random uuid stored only as its SHA-256; the form redeems it with one conditional
// update (unused and unexpired) inside the transaction that also creates the payout request, so of two redemptions at
// once exactly one wins and a failed request leaves the token unused.
import { randomUUID } from 'node:crypto';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { COMPETITION_FORM_LIFETIME_MS, competitionMonth, competitionOf, type Competition } from '../../config/competitions';
import type { CountryCode } from '../../config/countries/country-config';
import { arePayoutsHidden } from '../../config/feature-switches';
import { payoutMethodOf } from '../../config/payout-limits';
import type { CompetitionFormState, CompetitionStanding, CompetitionView, PayoutDetails } from '../../lib/contracts/payouts';
import { AppError } from '../../lib/errors';
import { formatMoney } from '../../lib/money/money';
import { routes } from '../../lib/routes/page-routes';
import { hashEmailToken } from '../auth/email-tokens';
import { queryRows, type Db } from '../db/client';
import { accounts, competitionWinners, knowers, knows, users } from '../db/schema';
import { mailSite } from '../mail/mail-site';
import { sendMail } from '../mail/send-mail';
import { ledgerAccount, transfer } from './ledger';
import { payoutKnowerOf, requestPayout } from './payouts';

/** The leaderboard's length on the page. */
const LEADERBOARD_SIZE = 10;

type Standing = { knowerUuid: string; name: string; knows: number; rank: number };

/**
 * Every knower with at least one qualifying know of the competition, the most first; a tie goes to whoever reached
 * their count first (the earlier last qualifying know), then by name. Qualifying: published in the period, in the
 * competition's country, public, and still published; a knower's duplicates (the same title, case and outer spaces
 * aside, and format) count once (decision 048).
 */
export async function standingsOf(db: Db, competition: Competition): Promise<Standing[]> {
  const rows = await queryRows<{ knower_uuid: string; name: string; knows: number | string }>(
    db,
    sql`select k.knower_uuid, u.name, count(distinct (lower(btrim(k.title)), k.know_format)) as knows, max(k.published_on) as reached
        from ${knows} k join ${knowers} kn on kn.uuid = k.knower_uuid join ${users} u on u.uuid = kn.user_uuid
        where k.status = 'PUBLISHED' and not k.is_private and k.country = ${competition.country}
          and k.published_on >= ${competition.startsOn.toISOString()} and k.published_on < ${competition.endsOn.toISOString()}
        group by k.knower_uuid, u.name
        order by knows desc, max(k.published_on) asc, u.name asc, k.knower_uuid asc`,
  );
  return rows.map((row, index) => ({ knowerUuid: row.knower_uuid, name: row.name, knows: Number(row.knows), rank: index + 1 }));
}

const money = (amount: number, currency: string) => ({ amount, currency });

/** The signed-in user's country's running competition with its leaderboard and their own standing (null when they
 *  have no qualifying know yet); `competition: null` where none runs. ForbiddenError where payouts are hidden. */
export async function competitionViewFor(db: Db, userUuid: string, now = new Date()): Promise<CompetitionView> {
  const [user] = await db.select({ country: users.country, knowerUuid: knowers.uuid }).from(users).leftJoin(knowers, eq(knowers.userUuid, users.uuid)).where(eq(users.uuid, userUuid));
  if (!user) throw new AppError('NotFoundError', { reason: 'USER_NOT_FOUND' });
  const country = user.country as CountryCode;
  if (arePayoutsHidden(country)) throw new AppError('ForbiddenError', { reason: 'PAYOUTS_HIDDEN' });
  const competition = competitionOf(country, competitionMonth(now));
  if (!competition) return { competition: null, leaderboard: [], you: null };
  const standings = await standingsOf(db, competition);
  const out = (standing: Standing): CompetitionStanding => ({ rank: standing.rank, name: standing.name, knows: standing.knows, isYou: standing.knowerUuid === user.knowerUuid });
  const own = standings.find((standing) => standing.knowerUuid === user.knowerUuid);
  return {
    competition: {
      key: competition.key,
      country: competition.country,
      startsOn: competition.startsOn.toISOString(),
      endsOn: competition.endsOn.toISOString(),
      prizes: competition.prizes.map((amount) => money(amount, competition.currency)),
      minimumKnows: competition.minimumKnows,
    },
    leaderboard: standings.slice(0, LEADERBOARD_SIZE).map(out),
    you: own ? out(own) : null,
  };
}

type NewWinner = { userUuid: string; token: string; prize: number };

/**
 * Settles an ended competition: the first knowers (as many as there are prizes, each with at least minimumKnows
 * qualifying knows) become winners, their prize is booked from the platform to their balance, and each new winner is
 * mailed the link to the payout form in their language. Answers how many winners were new (0 on a second run).
 */
export async function settleCompetition(db: Db, competition: Competition, now = new Date()): Promise<number> {
  if (now < competition.endsOn) throw new Error(`The competition ${competition.key} has not ended`);
  const standings = (await standingsOf(db, competition)).filter((standing) => standing.knows >= competition.minimumKnows).slice(0, competition.prizes.length);
  const platform = await ledgerAccount(db, 'platform', null, competition.currency);
  let fresh = 0;
  for (const standing of standings) {
    const prize = competition.prizes[standing.rank - 1]!;
    const account = await ledgerAccount(db, 'knower', standing.knowerUuid, competition.currency);
    const winner = await db.transaction(async (txRaw): Promise<boolean> => {
      const tx = txRaw as unknown as Db;
      const token = randomUUID();
      const [created] = await tx
        .insert(competitionWinners)
        .values({
          competitionKey: competition.key,
          knowerUuid: standing.knowerUuid,
          rank: standing.rank,
          qualifyingKnows: standing.knows,
          prizeAmount: prize,
          currency: competition.currency,
          tokenHash: hashEmailToken(token),
          tokenExpiresOn: new Date(now.getTime() + COMPETITION_FORM_LIFETIME_MS),
        })
        .onConflictDoNothing({ target: [competitionWinners.competitionKey, competitionWinners.knowerUuid] })
        .returning({ uuid: competitionWinners.uuid });
      await transfer(tx, { idempotencyKey: `competition:${competition.key}:${standing.knowerUuid}`, debit: platform, credit: account, amount: prize, cause: 'competition_prize' });
      if (!created) return false;
      // In the same transaction: a winner is never made without their mail in the outbox (a failure retries the job).
      const [knower] = await tx.select({ userUuid: knowers.userUuid }).from(knowers).where(eq(knowers.uuid, standing.knowerUuid));
      if (knower) await mailWinner(tx, competition, standing.rank, { userUuid: knower.userUuid, token, prize });
      return true;
    });
    if (winner) fresh += 1;
  }
  return fresh;
}

async function mailWinner(db: Db, competition: Competition, rank: number, winner: NewWinner): Promise<void> {
  const [row] = await db
    .select({ name: users.name, country: users.country, interfaceLanguage: users.interfaceLanguage, email: accounts.email })
    .from(users)
    .innerJoin(accounts, eq(accounts.userUuid, users.uuid))
    .where(eq(users.uuid, winner.userUuid));
  if (!row) return;
  const site = mailSite(row);
  await sendMail(db, {
    userUuid: winner.userUuid,
    emailType: 'competition-prize',
    to: row.email,
    locale: site.locale,
    template: 'competition-prize',
    params: { name: row.name, rank, prize: formatMoney(site.locale, money(winner.prize, competition.currency)), link: site.href(routes.payoutCompetitionForm(winner.token)) },
    site,
  });
}

type WinnerRow = typeof competitionWinners.$inferSelect;

async function winnerByToken(db: Db, token: string): Promise<WinnerRow | undefined> {
  const [row] = await db.select().from(competitionWinners).where(eq(competitionWinners.tokenHash, hashEmailToken(token)));
  return row;
}

/** Why a token cannot be used, as the typed error the form page and the API answer (BadRequestError, data.reason). */
function tokenFailure(row: WinnerRow | undefined, now: Date): 'unknown' | 'used' | 'expired' {
  if (!row) return 'unknown';
  if (row.redeemedOn) return 'used';
  return row.tokenExpiresOn <= now ? 'expired' : 'unknown';
}

const TOKEN_MESSAGES = { unknown: 'This link is not valid.', used: 'This link was already used.', expired: 'This link has expired.' } as const;
const tokenError = (reason: keyof typeof TOKEN_MESSAGES) => new AppError('BadRequestError', { reason, message: TOKEN_MESSAGES[reason] });

/** What the form page shows for a token: the prize and the method to fill in, or why the link no longer works. */
export async function competitionFormState(db: Db, token: string, now = new Date()): Promise<CompetitionFormState> {
  const row = await winnerByToken(db, token);
  if (!row || row.redeemedOn || row.tokenExpiresOn <= now) return { state: tokenFailure(row, now) };
  const [user] = await db.select({ country: users.country }).from(knowers).innerJoin(users, eq(users.uuid, knowers.userUuid)).where(eq(knowers.uuid, row.knowerUuid));
  if (!user) return { state: 'unknown' };
  return { state: 'open', prize: money(row.prizeAmount, row.currency), rank: row.rank, method: payoutMethodOf(user.country as CountryCode) };
}

/**
 * Redeems a winner's token with the payout details: one conditional update marks it used (unused and unexpired only),
 * then the prize is requested as a payout to those details (the payout request's own checks: method of the country,
 * IBAN checksum, one open request). Any failure rolls back both, leaving the link usable.
 */
export async function redeemCompetitionForm(db: Db, token: string, details: PayoutDetails, now = new Date()): Promise<{ payoutUuid: string }> {
  return db.transaction(async (txRaw) => {
    const tx = txRaw as unknown as Db;
    const [redeemed] = await tx
      .update(competitionWinners)
      .set({ redeemedOn: now })
      .where(and(eq(competitionWinners.tokenHash, hashEmailToken(token)), isNull(competitionWinners.redeemedOn), gt(competitionWinners.tokenExpiresOn, now)))
      .returning();
    if (!redeemed) throw tokenError(tokenFailure(await winnerByToken(tx, token), now));
    const [user] = await tx.select({ userUuid: knowers.userUuid }).from(knowers).where(eq(knowers.uuid, redeemed.knowerUuid));
    if (!user) throw tokenError('unknown');
    const knower = await payoutKnowerOf(tx, user.userUuid);
    const created = await requestPayout(tx, knower, { ...details, amount: redeemed.prizeAmount }, `competition:${redeemed.uuid}`);
    await tx.update(competitionWinners).set({ payoutUuid: created.payoutUuid }).where(eq(competitionWinners.uuid, redeemed.uuid));
    return { payoutUuid: created.payoutUuid };
  });
}
