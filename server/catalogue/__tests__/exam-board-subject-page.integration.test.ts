// Issue 33: a subject page's knows filtered by exam board (decision 044); none chosen lists them all.
import { beforeAll, describe, expect, it } from 'vitest';
import { insertKnow, insertKnower, insertSubject } from '../../../tests/fixtures/knows';
import { getDb } from '../../db';
import { catalogueScope } from '../catalogue-scope';
import { findSubjectPage } from '../find-subject-page';

const gb = catalogueScope({ countryCode: 'GB', contentLanguage: 'en-GB' });
let slug: string;

beforeAll(async () => {
  const db = await getDb();
  const { knower } = await insertKnower(db, { country: 'GB', language: 'en-GB' });
  const chemistry = await insertSubject(db, { name: 'Chemistry', contentLanguage: 'en', slug: `chemistry-exam-${Date.now()}` });
  slug = chemistry.slug;
  for (const [title, examBoard] of [['Bonding for AQA', 'aqa'], ['Bonding for OCR', 'ocr'], ['Bonding, any board', null]] as const) {
    await insertKnow(db, { knowerUuid: knower.uuid, title, contentLanguage: 'en-GB', country: 'GB', examBoard, subjectIds: [chemistry.id] });
  }
});

const titles = (page: Awaited<ReturnType<typeof findSubjectPage>>) => page.knows.knows.map((know) => know.title).sort();

describe('a subject page by exam board', () => {
  it('lists every know without a board, and only the board’s with one', async () => {
    const db = await getDb();
    expect(titles(await findSubjectPage(db, gb, slug, 1))).toEqual(['Bonding for AQA', 'Bonding for OCR', 'Bonding, any board']);
    const aqa = await findSubjectPage(db, gb, slug, 1, 'aqa');
    expect(titles(aqa)).toEqual(['Bonding for AQA']);
    expect(aqa.examBoard).toBe('aqa');
    expect(titles(await findSubjectPage(db, gb, slug, 1, 'sqa'))).toEqual([]);
  });
});
