import { describe, expect, it } from 'vitest';
import { formatOffset } from '../format-offset';

describe('formatOffset', () => {
  it.each([
    [0, 'UTC±0'],
    [60, 'UTC+1'],
    [330, 'UTC+5:30'],
    [-210, 'UTC−3:30'],
    [840, 'UTC+14'],
  ])('%i minutes reads %s', (minutes, text) => {
    expect(formatOffset(minutes)).toBe(text);
  });
});
