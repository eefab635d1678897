// The AI evaluation (issue 30): its question set (size, languages, mix, every question judgeable) and the levels the
// local engine reached on it, held so they cannot regress (the same run as `npm run eval:ai`, in memory).
import { describe, expect, it } from 'vitest';
import layer from '../text-layer.json';
import { foldText } from '../../../server/ai/local/text-analysis';
import { HELD_OUT_QUESTIONS } from '../held-out';
import { TUNING_QUESTIONS } from '../questions';
import { AI_EVAL_BUDGETS, meetsBudgets, runAiEvaluation, tallyShare, type EvalPart } from '../run-eval';
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

/** What the local engine reached on 2026-11-28, late evening (docs/benchmarks.md), correct answers out of the
 *  questions. On the held-out part every language (≥ 75 %) and the overviews (9 / 9) meet the budgets
 *  (AI_EVAL_BUDGETS); the refusals (16 / 18, 88.9 %) are one short of ≥ 90 %. These floors keep what was reached from
 *  going back; raise them as the engine improves. The tuning part has 56 more questions than at the first floors, and
 *  26 more since 2026-11-29 (numerals, calculations, unanswerable ones that reuse the know's words): tuning floors of that night. */
const REACHED: Record<EvalPart, { languages: Record<string, number>; refusals: number; overviews: number }> = {
  tuning: { languages: { de: 32, fr: 30, en: 31, es: 35, it: 43 }, refusals: 83, overviews: 19 },
  'held-out': { languages: { de: 9, fr: 10, en: 10, es: 8, it: 7 }, refusals: 16, overviews: 9 },
};

describe('the AI evaluation of the local engine', () => {
  it('keeps what it reached on both parts, cites only what the pages say, and tells which held-out budgets it misses', async () => {
    const result = await runAiEvaluation();
    for (const part of ['tuning', 'held-out'] as const) {
      const summary = result.parts[part]!;
      for (const [language, correct] of Object.entries(REACHED[part].languages)) expect(summary.languages[language]!.correct, `${part} ${language}`).toBeGreaterThanOrEqual(correct);
      expect(summary.refusals.correct, `${part} refusals`).toBeGreaterThanOrEqual(REACHED[part].refusals);
      expect(summary.overviews.correct, `${part} overviews`).toBeGreaterThanOrEqual(REACHED[part].overviews);
    }
    expect(result.citationValidity).toBe(AI_EVAL_BUDGETS.citationValidity);
    expect(result.providerFailures.failed).toBe(0);
    // The budgets on the held-out part: met only when every language, the refusals and the overviews reach them.
    const heldOut = result.parts['held-out']!;
    // Those already met are held: correct answers in every language, every overview answered with a summary.
    for (const [language, tally] of Object.entries(heldOut.languages)) expect(tallyShare(tally), `held-out ${language}`).toBeGreaterThanOrEqual(AI_EVAL_BUDGETS.correct);
    expect(tallyShare(heldOut.overviews), 'held-out overviews').toBeGreaterThanOrEqual(AI_EVAL_BUDGETS.overviews);
    const met = Object.values(heldOut.languages).every((tally) => tallyShare(tally) >= AI_EVAL_BUDGETS.correct) && tallyShare(heldOut.refusals) >= AI_EVAL_BUDGETS.refusals && tallyShare(heldOut.overviews) >= AI_EVAL_BUDGETS.overviews;
    expect(meetsBudgets(result, 'held-out')).toBe(met);
  }, 120_000);
});
