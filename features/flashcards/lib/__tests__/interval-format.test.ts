import { describe, expect, it } from 'vitest';
import { formatInterval, intervalParts } from '../interval-format';

const now = new Date('2026-11-30T09:00:00.000Z');
const after = (ms: number) => new Date(now.getTime() + ms);
const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
const unit = (locale: string, name: string, value: number) => new Intl.NumberFormat(locale, { style: 'unit', unit: name, unitDisplay: 'short', maximumFractionDigits: 1 }).format(value);
const lessThan = (interval: string) => `<${interval}`;

describe('the next interval on a grade button', () => {
  it('shows learning steps as "<" minutes, never less than one', () => {
    expect(intervalParts(after(10 * MINUTE), now)).toEqual({ unit: 'minute', value: 10, lessThan: true });
    expect(intervalParts(after(20_000), now)).toEqual({ unit: 'minute', value: 1, lessThan: true });
    expect(formatInterval(after(10 * MINUTE), now, 'en', lessThan)).toBe(`<${unit('en', 'minute', 10)}`);
  });

  it('shows hours under a day, days under 30 days, months under a year, then years', () => {
    expect(intervalParts(after(3 * 60 * MINUTE), now)).toEqual({ unit: 'hour', value: 3, lessThan: false });
    expect(intervalParts(after(DAY), now)).toEqual({ unit: 'day', value: 1, lessThan: false });
    expect(intervalParts(after(3 * DAY), now)).toEqual({ unit: 'day', value: 3, lessThan: false });
    expect(intervalParts(after(29 * DAY), now)).toEqual({ unit: 'day', value: 29, lessThan: false });
    expect(intervalParts(after(60 * DAY), now)).toEqual({ unit: 'month', value: 2, lessThan: false });
    expect(intervalParts(after(45 * DAY), now)).toEqual({ unit: 'month', value: 1.5, lessThan: false });
    expect(intervalParts(after(400 * DAY), now)).toEqual({ unit: 'year', value: 1.1, lessThan: false });
  });

  it('rounds a day that is a few seconds short (the answer came a moment after the preview) to the day', () => {
    expect(intervalParts(after(3 * DAY - 5_000), now)).toEqual({ unit: 'day', value: 3, lessThan: false });
  });

  it('words each unit in the interface language', () => {
    expect(formatInterval(after(DAY), now, 'en', lessThan)).toBe(unit('en', 'day', 1));
    expect(formatInterval(after(3 * DAY), now, 'de', lessThan)).toBe(unit('de', 'day', 3));
    expect(formatInterval(after(60 * DAY), now, 'fr', lessThan)).toBe(unit('fr', 'month', 2));
    expect(formatInterval(after(45 * DAY), now, 'de', lessThan)).toContain('1,5');
  });

  it('treats a time already past as the shortest step', () => {
    expect(intervalParts(after(-MINUTE), now)).toEqual({ unit: 'minute', value: 1, lessThan: true });
  });
});
