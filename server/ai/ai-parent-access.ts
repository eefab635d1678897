// Parent access to a student's AI chats (issue 18): the student makes a link (its uuid is the secret, it works for
// AI_PARENT_ACCESS_DAYS), lists and revokes theirs; whoever holds a working link sees the student's first name (or
// username) and their chats, read-only. A revoked, expired or unknown link is NotFoundError, all alike.
import { and, desc, eq, gt, isNull } from 'drizzle-orm';
import { AI_PARENT_ACCESS_DAYS } from '../../config/ai-limits';
import type { AiParentView } from '../../lib/contracts/ai';
import { AppError } from '../../lib/errors';
import type { Db } from '../db';
import { aiParentAccesses, users } from '../db/schema';
import { findAiChatsOfUser } from './ai-chats';

type AccessRow = typeof aiParentAccesses.$inferSelect;

const DAY_MS = 24 * 60 * 60 * 1000;

const accessOut = (row: AccessRow) => ({
  uuid: row.uuid,
  createdOn: row.createdOn.toISOString(),
  expiresOn: row.expiresOn.toISOString(),
  revokedOn: row.revokedOn?.toISOString() ?? null,
});

const accessNotFound = () => new AppError('NotFoundError', { resource: 'parentAccess' });

export async function createAiParentAccess(db: Db, userUuid: string, now = new Date()) {
  const [row] = await db
    .insert(aiParentAccesses)
    .values({ userUuid, createdOn: now, expiresOn: new Date(now.getTime() + AI_PARENT_ACCESS_DAYS * DAY_MS) })
    .returning();
  return accessOut(row!);
}

export async function listAiParentAccesses(db: Db, userUuid: string) {
  const rows = await db.select().from(aiParentAccesses).where(eq(aiParentAccesses.userUuid, userUuid)).orderBy(desc(aiParentAccesses.createdOn));
  return { accesses: rows.map(accessOut) };
}

/** Revokes one of the user's links (revoking it again changes nothing); another user's is NotFoundError. */
export async function revokeAiParentAccess(db: Db, userUuid: string, accessUuid: string, now = new Date()): Promise<void> {
  const [row] = await db
    .select()
    .from(aiParentAccesses)
    .where(and(eq(aiParentAccesses.uuid, accessUuid), eq(aiParentAccesses.userUuid, userUuid)));
  if (!row) throw accessNotFound();
  if (!row.revokedOn) await db.update(aiParentAccesses).set({ revokedOn: now }).where(eq(aiParentAccesses.uuid, accessUuid));
}

/** The first word of a name ("Mia Sommer" → "Mia"), else the username: what a parent sees of the student. */
function firstNameOf(user: { name: string; username: string | null }): string {
  return user.name.trim().split(/\s+/)[0] || user.username || '';
}

/** What the holder of a working link sees. */
export async function findAiParentView(db: Db, accessUuid: string, now = new Date()): Promise<AiParentView> {
  const [access] = await db
    .select({ expiresOn: aiParentAccesses.expiresOn, userUuid: users.uuid, name: users.name, username: users.username, active: users.active })
    .from(aiParentAccesses)
    .innerJoin(users, eq(users.uuid, aiParentAccesses.userUuid))
    .where(and(eq(aiParentAccesses.uuid, accessUuid), isNull(aiParentAccesses.revokedOn), gt(aiParentAccesses.expiresOn, now)));
  if (!access || !access.active) throw accessNotFound();
  return { studentName: firstNameOf(access), expiresOn: access.expiresOn.toISOString(), chats: await findAiChatsOfUser(db, access.userUuid) };
}
