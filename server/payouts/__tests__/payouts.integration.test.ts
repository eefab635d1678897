// Issue 20 against the real database (PGlite here; CI also on PostgreSQL): what earns and what does not, the daily job
// booked twice, the balance and request contract, every country's limit at the boundary, hidden countries, one open
// request, idempotency under 50 concurrent requests, review by the team, and nobody else's payouts.
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { COUNTRY_CODES } from '../../../config/countries/country-codes';
import { arePayoutsHidden } from '../../../config/feature-switches';
import { earningRates, payoutCurrency, payoutLimit, payoutMethodOf, payoutMinimum } from '../../../config/payout-limits';
import { callRoute, errorType } from '../../../tests/integration/call-route';
import { makeKnow, makeKnower, setUser, signUpUser, type TestUser } from '../../../tests/integration/know-fixtures';
import { getDb } from '../../db';
import { flashcardCards, flashcardReviews, knows, ledgerTransfers, outboxMails, payoutReviewFlags } from '../../db/schema';
import { knowViewRoute } from '../../knows/read-routes';
import { bookEarnings, utcDay } from '../earnings';
import { ledgerAccount, ledgerCheck, transfer } from '../ledger';
import { adminPayoutsRoute, decidePayoutRoute, payoutBalanceRoute, payoutEarningsRoute, payoutHistoryRoute, requestPayoutRoute } from '../routes';

const IBAN = 'DE89370400440532013000';
const TODAY = utcDay(Date.now());
let keyCounter = 0;
const newKey = () => `test-key-${Date.now()}-${keyCounter++}`;

type Knower = TestUser & { knowerUuid: string };
async function knowerIn(country = 'DE', name = 'Lena Vogel'): Promise<Knower> {
  const user = await signUpUser({ name });
  await setUser(user.uuid, { country });
  return { ...user, knowerUuid: await makeKnower(user.uuid) };
}

/** Money in a knower's account the way earnings arrive: a transfer from the platform. */
async function credit(knower: Knower, currency: string, amount: number) {
  const db = await getDb();
  const [platform, account] = [await ledgerAccount(db, 'platform', null, currency), await ledgerAccount(db, 'knower', knower.knowerUuid, currency)];
  await db.transaction((tx) => transfer(tx as never, { idempotencyKey: newKey(), debit: platform, credit: account, amount, cause: 'earning' }));
}

const balance = async (knower: Knower) => ((await callRoute(payoutBalanceRoute, { token: knower.token })).body as { balance: { amount: number } }).balance.amount;
const bodyFor = (country: string, amount: number) =>
  payoutMethodOf(country as never) === 'iban' ? { amount, method: 'iban', destination: IBAN, holderName: 'Lena Vogel' } : { amount, method: 'paypal', destination: 'lena@example.org', holderName: 'Lena Vogel' };
const request = (knower: Knower, amount: number, { key = newKey(), country = 'DE' } = {}) =>
  callRoute(requestPayoutRoute, { token: knower.token, body: bodyFor(country, amount), headers: { 'idempotency-key': key } });

async function expectBooksBalance() {
  const check = await ledgerCheck(await getDb());
  expect(check.total).toBe(0);
  expect(check.lowest).toBe(0);
}

