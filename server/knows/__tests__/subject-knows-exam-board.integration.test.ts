// Issue 33, /app/subjects/knows (decision 044): the knows of the user's subjects, newest first, of one exam board when
// the page asks for one and of every board (and none) without; a subject the user did not choose is not listed.
import { beforeAll, describe, expect, it } from 'vitest';
import { insertKnow, insertKnower, insertSubject } from '../../../tests/fixtures/knows';
import { getDb } from '../../db';
import { userSubjects } from '../../db/schema';
import { findKnowsForUserSubjects } from '../find-knows-for-subjects';

let userUuid: string;
let chemistryId: string;

beforeAll(async () => {
  const db = await getDb();
  const { knower, user } = await insertKnower(db, { country: 'GB', language: 'en-GB' });
  userUuid = user.uuid;
  const chemistry = await insertSubject(db, { name: 'Chemistry', contentLanguage: 'en', slug: `chemistry-app-${Date.now()}` });
  const physics = await insertSubject(db, { name: 'Physics', contentLanguage: 'en', slug: `physics-app-${Date.now()}` });
  chemistryId = chemistry.id;
  await db.insert(userSubjects).values({ userUuid, subjectId: chemistry.id });
  const day = (n: number) => new Date(Date.UTC(2026, 10, n));
  for (const [title, examBoard, publishedOn] of [['Bonding for AQA', 'aqa', day(3)], ['Bonding for OCR', 'ocr', day(2)], ['Bonding, any board', null, day(1)]] as const) {
    await insertKnow(db, { knowerUuid: knower.uuid, title, contentLanguage: 'en-GB', country: 'GB', examBoard, publishedOn, subjectIds: [chemistry.id] });
  }
  await insertKnow(db, { knowerUuid: knower.uuid, title: 'Forces for AQA', contentLanguage: 'en-GB', country: 'GB', examBoard: 'aqa', subjectIds: [physics.id] });
});

const titles = (lists: Awaited<ReturnType<typeof findKnowsForUserSubjects>>) => lists.map(({ subject, knows }) => [subject.id, knows.map((know) => know.title)]);

describe('the knows of the user’s subjects by exam board', () => {
  it('lists every know of the chosen subjects, newest first, without a board', async () => {
    expect(titles(await findKnowsForUserSubjects(await getDb(), userUuid))).toEqual([[chemistryId, ['Bonding for AQA', 'Bonding for OCR', 'Bonding, any board']]]);
  });

  it('lists only the board’s knows with one, and none for a board no know has', async () => {
    const db = await getDb();
    expect(titles(await findKnowsForUserSubjects(db, userUuid, { examBoard: 'ocr' }))).toEqual([[chemistryId, ['Bonding for OCR']]]);
    expect(titles(await findKnowsForUserSubjects(db, userUuid, { examBoard: 'sqa' }))).toEqual([[chemistryId, []]]);
  });
});
