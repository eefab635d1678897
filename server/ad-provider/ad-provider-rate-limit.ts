// How many ad-provider events one address may send: 300 a minute. Generous, because a whole school can share one
// address, yet a ceiling on what a single client can write to the table and to the provider (server/http/rate-limit.ts).
import { createRateLimit, type RateLimit } from '../throttle/rate-limit';

export const AD_PROVIDER_RATE_LIMIT = { points: 300, durationSeconds: 60 } as const;

export function createAdProviderRateLimit({ points, durationSeconds }: { points: number; durationSeconds: number } = AD_PROVIDER_RATE_LIMIT): RateLimit {
  return createRateLimit([{ name: 'ad_provider_events', points, durationSeconds }]);
}

let current: RateLimit | undefined;

/** The process's limit. */
export function adProviderRateLimit(): RateLimit {
  current ??= createAdProviderRateLimit();
  return current;
}
