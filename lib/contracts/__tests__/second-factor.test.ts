// The second factor as requests carry it: recovery codes typed loosely, exactly one factor where one is required.
import { describe, expect, it } from 'vitest';
import { passwordGrantSchema } from '../auth';
import { passwordAndFactorBodySchema } from '../two-factor';
import { recoveryCodeSchema } from '../second-factor';

describe('recoveryCodeSchema', () => {
  it('takes ten letters and digits in any case, with dashes or spaces between', () => {
    for (const code of ['abcde-23456', 'ABCDE23456', ' abcde 23456 ', 'ab-cd-e2-34-56']) expect(recoveryCodeSchema.safeParse(code).success, code).toBe(true);
  });

  it('refuses fewer or more than ten characters and anything but letters, digits, dashes and spaces', () => {
    for (const code of ['abcde-2345', 'abcde-234567', 'abcde_23456', 'abcde-2345!', '', '-----------']) expect(recoveryCodeSchema.safeParse(code).success, code).toBe(false);
  });
});

describe('passwordAndFactorBodySchema', () => {
  it('needs exactly one factor: an app code or a recovery code', () => {
    expect(passwordAndFactorBodySchema.safeParse({ password: 'x', totp: '123456' }).success).toBe(true);
    expect(passwordAndFactorBodySchema.safeParse({ password: 'x', recoveryCode: 'abcde-23456' }).success).toBe(true);
    expect(passwordAndFactorBodySchema.safeParse({ password: 'x' }).success).toBe(false);
    expect(passwordAndFactorBodySchema.safeParse({ password: 'x', totp: '123456', recoveryCode: 'abcde-23456' }).success).toBe(false);
  });
});

describe('passwordGrantSchema', () => {
  it('carries a recovery code in place of the app code', () => {
    const parsed = passwordGrantSchema.parse({ email: 'A@Example.org', password: 'pw', recoveryCode: ' abcde-23456 ' });
    expect(parsed.recoveryCode).toBe('abcde-23456');
  });
});
