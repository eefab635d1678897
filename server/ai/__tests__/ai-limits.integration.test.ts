// Daily limits of AI study help over the real database: counted per user and local day (the user's time zone),
// NoTutoringMinutesAvailableError {kind, resetsOn, proPlanUrl?} at the limit (the pro plan's address only on a site
// that sells it), the reset at the user's next local midnight (time moved with an injected clock and with rows of
// earlier days), GET /ai/usage, and the burst limit on chat messages.
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { callRoute, errorType } from '../../../tests/integration/call-route';
import { setUser, signUpUser, type TestUser } from '../../../tests/integration/know-fixtures';
import { getDb } from '../../db';
import { aiChatMessages, aiUsage, subscriptions } from '../../db/schema';
import { countAiUsage, userDay } from '../ai-usage';
import { aiUsageRoute, createAiChatRoute, createAiMockExamRoute, createAiSummaryRoute, postAiMessageRoute } from '../routes';
import { makeKnowWithPages } from './ai-fixtures';

let author: TestUser;
let knowUuid: string;

const HOUR = 60 * 60 * 1000;

beforeAll(async () => {
  author = await signUpUser({ name: 'Lena Vogel' });
  knowUuid = await makeKnowWithPages(author.uuid, ['Die Photosynthese findet in den Chloroplasten statt. Chlorophyll nimmt das Licht auf.']);
});

/** Writes how much the user used of `kind` on `day`. */
async function setUsed(userUuid: string, day: string, kind: string, count: number) {
  await (await getDb()).insert(aiUsage).values({ userUuid, day, kind, count }).onConflictDoUpdate({ target: [aiUsage.userUuid, aiUsage.day, aiUsage.kind], set: { count } });
}

const newChat = async (user: TestUser, host?: string) => ((await callRoute(createAiChatRoute, { token: user.token, host, body: { knowUuids: [knowUuid] } })).body as { chatUuid: string }).chatUuid;
const ask = (user: TestUser, chatUuid: string, host?: string) => callRoute(postAiMessageRoute, { token: user.token, host, params: { id: chatUuid }, body: { text: 'Wo findet die Photosynthese statt?' } });

describe('the day of a user', () => {
  it('is their local date, and ends at their next local midnight', () => {
    const now = new Date('2026-11-25T22:30:00Z');
    expect(userDay(now, 0)).toEqual({ day: '2026-11-25', resetsOn: new Date('2026-11-26T00:00:00Z') });
    // UTC+2: already 00:30 on the 26th; the day ends at 22:00 UTC on the 26th.
    expect(userDay(now, 120)).toEqual({ day: '2026-11-26', resetsOn: new Date('2026-11-26T22:00:00Z') });
    // UTC−5: 17:30 on the 25th; the day ends at 05:00 UTC on the 26th.
    expect(userDay(now, -300)).toEqual({ day: '2026-11-25', resetsOn: new Date('2026-11-26T05:00:00Z') });
  });
});

