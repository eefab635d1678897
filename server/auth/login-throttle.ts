// Login throttling (ARCHITECTURE §3, decision 023): failed password grants are counted over 15 minutes in three
// counters, so that an attacker slows down only themselves and never locks the owner out of their account:
//
// - per account and caller IP (the pair): a captcha after 3 failures, then a delay that doubles with each further
//   failure (1 s, 2 s, 4 s…), and every attempt of the pair refused after 10 (TooManyLoginAttemptsError, 429);
// - per caller IP, across accounts: a captcha after 10 failures, refused after 50;
// - per account, from any IP: a captcha after 5 failures — never refused. Five wrong passwords for someone's e-mail
//   from anywhere make the owner solve an (invisible, proof-of-work) captcha, but the owner's correct password with
//   a solved captcha always signs in (security finding "lockout of any account").
//
// Unsigned requests (no X-Signature) get half of each limit. A successful sign-in clears the pair's and the account's
// counts. Counters live in the process's throttle store: memory, or Redis when REDIS_URL is set (process-throttle-store).
import { AppError, type ErrorType } from '../../lib/errors';
import { isCountedPerIp, passCaptchaGate, retryAfterSeconds } from './captcha-gate';
import { resetThrottleStore, throttleStore } from '../throttle/process-throttle-store';
import type { ThrottleStore } from '../throttle/throttle-store';

type Limits = { pair: number; ip: number; account: number };

/** The rules, for signed requests; unsigned requests get each limit times `unsignedShare`, rounded up. */
export const LOGIN_THROTTLE = {
  /** Failures are counted in fixed windows of this length, from the first failure. */
  windowSeconds: 15 * 60,
  /** After this many failures, further attempts need a solved captcha. */
  captchaAfter: { pair: 3, ip: 10, account: 5 } satisfies Limits,
  /** After this many failures, attempts are refused, captcha or not, until the window ends (the account: never). */
  refuseAfter: { pair: 10, ip: 50, account: Number.POSITIVE_INFINITY } satisfies Limits,
  /** Each failure of a pair beyond its captcha limit makes its next attempt wait this long, doubled per failure. */
  firstDelaySeconds: 1,
  unsignedShare: 0.5,
  /** Errors of a sign-in that count as a failed attempt (a wrong password or a wrong second-factor code). */
  failures: ['InvalidCredentialsError', 'Invalid2FATokenError'] as readonly ErrorType[],
} as const;

const COUNTERS = ['pair', 'ip', 'account'] as const;
type CounterName = (typeof COUNTERS)[number];

function limitsFor(signed: boolean): { captchaAfter: Limits; refuseAfter: Limits } {
  const share = (limits: Limits): Limits => {
    if (signed) return limits;
    const half = (limit: number) => Math.ceil(limit * LOGIN_THROTTLE.unsignedShare);
    return { pair: half(limits.pair), ip: half(limits.ip), account: half(limits.account) };
  };
  return { captchaAfter: share(LOGIN_THROTTLE.captchaAfter), refuseAfter: share(LOGIN_THROTTLE.refuseAfter) };
}

/** The wait after `failures` failures of a pair whose captcha limit is `captchaAfter`, in seconds (0: none). */
function delayAfter(failures: number, captchaAfter: number, firstDelaySeconds: number = LOGIN_THROTTLE.firstDelaySeconds): number {
  const beyond = failures - captchaAfter;
  if (beyond <= 0) return 0;
  return Math.min(firstDelaySeconds * 2 ** (beyond - 1), LOGIN_THROTTLE.windowSeconds);
}

type LoginAttempt = { email: string; ip: string; signed: boolean; captcha?: string };

export type LoginThrottle = {
  /** Runs the sign-in if the counters allow it, and counts its outcome. */
  guard<T>(attempt: LoginAttempt, signIn: () => Promise<T>): Promise<T>;
};

type ThrottleOptions = {
  /** Where the counts live; the process's store by default. */
  store?: ThrottleStore;
  verifyCaptcha?: (payload: string) => Promise<boolean>;
  /** The first of the doubling delays (0: none, for tests that count past them). */
  firstDelaySeconds?: number;
};

export function createLoginThrottle({ store, verifyCaptcha, firstDelaySeconds = LOGIN_THROTTLE.firstDelaySeconds }: ThrottleOptions = {}): LoginThrottle {
  const windowSeconds = LOGIN_THROTTLE.windowSeconds;

  return {
    async guard<T>(attempt: LoginAttempt, signIn: () => Promise<T>): Promise<T> {
      const delays = (store ?? throttleStore()).counters('login:delay');
      const email = attempt.email.trim().toLowerCase();
      const keys: Record<CounterName, string> = { pair: `pair:${email}|${attempt.ip}`, ip: `ip:${attempt.ip}`, account: `account:${email}` };
      const { captchaAfter, refuseAfter } = limitsFor(attempt.signed);
      const counted = COUNTERS.filter((name) => name !== 'ip' || isCountedPerIp(attempt.ip));

      const delay = await delays.get(keys.pair);
      if (delay && delay.msLeft > 0) throw new AppError('TooManyLoginAttemptsError', { retryAfterSeconds: retryAfterSeconds([delay]) });

      const gate = await passCaptchaGate({
        namespace: 'login:failures',
        windowSeconds,
        counters: counted.map((name) => ({ key: keys[name], captchaAfter: captchaAfter[name], refuseAfter: refuseAfter[name] })),
        captcha: attempt.captcha,
        refusal: 'TooManyLoginAttemptsError',
        store,
        verifyCaptcha,
      });

      let result: T;
      try {
        result = await signIn();
      } catch (error) {
        const failed = error instanceof AppError && LOGIN_THROTTLE.failures.includes(error.type);
        if (!failed) await gate.giveBack();
        const wait = failed ? delayAfter(gate.counts[0]!.count, captchaAfter.pair, firstDelaySeconds) : 0;
        if (wait > 0) {
          await delays.delete(keys.pair);
          await delays.add(keys.pair, 1, wait);
        }
        throw error;
      }
      const indexOf = (name: CounterName) => (counted.includes(name) ? [counted.indexOf(name)] : []);
      await Promise.all([gate.clear([...indexOf('pair'), ...indexOf('account')]), delays.delete(keys.pair), gate.giveBack(indexOf('ip'))]);
      return result;
    },
  };
}

const holder = globalThis as unknown as { knowlyLoginThrottle?: LoginThrottle };

/** The process's throttle. */
export function loginThrottle(): LoginThrottle {
  holder.knowlyLoginThrottle ??= createLoginThrottle();
  return holder.knowlyLoginThrottle;
}

/** Starts every count afresh (a new throttle store), with another throttle if given (tests). */
export function resetLoginThrottle(throttle?: LoginThrottle): void {
  resetThrottleStore();
  holder.knowlyLoginThrottle = throttle;
}
