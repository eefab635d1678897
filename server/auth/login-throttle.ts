// Login throttling (ARCHITECTURE §3): failed password grants are counted per account (the lower-cased e-mail, known
// or not) and per caller IP over 15 minutes. Past the first limit a solved captcha is required
// (RequiresCaptchaError), past the second every attempt is refused until the window ends (TooManyLoginAttemptsError,
// 429). Unsigned requests (no X-Signature) get half of each limit. A successful sign-in clears the account's count.
//
// Counters live in this process's memory (rate-limiter-flexible's RateLimiterMemory) by default. With REDIS_URL
// they live in Redis (RateLimiterRedis over ioredis), shared by every app process; should Redis become unreachable,
// each process falls back to counting in its own memory (the insurance limiter) instead of refusing sign-ins.
import { Redis } from 'ioredis';
import { RateLimiterMemory, RateLimiterRedis, type RateLimiterAbstract, type RateLimiterRes } from 'rate-limiter-flexible';
import { AppError, type ErrorType } from '../../lib/errors';
import { env } from '../env';
import { logger } from '../logger';
import { CAPTCHA, verifyCaptchaPayload } from './captcha';

/** The rules, for signed requests; unsigned requests get each limit times `unsignedShare`, rounded up. */
export const LOGIN_THROTTLE = {
  /** Failures are counted in fixed windows of this length, from the first failure. */
  windowSeconds: 15 * 60,
  /** After this many failures, further attempts need a solved captcha. */
  captchaAfter: { account: 3, ip: 10 },
  /** After this many failures, attempts are refused, captcha or not, until the window ends. */
  refuseAfter: { account: 10, ip: 50 },
  unsignedShare: 0.5,
  /** Errors of a sign-in that count as a failed attempt (a wrong password or a wrong second-factor code). */
  failures: ['InvalidCredentialsError', 'Invalid2FATokenError'] as readonly ErrorType[],
} as const;

type LoginLimits = { captchaAfter: { account: number; ip: number }; refuseAfter: { account: number; ip: number } };

function loginLimits(signed: boolean): LoginLimits {
  const share = (limit: number) => (signed ? limit : Math.ceil(limit * LOGIN_THROTTLE.unsignedShare));
  const { captchaAfter, refuseAfter } = LOGIN_THROTTLE;
  return {
    captchaAfter: { account: share(captchaAfter.account), ip: share(captchaAfter.ip) },
    refuseAfter: { account: share(refuseAfter.account), ip: share(refuseAfter.ip) },
  };
}

type LoginAttempt = { email: string; ip: string; signed: boolean; captcha?: string };

export type LoginThrottle = {
  /** Runs the sign-in if the counters allow it, and counts its outcome. */
  guard<T>(attempt: LoginAttempt, signIn: () => Promise<T>): Promise<T>;
};

type ThrottleOptions = {
  /** A limiter per counter ('account' | 'ip'); memory by default. */
  limiter?: (name: 'account' | 'ip', points: number, durationSeconds: number) => RateLimiterAbstract;
  verifyCaptcha?: (payload: string) => Promise<boolean>;
};

const memoryLimiter: NonNullable<ThrottleOptions['limiter']> = (name, points, duration) => new RateLimiterMemory({ keyPrefix: `login_fail_${name}`, points, duration });

/** Limiters in Redis, shared by every process using the same client and prefix. */
export function redisLimiter(client: Redis, prefix = 'knowly'): NonNullable<ThrottleOptions['limiter']> {
  return (name, points, duration) =>
    new RateLimiterRedis({
      storeClient: client,
      keyPrefix: `${prefix}:login_fail_${name}`,
      points,
      duration,
      insuranceLimiter: memoryLimiter(name, points, duration),
    });
}

const redisHandle = globalThis as unknown as { knowlyThrottleRedis?: Redis };

function sharedRedisClient(url: string): Redis {
  if (!redisHandle.knowlyThrottleRedis) {
    const client = new Redis(url, { maxRetriesPerRequest: 1, enableOfflineQueue: false });
    client.on('error', (error: Error) => logger().warn({ err: error.message }, 'login throttling: Redis unreachable, counting in memory'));
    redisHandle.knowlyThrottleRedis = client;
  }
  return redisHandle.knowlyThrottleRedis;
}

export function createLoginThrottle({ limiter = memoryLimiter, verifyCaptcha = verifyCaptchaPayload }: ThrottleOptions = {}): LoginThrottle {
  const byAccount = limiter('account', LOGIN_THROTTLE.refuseAfter.account, LOGIN_THROTTLE.windowSeconds);
  const byIp = limiter('ip', LOGIN_THROTTLE.refuseAfter.ip, LOGIN_THROTTLE.windowSeconds);

  return {
    async guard<T>(attempt: LoginAttempt, signIn: () => Promise<T>): Promise<T> {
      const accountKey = attempt.email.trim().toLowerCase();
      const ipKey = attempt.ip;
      const limits = loginLimits(attempt.signed);
      // Every attempt is counted as a failure up front and given back unless it fails: attempts racing in parallel
      // each see their own count, so none slips past a limit.
      const [account, ip] = await Promise.all([byAccount.penalty(accountKey, 1), byIp.penalty(ipKey, 1)]);
      const giveBack = (which: { account: boolean; ip: boolean }) =>
        Promise.all([which.account ? byAccount.reward(accountKey, 1) : undefined, which.ip ? byIp.reward(ipKey, 1) : undefined]);

      const overLimit = [account.consumedPoints > limits.refuseAfter.account && account, ip.consumedPoints > limits.refuseAfter.ip && ip].filter(
        (res): res is RateLimiterRes => Boolean(res),
      );
      if (overLimit.length > 0) {
        await giveBack({ account: true, ip: true });
        const retryAfterSeconds = Math.max(1, Math.ceil(Math.max(...overLimit.map((res) => res.msBeforeNext)) / 1000));
        throw new AppError('TooManyLoginAttemptsError', { retryAfterSeconds });
      }
      if (account.consumedPoints > limits.captchaAfter.account || ip.consumedPoints > limits.captchaAfter.ip) {
        if (!attempt.captcha || !(await verifyCaptcha(attempt.captcha))) {
          await giveBack({ account: true, ip: true });
          throw new AppError('RequiresCaptchaError', { challengeUrl: CAPTCHA.challengeUrl });
        }
      }

      let result: T;
      try {
        result = await signIn();
      } catch (error) {
        const failed = error instanceof AppError && LOGIN_THROTTLE.failures.includes(error.type);
        if (!failed) await giveBack({ account: true, ip: true });
        throw error;
      }
      await Promise.all([byAccount.delete(accountKey), giveBack({ account: false, ip: true })]);
      return result;
    },
  };
}

let current: LoginThrottle | undefined;

/** The process's throttle. */
export function loginThrottle(): LoginThrottle {
  if (!current) {
    const url = env().REDIS_URL;
    current = createLoginThrottle(url ? { limiter: redisLimiter(sharedRedisClient(url)) } : {});
  }
  return current;
}

/** Starts counting afresh, or with another throttle (tests). */
export function resetLoginThrottle(throttle?: LoginThrottle): void {
  current = throttle;
}
