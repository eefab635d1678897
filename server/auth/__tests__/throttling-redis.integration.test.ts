// Login throttling with its counters in Redis (REDIS_URL): two app processes share them. Runs when TEST_REDIS_URL
// points at a Redis server (CI sets it); skipped otherwise.
import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { AppError } from '../../../lib/errors';
import { createMailThrottle } from '../email-throttle';
import { createLoginThrottle } from '../login-throttle';
import { createRedisThrottleStore } from '../../throttle/redis-throttle-store';

const url = process.env.TEST_REDIS_URL;

describe.skipIf(!url)('login throttling in Redis', () => {
  const client = url ? new Redis(url) : undefined;
  afterAll(async () => {
    await client?.quit();
  });

  const wrongPassword = async () => {
    throw new AppError('InvalidCredentialsError', {});
  };

  async function typeOf(run: Promise<unknown>): Promise<string> {
    try {
      await run;
      return 'ok';
    } catch (error) {
      return error instanceof AppError ? error.type : String(error);
    }
  }

  it('counts failures of one process in the other: after 3 wrong passwords on A, B asks for a captcha', async () => {
    const prefix = `test-${randomUUID()}`;
    const processA = createLoginThrottle({ store: createRedisThrottleStore(client!, { prefix }) });
    const processB = createLoginThrottle({ store: createRedisThrottleStore(client!, { prefix }) });
    const attempt = { email: 'mia@example.org', ip: '10.9.0.1', signed: true };
    for (let i = 0; i < 3; i++) expect(await typeOf(processA.guard(attempt, wrongPassword))).toBe('InvalidCredentialsError');
    expect(await typeOf(processB.guard(attempt, async () => 'signed in'))).toBe('RequiresCaptchaError');
    expect(await client!.keys(`${prefix}:*`)).not.toHaveLength(0);
  });

  it("counts a freshly started process's first failures in Redis too, not in its memory while its client connects", async () => {
    const prefix = `test-${randomUUID()}`;
    // A client made just now, as a process that has only started (it refuses commands until connected).
    const fresh = new Redis(url!, { maxRetriesPerRequest: 1, enableOfflineQueue: false });
    try {
      const processA = createLoginThrottle({ store: createRedisThrottleStore(fresh, { prefix }) });
      const processB = createLoginThrottle({ store: createRedisThrottleStore(client!, { prefix }) });
      const attempt = { email: 'ida@example.org', ip: '10.9.0.3', signed: true };
      for (let i = 0; i < 3; i++) expect(await typeOf(processA.guard(attempt, wrongPassword))).toBe('InvalidCredentialsError');
      expect(await typeOf(processB.guard(attempt, async () => 'signed in'))).toBe('RequiresCaptchaError');
    } finally {
      await fresh.quit();
    }
  });

  it('a success clears the account count for every process', async () => {
    const prefix = `test-${randomUUID()}`;
    const processA = createLoginThrottle({ store: createRedisThrottleStore(client!, { prefix }) });
    const processB = createLoginThrottle({ store: createRedisThrottleStore(client!, { prefix }) });
    const attempt = { email: 'leo@example.org', ip: '10.9.0.2', signed: true };
    for (let i = 0; i < 2; i++) await typeOf(processA.guard(attempt, wrongPassword));
    expect(await typeOf(processB.guard(attempt, async () => 'signed in'))).toBe('ok');
    for (let i = 0; i < 3; i++) expect(await typeOf(processA.guard(attempt, wrongPassword))).toBe('InvalidCredentialsError');
    expect(await typeOf(processB.guard(attempt, async () => 'signed in'))).toBe('RequiresCaptchaError');
  });
});

describe.skipIf(!url)('the e-mail throttle in Redis', () => {
  const client = url ? new Redis(url) : undefined;
  afterAll(async () => {
    await client?.quit();
  });

  it('shares its counts between processes: a mail from A makes B refuse the next one within the minute', async () => {
    const prefix = `test-${randomUUID()}`;
    const processA = createMailThrottle(createRedisThrottleStore(client!, { prefix }));
    const processB = createMailThrottle(createRedisThrottleStore(client!, { prefix }));
    await processA.count('reset:mia@example.org');
    await expect(processB.count('reset:mia@example.org')).rejects.toMatchObject({ type: 'TooManyRequestsError' });
    await processB.count('reset:leo@example.org');
  });
});
