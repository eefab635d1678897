import { describe, expect, it } from 'vitest';
import { isExpansionContestRunning, withContestState } from '../expansion-contest';
import { countryConfigFor } from '../resolve-country';

const mexico = countryConfigFor('MX', 'prod');
const at = (iso: string) => new Date(iso);

describe('expansion contests (spec §4)', () => {
  it.each([
    ['MX', '2024-10-20T00:00:00Z', '2024-11-01T23:59:59Z'],
    ['TR', '2024-07-18T00:00:00Z', '2024-08-12T23:59:59Z'],
    ['DE', '2025-06-17T00:00:00Z', '2025-06-22T23:59:59Z'],
  ] as const)('runs the %s contest from its first to its last second, both included', (code, start, end) => {
    const config = countryConfigFor(code, 'prod');
    expect(isExpansionContestRunning(config, new Date(Date.parse(start) - 1))).toBe(false);
    expect(isExpansionContestRunning(config, at(start))).toBe(true);
    expect(isExpansionContestRunning(config, at(end))).toBe(true);
    expect(isExpansionContestRunning(config, new Date(Date.parse(end) + 1))).toBe(false);
  });

  it('never runs a contest in a country without contest dates', () => {
    expect(isExpansionContestRunning(countryConfigFor('FR', 'prod'), at('2024-10-25T12:00:00Z'))).toBe(false);
  });

  it('does not run Austria in the German contest', () => {
    expect(isExpansionContestRunning(countryConfigFor('AT', 'prod'), at('2025-06-18T12:00:00Z'))).toBe(false);
  });

  it('computes the running flag into a copy of the config', () => {
    const running = withContestState(mexico, at('2024-10-25T12:00:00Z'));
    expect(running).toEqual({ ...mexico, isExpansionContestRunning: true });
    expect(withContestState(mexico, at('2024-11-02T00:00:00Z')).isExpansionContestRunning).toBe(false);
    expect(mexico.isExpansionContestRunning).toBe(false);
  });
});
