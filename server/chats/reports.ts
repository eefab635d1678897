// Reports (issue 21): a signed-in user reports a know, a message of one of their chats, a poll or a user, with a reason, for
// the moderators' queue. One report per reporter and thing (DuplicateError again); a thing the reporter cannot see is
// NotFoundError, so reports cannot probe for other people's messages.
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { createReportSchema } from '../../lib/contracts/chats';
import { AppError } from '../../lib/errors';
import type { Db } from '../db';
import { isUniqueViolation } from '../db/errors';
import { chatMembers, chatMessages, knows, polls, reports, users } from '../db/schema';

type ReportInput = z.infer<typeof createReportSchema>;

async function targetExists(db: Db, me: string, { targetType, targetUuid }: ReportInput): Promise<boolean> {
  if (targetType === 'KNOW') return (await db.select({ uuid: knows.uuid }).from(knows).where(eq(knows.uuid, targetUuid))).length > 0;
  if (targetType === 'USER') return (await db.select({ uuid: users.uuid }).from(users).where(eq(users.uuid, targetUuid))).length > 0;
  if (targetType === 'POLL') return (await db.select({ uuid: polls.uuid }).from(polls).where(eq(polls.uuid, targetUuid))).length > 0;
  const rows = await db
    .select({ uuid: chatMessages.uuid })
    .from(chatMessages)
    .innerJoin(chatMembers, and(eq(chatMembers.chatUuid, chatMessages.chatUuid), eq(chatMembers.userUuid, me)))
    .where(eq(chatMessages.uuid, targetUuid));
  return rows.length > 0;
}

export async function createReport(db: Db, me: string, input: ReportInput): Promise<{ reportUuid: string }> {
  if (!(await targetExists(db, me, input))) throw new AppError('NotFoundError', { reason: 'Nothing to report there.' });
  try {
    const [created] = await db
      .insert(reports)
      .values({ reporterUuid: me, targetType: input.targetType, targetUuid: input.targetUuid, reason: input.reason, details: input.details ?? '' })
      .returning({ uuid: reports.uuid });
    return { reportUuid: created!.uuid };
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('DuplicateError', { reason: 'You already reported this.' });
    throw error;
  }
}
