import { describe, expect, it } from 'vitest';
import { getDb } from '../../db';
import { grades, knowGrades } from '../../db/schema';
import { insertKnow, insertKnower, insertSubject } from '../../../tests/fixtures/knows';
import { findKnowSummaries, findPublicKnowUuids } from '../know-summaries';

describe('know summaries', () => {
  it('answers in the order asked, with subjects, grades, knower and paths', async () => {
    const db = await getDb();
    const { knower } = await insertKnower(db, { name: 'Lena Vogel' });
    const subject = await insertSubject(db, { name: 'Biologie' });
    const [grade] = await db.insert(grades).values({ country: 'DE', level: 91, name: 'Klasse 91' }).returning();
    const first = await insertKnow(db, { knowerUuid: knower.uuid, title: 'Photosynthese einfach erklärt', subjectIds: [subject.id] });
    const second = await insertKnow(db, { knowerUuid: knower.uuid, title: 'Zellatmung' });
    await db.insert(knowGrades).values({ knowUuid: first.uuid, gradeId: grade!.id });

    const summaries = await findKnowSummaries(db, [second.uuid, first.uuid]);
    expect(summaries.map((s) => s.uuid)).toEqual([second.uuid, first.uuid]);
    const photosynthesis = summaries[1]!;
    expect(photosynthesis.path).toBe(`/knows/photosynthese-einfach-erklart-${first.uuid}`);
    expect(photosynthesis.subjects).toEqual([{ id: subject.id, slug: subject.slug, name: 'Biologie', color: 'green' }]);
    expect(photosynthesis.grades).toEqual([{ id: grade!.id, level: 91, name: 'Klasse 91' }]);
    expect(photosynthesis.knower).toMatchObject({ uuid: knower.uuid, name: 'Lena Vogel', profilePath: `/knowers/lena-vogel-${knower.uuid}/profile` });
    expect(photosynthesis.thumbnailUrl).toMatch(new RegExp(`^/api/v1/knows/${first.uuid}/thumbnail\\?v=`));
    expect(summaries[0]!.subjects).toEqual([]);
  });

  it('leaves out private, draft, in-review and rejected knows unless the owner asks', async () => {
    const db = await getDb();
    const { knower } = await insertKnower(db);
    const hidden = await Promise.all([
      insertKnow(db, { knowerUuid: knower.uuid, isPrivate: true }),
      insertKnow(db, { knowerUuid: knower.uuid, status: 'DRAFT' }),
      insertKnow(db, { knowerUuid: knower.uuid, status: 'IN_REVIEW' }),
      insertKnow(db, { knowerUuid: knower.uuid, status: 'REJECTED' }),
    ]);
    const uuids = hidden.map((know) => know.uuid);
    expect(await findKnowSummaries(db, uuids)).toEqual([]);
    expect((await findKnowSummaries(db, uuids, { includeNonPublic: true })).map((s) => s.uuid)).toEqual(uuids);
    const listed = await findPublicKnowUuids(db, undefined, { limit: 1000 });
    for (const uuid of uuids) expect(listed).not.toContain(uuid);
  });

  it('answers nothing for no uuids or unknown ones', async () => {
    const db = await getDb();
    expect(await findKnowSummaries(db, [])).toEqual([]);
    expect(await findKnowSummaries(db, ['00000000-0000-4000-8000-000000000000'])).toEqual([]);
  });
});
