import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../../lib/errors/api-error';
import { queryString } from '../../../../lib/routes/query-string';
import { nextSignInStep } from '../sign-in-flow';

const error = (type: ConstructorParameters<typeof ApiError>[0], data: Record<string, unknown> = {}) => new ApiError(type, data, 400);

describe('what the sign-in form does after an error', () => {
  it('asks for the 2FA code, then says when it is wrong', () => {
    expect(nextSignInStep(error('Requires2FAError'))).toEqual({ kind: 'needsTotp' });
    expect(nextSignInStep(error('Invalid2FATokenError'))).toEqual({ kind: 'wrongTotp' });
  });

  it('solves a captcha when the server asks for one', () => {
    expect(nextSignInStep(error('RequiresCaptchaError'))).toEqual({ kind: 'needsCaptcha' });
  });

  it('tells how many minutes to wait after too many attempts, rounding up', () => {
    expect(nextSignInStep(error('TooManyLoginAttemptsError', { retryAfterSeconds: 61 }))).toEqual({ kind: 'tooManyAttempts', retryAfterMinutes: 2 });
    expect(nextSignInStep(error('TooManyLoginAttemptsError', {}))).toEqual({ kind: 'tooManyAttempts', retryAfterMinutes: 15 });
  });

  it('offers to resend the confirmation for the account the server names', () => {
    expect(nextSignInStep(error('EmailConfirmationRequiredError', { accountUuid: 'a' }))).toEqual({ kind: 'confirmEmail', accountUuid: 'a' });
  });

  it('says which provider an account without a password signs in with', () => {
    expect(nextSignInStep(error('GoogleAccountExistsError'))).toEqual({ kind: 'socialAccount', provider: 'GoogleAccountExistsError' });
    expect(nextSignInStep(error('AppleAccountExistsError'))).toEqual({ kind: 'socialAccount', provider: 'AppleAccountExistsError' });
  });

  it('says the credentials are wrong, and hands anything else to the toasts', () => {
    expect(nextSignInStep(error('InvalidCredentialsError'))).toEqual({ kind: 'invalidCredentials' });
    expect(nextSignInStep(new Error('network')).kind).toBe('other');
  });
});

describe('queryString', () => {
  it('carries only string values on', () => {
    expect(queryString({ redirect: '/app/profile', utm_content: undefined, x: ['a'] })).toBe('?redirect=%2Fapp%2Fprofile');
    expect(queryString({})).toBe('');
  });
});