describe('earnings', () => {
  let owner: Knower;
  let know: string;
  beforeAll(async () => {
    owner = await knowerIn('DE');
    know = await makeKnow(owner.knowerUuid);
  });

  const view = (knowUuid: string, { token, ip = '203.0.113.1', device }: { token?: string; ip?: string; device?: string } = {}) =>
    callRoute(knowViewRoute, { params: { id: knowUuid }, token, ip, headers: device ? { 'x-device-uuid': device } : {} });

  it('pays views of other people once per device and address per day, never the knower\'s own, and a second run books nothing', async () => {
    const reader = await signUpUser({ name: 'Mia Sommer' });
    await view(know, { token: owner.token, ip: '203.0.113.9' }); // own view: never pays
    await view(know, { ip: '203.0.113.1', device: 'device-a' });
    await view(know, { ip: '203.0.113.1', device: 'device-a' }); // the same device again
    await view(know, { ip: '203.0.113.1', device: 'device-b' }); // another device, same address
    await view(know, { ip: '203.0.113.2', device: 'device-a' }); // the same device, another address
    await view(know, { token: reader.token, ip: '203.0.113.3' }); // a signed-in reader
    await view(know, { token: reader.token, ip: '203.0.113.4' }); // the same reader elsewhere
    const db = await getDb();
    await bookEarnings(db, TODAY);
    const rates = earningRates('DE');
    expect(await balance(owner)).toBe(2 * rates.view);
    await bookEarnings(db, TODAY);
    expect(await balance(owner)).toBe(2 * rates.view);
    const rows = await db.select().from(ledgerTransfers).where(eq(ledgerTransfers.knowUuid, know));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ cause: 'earning', day: TODAY });
    await expectBooksBalance();
  });

  it('does not pay views of private or removed knows', async () => {
    const knower = await knowerIn('DE');
    const privateKnow = await makeKnow(knower.knowerUuid, { isPrivate: true });
    const laterPrivate = await makeKnow(knower.knowerUuid);
    const removed = await makeKnow(knower.knowerUuid);
    expect((await view(privateKnow, { ip: '198.51.100.1', device: 'x' })).status).toBe(404);
    await view(laterPrivate, { ip: '198.51.100.1', device: 'x' });
    await view(removed, { ip: '198.51.100.1', device: 'x' });
    const db = await getDb();
    await db.update(knows).set({ isPrivate: true }).where(eq(knows.uuid, laterPrivate));
    await db.update(knows).set({ status: 'REJECTED' }).where(eq(knows.uuid, removed));
    await bookEarnings(db, TODAY);
    expect(await balance(knower)).toBe(0);
  });

  it('pays each person who studied the know\'s flashcards that day once, never the knower', async () => {
    const knower = await knowerIn('DE');
    const set = await makeKnow(knower.knowerUuid);
    const db = await getDb();
    const [card] = await db.insert(flashcardCards).values({ knowUuid: set, noteUuid: randomUUID(), position: 1, kind: 'basic', ordinal: 1, front: 'Hund', back: 'dog' }).returning();
    const [first, second] = [await signUpUser({ name: 'Mia Sommer' }), await signUpUser({ name: 'Ole Berg' })];
    const review = (userUuid: string) => ({ uuid: randomUUID(), userUuid, cardUuid: card!.uuid, rating: 3, reviewedAt: new Date(), log: {}, result: {} });
    await db.insert(flashcardReviews).values([review(first.uuid), review(first.uuid), review(second.uuid), review(knower.uuid)]);
    await bookEarnings(db, TODAY);
    expect(await balance(knower)).toBe(2 * earningRates('DE').study);
  });

  it('shows the earnings per day and per know', async () => {
    const response = await callRoute(payoutEarningsRoute, { token: owner.token });
    const body = response.body as { days: { day: string; amount: number }[]; knows: { knowUuid: string }[]; total: number; currency: string };
    expect(body.currency).toBe('EUR');
    expect(body.days).toHaveLength(30);
    expect(body.days.at(-1)).toEqual({ day: TODAY, amount: 2 * earningRates('DE').view });
    expect(body.knows.map((row) => row.knowUuid)).toEqual([know]);
  });
});

