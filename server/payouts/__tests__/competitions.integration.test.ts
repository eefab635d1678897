// Knower competitions (issue 20) against the real database: the leaderboard's order and what qualifies, the winners
// job booking once when run twice, the mailed token's single use under two redemptions at once, wrong and expired
// tokens, and who may see what.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { competitionOf } from '../../../config/competitions';
import { callRoute, errorType } from '../../../tests/integration/call-route';
import { makeKnow, makeKnower, setUser, signUpUser, type TestUser } from '../../../tests/integration/know-fixtures';
import { getDb } from '../../db';
import { competitionWinners, ledgerTransfers, outboxMails, payouts } from '../../db/schema';
import { jobs } from '../../db/schema';
import { settleCompetitionJob } from '../competition-job';
import { competitionFormState, settleCompetition, standingsOf } from '../competitions';
import { ledgerCheck } from '../ledger';
import { payoutBalanceRoute, payoutCompetitionRoute, submitCompetitionFormRoute } from '../routes';

const IBAN = 'DE89370400440532013000';
type Knower = TestUser & { knowerUuid: string };

async function knowerIn(country: string, name: string): Promise<Knower> {
  const user = await signUpUser({ name });
  await setUser(user.uuid, { country });
  return { ...user, knowerUuid: await makeKnower(user.uuid) };
}

const balance = async (knower: Knower) => ((await callRoute(payoutBalanceRoute, { token: knower.token })).body as { balance: { amount: number } }).balance.amount;

/** The token of the winner's mailed link, read from the mail in the outbox. */
async function mailedToken(knower: Knower): Promise<string> {
  const mails = await (await getDb()).select().from(outboxMails).where(eq(outboxMails.userUuid, knower.uuid));
  const mail = mails.find((row) => row.emailType === 'competition-prize');
  const match = /accessToken=([0-9a-f-]{36})/.exec(mail?.text ?? '');
  if (!match) throw new Error('No competition mail');
  return match[1]!;
}

const submit = (accessToken: string, destination = IBAN) => callRoute(submitCompetitionFormRoute, { body: { accessToken, method: 'iban', destination, holderName: 'Lena Vogel' } });

