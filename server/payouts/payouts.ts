// Payout requests (issue 20): a knower asks for part of their balance (at least the country's minimum, at most the
// balance and the country's payoutLimit — the limit bounds one request, decision 033) to go to a bank account (IBAN,
// where SEPA applies) or a PayPal address. The request moves the amount from the knower's account to the open payouts
// account; a rejection moves it back, payment moves it on to the paid account — each a ledger transfer. One open
// request at a time (DuplicateError); the Idempotency-Key makes a retried request answer the first one. Requests
// serialize on the knower's ledger account row, so 50 at once make at most one.
import { and, desc, eq, inArray } from 'drizzle-orm';
import { arePayoutsHidden } from '../../config/feature-switches';
import { payoutCurrency, payoutLimit, payoutMethodOf, payoutMinimum } from '../../config/payout-limits';
import type { CountryCode } from '../../config/countries/country-config';
import type { Payout, PayoutBalance, RequestPayout } from '../../lib/contracts/payouts';
import { AppError } from '../../lib/errors';
import type { Db } from '../db/client';
import { isUniqueViolation } from '../db/errors';
import { knowers, payouts, payoutEvents, payoutReviewFlags, users } from '../db/schema';
import { balanceOf, ledgerAccount, lockAccounts, transfer } from './ledger';

export type PayoutKnower = { knowerUuid: string; userUuid: string; name: string; country: CountryCode; currency: string };

/** The signed-in user's knower, where payouts exist: NotFoundError without one, ForbiddenError where they are hidden. */
export async function payoutKnowerOf(db: Db, userUuid: string): Promise<PayoutKnower> {
  const [row] = await db
    .select({ knowerUuid: knowers.uuid, userUuid: users.uuid, name: users.name, country: users.country })
    .from(knowers)
    .innerJoin(users, eq(users.uuid, knowers.userUuid))
    .where(eq(knowers.userUuid, userUuid));
  if (!row) throw new AppError('NotFoundError', { reason: 'NOT_A_KNOWER' });
  const country = row.country as CountryCode;
  if (arePayoutsHidden(country)) throw new AppError('ForbiddenError', { reason: 'PAYOUTS_HIDDEN' });
  return { ...row, country, currency: payoutCurrency(country) };
}

export async function payoutBalanceOf(db: Db, knower: PayoutKnower): Promise<PayoutBalance> {
  const account = await ledgerAccount(db, 'knower', knower.knowerUuid, knower.currency);
  const money = (amount: number) => ({ amount, currency: knower.currency });
  return { balance: money(await balanceOf(db, account.uuid)), payoutLimit: money(payoutLimit(knower.country)), minimum: money(payoutMinimum(knower.country)) };
}

const OPEN_STATUSES = ['requested', 'approved'] as const;

/** Creates the request, or answers the one this key created before (the same knower's). */
export async function requestPayout(db: Db, knower: PayoutKnower, input: RequestPayout, idempotencyKey: string): Promise<{ payoutUuid: string; status: Payout['status']; fresh: boolean }> {
  const [flag] = await db.select({ reason: payoutReviewFlags.reason }).from(payoutReviewFlags).where(eq(payoutReviewFlags.knowerUuid, knower.knowerUuid));
  if (flag) throw new AppError('ContactCustomerSupportError', { reason: 'ACCOUNT_UNDER_REVIEW' });
  const limit = payoutLimit(knower.country);
  const minimum = payoutMinimum(knower.country);
  if (input.method !== payoutMethodOf(knower.country)) throw new AppError('FormValidationError', { fields: { method: ['Not the payout method of your country'] } });
  const account = await ledgerAccount(db, 'knower', knower.knowerUuid, knower.currency);
  const open = await ledgerAccount(db, 'payouts_open', null, knower.currency);
  try {
    return await db.transaction(async (txRaw) => {
      const tx = txRaw as unknown as Db;
      await lockAccounts(tx, [account.uuid, open.uuid]);
      const [again] = await tx.select({ payoutUuid: payouts.uuid, status: payouts.status }).from(payouts).where(and(eq(payouts.knowerUuid, knower.knowerUuid), eq(payouts.idempotencyKey, idempotencyKey)));
      if (again) return { ...again, fresh: false };
      const [pending] = await tx.select({ uuid: payouts.uuid }).from(payouts).where(and(eq(payouts.knowerUuid, knower.knowerUuid), inArray(payouts.status, [...OPEN_STATUSES])));
      if (pending) throw new AppError('DuplicateError', { reason: 'PAYOUT_ALREADY_OPEN', payoutUuid: pending.uuid });
      const balance = await balanceOf(tx, account.uuid);
      if (input.amount > limit) throw new AppError('FormValidationError', { fields: { amount: [`More than the payout limit of ${limit}`] }, payoutLimit: limit });
      if (input.amount < minimum) throw new AppError('FormValidationError', { fields: { amount: [`Less than the minimum of ${minimum}`] }, minimum });
      if (input.amount > balance) throw new AppError('FormValidationError', { fields: { amount: ['More than the balance'] }, balance });
      const [created] = await tx
        .insert(payouts)
        .values({ knowerUuid: knower.knowerUuid, amount: input.amount, currency: knower.currency, method: input.method, destination: input.destination.replace(/\s+/g, ''), holderName: input.holderName, idempotencyKey })
        .returning({ payoutUuid: payouts.uuid, status: payouts.status });
      await transfer(tx, { idempotencyKey: `payout:${created!.payoutUuid}:requested`, debit: account, credit: open, amount: input.amount, cause: 'payout_requested', payoutUuid: created!.payoutUuid });
      await tx.insert(payoutEvents).values({ payoutUuid: created!.payoutUuid, actorUserUuid: knower.userUuid, status: 'requested' });
      return { ...created!, fresh: true };
    });
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    // A request that raced this one past the checks (the indexes are the last word): answer as the checks would have.
    const [again] = await db.select({ payoutUuid: payouts.uuid, status: payouts.status }).from(payouts).where(and(eq(payouts.knowerUuid, knower.knowerUuid), eq(payouts.idempotencyKey, idempotencyKey)));
    if (again) return { ...again, fresh: false };
    throw new AppError('DuplicateError', { reason: 'PAYOUT_ALREADY_OPEN' });
  }
}

/** Hides all but the last four characters of an IBAN or address. */
const maskDestination = (value: string) => (value.length <= 4 ? value : `${'•'.repeat(Math.min(8, value.length - 4))}${value.slice(-4)}`);

type PayoutRow = typeof payouts.$inferSelect;
export const payoutOut = (row: PayoutRow): Payout => ({
  payoutUuid: row.uuid,
  amount: { amount: row.amount, currency: row.currency },
  method: row.method as Payout['method'],
  destination: maskDestination(row.destination),
  holderName: row.holderName,
  status: row.status,
  rejectionReason: row.rejectionReason,
  requestedOn: row.requestedOn.toISOString(),
  updatedOn: row.updatedOn.toISOString(),
});

export async function payoutHistoryOf(db: Db, knower: PayoutKnower): Promise<{ payouts: Payout[] }> {
  const rows = await db.select().from(payouts).where(eq(payouts.knowerUuid, knower.knowerUuid)).orderBy(desc(payouts.requestedOn));
  return { payouts: rows.map(payoutOut) };
}
