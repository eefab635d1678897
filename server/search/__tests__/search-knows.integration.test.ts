import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { SearchKnowsResponse } from '../../../lib/contracts/search';
import { callRoute, errorType } from '../../../tests/integration/call-route';
import { insertKnow, insertKnower, insertSubject } from '../../../tests/fixtures/knows';
import { getDb, type Db } from '../../db';
import { grades, knowGrades, knows, libraryItems, reports } from '../../db/schema';
import { indexKnow, unindexKnow } from '../index-know';
import { searchKnowsRoute } from '../routes';
import { searchKnows, type SearchKnowsInput } from '../search-knows';

let db: Db;
let knowerUuid: string;
let biology: { id: string };
let history: { id: string };

async function published(values: Parameters<typeof insertKnow>[1]) {
  const know = await insertKnow(db, values);
  await indexKnow(db, know.uuid);
  return know;
}

const search = (query: string, rest: Partial<SearchKnowsInput> = {}) => searchKnows(db, { query, language: 'de', page: 1, pageSize: 20, audience: 'member', ...rest });
const titles = (answer: SearchKnowsResponse) => answer.knows.map((know) => know.title);

beforeAll(async () => {
  db = await getDb();
  ({ knower: { uuid: knowerUuid } } = await insertKnower(db));
  biology = await insertSubject(db, { name: 'Biologie' });
  history = await insertSubject(db, { name: 'Geschichte' });
  await published({ knowerUuid, title: 'Photosynthese einfach erklärt', description: 'Licht und Chlorophyll', textContent: 'Die Pflanze wandelt Lichtenergie in Glucose um. Der Calvin-Zyklus.', subjectIds: [biology.id] });
  await published({ knowerUuid, title: 'Zellatmung', textContent: 'Mitochondrien und Glucose', subjectIds: [biology.id], knowFormat: 'FLASHCARDS' });
  await published({ knowerUuid, title: 'Die Weimarer Republik', textContent: 'Inflation 1923: Brot und Glucose wurden teuer', subjectIds: [history.id] });
  await published({ knowerUuid, title: 'La photosynthèse', textContent: 'La plante transforme la lumière', contentLanguage: 'fr', country: 'FR' });
  await published({ knowerUuid, title: 'Geheime Photosynthese', isPrivate: true });
  await published({ knowerUuid, title: 'Entwurf Photosynthese', status: 'DRAFT' });
  await published({ knowerUuid, title: 'Abgelehnte Photosynthese', status: 'REJECTED' });
});