describe('competitions', () => {
  // A month of the past no other test publishes in: its competition has ended.
  const competition = competitionOf('DE', '2021-03')!;
  const inMonth = (day: number) => new Date(Date.UTC(2021, 2, day, 12));
  let first: Knower;
  let second: Knower;
  let third: Knower;
  let fourth: Knower;

  it('ranks knowers by qualifying knows: published in the period, in the country, public, still published; ties to the earlier', async () => {
    first = await knowerIn('DE', 'Anna Erste');
    second = await knowerIn('DE', 'Ben Zweiter');
    third = await knowerIn('DE', 'Cem Dritter');
    fourth = await knowerIn('DE', 'Dora Vierte');
    for (const day of [2, 3, 4]) await makeKnow(first.knowerUuid, { publishedOn: inMonth(day) });
    await makeKnow(second.knowerUuid, { publishedOn: inMonth(5) });
    await makeKnow(second.knowerUuid, { publishedOn: inMonth(6) });
    await makeKnow(third.knowerUuid, { publishedOn: inMonth(7) });
    await makeKnow(third.knowerUuid, { publishedOn: inMonth(20) }); // two as well, but reached later than Ben
    await makeKnow(fourth.knowerUuid, { publishedOn: inMonth(8) });
    // None of these qualify:
    await makeKnow(fourth.knowerUuid, { publishedOn: inMonth(9), isPrivate: true });
    await makeKnow(fourth.knowerUuid, { status: 'REJECTED' });
    await makeKnow(fourth.knowerUuid, { publishedOn: inMonth(10), country: 'FR' });
    await makeKnow(fourth.knowerUuid, { publishedOn: new Date(Date.UTC(2021, 3, 1, 0, 0, 0)) }); // the next month
    await makeKnow(fourth.knowerUuid, { publishedOn: new Date(Date.UTC(2021, 1, 28, 23, 59, 59)) }); // the month before
    const standings = await standingsOf(await getDb(), competition);
    expect(standings.map((standing) => [standing.name, standing.knows, standing.rank])).toEqual([
      ['Anna Erste', 3, 1],
      ['Ben Zweiter', 2, 2],
      ['Cem Dritter', 2, 3],
      ['Dora Vierte', 1, 4],
    ]);
  });

  it('counts a knower’s duplicates once: the same title and format published again is no new know (decision 048)', async () => {
    const copies = competitionOf('DE', '2021-06')!;
    const inJune = (day: number) => new Date(Date.UTC(2021, 5, day, 12));
    const copier = await knowerIn('DE', 'Emil Kopie');
    await makeKnow(copier.knowerUuid, { title: 'Zellatmung', publishedOn: inJune(2) });
    await makeKnow(copier.knowerUuid, { title: '  zellatmung ', publishedOn: inJune(3) });
    await makeKnow(copier.knowerUuid, { title: 'Fotosynthese', publishedOn: inJune(4) });
    const other = await knowerIn('DE', 'Fina Eigen');
    await makeKnow(other.knowerUuid, { title: 'Zellatmung', publishedOn: inJune(5) });
    const standings = await standingsOf(await getDb(), copies);
    expect(standings.map((standing) => [standing.name, standing.knows])).toEqual([['Emil Kopie', 2], ['Fina Eigen', 1]]);
  });

  it('settles once when the job runs twice: three winners, one prize transfer and one mail each', async () => {
    const db = await getDb();
    const before = await balance(first);
    expect(await settleCompetition(db, competition)).toBe(3);
    expect(await settleCompetition(db, competition)).toBe(0);
    await settleCompetitionJob.handler.handle(db, { country: 'DE', month: '2021-03' }, {} as never);
    expect(await balance(first)).toBe(before + competition.prizes[0]!);
    expect(await balance(third)).toBe(competition.prizes[2]!);
    expect(await balance(fourth)).toBe(0);
    const prizes = await db.select().from(ledgerTransfers).where(eq(ledgerTransfers.cause, 'competition_prize'));
    expect(prizes.filter((row) => row.idempotencyKey.startsWith(`competition:${competition.key}:`))).toHaveLength(3);
    const winners = await db.select().from(competitionWinners).where(eq(competitionWinners.competitionKey, competition.key));
    expect(winners.map((row) => row.rank).sort()).toEqual([1, 2, 3]);
    const mails = await db.select().from(outboxMails).where(eq(outboxMails.userUuid, first.uuid));
    expect(mails.filter((mail) => mail.emailType === 'competition-prize').map((mail) => mail.subject)).toEqual([expect.stringContaining('100,00 €')]);
    // The next month's settling is queued (once).
    const queued = await db.select().from(jobs).where(eq(jobs.kind, 'settle-competition'));
    expect(queued.filter((job) => (job.payload as { month: string }).month === '2021-04')).toHaveLength(1);
    const check = await ledgerCheck(db);
    expect(check.total).toBe(0);
    expect(check.lowest).toBe(0);
  });

  it('accepts a token once, also when two redemptions run at once; the prize becomes a payout request', async () => {
    const token = await mailedToken(first);
    expect(await competitionFormState(await getDb(), token)).toMatchObject({ state: 'open', rank: 1, method: 'iban', prize: { amount: competition.prizes[0], currency: 'EUR' } });
    const results = await Promise.all([submit(token), submit(token)]);
    expect(results.map((result) => result.status).sort()).toEqual([201, 400]);
    expect(errorType(results.find((result) => result.status === 400)!)).toBe('BadRequestError');
    expect((results.find((result) => result.status === 400)!.body as { error: { data: { reason: string } } }).error.data.reason).toBe('used');
    const db = await getDb();
    const requested = await db.select().from(payouts).where(eq(payouts.knowerUuid, first.knowerUuid));
    expect(requested.map((row) => [row.amount, row.status])).toEqual([[competition.prizes[0], 'requested']]);
    expect(await competitionFormState(db, token)).toEqual({ state: 'used' });
  });

  it('refuses a wrong IBAN without using the token, then a wrong token and an expired one with their reasons', async () => {
    const token = await mailedToken(second);
    const wrongIban = await submit(token, 'DE00370400440532013000');
    expect(errorType(wrongIban)).toBe('FormValidationError');
    expect(await competitionFormState(await getDb(), token)).toMatchObject({ state: 'open' });
    const unknown = await submit('5b0c1f44-2f1e-4d8e-9a3b-7c6d5e4f3a21');
    expect((unknown.body as { error: { type: string; data: { reason: string } } }).error).toMatchObject({ type: 'BadRequestError', data: { reason: 'unknown' } });
    const db = await getDb();
    await db.update(competitionWinners).set({ tokenExpiresOn: new Date(Date.now() - 1000) }).where(eq(competitionWinners.knowerUuid, second.knowerUuid));
    const expired = await submit(token);
    expect((expired.body as { error: { type: string; data: { reason: string } } }).error).toMatchObject({ type: 'BadRequestError', data: { reason: 'expired' } });
    expect(await competitionFormState(db, token)).toEqual({ state: 'expired' });
    expect(errorType(await callRoute(submitCompetitionFormRoute, { body: { accessToken: 'not-a-token', method: 'iban', destination: IBAN, holderName: 'X Y' } }))).toBe('FormValidationError');
  });

  it('shows the running competition of the caller\'s country with their own place; none elsewhere; refused where payouts are hidden and to visitors', async () => {
    const now = new Date();
    const leader = await knowerIn('DE', 'Erik Führend');
    await makeKnow(leader.knowerUuid, { publishedOn: now });
    await makeKnow(leader.knowerUuid, { publishedOn: now });
    const view = (await callRoute(payoutCompetitionRoute, { token: leader.token })).body as { competition: { prizes: { amount: number }[] }; leaderboard: { name: string; isYou: boolean }[]; you: { knows: number; isYou: boolean } };
    expect(view.competition.prizes.map((prize) => prize.amount)).toEqual([...competitionOf('DE', '2021-03')!.prizes]);
    expect(view.you).toMatchObject({ knows: 2, isYou: true });
    expect(view.leaderboard.find((row) => row.name === 'Erik Führend')?.isYou).toBe(true);
    const student = await signUpUser({ name: 'Mia Sommer' });
    const seen = (await callRoute(payoutCompetitionRoute, { token: student.token })).body as { you: unknown; leaderboard: { isYou: boolean }[] };
    expect(seen.you).toBeNull();
    expect(seen.leaderboard.some((row) => row.isYou)).toBe(false);
    const italian = await knowerIn('IT', 'Giulia Bianchi');
    expect((await callRoute(payoutCompetitionRoute, { token: italian.token })).body).toEqual({ competition: null, leaderboard: [], you: null });
    const mexican = await knowerIn('MX', 'Lucía Pérez');
    expect(errorType(await callRoute(payoutCompetitionRoute, { token: mexican.token }))).toBe('ForbiddenError');
    expect(errorType(await callRoute(payoutCompetitionRoute, {}))).toBe('AuthorizationError');
  });
});
