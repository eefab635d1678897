// Issue 31: a flashcard set is found by its cards' text — "Zelle" and "Mitochondrien" find a "Zellorganellen" set whose
// cards mention them — within the content blur: a visitor searches the cards a visitor may see (the first five, or all
// where the know's country shows content unblurred), a signed-in user every card; the vector follows the cards.
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { SearchKnowsResponse } from '../../../lib/contracts/search';
import { getDb, type Db } from '../../db';
import { flashcardCards, knows, users } from '../../db/schema';
import { MemoryStorage } from '../../files/memory-storage';
import { createFlashcardKnow } from '../../flashcards/create-flashcard-know';
import { indexKnow } from '../index-know';
import { searchKnows } from '../search-knows';

let db: Db;
let zellorganellen: string;
const note = (front: string, back: string, kind: 'basic' | 'reversed' | 'cloze' = 'basic') => ({ kind, front, back, frontImage: null, backImage: null });

const search = async (query: string, audience: 'member' | 'visitor', language = 'de') =>
  ((await searchKnows(db, { query, language, page: 1, pageSize: 20, audience })) as SearchKnowsResponse).knows.map((know) => know.title);

async function publishedSet(country: string, language: string, title: string, notes: ReturnType<typeof note>[]) {
  const [user] = await db.insert(users).values({ name: 'Lea', country, interfaceLanguage: language, primaryContentLanguage: language }).returning({ uuid: users.uuid });
  const { knowUuid } = await createFlashcardKnow(db, new MemoryStorage(), user!.uuid, { notes, title });
  await db.update(knows).set({ status: 'PUBLISHED', publishedOn: new Date() }).where(eq(knows.uuid, knowUuid));
  await indexKnow(db, knowUuid);
  return knowUuid;
}

beforeAll(async () => {
  db = await getDb();
  zellorganellen = await publishedSet('DE', 'de', 'Zellorganellen', [
    note('Was ist die kleinste Einheit des Lebens?', '<b>Die Zelle</b>'),
    note('{{c1::Mitochondrien::Organell}} sind die Kraftwerke', ''),
    note('Zellkern', 'enthält die Erbinformation', 'reversed'),
    note('Ribosomen', 'bauen Proteine'),
    note('Golgi-Apparat', 'verpackt Proteine'),
    note('Lysosomen', 'Verdauung in der Zelle'),
    note('Chloroplasten', 'Fotosynthese in Pflanzenzellen'),
  ]);
  await publishedSet('TR', 'tr', 'Hücre organelleri', [note('Hücre zarı', 'seçici geçirgen'), ...['bir', 'iki', 'üç', 'dört', 'beş'].map((word) => note(`Kart ${word}`, 'cevap')), note('Kloroplast', 'fotosentez yapar')]);
});

describe('search finds flashcard sets by their cards', () => {
  it('"Zelle" and "Mitochondrien" (a cloze deletion) find the Zellorganellen set, for visitors and signed-in users', async () => {
    for (const audience of ['member', 'visitor'] as const) {
      expect(await search('Zelle', audience), audience).toContain('Zellorganellen');
      expect(await search('Mitochondrien', audience), audience).toContain('Zellorganellen');
      expect(await search('Erbinformation', audience), audience).toContain('Zellorganellen');
    }
  });

  it('a visitor does not find a blurred set by a card past the first five; a signed-in user does', async () => {
    // Cards 1–5 are notes 1–4 (the reversed note makes two); "Golgi-Apparat" is card 6.
    expect(await search('Fotosynthese', 'visitor')).not.toContain('Zellorganellen');
    expect(await search('Golgi', 'visitor')).not.toContain('Zellorganellen');
    expect(await search('Fotosynthese', 'member')).toContain('Zellorganellen');
    expect(await search('Golgi', 'member')).toContain('Zellorganellen');
  });

  it('a visitor finds a set of an unblurred country (TR) by its last card', async () => {
    expect(await search('Kloroplast', 'visitor', 'tr')).toContain('Hücre organelleri');
  });

  it('follows the cards: a changed card is found by its new words once the set is indexed again, not by the old', async () => {
    await db.update(flashcardCards).set({ back: 'Endosymbiontentheorie' }).where(eq(flashcardCards.front, 'Ribosomen'));
    await indexKnow(db, zellorganellen);
    expect(await search('Endosymbiontentheorie', 'member')).toContain('Zellorganellen');
    expect(await search('Endosymbiontentheorie', 'visitor')).toContain('Zellorganellen');
    await db.update(flashcardCards).set({ back: 'Zellatmung' }).where(eq(flashcardCards.front, 'Ribosomen'));
    await indexKnow(db, zellorganellen);
    expect(await search('Endosymbiontentheorie', 'member')).not.toContain('Zellorganellen');
  });

  it('does not find a set by the file names of its sounds or the markers of its type-in answers, only by their words', async () => {
    await db.update(flashcardCards).set({ back: 'Zellatmung [sound:qwyxbrumm.mp3]' }).where(eq(flashcardCards.front, 'Ribosomen'));
    await indexKnow(db, zellorganellen);
    expect(await search('Zellatmung', 'member')).toContain('Zellorganellen');
    expect(await search('qwyxbrumm', 'member')).not.toContain('Zellorganellen');
    expect(await search('sound', 'member')).not.toContain('Zellorganellen');
    await db.update(flashcardCards).set({ back: '[[type:Zellatmung]]' }).where(eq(flashcardCards.front, 'Ribosomen'));
    await indexKnow(db, zellorganellen);
    expect(await search('Zellatmung', 'member')).toContain('Zellorganellen');
    expect(await search('type', 'member')).not.toContain('Zellorganellen');
  });
});
