// "Download my data" (GDPR article 20): one ZIP with everything the product holds about the user, as JSON, plus the
// original files of their knows and their profile picture. Secrets stay out (password hash, TOTP secret, recovery
// and refresh token hashes): the export says that they exist, not what they are.
import { desc, eq } from 'drizzle-orm';
import { strToU8, zipSync, type Zippable } from 'fflate';
import type { Db } from '../db';
import { accounts, analyticsEvents, knowers, knowLikes, knows, libraryFolders, libraryItems, outboxMails, refreshTokens, userAppOpens, userIpLookups, users } from '../db/schema';
import type { FileStorage } from '../files/storage';
import { countRecoveryCodesLeft } from '../auth/recovery-codes';
import { findUser } from '../users/find-user';

const README = `Your Knowly data

profile.json        your profile as the app shows it to you
account.json        your sign-in account: e-mail address, when it was confirmed, two-step sign-in
sign-ins.json       every sign-in (device or browser) and when it started, was last renewed and ended
knows.json          the knows you uploaded, with their details; their original files are in files/knows/
library.json        your library folders and the knows you saved
likes.json          the knows you liked
events.json         the app usage events tied to you (what you did in the app, for statistics)
app-opens.json      when you opened the app
ip-lookups.json     the network addresses the app looked up for you
mails.json          the e-mails Knowly sent you
files/              the original files of your knows and your profile picture

Passwords, two-step sign-in secrets and recovery codes are stored only as one-way hashes or secrets that are never
shown again; they are not part of this export.
`;

/** A file name safe inside a ZIP: no folders, no control characters. */
const safeName = (name: string) => [...name].map((char) => (char === '/' || char === '\\' || char.charCodeAt(0) < 0x20 ? '_' : char)).join('').slice(0, 120) || 'file';

const json = (value: unknown) => strToU8(`${JSON.stringify(value, null, 2)}\n`);

async function knowFiles(storage: FileStorage, rows: { uuid: string; originalFiles: string[]; originalFilename: string | null }[]): Promise<Zippable> {
  const files: Zippable = {};
  for (const know of rows) {
    for (const [index, key] of know.originalFiles.entries()) {
      const stored = await storage.get(key);
      if (!stored) continue;
      const extension = key.split('.').pop() ?? 'bin';
      const name = know.originalFiles.length === 1 && know.originalFilename ? safeName(know.originalFilename) : `${index + 1}.${extension}`;
      // Level 0: PDFs and images are compressed already.
      files[`files/knows/${know.uuid}/${name}`] = [new Uint8Array(stored.data), { level: 0 }];
    }
  }
  return files;
}

/** The ZIP of the user's data, with the date of the export in its file name. */
export async function exportAccountData(db: Db, storage: FileStorage, userUuid: string, now = new Date()): Promise<{ filename: string; data: Buffer }> {
  const profile = await findUser(db, userUuid);
  const [[account], [user], ownKnows, folders, saved, liked, events, opens, lookups, mails, signIns] = await Promise.all([
    db.select().from(accounts).where(eq(accounts.userUuid, userUuid)),
    db.select({ profilePictureKey: users.profilePictureKey, createdOn: users.createdOn }).from(users).where(eq(users.uuid, userUuid)),
    db.select({ know: knows }).from(knows).innerJoin(knowers, eq(knowers.uuid, knows.knowerUuid)).where(eq(knowers.userUuid, userUuid)).orderBy(desc(knows.createdOn)),
    db.select().from(libraryFolders).where(eq(libraryFolders.userUuid, userUuid)),
    db.select({ knowUuid: libraryItems.knowUuid, title: knows.title, folderUuid: libraryItems.folderUuid, savedOn: libraryItems.savedOn })
      .from(libraryItems).innerJoin(knows, eq(knows.uuid, libraryItems.knowUuid)).where(eq(libraryItems.userUuid, userUuid)),
    db.select({ knowUuid: knowLikes.knowUuid, title: knows.title, likedOn: knowLikes.createdOn })
      .from(knowLikes).innerJoin(knows, eq(knows.uuid, knowLikes.knowUuid)).where(eq(knowLikes.userUuid, userUuid)),
    db.select({ uuid: analyticsEvents.uuid, name: analyticsEvents.name, payload: analyticsEvents.payload, receivedOn: analyticsEvents.receivedOn })
      .from(analyticsEvents).where(eq(analyticsEvents.userUuid, userUuid)).orderBy(analyticsEvents.receivedOn),
    db.select({ openedOn: userAppOpens.openedOn }).from(userAppOpens).where(eq(userAppOpens.userUuid, userUuid)),
    db.select({ ip: userIpLookups.ip, data: userIpLookups.data, createdOn: userIpLookups.createdOn }).from(userIpLookups).where(eq(userIpLookups.userUuid, userUuid)),
    db.select({ emailType: outboxMails.emailType, to: outboxMails.to, subject: outboxMails.subject, text: outboxMails.text, createdOn: outboxMails.createdOn, sentOn: outboxMails.sentOn })
      .from(outboxMails).where(eq(outboxMails.userUuid, userUuid)).orderBy(outboxMails.createdOn),
    db.select({ familyUuid: refreshTokens.familyUuid, createdOn: refreshTokens.createdOn, expiresOn: refreshTokens.expiresOn, revokedOn: refreshTokens.revokedOn })
      .from(refreshTokens).innerJoin(accounts, eq(accounts.uuid, refreshTokens.accountUuid)).where(eq(accounts.userUuid, userUuid)).orderBy(refreshTokens.createdOn),
  ]);

  const sessions = new Map<string, { sessionUuid: string; startedOn: Date; lastRenewedOn: Date; endedOn: Date | null }>();
  for (const token of signIns) {
    const session = sessions.get(token.familyUuid) ?? { sessionUuid: token.familyUuid, startedOn: token.createdOn, lastRenewedOn: token.createdOn, endedOn: null };
    session.lastRenewedOn = token.createdOn;
    session.endedOn = token.revokedOn ?? (token.expiresOn < now ? token.expiresOn : null);
    sessions.set(token.familyUuid, session);
  }
  const knowRows = ownKnows.map(({ know }) => know);
  const picture = user?.profilePictureKey ? await storage.get(user.profilePictureKey) : null;

  const entries: Zippable = {
    'README.txt': strToU8(README),
    'profile.json': json(profile),
    'account.json': json({
      email: account?.email ?? null,
      createdOn: account?.createdOn ?? user?.createdOn ?? null,
      emailConfirmedOn: account?.emailConfirmedOn ?? null,
      twoFactorEnabledOn: account?.totpEnabledOn ?? null,
      recoveryCodesLeft: account?.totpEnabledOn ? await countRecoveryCodesLeft(db, account.uuid) : 0,
    }),
    'sign-ins.json': json([...sessions.values()]),
    'knows.json': json(knowRows.map(({ searchVector: _search, visitorSearchVector: _visitor, ...know }) => know)),
    'library.json': json({ folders, items: saved }),
    'likes.json': json(liked),
    'events.json': json(events),
    'app-opens.json': json(opens),
    'ip-lookups.json': json(lookups),
    'mails.json': json(mails),
    ...(await knowFiles(storage, knowRows)),
    ...(picture ? { 'files/profile-picture.webp': [new Uint8Array(picture.data), { level: 0 }] as const } : {}),
  };
  const data = Buffer.from(zipSync(entries, { level: 6, mtime: now }));
  return { filename: `knowly-data-${now.toISOString().slice(0, 10)}.zip`, data };
}
