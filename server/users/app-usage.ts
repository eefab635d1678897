// App usage of a user (spec §7): each app open, and each IP lookup with the caller's address and what the client
// sent about itself (time zone, languages, screen).
import type { IpLookupBody } from '../../lib/contracts/app-usage';
import type { Db } from '../db';
import { userAppOpens, userIpLookups } from '../db/schema';

export async function recordAppOpen(db: Db, userUuid: string): Promise<void> {
  await db.insert(userAppOpens).values({ userUuid });
}

export async function recordIpLookup(db: Db, userUuid: string, ip: string, data: IpLookupBody): Promise<void> {
  await db.insert(userIpLookups).values({ userUuid, ip, data });
}
