// Enforces the budgets of the local AI engine's evaluation in CI (the same run as `npm run eval:ai`, in memory).
import { describe, expect, it } from 'vitest';
import { EVAL_QUESTIONS } from '../questions';
import { AI_EVAL_BUDGETS, runAiEvaluation } from '../run-eval';

describe('AI evaluation over the demo knows', () => {
  it('has at least 60 questions in at least 4 languages', () => {
    expect(EVAL_QUESTIONS.length).toBeGreaterThanOrEqual(60);
    expect(new Set(EVAL_QUESTIONS.map((question) => question.language)).size).toBeGreaterThanOrEqual(4);
  });

  it('meets hit@3 ≥ 0.8 and 100 % citation validity, and finds nothing for most unanswerable questions', async () => {
    const result = await runAiEvaluation();
    expect(result.hitAt3).toBeGreaterThanOrEqual(AI_EVAL_BUDGETS.hitAt3);
    expect(result.citationValidity).toBe(AI_EVAL_BUDGETS.citationValidity);
    expect(result.citations.answers.all).toBeGreaterThan(0);
    expect(result.citations.exams.all).toBeGreaterThan(0);
    expect(result.unanswerable.foundNothing / result.unanswerable.questions).toBeGreaterThanOrEqual(0.75);
    expect(result.providerFailures.failed).toBe(0);
    expect(result.passed).toBe(true);
  }, 60_000);
});
