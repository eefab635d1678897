import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { passwordSchema, signupBodySchema } from '../../contracts/auth';
import { ApiError } from '../../errors/api-error';
import { fieldErrorsFromApiError, fieldErrorsFromIssues } from '../field-errors';

// A translator that shows which key and values were asked for.
const t = ((key: string, values?: Record<string, unknown>) => (values ? `${key} ${JSON.stringify(values)}` : key)) as unknown as TFunction;

describe('field errors in the user language', () => {
  it('names the password rule that failed: length, letter, digit', () => {
    const issues = (value: string) => passwordSchema.safeParse(value).error!.issues.map((issue) => ({ ...issue, path: ['password'] }));
    expect(fieldErrorsFromIssues(issues('abc1'), t).password).toBe('common:forms.tooShort {"count":8}');
    expect(fieldErrorsFromIssues(issues('12345678'), t).password).toBe('common:forms.passwordLetter');
    expect(fieldErrorsFromIssues(issues('abcdefgh'), t).password).toBe('common:forms.passwordDigit');
  });

  it('keeps the first message per field and maps e-mail and required fields', () => {
    const result = signupBodySchema.safeParse({ email: 'not-an-email', name: '', password: 'abc' });
    const errors = fieldErrorsFromIssues(result.error!.issues, t);
    expect(errors.email).toBe('common:forms.invalidEmail');
    expect(errors.name).toBe('common:forms.required');
    expect(errors.password).toBe('common:forms.tooShort {"count":8}');
  });

  it('reads the issues of a FormValidationError from the server, with the minimum age', () => {
    const error = new ApiError('FormValidationError', { issues: [{ in: 'body', path: ['birthDate'], code: 'too_young', message: 'x' }], minimumAge: 13 }, 400);
    expect(fieldErrorsFromApiError(error, t)).toEqual({ birthDate: 'common:forms.tooYoung {"count":13}' });
  });

  it('answers null for any other error', () => {
    expect(fieldErrorsFromApiError(new ApiError('EmailInUseError', {}, 409), t)).toBeNull();
    expect(fieldErrorsFromApiError(new Error('x'), t)).toBeNull();
  });
});
