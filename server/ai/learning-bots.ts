// Learning bots (a tutor per subject with example questions) and university courses (uni GPT, AI summaries), per
// content language: the site's content language picks them (its base language: es-MX reads the es ones). Seeded by
// server/db/seed/seed-learning-bots.ts.
import { asc, eq } from 'drizzle-orm';
import type { LearningBot } from '../../lib/contracts/ai';
import { AppError } from '../../lib/errors';
import { contentLanguageOf } from '../catalogue/find-subjects';
import type { Db } from '../db';
import { learningBots, universityCourses } from '../db/schema';

const botOut = (row: typeof learningBots.$inferSelect): LearningBot => ({
  uuid: row.uuid,
  name: row.name,
  subject: row.subject,
  description: row.description,
  exampleQuestions: row.exampleQuestions,
  language: row.language,
});

export async function listLearningBots(db: Db, contentLanguage: string): Promise<{ bots: LearningBot[] }> {
  const rows = await db
    .select()
    .from(learningBots)
    .where(eq(learningBots.language, contentLanguageOf(contentLanguage)))
    .orderBy(asc(learningBots.position), asc(learningBots.name));
  return { bots: rows.map(botOut) };
}

export async function findLearningBot(db: Db, uuid: string): Promise<LearningBot> {
  const [row] = await db.select().from(learningBots).where(eq(learningBots.uuid, uuid));
  if (!row) throw new AppError('NotFoundError', { resource: 'learningBot' });
  return botOut(row);
}

export async function listUniversityCourses(db: Db, contentLanguage: string) {
  const rows = await db
    .select({ courseUuid: universityCourses.uuid, courseTitle: universityCourses.title })
    .from(universityCourses)
    .where(eq(universityCourses.language, contentLanguageOf(contentLanguage)))
    .orderBy(asc(universityCourses.title));
  return { courses: rows };
}
