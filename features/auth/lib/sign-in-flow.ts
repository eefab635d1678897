// What the sign-in form does after each answer of the token call (spec §8 errors): ask for the 2FA code, solve a
// captcha and try again, offer to resend the confirmation e-mail, or say why it failed.
import { ApiError } from '../../../lib/errors/api-error';

export type SignInStep =
  | { kind: 'done' }
  | { kind: 'needsTotp' }
  | { kind: 'wrongTotp' }
  | { kind: 'needsCaptcha' }
  | { kind: 'invalidCredentials' }
  | { kind: 'tooManyAttempts'; retryAfterMinutes: number }
  | { kind: 'confirmEmail'; accountUuid: string | null }
  | { kind: 'fieldErrors' }
  /** The account signs in with Google or Apple (it has no password). */
  | { kind: 'socialAccount'; provider: 'GoogleAccountExistsError' | 'AppleAccountExistsError' }
  | { kind: 'other'; error: ApiError };

export function nextSignInStep(error: unknown): SignInStep {
  const apiError = error instanceof ApiError ? error : new ApiError('UnknownError', {}, undefined);
  switch (apiError.type) {
    case 'Requires2FAError':
      return { kind: 'needsTotp' };
    case 'Invalid2FATokenError':
      return { kind: 'wrongTotp' };
    case 'RequiresCaptchaError':
      return { kind: 'needsCaptcha' };
    case 'InvalidCredentialsError':
      return { kind: 'invalidCredentials' };
    case 'TooManyLoginAttemptsError': {
      const seconds = Number(apiError.data.retryAfterSeconds);
      return { kind: 'tooManyAttempts', retryAfterMinutes: Number.isFinite(seconds) && seconds > 0 ? Math.ceil(seconds / 60) : 15 };
    }
    case 'EmailConfirmationRequiredError':
      return { kind: 'confirmEmail', accountUuid: typeof apiError.data.accountUuid === 'string' ? apiError.data.accountUuid : null };
    case 'FormValidationError':
      return { kind: 'fieldErrors' };
    case 'GoogleAccountExistsError':
    case 'AppleAccountExistsError':
      return { kind: 'socialAccount', provider: apiError.type };
    default:
      return { kind: 'other', error: apiError };
  }
}
