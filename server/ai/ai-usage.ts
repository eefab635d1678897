// Daily limits of AI study help (config/ai-limits.ts): one row per user, local day and kind in ai_usage, counted up
// in one statement that refuses past the limit (two requests at once cannot both take the last one). A day is the
// user's own (users.timezone_offset_minutes, UTC when unknown); the counts reset at their next local midnight. Over the
// limit: NoTutoringMinutesAvailableError {kind, resetsOn, proPlanUrl?} — the pro plan's address only where it is sold.
import { and, eq, gt, sql } from 'drizzle-orm';
import { freeDailyLimits, PREMIUM_DAILY_LIMITS, type AiDailyLimits } from '../../config/ai-limits';
import { AI_USAGE_KINDS, type AiUsage, type AiUsageKind } from '../../lib/contracts/ai';
import { AppError } from '../../lib/errors';
import type { Db } from '../db';
import { aiUsage, users } from '../db/schema';
import { DAY_MS, dayNumber } from '../flashcards/scheduling/fsrs-scheduler';
import { isPremium as isPremiumUser } from '../subscriptions/premium-status';

/** The user's current day (a date, as PostgreSQL's `date` writes it) and when it ends. */
export function userDay(now: Date, offsetMinutes: number): { day: string; resetsOn: Date } {
  const number = dayNumber(now, offsetMinutes);
  return { day: new Date(number * DAY_MS).toISOString().slice(0, 10), resetsOn: new Date((number + 1) * DAY_MS - offsetMinutes * 60_000) };
}

type UsageContext = { isPremium: boolean; limits: AiDailyLimits; day: string; resetsOn: Date };

async function usageContext(db: Db, userUuid: string, now: Date): Promise<UsageContext> {
  const [user] = await db.select({ country: users.country, offset: users.timezoneOffsetMinutes }).from(users).where(eq(users.uuid, userUuid));
  if (!user) throw new AppError('NotFoundError', { resource: 'user' });
  const isPremium = await isPremiumUser(db, userUuid, now);
  return { isPremium, limits: isPremium ? PREMIUM_DAILY_LIMITS : freeDailyLimits(user.country), ...userDay(now, user.offset ?? 0) };
}

/** A counted use, to give back should the work fail before the user got anything (a provider failure). */
export type AiUsageTicket = { userUuid: string; day: string; kind: AiUsageKind };

/**
 * Counts one use of `kind` today, or throws NoTutoringMinutesAvailableError when today's limit is reached.
 * `proPlanUrl`: where the request's site sells the pro plan (null where it is not sold); never named to a subscriber.
 */
export async function countAiUsage(db: Db, { userUuid, kind, proPlanUrl, now = new Date() }: { userUuid: string; kind: AiUsageKind; proPlanUrl: string | null; now?: Date }): Promise<AiUsageTicket> {
  const { isPremium, limits, day, resetsOn } = await usageContext(db, userUuid, now);
  const limit = limits[kind];
  const counted =
    limit > 0
      ? await db
          .insert(aiUsage)
          .values({ userUuid, day, kind, count: 1 })
          .onConflictDoUpdate({ target: [aiUsage.userUuid, aiUsage.day, aiUsage.kind], set: { count: sql`${aiUsage.count} + 1` }, setWhere: sql`${aiUsage.count} < ${limit}` })
          .returning({ count: aiUsage.count })
      : [];
  // A subscriber at the pro limit is not offered the plan they have (issue 33).
  const offer = proPlanUrl && !isPremium ? { proPlanUrl } : {};
  if (counted.length === 0) throw new AppError('NoTutoringMinutesAvailableError', { kind, limit, resetsOn: resetsOn.toISOString(), ...offer });
  return { userUuid, day, kind };
}

/** Gives a counted use back (the work failed before the user got anything). */
export async function releaseAiUsage(db: Db, { userUuid, day, kind }: AiUsageTicket): Promise<void> {
  await db
    .update(aiUsage)
    .set({ count: sql`${aiUsage.count} - 1` })
    .where(and(eq(aiUsage.userUuid, userUuid), eq(aiUsage.day, day), eq(aiUsage.kind, kind), gt(aiUsage.count, 0)));
}

/** GET /ai/usage: today's limits and counts, and when they reset. */
export async function findAiUsage(db: Db, userUuid: string, now = new Date()): Promise<AiUsage> {
  const { isPremium, limits, day, resetsOn } = await usageContext(db, userUuid, now);
  const rows = await db.select({ kind: aiUsage.kind, count: aiUsage.count }).from(aiUsage).where(and(eq(aiUsage.userUuid, userUuid), eq(aiUsage.day, day)));
  const used = Object.fromEntries(AI_USAGE_KINDS.map((kind) => [kind, rows.find((row) => row.kind === kind)?.count ?? 0])) as Record<AiUsageKind, number>;
  return { isPremium, limits: { ...limits }, used, resetsOn: resetsOn.toISOString() };
}

/** Runs `work` as one counted use of `kind` (NoTutoringMinutesAvailableError past the limit), given back if it fails. */
export async function withAiUsage<T>(db: Db, usage: { userUuid: string; kind: AiUsageKind; proPlanUrl: string | null }, work: () => Promise<T>): Promise<T> {
  const ticket = await countAiUsage(db, usage);
  try {
    return await work();
  } catch (error) {
    await releaseAiUsage(db, ticket);
    throw error;
  }
}
