// The moderators' queue (issue 21): open reports, the same thing once with its report count, oldest first, each with
// what it says and whose it is. A moderator hides the thing (a message or poll gets hidden_on; a know is rejected
// with the reason MODERATION, which takes it out of pages, search and chats at once), warns or suspends its author
// (the account deactivated and its sign-ins ended), or dismisses the reports. A warned author gets a mail in their
// interface language on their site, saying what kind of thing it was (never its text) and linking the guidelines. Every action is written to the audit
// trail (moderation_actions) and closes every open report of that thing.
import { and, asc, count, eq, inArray, isNull } from 'drizzle-orm';
import type { z } from 'zod';
import type { adminReportSchema, moderateReportSchema } from '../../lib/contracts/chats';
import { AppError } from '../../lib/errors';
import type { Db } from '../db';
import { accounts, chatMessages, knowers, knows, moderationActions, polls, refreshTokens, reports, users } from '../db/schema';
import { logger } from '../logger';
import { mailSite } from '../mail/mail-site';
import { sendMail } from '../mail/send-mail';
import { routes } from '../../lib/routes/page-routes';

type AdminReport = z.infer<typeof adminReportSchema>;
type Moderation = z.infer<typeof moderateReportSchema>;
type Target = { targetType: AdminReport['targetType']; targetUuid: string };

/** What the thing says and whose it is. */
async function describe(db: Db, { targetType, targetUuid }: Target): Promise<{ excerpt: string; image: AdminReport['image']; authorUuid: string | null }> {
  if (targetType === 'CHAT_MESSAGE') {
    const [row] = await db
      .select({ text: chatMessages.text, author: chatMessages.userUuid, chatUuid: chatMessages.chatUuid, attachmentId: chatMessages.attachmentUuid })
      .from(chatMessages)
      .where(eq(chatMessages.uuid, targetUuid));
    const image = row?.attachmentId ? { chatUuid: row.chatUuid, attachmentId: row.attachmentId } : null;
    return { excerpt: row?.text ?? '', image, authorUuid: row?.author ?? null };
  }
  return { ...(await describeOther(db, { targetType, targetUuid })), image: null };
}

async function describeOther(db: Db, { targetType, targetUuid }: Target): Promise<{ excerpt: string; authorUuid: string | null }> {
  if (targetType === 'KNOW') {
    const [row] = await db.select({ title: knows.title, author: knowers.userUuid }).from(knows).innerJoin(knowers, eq(knowers.uuid, knows.knowerUuid)).where(eq(knows.uuid, targetUuid));
    return { excerpt: row?.title ?? '', authorUuid: row?.author ?? null };
  }
  if (targetType === 'POLL') {
    const [row] = await db.select({ question: polls.question, author: knowers.userUuid }).from(polls).innerJoin(knowers, eq(knowers.uuid, polls.knowerUuid)).where(eq(polls.uuid, targetUuid));
    return { excerpt: row?.question ?? '', authorUuid: row?.author ?? null };
  }
  const [row] = await db.select({ name: users.name }).from(users).where(eq(users.uuid, targetUuid));
  return { excerpt: row?.name ?? '', authorUuid: row ? targetUuid : null };
}

export async function listOpenReports(db: Db): Promise<{ reports: AdminReport[] }> {
  const open = await db.select().from(reports).where(isNull(reports.resolvedOn)).orderBy(asc(reports.createdOn)).limit(500);
  const counts = await db
    .select({ targetType: reports.targetType, targetUuid: reports.targetUuid, total: count() })
    .from(reports)
    .where(isNull(reports.resolvedOn))
    .groupBy(reports.targetType, reports.targetUuid);
  const seen = new Set<string>();
  const first = open.filter((report) => {
    const key = `${report.targetType}:${report.targetUuid}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  return {
    reports: await Promise.all(
      first.slice(0, 100).map(async (report) => ({
        uuid: report.uuid,
        targetType: report.targetType,
        targetUuid: report.targetUuid,
        reason: report.reason,
        details: report.details,
        createdOn: report.createdOn.toISOString(),
        ...(await describe(db, report)),
        reportCount: Number(counts.find((row) => row.targetType === report.targetType && row.targetUuid === report.targetUuid)?.total ?? 1),
      })),
    ),
  };
}

async function hide(db: Db, { targetType, targetUuid }: Target, now: Date): Promise<void> {
  if (targetType === 'CHAT_MESSAGE') await db.update(chatMessages).set({ hiddenOn: now }).where(eq(chatMessages.uuid, targetUuid));
  else if (targetType === 'POLL') await db.update(polls).set({ hiddenOn: now }).where(eq(polls.uuid, targetUuid));
  else if (targetType === 'KNOW') await db.update(knows).set({ status: 'REJECTED', rejectionReason: 'MODERATION', updatedOn: now }).where(eq(knows.uuid, targetUuid));
  else throw new AppError('BadRequestError', { reason: 'A user is warned or suspended, not hidden.' });
}

async function suspend(db: Db, userUuid: string): Promise<void> {
  await db.update(users).set({ active: false }).where(eq(users.uuid, userUuid));
  const owned = await db.select({ uuid: accounts.uuid }).from(accounts).where(eq(accounts.userUuid, userUuid));
  if (owned.length) await db.delete(refreshTokens).where(inArray(refreshTokens.accountUuid, owned.map((account) => account.uuid)));
}

/** Tells a warned author by mail; a mail that cannot be written never undoes the warning (it is logged). */
async function mailWarning(db: Db, userUuid: string, target: AdminReport['targetType']): Promise<void> {
  try {
    const [row] = await db
      .select({ name: users.name, country: users.country, interfaceLanguage: users.interfaceLanguage, email: accounts.email })
      .from(users)
      .innerJoin(accounts, eq(accounts.userUuid, users.uuid))
      .where(eq(users.uuid, userUuid));
    if (!row) return;
    const site = mailSite(row);
    await sendMail(db, { userUuid, emailType: 'moderation-warning', to: row.email, locale: site.locale, template: 'moderation-warning', params: { name: row.name, target, link: site.href(routes.legal('guidelines')) }, site });
  } catch (error) {
    logger().error({ err: error, userUuid }, 'moderation: the warning mail could not be written');
  }
}

export async function moderateReport(db: Db, adminUuid: string, reportUuid: string, { action, note }: Moderation): Promise<{ uuid: string; action: Moderation['action']; createdOn: string }> {
  const [report] = await db.select().from(reports).where(eq(reports.uuid, reportUuid));
  if (!report) throw new AppError('NotFoundError', { reason: 'No such report.' });
  const target = { targetType: report.targetType, targetUuid: report.targetUuid };
  const now = new Date();
  if (action === 'HIDE') await hide(db, target, now);
  const author = action === 'SUSPEND' || action === 'WARN' ? (await describe(db, target)).authorUuid : null;
  if (action === 'SUSPEND') {
    if (!author) throw new AppError('NotFoundError', { reason: 'Nobody to suspend.' });
    await suspend(db, author);
  }
  if (action === 'WARN' && !author) throw new AppError('NotFoundError', { reason: 'Nobody to warn.' });
  const [logged] = await db.insert(moderationActions).values({ reportUuid, adminUuid, action, ...target, note: note ?? '', createdOn: now }).returning();
  await db.update(reports).set({ resolvedOn: now }).where(and(eq(reports.targetType, report.targetType), eq(reports.targetUuid, report.targetUuid), isNull(reports.resolvedOn)));
  if (action === 'WARN' && author) await mailWarning(db, author, report.targetType);
  return { uuid: logged!.uuid, action, createdOn: now.toISOString() };
}
