// Spec §2 /knows/{id}?query (issue 15): the search that led to a know and the first page the viewer may see that
// holds its words; a blurred page is never read, so the page tells nothing about what it hides.
import { beforeAll, describe, expect, it } from 'vitest';
import { insertKnow, insertKnower } from '../../../tests/fixtures/knows';
import { getDb, type Db } from '../../db';
import { findSearchVisit } from '../find-search-visit';

let db: Db;
let uuid: string;
const pagesOf = (blurred: number[]) => [1, 2, 3].map((number) => ({ number, width: 1, height: 1, imageUrl: null, previewUrl: '', blurred: blurred.includes(number) }));

beforeAll(async () => {
  db = await getDb();
  const { knower } = await insertKnower(db);
  ({ uuid } = await insertKnow(db, {
    knowerUuid: knower.uuid,
    title: 'Die Zelle',
    pageTexts: ['Aufbau der Zelle: Zellmembran und Zellkern.', 'Die Mitochondrien sind die Kraftwerke der Zelle.', 'Der Golgi-Apparat verpackt Proteine.'],
  }));
});

describe('findSearchVisit', () => {
  it('keeps the query and finds the first page holding all its words', async () => {
    expect(await findSearchVisit(db, { uuid, pages: pagesOf([]) }, '  Mitochondrien Zelle ')).toEqual({ query: 'Mitochondrien Zelle', pageNumber: 2 });
    expect(await findSearchVisit(db, { uuid, pages: pagesOf([]) }, 'golgi')).toEqual({ query: 'golgi', pageNumber: 3 });
  });

  it('reads only the pages the viewer may see', async () => {
    expect(await findSearchVisit(db, { uuid, pages: pagesOf([2, 3]) }, 'Golgi')).toEqual({ query: 'Golgi', pageNumber: null });
    expect(await findSearchVisit(db, { uuid, pages: pagesOf([1, 2, 3]) }, 'Zelle')).toEqual({ query: 'Zelle', pageNumber: null });
  });

  it('is no search at all for an empty query or one without words', async () => {
    expect(await findSearchVisit(db, { uuid, pages: pagesOf([]) }, '')).toBeNull();
    expect(await findSearchVisit(db, { uuid, pages: pagesOf([]) }, ['?!', 'Zelle'])).toBeNull();
  });
});
