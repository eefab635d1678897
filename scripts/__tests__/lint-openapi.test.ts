// The OpenAPI description passes Redocly CLI's recommended rules (redocly.yaml) with no error and no warning.
import { describe, expect, it } from 'vitest';
import { lintOpenApiDescription } from '../lint-openapi';

describe('the OpenAPI description under Redocly lint', () => {
  it('has no error and no warning', () => {
    const { totals, problems } = lintOpenApiDescription();
    expect(problems.map((problem) => `${problem.severity} ${problem.ruleId} ${problem.location[0]?.pointer ?? ''}: ${problem.message}`)).toEqual([]);
    expect(totals).toMatchObject({ errors: 0, warnings: 0 });
  }, 120_000);
});
