// The demo competitions (seed-demo-competition.ts): local only and once; this month's standings and a winner of last
// month's, whom the real settling mails the link to the payout form.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { competitionMonth, competitionOf } from '../../../../config/competitions';
import { makeKnow, makeKnower } from '../../../../tests/integration/know-fixtures';
import { getDb } from '../../index';
import { outboxMails, users } from '../../schema';
import { settleCompetition, standingsOf } from '../../../payouts/competitions';
import { DEMO_WINNER, seedDemoCompetition } from '../seed-demo-competition';

describe('demo competition', () => {
  it('puts Jonas into last month\'s competition and Lena into this month\'s, once, and only locally', async () => {
    const db = await getDb();
    const now = new Date();
    const [jonas] = await db.insert(users).values({ name: 'Jonas Krüger', username: DEMO_WINNER.username, country: 'DE', interfaceLanguage: 'de', primaryContentLanguage: 'de' }).returning();
    const [lena] = await db.insert(users).values({ name: 'Lena Vogel', username: 'lena.vogel.demo', country: 'DE', interfaceLanguage: 'de', primaryContentLanguage: 'de' }).returning();
    const old = new Date(Date.UTC(2020, 0, 10));
    await makeKnow(await makeKnower(jonas!.uuid), { publishedOn: old });
    await makeKnow(await makeKnower(lena!.uuid), { publishedOn: old });
    expect(await seedDemoCompetition(db, 'prod', now)).toBe(false);
    expect(await seedDemoCompetition(db, 'local', now)).toBe(true);
    expect(await seedDemoCompetition(db, 'local', now)).toBe(false);
    const current = competitionOf('DE', competitionMonth(now))!;
    expect((await standingsOf(db, current)).map((standing) => standing.name)).toEqual(['Lena Vogel']);
    const last = competitionOf('DE', competitionMonth(new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1))))!;
    expect(await settleCompetition(db, last, now)).toBe(1);
    const [mail] = await db.select().from(outboxMails).where(eq(outboxMails.userUuid, jonas!.uuid));
    expect(mail).toMatchObject({ emailType: 'competition-prize', to: DEMO_WINNER.email });
    expect(mail!.text).toContain('/profile/payouts/competition-form?accessToken=');
  });
});
