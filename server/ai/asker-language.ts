// The language an AI answer's own words are in: the asker's interface language.
import { eq } from 'drizzle-orm';
import type { Db } from '../db';
import { users } from '../db/schema';

export async function askerLanguageOf(db: Db, userUuid: string): Promise<string> {
  const [user] = await db.select({ language: users.interfaceLanguage }).from(users).where(eq(users.uuid, userUuid));
  return user?.language ?? 'en';
}