describe('searchKnows', () => {
  it('finds a know by another form of a word inside its text (German stemming)', async () => {
    const answer = await search('Pflanzen');
    expect(titles(answer)).toEqual(['Photosynthese einfach erklärt']);
    expect(answer.numberOfResults).toBe(1);
    expect(answer.numberOfExactResults).toBe(0); // "pflanzen" itself is not in the text, only "Pflanze"
    expect((await search('Pflanze')).numberOfExactResults).toBe(1);
  });

  it('searches only the knows of the content language', async () => {
    expect(titles(await search('Photosynthese'))).toEqual(['Photosynthese einfach erklärt']);
    expect(titles(await search('photosynthèse', { language: 'fr' }))).toEqual(['La photosynthèse']);
    expect(titles(await search('lumière', { language: 'de' }))).toEqual([]);
  });

  it('never returns private, draft or rejected knows, even by their exact title', async () => {
    for (const query of ['Geheime', 'Entwurf', 'Abgelehnte']) expect((await search(query)).numberOfResults).toBe(0);
  });

  it('filters by subject, grade and format', async () => {
    expect(titles(await search('Glucose')).sort()).toEqual(['Die Weimarer Republik', 'Photosynthese einfach erklärt', 'Zellatmung']);
    expect(titles(await search('Glucose', { subjectId: biology.id })).sort()).toEqual(['Photosynthese einfach erklärt', 'Zellatmung']);
    expect(titles(await search('Glucose', { knowFormat: 'FLASHCARDS' }))).toEqual(['Zellatmung']);
    const [grade] = await db.insert(grades).values({ country: 'DE', level: 9, name: 'Klasse 9' }).returning();
    const [weimar] = await db.select().from(knows).where(eq(knows.title, 'Die Weimarer Republik'));
    await db.insert(knowGrades).values({ knowUuid: weimar!.uuid, gradeId: grade!.id });
    // A text search finds a know's grades and subjects in its vector (as updating a know does, it is indexed again);
    // the newest-first list reads the links.
    expect(titles(await search('', { gradeId: grade!.id }))).toEqual(['Die Weimarer Republik']);
    expect(titles(await search('Glucose', { gradeId: grade!.id }))).toEqual([]);
    await indexKnow(db, weimar!.uuid);
    expect(titles(await search('Glucose', { gradeId: grade!.id }))).toEqual(['Die Weimarer Republik']);
    expect(titles(await search('Glucose', { gradeId: grade!.id, subjectId: biology.id }))).toEqual([]);
    await db.delete(knowGrades).where(eq(knowGrades.knowUuid, weimar!.uuid));
    await indexKnow(db, weimar!.uuid);
    expect(titles(await search('Glucose', { gradeId: grade!.id }))).toEqual([]);
  });

  it('counts and suggests within the filters', async () => {
    const filtered = await search('Glucose', { subjectId: biology.id });
    expect(filtered.numberOfResults).toBe(2);
    expect(filtered.numberOfExactResults).toBe(2);
    // A typo's correction is counted within the subject: the Weimar know (history) does not count.
    const typo = await search('Glucosse', { subjectId: biology.id, asTyped: true });
    expect(typo.suggestions.find((suggestion) => suggestion.type === 'correction')?.numberOfResults).toBe(2);
  });

  it('lifts a complete, saved know above a bare one of the same relevance, and sinks a liked one while a report of it is open', async () => {
    const readers = await Promise.all([1, 2, 3].map(async (n) => (await insertKnower(db, { name: `Reader ${n}` })).user.uuid));
    const at = (seconds: number) => new Date(Date.UTC(2026, 0, 5, 10, 0, seconds));
    const saved = await published({ knowerUuid, title: 'Nuclear fission summary', description: 'Uranium and the chain reaction', textContent: 'Fission', contentLanguage: 'en', country: 'US', subjectIds: [history.id], publishedOn: at(0) });
    const bare = await published({ knowerUuid, title: 'Nuclear fission notes', textContent: 'Fission', contentLanguage: 'en', country: 'US', publishedOn: at(1) });
    const reported = await published({ knowerUuid, title: 'Nuclear fission cheat sheet', textContent: 'Fission', contentLanguage: 'en', country: 'US', likeCount: 60, publishedOn: at(2) });
    await db.insert(libraryItems).values(readers.map((userUuid) => ({ userUuid, knowUuid: saved.uuid })));
    const [report] = await db.insert(reports).values({ reporterUuid: readers[0]!, targetType: 'KNOW', targetUuid: reported.uuid, reason: 'SPAM' }).returning();
    expect(titles(await search('fission', { language: 'en' }))).toEqual([saved.title, bare.title, reported.title]);
    // Once a moderator has dealt with the report, its likes count again.
    await db.update(reports).set({ resolvedOn: new Date() }).where(eq(reports.uuid, report!.uuid));
    expect(titles(await search('fission', { language: 'en' }))[0]).toBe(reported.title);
  });

  it('ranks a title match above a match in the text', async () => {
    const answer = await search('Zellatmung Glucose');
    expect(titles(answer)[0]).toBe('Zellatmung');
  });

  it('pages through the results and keeps the total', async () => {
    const first = await search('Glucose', { pageSize: 2 });
    const second = await search('Glucose', { pageSize: 2, page: 2 });
    const beyond = await search('Glucose', { pageSize: 2, page: 5 });
    expect(first.knows).toHaveLength(2);
    expect(second.knows).toHaveLength(1);
    expect(new Set([...titles(first), ...titles(second)]).size).toBe(3);
    expect([first.numberOfResults, second.numberOfResults, beyond.numberOfResults]).toEqual([3, 3, 3]);
    expect(beyond.knows).toEqual([]);
  });

  it('lists the newest public knows of the language for an empty query', async () => {
    const answer = await search('');
    expect(answer.numberOfResults).toBe(3);
    expect(titles(answer)[0]).toBe('Die Weimarer Republik');
  });

  it('answers the results of the corrected word for a typo that finds nothing, and suggests it when asked as typed', async () => {
    for (const typo of ['Fotosynthese', 'Photosynthse']) {
      const answer = await search(typo);
      expect(answer).toMatchObject({ correctedQuery: 'photosynthese', numberOfResults: 1, suggestions: [] });
      expect(titles(answer)).toEqual(['Photosynthese einfach erklärt']);
      const asTyped = await search(typo, { asTyped: true });
      expect(asTyped.numberOfResults).toBe(0);
      expect(asTyped.suggestions[0]).toEqual({ text: 'photosynthese', numberOfResults: 1, type: 'correction' });
    }
  });

  it('matches the word being typed as a prefix and completes it', async () => {
    const answer = await search('Photosyn');
    expect(titles(answer)).toEqual(['Photosynthese einfach erklärt']);
    expect(answer.suggestions).toContainEqual({ text: 'photosynthese', numberOfResults: 1, type: 'completion' });
    expect(titles(await search('"Photosyn"', { asTyped: true }))).toEqual([]);
  });

  it('does not match a known word as a prefix: it was most likely typed to its end', async () => {
    await published({ knowerUuid, title: 'Zellteilung' });
    await published({ knowerUuid, title: 'Zellteilungsphasen' });
    expect(titles(await search('Zellteilung'))).toEqual(['Zellteilung']);
    expect(titles(await search('Zellteil')).sort()).toEqual(['Zellteilung', 'Zellteilungsphasen']);
  });

  it('finds nothing for a query of stop words only', async () => {
    expect((await search('und die')).numberOfResults).toBe(0);
  });

  it('no longer finds a know after unindexing it', async () => {
    const know = await published({ knowerUuid, title: 'Plattentektonik' });
    expect((await search('Plattentektonik')).numberOfResults).toBe(1);
    await unindexKnow(db, know.uuid);
    expect((await search('Plattentektonik')).numberOfResults).toBe(0);
    expect((await search('Plattentektonk')).suggestions).toEqual([]);
  });
});

