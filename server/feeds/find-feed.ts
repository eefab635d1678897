// A user's feed (spec §2 /app/feeds): sections of public knows made from their onboarding choices — their grades,
// one per chosen subject, then the most liked and the newest in their country — each know shown once. Knows of the
// user's school type come first within the grade and subject sections; within that, the knows worth a student's time
// first, one of a knower's duplicates (decision 048). Without any choices the feed is the country sections; where the
// country has no knows yet, the most liked knows anywhere.
import { and, asc, desc, eq, inArray, notInArray, sql, type SQL } from 'drizzle-orm';
import { siteCountryOf } from '../../config/countries/countries';
import { ALL_COUNTRY_CODES, type CountryCode } from '../../config/countries/country-config';
import { FEED_SECTION_SIZE, type Feed, type FeedSection } from '../../lib/contracts/know-catalogue';
import { AppError } from '../../lib/errors';
import { knowInScope, siteCountries } from '../catalogue/catalogue-scope';
import { filedUnderSubject } from '../catalogue/find-subject-page';
import type { Db } from '../db';
import { grades, knowGrades, knows, subjects, userGrades, userSubjects, users } from '../db/schema';
import { rankedKnowUuids } from '../knows/know-quality';
import { findKnowSummaries } from '../knows/know-summaries';
import { routes } from '../../lib/routes/page-routes';

type Ordering = 'newest' | 'mostLiked';

/** The "new" section ranks the newest this many knows of the country (four sections' worth). */
const NEW_SECTION_POOL = 4 * FEED_SECTION_SIZE;

const isCountryCode = (value: string): value is CountryCode => (ALL_COUNTRY_CODES as readonly string[]).includes(value);

/** The countries of the user's site (a user in AT sees the knows of DE, AT and CH). */
function feedCountries(country: string): string[] {
  if (!isCountryCode(country)) return [country];
  return siteCountries(siteCountryOf(country));
}

const filedUnderGrades = (gradeIds: string[]) =>
  sql`exists (select 1 from ${knowGrades} where ${knowGrades.knowUuid} = ${knows.uuid} and ${inArray(knowGrades.gradeId, gradeIds)})`;

/** A section's knows: its pool in the section's own order (the newest, or the most liked), ranked by quality with
 *  duplicates collapsed (decision 048); the "new" section ranks only the newest few, so that it stays new. */
async function sectionKnowUuids(db: Db, where: SQL | undefined, { ordering, first, seen, pool }: { ordering: Ordering; first?: SQL; seen: Set<string>; pool?: number }): Promise<string[]> {
  const uuids = await rankedKnowUuids(db, {
    where: and(where, seen.size > 0 ? notInArray(knows.uuid, [...seen]) : undefined),
    poolOrder: [...(ordering === 'mostLiked' ? [desc(knows.likeCount), desc(knows.viewCount)] : []), sql`${knows.publishedOn} desc`],
    first,
    limit: FEED_SECTION_SIZE,
    pool,
  });
  for (const uuid of uuids) seen.add(uuid);
  return uuids;
}

export async function findFeed(db: Db, userUuid: string): Promise<Feed> {
  const [user] = await db.select({ country: users.country, schoolTypeId: users.schoolTypeId }).from(users).where(eq(users.uuid, userUuid));
  if (!user) throw new AppError('NotFoundError', { resource: 'user' });
  const [gradeRows, subjectRows] = await Promise.all([
    db.select({ id: grades.id, name: grades.name }).from(userGrades).innerJoin(grades, eq(grades.id, userGrades.gradeId)).where(eq(userGrades.userUuid, userUuid)).orderBy(asc(grades.level)),
    db.select({ id: subjects.id, slug: subjects.slug, name: subjects.name }).from(userSubjects).innerJoin(subjects, eq(subjects.id, userSubjects.subjectId)).where(eq(userSubjects.userUuid, userUuid)).orderBy(asc(subjects.name)),
  ]);
  const inCountry = knowInScope({ countries: feedCountries(user.country), languages: [] });
  const ofSchoolType = user.schoolTypeId ? sql`${knows.schoolTypeId} = ${user.schoolTypeId}` : undefined;
  const gradeIds = gradeRows.map((grade) => grade.id);
  const seen = new Set<string>();
  const planned: (Omit<FeedSection, 'knows'> & { uuids: string[] })[] = [];

  if (gradeIds.length > 0) {
    const uuids = await sectionKnowUuids(db, and(inCountry, filedUnderGrades(gradeIds)), { ordering: 'newest', first: ofSchoolType, seen });
    planned.push({ key: 'grade', kind: 'grade', label: gradeRows.map((grade) => grade.name).join(', '), href: null, uuids });
  }
  for (const subject of subjectRows) {
    // The user's grades first, then their school type, then the rest of the subject in their country.
    const first = gradeIds.length > 0 ? sql`${filedUnderGrades(gradeIds)}${ofSchoolType ? sql` and ${ofSchoolType}` : sql``}` : ofSchoolType;
    const uuids = await sectionKnowUuids(db, and(inCountry, filedUnderSubject(subject.id)), { ordering: 'newest', first, seen });
    planned.push({ key: `subject:${subject.id}`, kind: 'subject', label: subject.name, href: routes.subject(subject), uuids });
  }
  planned.push({ key: 'country', kind: 'country', label: user.country, href: null, uuids: await sectionKnowUuids(db, inCountry, { ordering: 'mostLiked', seen }) });
  planned.push({ key: 'new', kind: 'new', label: null, href: null, uuids: await sectionKnowUuids(db, inCountry, { ordering: 'newest', seen, pool: NEW_SECTION_POOL }) });
  if (planned.every((section) => section.uuids.length === 0)) {
    planned.push({ key: 'popular', kind: 'popular', label: null, href: null, uuids: await sectionKnowUuids(db, undefined, { ordering: 'mostLiked', seen }) });
  }

  const summaries = await findKnowSummaries(db, [...seen]);
  const byUuid = new Map(summaries.map((know) => [know.uuid, know]));
  return {
    personalised: gradeIds.length > 0 || subjectRows.length > 0,
    sections: planned
      .map(({ uuids, ...section }) => ({ ...section, knows: uuids.flatMap((uuid) => byUuid.get(uuid) ?? []) }))
      .filter((section) => section.knows.length > 0),
  };
}
