// The captcha gates of sign-up and password-reset requests (security finding: 20 sign-ups in 0.75 s, resets for 200
// addresses in 1 s): counted per caller IP and per address with that IP over an hour. A person never notices (the
// captcha is an invisible proof of work the form solves and sends again); a script pays work for every request past
// the first few and is refused past the second limit (TooManyRequestsError, 429, retryAfterSeconds). The reset
// mails themselves are limited per address by the mail throttle (email-throttle.ts).
// A caller on this machine is not counted per IP, only per address (isCountedPerIp).
import { isCountedPerIp, passCaptchaGate } from './captcha-gate';

export const REQUEST_GATES = {
  windowSeconds: 60 * 60,
  signUp: { ip: { captchaAfter: 5, refuseAfter: 100 }, address: { captchaAfter: 2, refuseAfter: 10 } },
  passwordReset: { ip: { captchaAfter: 5, refuseAfter: 100 }, address: { captchaAfter: 2, refuseAfter: 10 } },
} as const;

type GateRequest = { email: string; ip: string; captcha?: string };

function gate(name: 'signUp' | 'passwordReset', { email, ip, captcha }: GateRequest): Promise<unknown> {
  const limits = REQUEST_GATES[name];
  return passCaptchaGate({
    namespace: `gate:${name}`,
    windowSeconds: REQUEST_GATES.windowSeconds,
    counters: [
      ...(isCountedPerIp(ip) ? [{ key: `ip:${ip}`, ...limits.ip }] : []),
      { key: `address:${email.trim().toLowerCase()}|${ip}`, ...limits.address },
    ],
    captcha,
    refusal: 'TooManyRequestsError',
  });
}

/** Counts a sign-up, or throws RequiresCaptchaError / TooManyRequestsError. */
export const gateSignUp = (request: GateRequest) => gate('signUp', request);

/** Counts a password-reset request, or throws RequiresCaptchaError / TooManyRequestsError. */
export const gatePasswordReset = (request: GateRequest) => gate('passwordReset', request);
