// Fills an empty database with the demo content; does nothing when the catalogue already has subjects. The demo
// admin is added to any database that lacks it, except on prod and staging, where it never exists.
import { and, eq, sql } from 'drizzle-orm';
import { hashPassword } from '../../auth/passwords';
import { env, type AppEnv } from '../../env';
import type { Db } from '../client';
import { accounts, grades, knowers, knowSubjects, knows, schoolTypes, subjects, users } from '../schema';
import { DEMO_ADMIN, DEMO_GRADES, DEMO_KNOWER, DEMO_KNOWS, DEMO_SCHOOL_TYPES, DEMO_SUBJECTS } from './demo-content';

/** Environments where the demo admin, whose password is public, may exist. */
export const DEMO_ADMIN_ENVS: readonly AppEnv[] = ['local', 'dev'];

export async function isDatabaseEmpty(db: Db): Promise<boolean> {
  const [row] = await db.select({ count: sql<number>`count(*)::int` }).from(subjects);
  return (row?.count ?? 0) === 0;
}

/** Creates the demo admin (role admin, e-mail confirmed) unless it exists or the environment forbids it. */
export async function seedDemoAdmin(db: Db, appEnv: AppEnv): Promise<boolean> {
  if (!DEMO_ADMIN_ENVS.includes(appEnv)) return false;
  const [existing] = await db.select({ uuid: accounts.uuid }).from(accounts).where(sql`lower(${accounts.email}) = ${DEMO_ADMIN.email}`);
  if (existing) return false;
  const passwordHash = await hashPassword(DEMO_ADMIN.password);
  await db.transaction(async (tx) => {
    const [user] = await tx
      .insert(users)
      .values({ name: DEMO_ADMIN.name, country: DEMO_ADMIN.country, interfaceLanguage: DEMO_ADMIN.language, primaryContentLanguage: DEMO_ADMIN.language, role: 'admin', onboardedOn: new Date() })
      .returning({ uuid: users.uuid });
    await tx.insert(accounts).values({ userUuid: user!.uuid, email: DEMO_ADMIN.email, passwordHash, emailConfirmedOn: new Date() });
  });
  return true;
}

export async function seedDemoContent(db: Db, { appEnv = env().APP_ENV }: { appEnv?: AppEnv } = {}): Promise<{ seeded: boolean; knows: number }> {
  await seedDemoAdmin(db, appEnv);
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
