// Rows for the AI integration tests: knows with processed pages (text per page, documents READY), and the events of a
// Server-Sent Events answer read from a real socket.
import { eq } from 'drizzle-orm';
import { getDb } from '../../db';
import { knowers, knowPages, knows } from '../../db/schema';
import { makeKnow, type KnowOptions } from '../../../tests/integration/know-fixtures';

/** The user's knower, made on their first know. */
async function knowerOf(userUuid: string): Promise<string> {
  const db = await getDb();
  await db.insert(knowers).values({ userUuid }).onConflictDoNothing({ target: knowers.userUuid });
  const [row] = await db.select({ uuid: knowers.uuid }).from(knowers).where(eq(knowers.userUuid, userUuid));
  return row!.uuid;
}

/** A know of `ownerUuid` whose document is processed: one page row per text (published and public unless said). */
export async function makeKnowWithPages(ownerUuid: string, pages: string[], options: KnowOptions & { documentState?: 'PENDING' | 'READY' } = {}): Promise<string> {
  const db = await getDb();
  const uuid = await makeKnow(await knowerOf(ownerUuid), options);
  await db.update(knows).set({ documentState: options.documentState ?? 'READY', pageCount: pages.length, textContent: pages.join('\n\n') }).where(eq(knows.uuid, uuid));
  if (pages.length) {
    await db.insert(knowPages).values(pages.map((text, index) => ({ knowUuid: uuid, pageNumber: index + 1, imageKey: `test/${uuid}/${index + 1}.webp`, previewKey: `test/${uuid}/${index + 1}.preview.webp`, width: 800, height: 1131, text })));
  }
  return uuid;
}

/** The data of each event of a finished Server-Sent Events answer, with its `event:` name if it has one. */
export function eventsOf(text: string): { event?: string; data: unknown }[] {
  return text
    .split('\n\n')
    .filter((block) => block.trim() !== '' && !block.startsWith(':'))
    .map((block) => {
      const lines = block.split('\n');
      const event = lines.find((line) => line.startsWith('event: '))?.slice('event: '.length);
      const data = lines.filter((line) => line.startsWith('data: ')).map((line) => line.slice('data: '.length)).join('\n');
      return { ...(event ? { event } : {}), data: JSON.parse(data) as unknown };
    });
}
