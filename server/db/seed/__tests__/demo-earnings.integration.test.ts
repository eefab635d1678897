// The demo knower's earnings (seed-demo-earnings.ts): booked through the real job over seeded readers, local only,
// once, enough for two payouts in Germany.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { payoutMinimum } from '../../../../config/payout-limits';
import { makeKnow, makeKnower } from '../../../../tests/integration/know-fixtures';
import { getDb } from '../../index';
import { accounts, ledgerTransfers, users } from '../../schema';
import { balanceOf, ledgerAccount } from '../../../payouts/ledger';
import { DEMO_KNOWER, seedDemoEarnings } from '../seed-demo-earnings';

describe('demo earnings', () => {
  it('gives Lena a sign-in and 14 days of booked earnings above the minimum, once, and only locally', async () => {
    const db = await getDb();
    const [lena] = await db.insert(users).values({ name: 'Lena Vogel', username: DEMO_KNOWER.username, country: 'DE', interfaceLanguage: 'de', primaryContentLanguage: 'de' }).returning();
    const knowerUuid = await makeKnower(lena!.uuid);
    await makeKnow(knowerUuid);
    await makeKnow(knowerUuid);
    expect(await seedDemoEarnings(db, 'prod')).toBe(false);
    expect(await seedDemoEarnings(db, 'local')).toBe(true);
    expect(await seedDemoEarnings(db, 'local')).toBe(false);
    const [account] = await db.select().from(accounts).where(eq(accounts.userUuid, lena!.uuid));
    expect(account?.email).toBe(DEMO_KNOWER.email);
    const balance = await balanceOf(db, (await ledgerAccount(db, 'knower', knowerUuid, 'EUR')).uuid);
    // Two payouts of the minimum: the payouts journey requests one, the payout pages' journey needs one more after it.
    expect(balance).toBeGreaterThanOrEqual(2 * payoutMinimum('DE'));
    const days = new Set((await db.select({ day: ledgerTransfers.day }).from(ledgerTransfers).where(eq(ledgerTransfers.cause, 'earning'))).map((row) => row.day));
    expect(days.size).toBe(14);
  });
});
