// Issue 15, search: accents and diacritics do not matter, a one-letter typo in a longer word is corrected (and the
// results of the corrected query shown when the query as typed finds nothing), and the format filter offers only
// formats that exist. Each test is named after its point of the issue.
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { SearchKnowsResponse } from '../../../lib/contracts/search';
import { callRoute } from '../../../tests/integration/call-route';
import { insertKnow, insertKnower } from '../../../tests/fixtures/knows';
import { getDb, type Db } from '../../db';
import { queryRows } from '../../db/client';
import { indexKnow } from '../index-know';
import { searchKnowsRoute } from '../routes';
import { findSearchFormats } from '../search-formats';
import { searchKnows, type SearchKnowsInput } from '../search-knows';

let db: Db;
let knowerUuid: string;

async function published(values: Omit<Parameters<typeof insertKnow>[1], 'knowerUuid'>) {
  const know = await insertKnow(db, { knowerUuid, ...values });
  await indexKnow(db, know.uuid);
  return know;
}

const search = (query: string, rest: Partial<SearchKnowsInput> = {}) => searchKnows(db, { query, language: 'de', page: 1, pageSize: 20, audience: 'member', ...rest });
const titles = (answer: SearchKnowsResponse) => answer.knows.map((know) => know.title);

beforeAll(async () => {
  db = await getDb();
  ({ knower: { uuid: knowerUuid } } = await insertKnower(db));
  await published({ title: 'La Révolution française', description: 'Les élèves et la prise de la Bastille', textContent: 'En 1789, la révolution commence à Paris.', contentLanguage: 'fr', country: 'FR' });
  await published({ title: 'Hücre bölünmesi', textContent: 'Hücreler bölünür. Ağacın kökleri.', contentLanguage: 'tr', country: 'TR' });
  await published({ title: 'La revolución mexicana', textContent: 'La revolución comenzó en 1910.', contentLanguage: 'es', country: 'ES' });
  await published({ title: 'Historia Łodzi', textContent: 'Łódź jest miastem przemysłowym.', contentLanguage: 'pl', country: 'PL' });
  await published({ title: 'Photosynthese einfach erklärt', textContent: 'Die Pflanze wandelt Licht in Glucose um.' });
  await published({ title: 'Fotosynthese für Einsteiger', textContent: 'Chlorophyll fängt Licht.', knowFormat: 'FLASHCARDS' });
  await published({ title: 'Die Zelle', textContent: 'Zellkern und Zellmembran.' });
  await published({ title: 'Die Weimarer Republik', textContent: 'Inflation und Straßenkämpfe.' });
});

describe('issue 15 search: accents and diacritics', () => {
  it('"revolution" finds "Révolution", "hucre" finds "hücre" (and "revolucion", "lodz", "Strasse")', async () => {
    expect(titles(await search('revolution', { language: 'fr' }))).toEqual(['La Révolution française']);
    expect(titles(await search('revolution francaise', { language: 'fr' }))).toEqual(['La Révolution française']);
    expect(titles(await search('eleves', { language: 'fr' }))).toEqual(['La Révolution française']);
    expect(titles(await search('hucre', { language: 'tr' }))).toEqual(['Hücre bölünmesi']);
    expect(titles(await search('hucreler', { language: 'tr' }))).toEqual(['Hücre bölünmesi']);
    expect(titles(await search('revolucion', { language: 'es' }))).toEqual(['La revolución mexicana']);
    expect(titles(await search('lodz', { language: 'pl' }))).toEqual(['Historia Łodzi']);
    expect(titles(await search('Strassenkämpfe'))).toEqual(['Die Weimarer Republik']);
  });

  it('accents and diacritics: a query with accents finds text without them, and accented queries match as before', async () => {
    await published({ title: 'Revolution industrielle', textContent: 'Sans accents ici.', contentLanguage: 'fr', country: 'FR' });
    expect(titles(await search('révolution industrielle', { language: 'fr' }))).toEqual(['Revolution industrielle']);
    expect(titles(await search('Révolution', { language: 'fr' })).sort()).toEqual(['La Révolution française', 'Revolution industrielle']);
    // The language's own stemming of accented words is kept: "ağaç" finds "Ağacın", "hücre" finds "Hücreler".
    expect(titles(await search('ağaç', { language: 'tr' }))).toEqual(['Hücre bölünmesi']);
    expect(titles(await search('hücre', { language: 'tr' }))).toEqual(['Hücre bölünmesi']);
    expect((await search('revolution', { language: 'fr' })).correctedQuery).toBeUndefined();
    expect((await search('hucre', { language: 'tr' })).suggestions).toEqual([]);
  });

  it('accents and diacritics: the folding is the same function for the indexed text and the query', async () => {
    const [row] = await queryRows<{ folded: string }>(db, sql`select knowly_fold(${'Révolution HÜCRE Łódź Straße ağaç Ελληνικά'}) as folded`);
    expect(row!.folded).toBe('revolution hucre lodz strasse agac ελληνικα');
  });
});