describe('payout requests', () => {
  it('answers the balance with the limit and minimum in minor units', async () => {
    const knower = await knowerIn('FR');
    await credit(knower, 'EUR', 1234);
    const response = await callRoute(payoutBalanceRoute, { token: knower.token });
    expect(response.body).toEqual({ balance: { amount: 1234, currency: 'EUR' }, payoutLimit: { amount: 10000, currency: 'EUR' }, minimum: { amount: 200, currency: 'EUR' } });
  });

  it.each(COUNTRY_CODES.filter((code) => !arePayoutsHidden(code)))('%s: the limit is allowed, limit + 1 is not', async (country) => {
    const knower = await knowerIn(country);
    const currency = payoutCurrency(country);
    const limit = payoutLimit(country);
    await credit(knower, currency, limit + 10);
    const over = await request(knower, limit + 1, { country });
    expect(errorType(over)).toBe('FormValidationError');
    const at = await request(knower, limit, { country });
    expect(at.status).toBe(201);
    expect(await balance(knower)).toBe(10);
  });

  it.each(['CL', 'AR', 'PE', 'MX'] as const)('%s: payouts are hidden, every payout path answers ForbiddenError', async (country) => {
    const knower = await knowerIn(country);
    for (const route of [payoutBalanceRoute, payoutEarningsRoute, payoutHistoryRoute]) expect(errorType(await callRoute(route, { token: knower.token }))).toBe('ForbiddenError');
    expect(errorType(await request(knower, 100, { country }))).toBe('ForbiddenError');
  });

  it('refuses less than the minimum, more than the balance, a bad IBAN, the wrong method and a missing key', async () => {
    const knower = await knowerIn('DE');
    await credit(knower, 'EUR', 3000);
    expect(errorType(await request(knower, payoutMinimum('DE') - 1))).toBe('FormValidationError');
    expect(errorType(await request(knower, 3001))).toBe('FormValidationError');
    const badIban = await callRoute(requestPayoutRoute, { token: knower.token, headers: { 'idempotency-key': newKey() }, body: { amount: 2000, method: 'iban', destination: 'DE89370400440532013001', holderName: 'Lena' } });
    expect(errorType(badIban)).toBe('FormValidationError');
    const paypal = await callRoute(requestPayoutRoute, { token: knower.token, headers: { 'idempotency-key': newKey() }, body: { amount: 2000, method: 'paypal', destination: 'lena@example.org', holderName: 'Lena' } });
    expect(errorType(paypal)).toBe('FormValidationError');
    expect(errorType(await callRoute(requestPayoutRoute, { token: knower.token, body: bodyFor('DE', 2000) }))).toBe('BadRequestError');
    expect(await balance(knower)).toBe(3000);
  });

  it('50 concurrent requests with one key create one payout; with 50 keys one, the rest DuplicateError; the balance never goes negative', async () => {
    const knower = await knowerIn('DE');
    await credit(knower, 'EUR', 5000);
    const key = newKey();
    const same = await Promise.all(Array.from({ length: 50 }, () => request(knower, 4000, { key })));
    expect(new Set(same.map((response) => response.status))).toEqual(new Set([201]));
    expect(new Set(same.map((response) => (response.body as { payoutUuid: string }).payoutUuid)).size).toBe(1);
    expect(await balance(knower)).toBe(1000);

    const other = await knowerIn('DE');
    await credit(other, 'EUR', 5000);
    const different = await Promise.all(Array.from({ length: 50 }, () => request(other, 4000)));
    expect(different.filter((response) => response.status === 201)).toHaveLength(1);
    expect(different.filter((response) => errorType(response) === 'DuplicateError')).toHaveLength(49);
    expect(await balance(other)).toBe(1000);
    expect(((await callRoute(payoutHistoryRoute, { token: other.token })).body as { payouts: unknown[] }).payouts).toHaveLength(1);
    await expectBooksBalance();
  });

  it('an account held for review answers ContactCustomerSupportError; bursts answer TooManyRequestsError', async () => {
    const flagged = await knowerIn('DE');
    await credit(flagged, 'EUR', 5000);
    await (await getDb()).insert(payoutReviewFlags).values({ knowerUuid: flagged.knowerUuid, reason: 'test' });
    expect(errorType(await request(flagged, 2000))).toBe('ContactCustomerSupportError');

    const eager = await knowerIn('DE');
    const answers = [];
    for (let attempt = 0; attempt < 61; attempt += 1) answers.push(errorType(await request(eager, 2000)));
    expect(answers.at(-1)).toBe('TooManyRequestsError');
  });

  it('another user can neither see nor act on a knower\'s payouts', async () => {
    const knower = await knowerIn('DE');
    await credit(knower, 'EUR', 5000);
    const created = (await request(knower, 3000)).body as { payoutUuid: string };
    const stranger = await knowerIn('DE', 'Jonas');
    expect(await balance(stranger)).toBe(0);
    expect(((await callRoute(payoutHistoryRoute, { token: stranger.token })).body as { payouts: unknown[] }).payouts).toEqual([]);
    const student = await signUpUser();
    expect(errorType(await callRoute(payoutHistoryRoute, { token: student.token }))).toBe('NotFoundError');
    expect(errorType(await callRoute(adminPayoutsRoute, { token: stranger.token }))).toBe('ForbiddenError');
    expect(errorType(await callRoute(decidePayoutRoute, { token: stranger.token, params: { id: created.payoutUuid }, body: { decision: 'approve' } }))).toBe('ForbiddenError');
    expect(errorType(await callRoute(payoutHistoryRoute, {}))).toBe('AuthorizationError');
  });
});

