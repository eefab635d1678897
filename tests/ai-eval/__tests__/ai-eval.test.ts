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

/** What the local engine reached (docs/benchmarks.md), correct answers out of the questions. On the held-out part every
 *  language (≥ 75 %), the overviews (9 / 9) and the refusals (17 / 18, 94.4 %) meet the issue's budgets
 *  (AI_EVAL_BUDGETS). These floors keep what was reached from going back; raise them as the engine
 *  improves. Tuning floors of 2026-11-29 morning, after batches 10–13 (108 questions) and the who / when / where
 *  rules. The held-out French floor went from 10 to 9 with those rules (81.8 %, above the budget): the question it
 *  lost was not looked for, since that would mean tuning on the held-out part. Tuning floors of 2026-11-29 afternoon,
 *  after batches 14–18 (101 questions) and the rules for a killer, what happens to a named person and a formula asked
 *  by name: the held-out Spanish floor went from 8 to 7 with them (77.8 %, above the budget), not looked for either;
 *  the 32 new answerable tuning questions of the shapes those rules touch lost none. Tuning floors of 2026-11-29
 *  evening, after batches 19–22 (91 questions: knows few had asked about, unanswerable shapes not written before) and
 *  the rules for an unnamed kind ("balance redox reactions"), "c quoi", a term before a dash, the topic as a term's
 *  head, where a word comes from, what the test asks and a yes/no question's things together: held-out unchanged. Tuning
 *  floors of 2026-11-30 night, after batches 25–28 (113 questions on the knows with the fewest, unanswerable ones that
 *  reuse the notes' words for a neighbouring topic, a number the notes do not give, what came after) and the rules for
 *  another kind of a term's head ("l'exode urbain" over "l'exode rural"), an English subject before its verb the
 *  material never names ("how do hurricanes form"), a share asked as a number ("what percent") and what came after a
 *  thing: the held-out refusals went from 16 to 17 (the question it gained was not looked for), the rest unchanged. */
const REACHED: Record<EvalPart, { languages: Record<string, number>; refusals: number; overviews: number }> = {
  tuning: { languages: { de: 72, fr: 70, en: 83, es: 94, it: 74 }, refusals: 219, overviews: 19 },
  'held-out': { languages: { de: 9, fr: 9, en: 10, es: 7, it: 7 }, refusals: 17, overviews: 9 },
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
