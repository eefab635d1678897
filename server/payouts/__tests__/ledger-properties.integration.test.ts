// Property-based tests of the ledger (fast-check) on the real database (PGlite here, PostgreSQL in CI): any sequence
// of earnings (with repeated idempotency keys), payout requests, approvals, rejections, payments and earnings-job runs
// (each day twice) leaves the books balanced, no knower or payout account below zero, and the knower's balance equal
// to what a plain model of the rules says.
import fc from 'fast-check';
import { and, desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { AppError } from '../../../lib/errors';
import { getDb } from '../../db';
import type { Db } from '../../db/client';
import { knowers, payouts, users } from '../../db/schema';
import { bookEarnings } from '../earnings';
import { balanceOf, ledgerAccount, ledgerCheck, transfer } from '../ledger';
import { decidePayout } from '../payout-review';
import { requestPayout, type PayoutKnower } from '../payouts';

const IBAN = 'DE89370400440532013000';

type Op =
  | { kind: 'earn'; key: number; amount: number }
  | { kind: 'request'; amount: number; key: number }
  | { kind: 'decide'; decision: 'approve' | 'reject' | 'mark-paid' }
  | { kind: 'book'; daysBack: number };

const opArbitrary: fc.Arbitrary<Op> = fc.oneof(
  fc.record({ kind: fc.constant('earn' as const), key: fc.integer({ min: 0, max: 6 }), amount: fc.integer({ min: 1, max: 30_000 }) }),
  fc.record({ kind: fc.constant('request' as const), amount: fc.integer({ min: 1, max: 60_000 }), key: fc.integer({ min: 0, max: 3 }) }),
  fc.record({ kind: fc.constant('decide' as const), decision: fc.constantFrom('approve' as const, 'reject' as const, 'mark-paid' as const) }),
  fc.record({ kind: fc.constant('book' as const), daysBack: fc.integer({ min: 1, max: 3 }) }),
);

let run = 0;
async function freshKnower(db: Db): Promise<PayoutKnower> {
  const [user] = await db.insert(users).values({ name: `Knower ${run}`, country: 'DE', interfaceLanguage: 'de', primaryContentLanguage: 'de' }).returning({ uuid: users.uuid });
  const [knower] = await db.insert(knowers).values({ userUuid: user!.uuid }).returning({ uuid: knowers.uuid });
  return { knowerUuid: knower!.uuid, userUuid: user!.uuid, name: `Knower ${run}`, country: 'DE', currency: 'EUR' };
}

/** Business refusals are part of the game; anything else is a failure. */
async function tolerated(work: () => Promise<unknown>) {
  try {
    await work();
  } catch (error) {
    if (!(error instanceof AppError) || !['FormValidationError', 'DuplicateError', 'BadRequestError'].includes(error.type)) throw error;
  }
}

describe('ledger invariants (fast-check)', () => {
  it('keeps the books balanced, no balance negative, and the balance as the model says, after any sequence', async () => {
    const db = await getDb();
    const admin = await freshKnower(db);
    await fc.assert(
      fc.asyncProperty(fc.array(opArbitrary, { minLength: 1, maxLength: 14 }), async (ops) => {
        run += 1;
        const knower = await freshKnower(db);
        const platform = await ledgerAccount(db, 'platform', null, 'EUR');
        const account = await ledgerAccount(db, 'knower', knower.knowerUuid, 'EUR');
        const earned = new Map<number, number>();
        for (const op of ops) {
          if (op.kind === 'earn') {
            await db.transaction((tx) => transfer(tx as unknown as Db, { idempotencyKey: `prop:${run}:${op.key}`, debit: platform, credit: account, amount: op.amount, cause: 'earning' }));
            if (!earned.has(op.key)) earned.set(op.key, op.amount);
          } else if (op.kind === 'request') {
            await tolerated(() => requestPayout(db, knower, { amount: op.amount, method: 'iban', destination: IBAN, holderName: 'Lena Vogel' }, `prop-${run}-${op.key}`));
          } else if (op.kind === 'decide') {
            const [latest] = await db.select({ uuid: payouts.uuid }).from(payouts).where(eq(payouts.knowerUuid, knower.knowerUuid)).orderBy(desc(payouts.requestedOn)).limit(1);
            if (latest) await tolerated(() => decidePayout(db, admin.userUuid, latest.uuid, { decision: op.decision, ...(op.decision === 'reject' ? { reason: 'Checked by the test' } : {}) }));
          } else {
            const day = new Date(Date.now() - op.daysBack * 86_400_000).toISOString().slice(0, 10);
            const first = await bookEarnings(db, day);
            expect(await bookEarnings(db, day)).toBe(0);
            expect(first).toBeGreaterThanOrEqual(0);
          }
          const check = await ledgerCheck(db);
          expect(check.total).toBe(0);
          expect(check.lowest).toBe(0);
        }
        const kept = await db.select({ amount: payouts.amount, status: payouts.status }).from(payouts).where(and(eq(payouts.knowerUuid, knower.knowerUuid)));
        const outstanding = kept.filter((payout) => payout.status !== 'rejected').reduce((sum, payout) => sum + payout.amount, 0);
        const earnedTotal = [...earned.values()].reduce((sum, amount) => sum + amount, 0);
        expect(await balanceOf(db, account.uuid)).toBe(earnedTotal - outstanding);
        expect(kept.filter((payout) => payout.status === 'requested' || payout.status === 'approved').length).toBeLessThanOrEqual(1);
      }),
      { numRuns: Number(process.env.LEDGER_RUNS ?? 25) },
    );
  }, 120_000);
});
