// /app/subjects/knows: for each of the user's subjects (chosen in onboarding), the public knows filed under it, the ones
// worth a student's time first among the newest (decision 048), of one exam board where the page asks for one
// (decision 044).
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { KnowSubject, KnowSummary } from '../../lib/contracts/knows';
import type { Db } from '../db';
import { knows, knowSubjects, subjects, userSubjects } from '../db/schema';
import { rankedKnowUuids } from './know-quality';
import { findKnowSummaries } from './know-summaries';

const KNOWS_PER_SUBJECT = 8;

export type SubjectKnows = { subject: KnowSubject; knows: KnowSummary[] };

export async function findKnowsForUserSubjects(db: Db, userUuid: string, { examBoard = null }: { examBoard?: string | null } = {}): Promise<SubjectKnows[]> {
  const chosen = await db
    .select({ id: subjects.id, slug: subjects.slug, name: subjects.name, color: subjects.color })
    .from(userSubjects)
    .innerJoin(subjects, eq(subjects.id, userSubjects.subjectId))
    .where(eq(userSubjects.userUuid, userUuid))
    .orderBy(asc(subjects.name));
  return Promise.all(
    chosen.map(async (subject) => {
      const uuids = await rankedKnowUuids(db, {
        where: and(
          inArray(knows.uuid, db.select({ uuid: knowSubjects.knowUuid }).from(knowSubjects).where(eq(knowSubjects.subjectId, subject.id))),
          examBoard ? eq(knows.examBoard, examBoard) : undefined,
        ),
        poolOrder: [sql`${knows.publishedOn} desc`],
        limit: KNOWS_PER_SUBJECT,
      });
      return { subject, knows: await findKnowSummaries(db, uuids) };
    }),
  );
}
