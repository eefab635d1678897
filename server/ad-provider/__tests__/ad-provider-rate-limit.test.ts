import { describe, expect, it } from 'vitest';
import { AppError } from '../../../lib/errors';
import { AD_PROVIDER_RATE_LIMIT, createAdProviderRateLimit } from '../ad-provider-rate-limit';

describe('ad-provider events per address', () => {
  it('allows 300 a minute', () => {
    expect(AD_PROVIDER_RATE_LIMIT).toEqual({ points: 300, durationSeconds: 60 });
  });

  it('refuses the one past the limit with TooManyRequestsError and a retry time, per address', async () => {
    const limit = createAdProviderRateLimit({ points: 3, durationSeconds: 60 });
    for (let count = 0; count < 3; count += 1) await limit.count('203.0.113.7');
    const refused = await limit.count('203.0.113.7').catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(AppError);
    expect((refused as AppError).type).toBe('TooManyRequestsError');
    expect((refused as AppError).data).toEqual({ retryAfterSeconds: expect.any(Number) });
    await expect(limit.count('203.0.113.8')).resolves.toBeUndefined();
  });
});
