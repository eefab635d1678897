// Reads a user in the spec's User shape (§3), with the private fields the user sees of themself.
import { asc, eq } from 'drizzle-orm';
import { endpointUrl, profilePicture } from '../../lib/api/endpoints';
import { AppError } from '../../lib/errors';
import type { User } from '../../lib/contracts/users';
import type { Db } from '../db';
import { isAgeConfirmationPending, isParentalConsentPending } from '../auth/parental-consent';
import { countRecoveryCodesLeft } from '../auth/recovery-codes';
import { premiumStatusOf } from '../subscriptions/premium-status';
import { accounts, grades, knowers, schoolTypes, subjects, userGrades, users, userSubjects } from '../db/schema';

/** The public path of a stored profile picture; the key changes with every upload, so it busts caches. */
export function profilePictureUrl(userUuid: string, key: string | null): string | null {
  if (!key) return null;
  const version = key.split('/').pop()?.split('.')[0] ?? '';
  return `${endpointUrl(profilePicture, { id: userUuid })}?v=${encodeURIComponent(version)}`;
}

export async function findUser(db: Db, userUuid: string): Promise<User> {
  const [row] = await db
    .select({ user: users, knower: knowers, account: accounts, schoolType: { id: schoolTypes.id, name: schoolTypes.name } })
    .from(users)
    .innerJoin(accounts, eq(accounts.userUuid, users.uuid))
    .leftJoin(knowers, eq(knowers.userUuid, users.uuid))
    .leftJoin(schoolTypes, eq(schoolTypes.id, users.schoolTypeId))
    .where(eq(users.uuid, userUuid));
  if (!row) throw new AppError('NotFoundError', { resource: 'user' });
  const [gradeRows, subjectRows, recoveryCodesLeft, premiumStatus] = await Promise.all([
    db.select({ id: grades.id, level: grades.level, name: grades.name }).from(userGrades).innerJoin(grades, eq(grades.id, userGrades.gradeId))
      .where(eq(userGrades.userUuid, userUuid)).orderBy(asc(grades.level)),
    db.select({ id: subjects.id, slug: subjects.slug, name: subjects.name }).from(userSubjects).innerJoin(subjects, eq(subjects.id, userSubjects.subjectId))
      .where(eq(userSubjects.userUuid, userUuid)).orderBy(asc(subjects.name)),
    row.account.totpEnabledOn ? countRecoveryCodesLeft(db, row.account.uuid) : 0,
    premiumStatusOf(db, userUuid),
  ]);
  const { user, knower, account } = row;
  return {
    uuid: user.uuid,
    createdOn: user.createdOn.toISOString(),
    name: user.name,
    username: user.username,
    country: user.country,
    interfaceLanguage: user.interfaceLanguage,
    primaryContentLanguage: user.primaryContentLanguage,
    region: user.region,
    schoolType: row.schoolType?.id ? { id: row.schoolType.id, name: row.schoolType.name } : null,
    grade: gradeRows[0] ?? null,
    grades: gradeRows,
    subjects: subjectRows,
    examBoard: user.examBoard,
    /** From the subscriptions (server/subscriptions/premium-status.ts), never from the stored column. */
    premiumStatus,
    knowerUuid: knower?.uuid ?? null,
    source: user.source,
    sourceCampaign: user.sourceCampaign,
    isActiveKnower: Boolean(knower?.isActive),
    active: user.active,
    profilePictureUrl: profilePictureUrl(user.uuid, user.profilePictureKey),
    accountUuid: account.uuid,
    email: account.email,
    emailConfirmed: account.emailConfirmedOn !== null,
    twoFactorEnabled: account.totpEnabledOn !== null,
    newsletter: user.newsletter,
    onboarded: user.onboardedOn !== null,
    timezoneOffsetMinutes: user.timezoneOffsetMinutes,
    themePreference: user.themePreference,
    recoveryCodesLeft,
    parentalConsentPending: isParentalConsentPending(user),
    ageConfirmationPending: isAgeConfirmationPending(user),
    shareId: user.shareId,
  };
}
