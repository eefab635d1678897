// The double-entry ledger (decision 033, after pgledger and TigerBeetle): accounts, and transfers that move a positive
// amount from one account to another. A transfer is never changed; a mistake or a rejected payout is answered by a
// reversing transfer. A balance is the sum of an account's transfers (credits minus debits), so the books balance by
// construction: every transfer adds to one account what it takes from another. Each transfer has a unique idempotency
// key (booking it twice books it once) and names its cause (know and day, or payout). A transfer locks the rows of both
// accounts in uuid order first — two transfers over the same accounts wait for each other instead of deadlocking — and
// refuses to take a knower's or the open payouts' balance below zero.
import { eq, or, sql } from 'drizzle-orm';
import { AppError } from '../../lib/errors';
import { queryRows, type Db } from '../db/client';
import { ledgerAccounts, ledgerTransfers, type LedgerAccountKind, type TransferCause } from '../db/schema';

/** Accounts that may never go below zero; the platform's expense account is the source of earnings and goes negative. */
const NON_NEGATIVE: ReadonlySet<LedgerAccountKind> = new Set(['knower', 'payouts_open', 'payouts_paid']);

export type LedgerAccount = { uuid: string; kind: LedgerAccountKind; currency: string };

const accountName = (kind: LedgerAccountKind, knowerUuid: string | null, currency: string) => `${kind}:${knowerUuid ?? '-'}:${currency}`;

/** The account of this kind (a knower's, or one of the platform's when knowerUuid is null), made on first use. */
export async function ledgerAccount(db: Db, kind: LedgerAccountKind, knowerUuid: string | null, currency: string): Promise<LedgerAccount> {
  const name = accountName(kind, knowerUuid, currency);
  await db.insert(ledgerAccounts).values({ name, kind, knowerUuid, currency }).onConflictDoNothing({ target: ledgerAccounts.name });
  const [account] = await db.select({ uuid: ledgerAccounts.uuid, kind: ledgerAccounts.kind, currency: ledgerAccounts.currency }).from(ledgerAccounts).where(eq(ledgerAccounts.name, name));
  return account!;
}

/** Locks the accounts' rows in uuid order (the one order every transfer uses), for the rest of the transaction. */
export async function lockAccounts(tx: Db, uuids: readonly string[]): Promise<void> {
  const ordered = [...new Set(uuids)].sort();
  for (const uuid of ordered) await tx.select({ uuid: ledgerAccounts.uuid }).from(ledgerAccounts).where(eq(ledgerAccounts.uuid, uuid)).for('update');
}

export async function balanceOf(db: Db, accountUuid: string): Promise<number> {
  const [row] = await queryRows<{ balance: string | number | null }>(
    db,
    sql`select coalesce(sum(case when ${ledgerTransfers.creditAccountUuid} = ${accountUuid} then ${ledgerTransfers.amount} else -${ledgerTransfers.amount} end), 0) as balance
        from ${ledgerTransfers} where ${or(eq(ledgerTransfers.creditAccountUuid, accountUuid), eq(ledgerTransfers.debitAccountUuid, accountUuid))}`,
  );
  return Number(row?.balance ?? 0);
}

export type TransferInput = {
  idempotencyKey: string;
  debit: LedgerAccount;
  credit: LedgerAccount;
  amount: number;
  cause: TransferCause;
  knowUuid?: string;
  day?: string;
  payoutUuid?: string;
};

/**
 * Books a transfer inside the caller's transaction, after locking both accounts; answers false when a transfer with
 * this key was booked before (nothing is booked again). Throws when the debit would take a non-negative account below
 * zero (FormValidationError on `amount`), or when the accounts' currencies differ (a programming error).
 */
export async function transfer(tx: Db, input: TransferInput): Promise<boolean> {
  const { debit, credit, amount } = input;
  if (debit.currency !== credit.currency) throw new Error(`A transfer between ${debit.currency} and ${credit.currency} accounts`);
  if (!Number.isSafeInteger(amount) || amount <= 0) throw new Error(`A transfer of ${amount}`);
  await lockAccounts(tx, [debit.uuid, credit.uuid]);
  const [done] = await tx.select({ uuid: ledgerTransfers.uuid }).from(ledgerTransfers).where(eq(ledgerTransfers.idempotencyKey, input.idempotencyKey));
  if (done) return false;
  if (NON_NEGATIVE.has(debit.kind) && (await balanceOf(tx, debit.uuid)) < amount) throw new AppError('FormValidationError', { fields: { amount: ['More than the balance'] } });
  await tx.insert(ledgerTransfers).values({
    idempotencyKey: input.idempotencyKey,
    debitAccountUuid: debit.uuid,
    creditAccountUuid: credit.uuid,
    amount,
    currency: debit.currency,
    cause: input.cause,
    knowUuid: input.knowUuid ?? null,
    day: input.day ?? null,
    payoutUuid: input.payoutUuid ?? null,
  });
  return true;
}

/** The sum over all accounts of a currency (always 0 when the books balance), and the lowest non-negative balance. */
export async function ledgerCheck(db: Db): Promise<{ total: number; lowest: number }> {
  const rows = await queryRows<{ kind: LedgerAccountKind; balance: string | number }>(
    db,
    sql`select a.kind, coalesce(sum(case when t.credit_account_uuid = a.uuid then t.amount when t.debit_account_uuid = a.uuid then -t.amount else 0 end), 0) as balance
        from ${ledgerAccounts} a left join ${ledgerTransfers} t on t.credit_account_uuid = a.uuid or t.debit_account_uuid = a.uuid group by a.uuid, a.kind`,
  );
  const balances = rows.map((row) => ({ kind: row.kind, balance: Number(row.balance) }));
  return {
    total: balances.reduce((sum, row) => sum + row.balance, 0),
    lowest: Math.min(0, ...balances.filter((row) => NON_NEGATIVE.has(row.kind)).map((row) => row.balance)),
  };
}
