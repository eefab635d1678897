// Adds the learning bots and university courses (learning-bot-seeds.ts) that a database lacks, by language and slug:
// run on every seed, it fills an existing database too and changes nothing the second time.
import type { Db } from '../client';
import { learningBots, universityCourses } from '../schema';
import { DEMO_SUBJECTS } from './demo-content';
import { LEARNING_BOT_SEEDS, UNIVERSITY_COURSE_SEEDS } from './learning-bot-seeds';

const subjectNameOf = (slug: string, language: string) => DEMO_SUBJECTS.find((subject) => subject.slug === slug)?.names[language] ?? slug;

export async function seedLearningBots(db: Db): Promise<void> {
  const bots = Object.entries(LEARNING_BOT_SEEDS).flatMap(([language, seeds]) =>
    seeds.map((bot, position) => ({ ...bot, language, position, subject: subjectNameOf(bot.subjectSlug, language) })),
  );
  const courses = Object.entries(UNIVERSITY_COURSE_SEEDS).flatMap(([language, seeds]) => seeds.map((course) => ({ ...course, language })));
  await db.insert(learningBots).values(bots).onConflictDoNothing({ target: [learningBots.language, learningBots.slug] });
  await db.insert(universityCourses).values(courses).onConflictDoNothing({ target: [universityCourses.language, universityCourses.slug] });
}
