// How many ad-provider events one address may send: 300 a minute. Generous, because a whole school can share one
// address, yet a ceiling on what a single client can write to the table and to the provider. Counted in this
// process's memory (like the e-mail throttle; see decision 011).
import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';
import { AppError } from '../../lib/errors';

export const AD_PROVIDER_RATE_LIMIT = { points: 300, durationSeconds: 60 } as const;

export type AdProviderRateLimit = { count(ip: string): Promise<void> };

export function createAdProviderRateLimit({ points, durationSeconds }: { points: number; durationSeconds: number } = AD_PROVIDER_RATE_LIMIT): AdProviderRateLimit {
  const limiter = new RateLimiterMemory({ keyPrefix: 'ad_provider_events', points, duration: durationSeconds });
  return {
    /** Counts one event of the address, or throws TooManyRequestsError (data.retryAfterSeconds). */
    async count(ip) {
      try {
        await limiter.consume(ip, 1);
      } catch (error) {
        if (!(error instanceof RateLimiterRes)) throw error;
        throw new AppError('TooManyRequestsError', { retryAfterSeconds: Math.max(1, Math.ceil(error.msBeforeNext / 1000)) });
      }
    },
  };
}

let current: AdProviderRateLimit | undefined;

/** The process's limit. */
export function adProviderRateLimit(): AdProviderRateLimit {
  current ??= createAdProviderRateLimit();
  return current;
}
