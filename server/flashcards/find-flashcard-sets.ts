// GET flashcards/sets: the flashcard sets a user studies — their own flashcard knows (drafts too), the ones saved to
// their library that they may see, and any set they have studied — with title, address and how many cards each holds.
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { FlashcardSet } from '../../lib/contracts/flashcards';
import { knowPath } from '../../lib/knows/paths';
import type { Db } from '../db';
import { flashcardCards, flashcardStates, knowers, knows, libraryItems } from '../db/schema';
import { studiedKnowUuids } from './find-due-flashcards';

export async function findFlashcardSets(db: Db, userUuid: string): Promise<FlashcardSet[]> {
  const uuids = await studiedKnowUuids(db, userUuid);
  if (uuids.length === 0) return [];
  const rows = await db
    .select({
      uuid: knows.uuid,
      title: knows.title,
      slug: knows.slug,
      status: knows.status,
      owner: knowers.userUuid,
      saved: sql<boolean>`exists (select 1 from ${libraryItems} where ${libraryItems.knowUuid} = ${knows.uuid} and ${libraryItems.userUuid} = ${userUuid})`,
      cardCount: sql<number>`(select count(*)::int from ${flashcardCards} where ${flashcardCards.knowUuid} = ${knows.uuid})`,
      studiedCount: sql<number>`(select count(*)::int from ${flashcardStates} where ${flashcardStates.knowUuid} = ${knows.uuid} and ${flashcardStates.userUuid} = ${userUuid})`,
    })
    .from(knows)
    .innerJoin(knowers, eq(knowers.uuid, knows.knowerUuid))
    .where(and(inArray(knows.uuid, uuids), eq(knows.knowFormat, 'FLASHCARDS')));
  return rows.map((row) => ({
    knowUuid: row.uuid,
    title: row.title,
    path: row.status === 'PUBLISHED' ? knowPath({ uuid: row.uuid, slug: row.slug }) : null,
    source: row.owner === userUuid ? 'own' : row.saved ? 'saved' : 'studied',
    cardCount: Number(row.cardCount),
    studiedCount: Number(row.studiedCount),
  }));
}
