// Throttling of the routes that check a signed-in user's password (change password, start or disable 2FA, change
// e-mail): someone holding a stolen access token must not be able to guess the password behind it. Wrong passwords
// are counted per account over the login window (the captcha gate, without a captcha step); past the limit every check
// is refused with TooManyLoginAttemptsError (429, retryAfterSeconds) until the window ends. A right password clears
// the count.
import { AppError } from '../../lib/errors';
import { passCaptchaGate } from './captcha-gate';
import { LOGIN_THROTTLE } from './login-throttle';

export const PASSWORD_CHECK_THROTTLE = { windowSeconds: LOGIN_THROTTLE.windowSeconds, refuseAfter: 5 } as const;

/** Runs `check` (which throws InvalidCredentialsError on a wrong password) unless the account has failed too often. */
export async function guardPasswordCheck<T>(accountUuid: string, check: () => Promise<T>): Promise<T> {
  const { windowSeconds, refuseAfter } = PASSWORD_CHECK_THROTTLE;
  const gate = await passCaptchaGate({
    namespace: 'password-check',
    windowSeconds,
    counters: [{ key: accountUuid.toLowerCase(), captchaAfter: Number.POSITIVE_INFINITY, refuseAfter }],
    refusal: 'TooManyLoginAttemptsError',
  });
  try {
    const result = await check();
    await gate.clear([0]);
    return result;
  } catch (error) {
    if (!(error instanceof AppError && LOGIN_THROTTLE.failures.includes(error.type))) await gate.giveBack();
    throw error;
  }
}
