import { describe, expect, it } from 'vitest';
import { isUuid } from '../ids';

describe('uuid form (spec §5)', () => {
  it('accepts 36 characters in the 8-4-4-4-12 hexadecimal form, any case', () => {
    expect(isUuid('3f2504e0-4f89-41d3-9a0c-0305e82c3301')).toBe(true);
    expect(isUuid('3F2504E0-4F89-41D3-9A0C-0305E82C3301')).toBe(true);
  });

  it.each([
    ['35 characters', '3f2504e0-4f89-41d3-9a0c-0305e82c330'],
    ['37 characters', '3f2504e0-4f89-41d3-9a0c-0305e82c33011'],
    ['a non-hex character', '3f2504e0-4f89-41d3-9a0c-0305e82c330g'],
    ['dashes in the wrong place', '3f2504e04-f89-41d3-9a0c-0305e82c3301'],
    ['no dashes', '3f2504e04f8941d39a0c0305e82c33010000'],
    ['a number', 42],
  ])('refuses %s', (_label, value) => {
    expect(isUuid(value)).toBe(false);
  });
});
