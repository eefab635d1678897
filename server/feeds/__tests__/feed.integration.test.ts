import { getDb } from '../../db';
import { schoolTypes, userGrades, userSubjects } from '../../db/schema';
import { beforeAll, describe, expect, it } from 'vitest';
import { callRoute, errorType } from '../../../tests/integration/call-route';
import { makeGrade, makeKnow, makeKnower, makeSubject, setUser, signUpUser } from '../../../tests/integration/know-fixtures';
import { feedRoute } from '../routes';

type Feed = { personalised: boolean; sections: { key: string; kind: string; label: string | null; href: string | null; knows: { title: string }[] }[] };

// A country of its own (Romania), so that knows written by other test files stay out of the country sections.
const COUNTRY = 'RO';
let gradeId: string;
let otherGradeId: string;
let subject: { id: string; slug: string; name: string };
let schoolTypeId: string;

const feedOf = async (token: string) => (await callRoute(feedRoute, { token, host: 'ro.localhost:3000' })).body as Feed;
const titles = (feed: Feed, key: string) => feed.sections.find((section) => section.key === key)?.knows.map((know) => know.title);

beforeAll(async () => {
  const knower = await makeKnower((await signUpUser()).uuid);
  gradeId = (await makeGrade({ country: COUNTRY, level: 9 })).id;
  otherGradeId = (await makeGrade({ country: COUNTRY, level: 12 })).id;
  subject = await makeSubject({ language: 'ro', name: 'Biologie', slug: `biologie-${Date.now()}` });
  const [type] = await (await getDb()).insert(schoolTypes).values({ country: COUNTRY, name: `Liceu ${Date.now()}` }).returning();
  schoolTypeId = type!.id;
  const base = { country: COUNTRY, language: 'ro' };
  await makeKnow(knower, { ...base, title: 'Clasa 9, alt liceu', gradeIds: [gradeId], publishedOn: new Date('2026-03-05') });
  await makeKnow(knower, { ...base, title: 'Clasa 9 cu tipul meu', gradeIds: [gradeId], publishedOn: new Date('2026-03-01'), schoolTypeId: type!.id });
  await makeKnow(knower, { ...base, title: 'Clasa 12', gradeIds: [otherGradeId], publishedOn: new Date('2026-03-06'), likeCount: 50 });
  await makeKnow(knower, { ...base, title: 'Biologie clasa 12', subjectIds: [subject.id], gradeIds: [otherGradeId], publishedOn: new Date('2026-03-07') });
  await makeKnow(knower, { ...base, title: 'Biologie clasa 9', subjectIds: [subject.id], gradeIds: [gradeId], publishedOn: new Date('2026-02-01') });
  await makeKnow(knower, { ...base, title: 'Privat clasa 9', gradeIds: [gradeId], subjectIds: [subject.id], isPrivate: true, likeCount: 999 });
  await makeKnow(knower, { ...base, title: 'Ciornă', gradeIds: [gradeId], status: 'DRAFT' });
  await makeKnow(knower, { title: 'Anderes Land', country: 'DE', gradeIds: [gradeId], likeCount: 1000 });
});

describe('GET /api/v1/feeds', () => {
  it('needs a bearer token', async () => {
    expect(errorType(await callRoute(feedRoute))).toBe('AuthorizationError');
  });

  it('gives a user without onboarding the most liked and the newest knows of their country, not personalised', async () => {
    const user = await signUpUser();
    await setUser(user.uuid, { country: COUNTRY });
    const feed = await feedOf(user.token);
    expect(feed.personalised).toBe(false);
    // Six public knows fit into the first section; "new" then has nothing left to show and is left out.
    expect(feed.sections.map((section) => section.kind)).toEqual(['country']);
    expect(feed.sections[0]).toMatchObject({ label: COUNTRY });
    expect(titles(feed, 'country')![0]).toBe('Clasa 12');
    const all = feed.sections.flatMap((section) => section.knows.map((know) => know.title));
    expect(all).not.toContain('Privat clasa 9');
    expect(all).not.toContain('Ciornă');
    expect(all).not.toContain('Anderes Land');
    expect(new Set(all).size).toBe(all.length);
  });

  it('opens with the user’s grade (their school type first) and one section per chosen subject (their grade first)', async () => {
    const user = await signUpUser();
    await setUser(user.uuid, { country: COUNTRY, schoolTypeId });
    const db = await getDb();
    await db.insert(userGrades).values({ userUuid: user.uuid, gradeId });
    await db.insert(userSubjects).values({ userUuid: user.uuid, subjectId: subject.id });
    const feed = await feedOf(user.token);
    expect(feed.personalised).toBe(true);
    expect(feed.sections.map((section) => section.key)).toEqual(['grade', `subject:${subject.id}`, 'country', 'new'].filter((key) => feed.sections.some((section) => section.key === key)));
    expect(feed.sections[0]!.kind).toBe('grade');
    // The user's school type first; then the more complete know (filed under a subject too) before a newer one that is
    // not (decision 048).
    expect(titles(feed, 'grade')).toEqual(['Clasa 9 cu tipul meu', 'Biologie clasa 9', 'Clasa 9, alt liceu']);
    // Knows already shown are not repeated: the subject section keeps what the grade section did not show.
    expect(titles(feed, `subject:${subject.id}`)).toEqual(['Biologie clasa 12']);
    expect(feed.sections.find((section) => section.kind === 'subject')).toMatchObject({ label: 'Biologie', href: `/subjects/${subject.slug}` });
  });

  it('puts the knows of the user’s grade first within a subject section, before newer ones of other grades', async () => {
    const knower = await makeKnower((await signUpUser()).uuid);
    const chemistry = await makeSubject({ language: 'ro', name: 'Chimie', slug: `chimie-${Date.now()}` });
    for (let day = 1; day <= 14; day++) {
      await makeKnow(knower, { country: COUNTRY, language: 'ro', title: `Chimie clasa 9 nr. ${day}`, subjectIds: [chemistry.id], gradeIds: [gradeId], publishedOn: new Date(Date.UTC(2025, 0, day)) });
    }
    await makeKnow(knower, { country: COUNTRY, language: 'ro', title: 'Chimie clasa 12', subjectIds: [chemistry.id], gradeIds: [otherGradeId], publishedOn: new Date('2026-06-01') });
    const user = await signUpUser();
    await setUser(user.uuid, { country: COUNTRY });
    const db = await getDb();
    await db.insert(userGrades).values({ userUuid: user.uuid, gradeId });
    await db.insert(userSubjects).values({ userUuid: user.uuid, subjectId: chemistry.id });
    const feed = await feedOf(user.token);
    expect(titles(feed, 'grade')).toHaveLength(12);
    const chemistrySection = titles(feed, `subject:${chemistry.id}`)!;
    expect(chemistrySection.at(-1)).toBe('Chimie clasa 12');
    expect(chemistrySection.slice(0, -1).every((title) => title.startsWith('Chimie clasa 9'))).toBe(true);
    expect(chemistrySection.length).toBeGreaterThan(1);
  });

  it('falls back to the most liked knows anywhere when the user’s country has none', async () => {
    const user = await signUpUser();
    await setUser(user.uuid, { country: 'CZ' });
    const feed = await feedOf(user.token);
    expect(feed.sections.map((section) => section.kind)).toEqual(['popular']);
    expect(feed.sections[0]!.knows[0]!.title).toBe('Anderes Land');
  });
});
