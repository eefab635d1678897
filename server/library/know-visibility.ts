// Which knows a signed-in user may see and save: public ones, and their own whatever their state.
import { and, eq, or, sql } from 'drizzle-orm';
import type { Db } from '../db';
import { knowers, knows } from '../db/schema';
import { isPublicKnow } from '../knows/know-summaries';

/** SQL condition over `knows` (no join needed): public, or written by the user. */
export function visibleToUser(userUuid: string) {
  return or(isPublicKnow, sql`${knows.knowerUuid} in (select ${knowers.uuid} from ${knowers} where ${knowers.userUuid} = ${userUuid})`)!;
}

export async function isKnowVisibleToUser(db: Db, knowUuid: string, userUuid: string): Promise<boolean> {
  const [row] = await db.select({ uuid: knows.uuid }).from(knows).where(and(eq(knows.uuid, knowUuid), visibleToUser(userUuid)));
  return Boolean(row);
}