describe('issue 15 search: typos', () => {
  it('typos: one edit per word for words of five letters or more ("Fotosyntese" → "Fotosynthese"), with the corrected results', async () => {
    const answer = await search('Fotosyntese');
    expect(answer.correctedQuery).toBe('fotosynthese');
    expect(titles(answer)).toEqual(['Fotosynthese für Einsteiger']);
    expect(answer.numberOfResults).toBe(1);
    // A five-letter word one substitution away (trigram similarity alone is too low for it).
    expect(await search('Zelke')).toMatchObject({ correctedQuery: 'zelle', numberOfResults: 1 });
    // One edit in each of two words.
    expect(await search('Weimarer Repiblik')).toMatchObject({ correctedQuery: 'weimarer republik', numberOfResults: 1 });
    // Accents do not count as edits: "hücra" is one edit from "hücre".
    expect(await search('hucra', { language: 'tr' })).toMatchObject({ correctedQuery: 'hücre', numberOfResults: 1 });
  });

  it('typos: a query that finds something as typed is not corrected, and "as typed" searches the original exactly', async () => {
    expect((await search('Photosynthese')).correctedQuery).toBeUndefined();
    const asTyped = await search('Fotosyntese', { asTyped: true });
    expect(asTyped.correctedQuery).toBeUndefined();
    expect(asTyped.numberOfResults).toBe(0);
    expect(asTyped.suggestions[0]).toMatchObject({ text: 'fotosynthese', numberOfResults: 1, type: 'correction' });
  });

  it('typos: over HTTP the corrected query is an added field, and asTyped=true turns the correction off', async () => {
    const corrected = (await callRoute(searchKnowsRoute, { query: { query: 'Zelke' } })).body as SearchKnowsResponse;
    expect(corrected).toMatchObject({ correctedQuery: 'zelle', numberOfResults: 1 });
    const asTyped = (await callRoute(searchKnowsRoute, { query: { query: 'Zelke', asTyped: 'true' } })).body as SearchKnowsResponse;
    expect(asTyped.numberOfResults).toBe(0);
    expect(asTyped).not.toHaveProperty('correctedQuery');
  });
});

describe('issue 15 search: format filters offer only formats that exist', () => {
  it('format filters offer only formats that exist in the scope, and a new format appears once a know of it is public', async () => {
    expect(await findSearchFormats(db, 'de')).toEqual(['DOCUMENT', 'FLASHCARDS']);
    expect(await findSearchFormats(db, 'fr')).toEqual(['DOCUMENT']);
    expect(await findSearchFormats(db, 'it')).toEqual([]);
    await published({ title: 'Video privat', knowFormat: 'VIDEO', isPrivate: true });
    expect(await findSearchFormats(db, 'de')).toEqual(['DOCUMENT', 'FLASHCARDS']);
    await published({ title: 'Video öffentlich', knowFormat: 'VIDEO', contentLanguage: 'de', country: 'AT' });
    expect(await findSearchFormats(db, 'de')).toEqual(['DOCUMENT', 'FLASHCARDS', 'VIDEO']);
    // The flashcard filter finds the flashcard knows.
    expect(titles(await search('Fotosynthese', { knowFormat: 'FLASHCARDS' }))).toEqual(['Fotosynthese für Einsteiger']);
  });
});
