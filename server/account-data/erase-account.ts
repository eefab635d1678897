// Deleting an account (GDPR article 17): after the password (and, with 2FA on, a second factor), everything personal
// goes — credentials, sign-ins, profile, picture, flashcard import images, library, likes, mails, app opens, IP lookups — and analytics events
// lose their link to the person. Knows go too, unless the user chose to keep their published public knows for other
// learners: then the user row stays as an anonymous, inactive "former member" that only authors those knows (no
// profile page, no link to one, nothing personal left in it).
import { and, eq, inArray, not, sql } from 'drizzle-orm';
import type { DeleteAccountBody } from '../../lib/contracts/account-data';
import { AppError } from '../../lib/errors';
import { announceSignInsEnded } from '../auth/ended-sign-ins';
import { verifyPassword } from '../auth/passwords';
import { checkSignInFactor } from '../auth/two-factor';
import type { Db } from '../db';
import { accounts, analyticsEvents, knowers, knowLikes, knows, libraryFolders, libraryItems, outboxMails, userAppOpens, userGrades, userIpLookups, users, userSubjects } from '../db/schema';
import type { FileStorage } from '../files/storage';
import { removeImportImagesOf } from '../flashcards/import/import-images-job';
import { removeKnow } from '../knows/delete-know';
import { isPublicKnow } from '../knows/know-summaries';
import { invalidateKnowPage } from '../knows/page-cache';
import { deleteProfilePicture } from '../users/profile-picture';
import { formerMemberName } from './former-member';

export type ErasedAccount = { userUuid: string; keptKnows: number; deletedKnows: number };

/** Checks that the caller may delete this account: the password and, with 2FA on, a second factor. */
async function checkDeletionAllowed(db: Db, accountUuid: string, body: DeleteAccountBody) {
  const [account] = await db.select().from(accounts).where(eq(accounts.uuid, accountUuid));
  if (!account) throw new AppError('NotFoundError', { resource: 'account' });
  if (!(await verifyPassword(account.passwordHash, body.password))) throw new AppError('InvalidCredentialsError', { field: 'password' });
  await checkSignInFactor(db, account, { totp: body.totp, recoveryCode: body.recoveryCode });
  return account;
}

export async function eraseAccount(db: Db, storage: FileStorage, accountUuid: string, body: DeleteAccountBody): Promise<ErasedAccount> {
  const { userUuid } = await checkDeletionAllowed(db, accountUuid, body);
  const ownKnows = await db
    .select({ uuid: knows.uuid, status: knows.status, originalFiles: knows.originalFiles, updatedOn: knows.updatedOn, isPublic: sql<boolean>`${isPublicKnow}` })
    .from(knows)
    .innerJoin(knowers, eq(knowers.uuid, knows.knowerUuid))
    .where(eq(knowers.userUuid, userUuid));
  const kept = body.knows === 'keep' ? ownKnows.filter((know) => know.isPublic) : [];
  const keptUuids = new Set(kept.map((know) => know.uuid));
  for (const know of ownKnows) if (!keptUuids.has(know.uuid)) await removeKnow(db, storage, know);
  await deleteProfilePicture(db, storage, userUuid);
  await removeImportImagesOf(db, storage, userUuid);

  await db.transaction(async (tx) => {
    await tx.update(analyticsEvents).set({ userUuid: null }).where(eq(analyticsEvents.userUuid, userUuid));
    await tx.delete(outboxMails).where(eq(outboxMails.userUuid, userUuid));
    if (kept.length === 0) {
      // Cascades to the account (sign-ins, recovery codes, mail tokens), knower, library, likes, grades, subjects, app opens, IP lookups.
      await tx.delete(users).where(eq(users.uuid, userUuid));
      return;
    }
    const [user] = await tx.select({ interfaceLanguage: users.interfaceLanguage }).from(users).where(eq(users.uuid, userUuid));
    await tx.delete(accounts).where(eq(accounts.userUuid, userUuid));
    const liked = await tx.delete(knowLikes).where(eq(knowLikes.userUuid, userUuid)).returning({ knowUuid: knowLikes.knowUuid });
    if (liked.length > 0) {
      await tx
        .update(knows)
        .set({ likeCount: sql`greatest(${knows.likeCount} - 1, 0)` })
        .where(and(inArray(knows.uuid, liked.map((like) => like.knowUuid)), not(inArray(knows.uuid, [...keptUuids]))));
    }
    await tx.delete(libraryItems).where(eq(libraryItems.userUuid, userUuid));
    await tx.delete(libraryFolders).where(eq(libraryFolders.userUuid, userUuid));
    await tx.delete(userGrades).where(eq(userGrades.userUuid, userUuid));
    await tx.delete(userSubjects).where(eq(userSubjects.userUuid, userUuid));
    await tx.delete(userAppOpens).where(eq(userAppOpens.userUuid, userUuid));
    await tx.delete(userIpLookups).where(eq(userIpLookups.userUuid, userUuid));
    await tx.update(knowers).set({ isActive: false, bio: '' }).where(eq(knowers.userUuid, userUuid));
    await tx
      .update(users)
      .set({ name: formerMemberName(user?.interfaceLanguage ?? 'en'), username: null, region: null, schoolTypeId: null, examBoard: null, source: null, sourceCampaign: null, active: false, newsletter: false, timezoneOffsetMinutes: null, onboardedOn: null })
      .where(eq(users.uuid, userUuid));
  });
  for (const know of kept) invalidateKnowPage(know.uuid);
  // Its open streams (chats, AI answers) end now, in every process, not at their next heartbeat.
  await announceSignInsEnded(accountUuid);
  return { userUuid, keptKnows: kept.length, deletedKnows: ownKnows.length - kept.length };
}
