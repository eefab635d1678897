// Records a user's time-zone offset (minutes east of UTC).
import { eq } from 'drizzle-orm';
import type { Db } from '../db';
import { users } from '../db/schema';

export async function setTimezone(db: Db, userUuid: string, offsetMinutes: number): Promise<void> {
  await db.update(users).set({ timezoneOffsetMinutes: offsetMinutes }).where(eq(users.uuid, userUuid));
}
