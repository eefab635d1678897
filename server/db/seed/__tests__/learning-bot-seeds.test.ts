// The seeded learning bots and university courses: 3–4 bots and a handful of courses in each major content language,
// each bot about a subject that has demo knows in its language (so that its example questions find material).
import { describe, expect, it } from 'vitest';
import { DEMO_KNOWS } from '../demo-content';
import { LEARNING_BOT_SEEDS, UNIVERSITY_COURSE_SEEDS } from '../learning-bot-seeds';

const LANGUAGES = ['de', 'fr', 'en', 'es'];

describe('learning bot seeds', () => {
  it('has 3 or 4 bots and 3 or more courses in each of de, fr, en and es, with unique slugs', () => {
    for (const language of LANGUAGES) {
      const bots = LEARNING_BOT_SEEDS[language] ?? [];
      const courses = UNIVERSITY_COURSE_SEEDS[language] ?? [];
      expect(bots.length, language).toBeGreaterThanOrEqual(3);
      expect(bots.length, language).toBeLessThanOrEqual(4);
      expect(courses.length, language).toBeGreaterThanOrEqual(3);
      expect(new Set(bots.map((bot) => bot.slug)).size).toBe(bots.length);
      expect(new Set(courses.map((course) => course.slug)).size).toBe(courses.length);
    }
  });

  it('gives every bot a subject with demo knows in its language, and example questions', () => {
    for (const [language, bots] of Object.entries(LEARNING_BOT_SEEDS)) {
      for (const bot of bots) {
        expect(DEMO_KNOWS.some((know) => know.language === language && know.subject === bot.subjectSlug), `${language}/${bot.slug}`).toBe(true);
        expect(bot.exampleQuestions.length).toBeGreaterThanOrEqual(2);
      }
    }
  });
});