describe('GET /api/v1/knows/search', () => {
  it("searches the request site's content language and echoes the search session", async () => {
    const searchSessionUuid = '8c0b6c2e-3c8e-4a52-9d7e-2b7a3f0c1d4e';
    const response = await callRoute(searchKnowsRoute, { query: { query: 'photosynthèse', searchSessionUuid }, host: 'fr.localhost:3000' });
    expect(response.status).toBe(200);
    const body = response.body as SearchKnowsResponse;
    expect(titles(body)).toEqual(['La photosynthèse']);
    expect(body.searchSessionUuid).toBe(searchSessionUuid);
    const german = (await callRoute(searchKnowsRoute, { query: { query: 'Photosynthese' } })).body as SearchKnowsResponse;
    expect(titles(german)).toEqual(['Photosynthese einfach erklärt']);
  });

  it('answers FormValidationError for a malformed id, format or page', async () => {
    const queries: Record<string, string>[] = [{ subjectId: 'nope' }, { gradeId: '123' }, { knowFormat: 'PDF' }, { page: '0' }, { pageSize: '51' }];
    for (const query of queries) {
      const response = await callRoute(searchKnowsRoute, { query });
      expect(response.status).toBe(400);
      expect(errorType(response)).toBe('FormValidationError');
    }
  });
});
