import type { GetServerSidePropsContext } from 'next';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Site } from '../../../lib/site/site';
import { insertKnow, insertKnower, insertSubject } from '../../../tests/fixtures/knows';
import { getDb, type Db } from '../../db';
import { loadSearchPage } from '../search-page-props';

let db: Db;

const chipsOf = async (site: Pick<Site, 'contentLanguage' | 'countryCode'>) => {
  const context = { query: {}, req: { headers: {} } } as unknown as GetServerSidePropsContext;
  const data = await loadSearchPage(context, site as Site);
  return data.subjects.map((subject) => subject.name);
};

beforeAll(async () => {
  db = await getDb();
  const { knower } = await insertKnower(db, { country: 'MX', language: 'es-MX' });
  const math = await insertSubject(db, { name: 'Matemáticas', contentLanguage: 'es' });
  const history = await insertSubject(db, { name: 'Historia', contentLanguage: 'es' });
  const chemistry = await insertSubject(db, { name: 'Química', contentLanguage: 'es' });
  await insertSubject(db, { name: 'Geografía', contentLanguage: 'es' });
  await insertKnow(db, { knowerUuid: knower.uuid, title: 'Ecuaciones de segundo grado', contentLanguage: 'es-MX', country: 'MX', subjectIds: [math.id] });
  await insertKnow(db, { knowerUuid: knower.uuid, title: 'La Guerra Civil española', contentLanguage: 'es', country: 'ES', subjectIds: [history.id] });
  // Neither a draft nor a private know makes a subject searchable.
  await insertKnow(db, { knowerUuid: knower.uuid, title: 'Borrador de química', contentLanguage: 'es-MX', country: 'MX', status: 'DRAFT', subjectIds: [chemistry.id] });
  await insertKnow(db, { knowerUuid: knower.uuid, title: 'Química privada', contentLanguage: 'es-MX', country: 'MX', isPrivate: true, subjectIds: [chemistry.id] });
});

describe('the search page’s subject chips (issue 15)', () => {
  it('lists only subjects with public knows in the site’s content language, regional variants included', async () => {
    expect(await chipsOf({ contentLanguage: 'es-MX', countryCode: 'MX' })).toEqual(['Historia', 'Matemáticas']);
    expect(await chipsOf({ contentLanguage: 'es', countryCode: 'ES' })).toEqual(['Historia', 'Matemáticas']);
  });

  it('leaves out subjects of a language with no public knows at all', async () => {
    expect(await chipsOf({ contentLanguage: 'fr', countryCode: 'FR' })).toEqual([]);
  });
});
