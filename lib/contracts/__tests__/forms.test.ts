// The username form is built from USERNAME_LENGTH, the value the profile page's hint states (profile:usernameRules).
import { describe, expect, it } from 'vitest';
import { USERNAME_FORM, USERNAME_LENGTH } from '../forms';

describe('USERNAME_FORM', () => {
  it('accepts USERNAME_LENGTH.min to USERNAME_LENGTH.max characters, and no fewer or more', () => {
    expect(USERNAME_FORM.test('a'.repeat(USERNAME_LENGTH.min))).toBe(true);
    expect(USERNAME_FORM.test('a'.repeat(USERNAME_LENGTH.max))).toBe(true);
    expect(USERNAME_FORM.test('a'.repeat(USERNAME_LENGTH.min - 1))).toBe(false);
    expect(USERNAME_FORM.test('a'.repeat(USERNAME_LENGTH.max + 1))).toBe(false);
  });

  it('takes a–z, 0–9, dots and underscores, with no dot at either end or twice in a row', () => {
    expect(['lena.vogel', 'jonas_k', 'a1.b2'].filter((name) => USERNAME_FORM.test(name))).toHaveLength(3);
    expect(['.lena', 'lena.', 'le..na', 'Lena', 'le na', 'lena-v'].filter((name) => USERNAME_FORM.test(name))).toEqual([]);
  });
});