describe('daily AI limits', () => {
  it('refuses the 31st message of a free user’s day with NoTutoringMinutesAvailableError, storing no question', async () => {
    const student = await signUpUser();
    const chatUuid = await newChat(student);
    const today = userDay(new Date(), 0);
    await setUsed(student.uuid, today.day, 'messages', 29);
    expect((await ask(student, chatUuid)).status).toBe(200); // the 30th
    const refused = await ask(student, chatUuid);
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({
      error: { type: 'NoTutoringMinutesAvailableError', data: { kind: 'messages', limit: 30, resetsOn: today.resetsOn.toISOString(), proPlanUrl: 'http://de.localhost:3000/pro-plan' } },
    });
    const stored = await (await getDb()).select().from(aiChatMessages).where(and(eq(aiChatMessages.chatUuid, chatUuid), eq(aiChatMessages.isBotMessage, false)));
    expect(stored).toHaveLength(1);
    const usage = (await callRoute(aiUsageRoute, { token: student.token })).body;
    expect(usage).toEqual({ isPremium: false, limits: { messages: 30, summaries: 5, exams: 3 }, used: { messages: 30, summaries: 0, exams: 0 }, resetsOn: today.resetsOn.toISOString() });
  });

  it('names no pro plan on a site that does not sell it', async () => {
    const student = await signUpUser({ host: 'es.localhost:3000' });
    const chatUuid = await newChat(student, 'es.localhost:3000');
    await setUsed(student.uuid, userDay(new Date(), 0).day, 'messages', 30);
    const refused = await ask(student, chatUuid, 'es.localhost:3000');
    expect(errorType(refused)).toBe('NoTutoringMinutesAvailableError');
    expect((refused.body as { error: { data: Record<string, unknown> } }).error.data).not.toHaveProperty('proPlanUrl');
  });

  it('offers no pro plan to a subscriber at the pro limit (issue 33: subscribers were offered the plan they have)', async () => {
    const subscriber = await signUpUser();
    await (await getDb()).insert(subscriptions).values({ buyerUserUuid: subscriber.uuid, holderUserUuid: subscriber.uuid, planId: 'pro_monthly', interval: 'month', amount: 999, currency: 'EUR', country: 'DE', provider: 'local', status: 'active', currentPeriodEnd: new Date(Date.now() + 24 * HOUR) });
    const chatUuid = await newChat(subscriber);
    await setUsed(subscriber.uuid, userDay(new Date(), 0).day, 'messages', 300);
    const refused = await ask(subscriber, chatUuid);
    expect(refused.body).toMatchObject({ error: { type: 'NoTutoringMinutesAvailableError', data: { kind: 'messages', limit: 300 } } });
    expect((refused.body as { error: { data: Record<string, unknown> } }).error.data).not.toHaveProperty('proPlanUrl');
  });

  it('starts afresh on the next day of the user: yesterday’s count does not count', async () => {
    const student = await signUpUser();
    const chatUuid = await newChat(student);
    const yesterday = userDay(new Date(Date.now() - 24 * HOUR), 0).day;
    await setUsed(student.uuid, yesterday, 'messages', 30);
    expect((await ask(student, chatUuid)).status).toBe(200);
    expect(((await callRoute(aiUsageRoute, { token: student.token })).body as { used: { messages: number } }).used.messages).toBe(1);
  });

  it('counts by the user’s time zone: the limit resets at their local midnight, not at UTC midnight', async () => {
    const student = await signUpUser();
    await setUser(student.uuid, { timezoneOffsetMinutes: 600 }); // UTC+10
    const db = await getDb();
    const beforeMidnight = new Date('2026-03-10T13:59:00Z'); // 23:59 local
    const afterMidnight = new Date('2026-03-10T14:00:00Z'); // 00:00 local, still the 10th in UTC
    await setUsed(student.uuid, '2026-03-10', 'exams', 3);
    const refused = await countAiUsage(db, { userUuid: student.uuid, kind: 'exams', proPlanUrl: null, now: beforeMidnight }).catch((error: unknown) => error);
    expect(refused).toMatchObject({ type: 'NoTutoringMinutesAvailableError', data: { kind: 'exams', resetsOn: '2026-03-10T14:00:00.000Z' } });
    expect(refused).not.toHaveProperty('data.proPlanUrl');
    await expect(countAiUsage(db, { userUuid: student.uuid, kind: 'exams', proPlanUrl: null, now: afterMidnight })).resolves.toMatchObject({ day: '2026-03-11' });
  });

  it('refuses summaries and exams past their limits, before any work', async () => {
    const student = await signUpUser();
    const { day } = userDay(new Date(), 0);
    await setUsed(student.uuid, day, 'summaries', 5);
    await setUsed(student.uuid, day, 'exams', 3);
    const summary = await callRoute(createAiSummaryRoute, { token: student.token, body: { knowUuids: [knowUuid], length: 'short' } });
    expect([summary.status, errorType(summary), (summary.body as { error: { data: { kind: string } } }).error.data.kind]).toEqual([403, 'NoTutoringMinutesAvailableError', 'summaries']);
    const exam = await callRoute(createAiMockExamRoute, { token: student.token, body: { knowUuids: [knowUuid] } });
    expect([exam.status, errorType(exam), (exam.body as { error: { data: { kind: string } } }).error.data.kind]).toEqual([403, 'NoTutoringMinutesAvailableError', 'exams']);
  });

  it('limits bursts of chat messages: the 11th within a minute is TooManyRequestsError', async () => {
    const student = await signUpUser();
    const chatUuid = await newChat(student);
    // Turns refused by the daily limit still count against the burst limit (no answer work is done for them).
    await setUsed(student.uuid, userDay(new Date(), 0).day, 'messages', 30);
    for (let turn = 1; turn <= 10; turn += 1) expect(errorType(await ask(student, chatUuid))).toBe('NoTutoringMinutesAvailableError');
    const refused = await ask(student, chatUuid);
    expect([refused.status, errorType(refused)]).toEqual([429, 'TooManyRequestsError']);
  });
});
