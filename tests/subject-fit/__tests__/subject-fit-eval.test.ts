// The subject-fit check's budgets (issue 33, decision 051) on students' own notes — the tuning part and the held-out
// part, which is reported as totals only — and on the demo knows: almost never doubt a knower's right choice, catch
// most misfilings, and name the right subject when it does.
import { describe, expect, it } from 'vitest';
import { DEMO_NOTES, evaluatePart, evaluateSubjectFit, share, SUBJECT_FIT_BUDGETS, summary, type SubjectFitResult } from '../evaluate';

function holdsBudgets(result: SubjectFitResult) {
  expect(share(result.falseDoubts, result.rightFilings)).toBeLessThanOrEqual(SUBJECT_FIT_BUDGETS.maxFalseDoubts);
  expect(share(result.caught, result.misfilings)).toBeGreaterThanOrEqual(SUBJECT_FIT_BUDGETS.minCaught);
  expect(share(result.rightSuggestions, result.caught)).toBeGreaterThanOrEqual(SUBJECT_FIT_BUDGETS.minRightSuggestion);
}

describe('subject-fit evaluation', () => {
  it('meets the budgets on the tuning notes', () => {
    const result = evaluatePart('tuning');
    console.info(summary('tuning', result));
    expect(result.notes).toBeGreaterThanOrEqual(90);
    holdsBudgets(result);
  });

  it('meets the budgets on the held-out notes (totals only)', () => {
    const result = evaluatePart('held-out');
    console.info(summary('held-out', result));
    expect(result.notes).toBeGreaterThanOrEqual(90);
    holdsBudgets(result);
  });

  it('doubts no demo know, filed as the demo files it', () => {
    const result = evaluateSubjectFit(DEMO_NOTES);
    expect(result.notes).toBeGreaterThan(100);
    expect(result.misses.filter((miss) => miss.startsWith('false doubt'))).toEqual([]);
  });
});
