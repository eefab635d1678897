// The AI evaluation's question set (issue 30): its size, languages and mix, and that every question can be judged.
import { describe, expect, it } from 'vitest';
import layer from '../text-layer.json';
import { foldText } from '../../../server/ai/local/text-analysis';
import { HELD_OUT_QUESTIONS } from '../held-out';
import { TUNING_QUESTIONS } from '../questions';
import type { TextLayer } from '../text-layer';

const ALL = [...TUNING_QUESTIONS, ...HELD_OUT_QUESTIONS];
const folded = (text: string) => foldText(text).replace(/\s+/g, ' ');

describe('the AI evaluation questions', () => {
  it('has at least 150 questions in at least 5 languages, about a quarter unanswerable, and a held-out part in each language', () => {
    expect(ALL.length).toBeGreaterThanOrEqual(150);
    expect(new Set(ALL.map((question) => question.language)).size).toBeGreaterThanOrEqual(5);
    const unanswerable = ALL.filter((question) => question.type === 'unanswerable').length / ALL.length;
    expect(unanswerable).toBeGreaterThanOrEqual(0.2);
    expect(unanswerable).toBeLessThanOrEqual(0.3);
    for (const language of new Set(ALL.map((question) => question.language))) {
      expect(HELD_OUT_QUESTIONS.filter((question) => question.language === language).length, language).toBeGreaterThanOrEqual(10);
    }
  });

  it('asks every question once, and each expected answer is on one of its expected pages of the text layer', () => {
    expect(new Set(ALL.map((question) => `${question.know} ${question.question}`)).size).toBe(ALL.length);
    for (const question of ALL) {
      const pages = (layer as TextLayer)[question.know];
      expect(pages, question.know).toBeDefined();
      for (const entry of question.expect) {
        const found = entry.split('|').some((alternative) => question.pages.some((page) => folded(pages![page - 1] ?? '').includes(folded(alternative))));
        expect(found, `${question.question}: ${entry}`).toBe(true);
      }
    }
  });
});
