// The team's review of payout requests (issue 20): requested → approved → paid, or rejected with a reason from
// requested or approved (the amount goes back to the knower's balance). Each step is a ledger transfer where money
// moves, a row of the audit trail (who, what, when, why) and a locked, checked change of the request's status.
import { asc, desc, eq, inArray } from 'drizzle-orm';
import type { AdminPayout, PayoutDecision, PayoutStatusValue } from '../../lib/contracts/payouts';
import { AppError } from '../../lib/errors';
import type { Db } from '../db/client';
import { knowers, payoutEvents, payouts, users } from '../db/schema';
import { ledgerAccount, transfer } from './ledger';
import { payoutOut } from './payouts';

const NEXT: Record<PayoutDecision['decision'], { from: readonly PayoutStatusValue[]; to: PayoutStatusValue }> = {
  approve: { from: ['requested'], to: 'approved' },
  reject: { from: ['requested', 'approved'], to: 'rejected' },
  'mark-paid': { from: ['approved'], to: 'paid' },
};

export async function decidePayout(db: Db, actorUserUuid: string, payoutUuid: string, { decision, reason }: PayoutDecision): Promise<AdminPayout> {
  await db.transaction(async (txRaw) => {
    const tx = txRaw as unknown as Db;
    const [row] = await tx.select().from(payouts).where(eq(payouts.uuid, payoutUuid)).for('update');
    if (!row) throw new AppError('NotFoundError');
    const step = NEXT[decision];
    if (!step.from.includes(row.status)) throw new AppError('BadRequestError', { reason: 'PAYOUT_STATUS', status: row.status });
    const open = await ledgerAccount(tx, 'payouts_open', null, row.currency);
    if (step.to === 'rejected') {
      const knower = await ledgerAccount(tx, 'knower', row.knowerUuid, row.currency);
      await transfer(tx, { idempotencyKey: `payout:${row.uuid}:rejected`, debit: open, credit: knower, amount: row.amount, cause: 'payout_rejected', payoutUuid: row.uuid });
    }
    if (step.to === 'paid') {
      const paid = await ledgerAccount(tx, 'payouts_paid', null, row.currency);
      await transfer(tx, { idempotencyKey: `payout:${row.uuid}:paid`, debit: open, credit: paid, amount: row.amount, cause: 'payout_paid', payoutUuid: row.uuid });
    }
    await tx.update(payouts).set({ status: step.to, rejectionReason: step.to === 'rejected' ? reason! : null, updatedOn: new Date() }).where(eq(payouts.uuid, row.uuid));
    await tx.insert(payoutEvents).values({ payoutUuid: row.uuid, actorUserUuid, status: step.to, reason: reason ?? null });
  });
  const [decided] = await listPayoutsForReview(db, [payoutUuid]);
  return decided!;
}

/** Every request (or the given ones), the open ones first and then the newest, with the knower and the audit trail. */
export async function listPayoutsForReview(db: Db, only?: string[]): Promise<AdminPayout[]> {
  const rows = await db
    .select({ payout: payouts, knowerName: users.name })
    .from(payouts)
    .leftJoin(knowers, eq(knowers.uuid, payouts.knowerUuid))
    .leftJoin(users, eq(users.uuid, knowers.userUuid))
    .where(only ? inArray(payouts.uuid, only) : undefined)
    .orderBy(desc(payouts.requestedOn))
    .limit(200);
  if (rows.length === 0) return [];
  const events = await db
    .select({ payoutUuid: payoutEvents.payoutUuid, status: payoutEvents.status, reason: payoutEvents.reason, createdOn: payoutEvents.createdOn, actorName: users.name })
    .from(payoutEvents)
    .leftJoin(users, eq(users.uuid, payoutEvents.actorUserUuid))
    .where(inArray(payoutEvents.payoutUuid, rows.map((row) => row.payout.uuid)))
    .orderBy(asc(payoutEvents.createdOn));
  const isOpen = (status: PayoutStatusValue) => status === 'requested' || status === 'approved';
  return rows
    .map(({ payout, knowerName }) => ({
      ...payoutOut(payout),
      // The team pays to it: the whole destination, not the masked one the knower sees.
      destination: payout.destination,
      knowerUuid: payout.knowerUuid,
      knowerName: knowerName ?? '',
      events: events.filter((event) => event.payoutUuid === payout.uuid).map((event) => ({ status: event.status, actorName: event.actorName, reason: event.reason, createdOn: event.createdOn.toISOString() })),
    }))
    .sort((a, b) => Number(isOpen(b.status)) - Number(isOpen(a.status)));
}
