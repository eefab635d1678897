// Fills an empty database with the demo content; does nothing when the catalogue already has subjects.
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../client';
import { grades, knowers, knowSubjects, knows, schoolTypes, subjects, users } from '../schema';
import { DEMO_GRADES, DEMO_KNOWER, DEMO_KNOWS, DEMO_SCHOOL_TYPES, DEMO_SUBJECTS } from './demo-content';

export async function isDatabaseEmpty(db: Db): Promise<boolean> {
  const [row] = await db.select({ count: sql<number>`count(*)::int` }).from(subjects);
  return (row?.count ?? 0) === 0;
}

export async function seedDemoContent(db: Db): Promise<{ seeded: boolean; knows: number }> {
  if (!(await isDatabaseEmpty(db))) return { seeded: false, knows: 0 };
  return db.transaction(async (tx) => {
    await tx.insert(subjects).values(
      DEMO_SUBJECTS.flatMap((subject) =>
        Object.entries(subject.names).map(([contentLanguage, name]) => ({ slug: subject.slug, color: subject.color, contentLanguage, name })),
      ),
    );
    await tx.insert(grades).values(
      DEMO_GRADES.flatMap(({ country, levels, label }) => levels.map((level) => ({ country, level, name: label(level) }))),
    );
    await tx.insert(schoolTypes).values(DEMO_SCHOOL_TYPES.flatMap(({ country, names }) => names.map((name) => ({ country, name }))));

    const [user] = await tx
      .insert(users)
      .values({
        name: DEMO_KNOWER.name,
        username: DEMO_KNOWER.username,
        country: DEMO_KNOWER.country,
        interfaceLanguage: DEMO_KNOWER.language,
        primaryContentLanguage: DEMO_KNOWER.language,
      })
      .returning({ uuid: users.uuid });
    const [knower] = await tx.insert(knowers).values({ userUuid: user!.uuid }).returning({ uuid: knowers.uuid });

    const publishedOn = new Date();
    for (const know of DEMO_KNOWS) {
      const [row] = await tx
        .insert(knows)
        .values({
          knowerUuid: knower!.uuid,
          title: know.title,
          description: know.description,
          contentLanguage: know.language,
          country: know.country,
          status: 'PUBLISHED',
          publishedOn,
        })
        .returning({ uuid: knows.uuid });
      const [subject] = await tx
        .select({ id: subjects.id })
        .from(subjects)
        .where(and(eq(subjects.slug, know.subject), eq(subjects.contentLanguage, know.language)));
      if (subject) await tx.insert(knowSubjects).values({ knowUuid: row!.uuid, subjectId: subject.id });
    }
    return { seeded: true, knows: DEMO_KNOWS.length };
  });
}