describe('review by the team', () => {
  it('approves and pays, or rejects with a reason (the amount returns), with an audit trail', async () => {
    const admin = await signUpUser({ name: 'Ada Admin' });
    await setUser(admin.uuid, { role: 'admin' });
    const knower = await knowerIn('DE');
    await credit(knower, 'EUR', 10000);
    const first = (await request(knower, 4000)).body as { payoutUuid: string; status: string };
    expect(first.status).toBe('requested');
    const decide = (id: string, decision: string, reason?: string) => callRoute(decidePayoutRoute, { token: admin.token, params: { id }, body: { decision, ...(reason ? { reason } : {}) } });
    expect(errorType(await decide(first.payoutUuid, 'mark-paid'))).toBe('BadRequestError');
    expect((await decide(first.payoutUuid, 'approve')).status).toBe(200);
    expect(errorType(await request(knower, 2000))).toBe('DuplicateError');
    const paid = (await decide(first.payoutUuid, 'mark-paid')).body as { status: string; events: { status: string; actorName: string | null }[]; destination: string };
    expect(paid.status).toBe('paid');
    expect(paid.destination).toBe(IBAN);
    expect(paid.events.map((event) => [event.status, event.actorName])).toEqual([['requested', 'Lena Vogel'], ['approved', 'Ada Admin'], ['paid', 'Ada Admin']]);
    expect(await balance(knower)).toBe(6000);

    const second = (await request(knower, 5000)).body as { payoutUuid: string };
    expect(await balance(knower)).toBe(1000);
    expect(errorType(await decide(second.payoutUuid, 'reject'))).toBe('FormValidationError');
    const rejected = (await decide(second.payoutUuid, 'reject', 'The IBAN belongs to someone else')).body as { status: string; rejectionReason: string };
    expect(rejected).toMatchObject({ status: 'rejected', rejectionReason: 'The IBAN belongs to someone else' });
    expect(await balance(knower)).toBe(6000);
    const history = (await callRoute(payoutHistoryRoute, { token: knower.token })).body as { payouts: { status: string; destination: string }[] };
    expect(history.payouts.map((payout) => payout.status)).toEqual(['rejected', 'paid']);
    expect(history.payouts[0]!.destination.endsWith('3000')).toBe(true);
    expect(history.payouts[0]!.destination).not.toContain('DE89');
    const mails = await (await getDb()).select().from(outboxMails).where(eq(outboxMails.userUuid, knower.uuid));
    const payoutMails = mails.filter((mail) => mail.emailType === 'payout-status').map((mail) => mail.subject);
    expect(payoutMails).toHaveLength(5);
    expect(payoutMails).toEqual(expect.arrayContaining(['Deine Auszahlung über 40,00 € ist unterwegs', 'Deine Auszahlungsanfrage über 50,00 € wurde abgelehnt']));
    expect(mails.find((mail) => mail.subject.includes('abgelehnt'))?.text).toContain('The IBAN belongs to someone else');
    const listed = (await callRoute(adminPayoutsRoute, { token: admin.token })).body as { payouts: { payoutUuid: string }[] };
    expect(listed.payouts.map((payout) => payout.payoutUuid)).toEqual(expect.arrayContaining([first.payoutUuid, second.payoutUuid]));
    await expectBooksBalance();
  });
});
