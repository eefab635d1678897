import { describe, expect, it, vi } from 'vitest';
import { serverTimeResponseSchema } from '../../contracts/system';
import { createServerClock, SERVER_TIME_REFRESH_MS, SERVER_TIME_RETRY_MS, serverTimestamp } from '../server-time';

function deviceClock(start = 1_000_000) {
  let now = start;
  return { now: () => now, advance: (ms: number) => (now += ms) };
}

describe('server time (spec §4, §7)', () => {
  it('adds the offset to the server clock, measured at the middle of the round trip', async () => {
    const device = deviceClock();
    const clock = createServerClock({
      deviceNow: device.now,
      fetchServerTime: async () => {
        device.advance(100);
        return device.now() + 5_000 - 50;
      },
    });
    expect(await clock.now()).toBe(device.now() + 5_000);
    expect(clock.offsetMs()).toBe(5_000);
  });

  it('fetches once for many concurrent callers and reuses the offset for an hour', async () => {
    const device = deviceClock();
    const fetchServerTime = vi.fn(async () => device.now() - 2_000);
    const clock = createServerClock({ deviceNow: device.now, fetchServerTime });
    await Promise.all(Array.from({ length: 20 }, () => clock.now()));
    expect(fetchServerTime).toHaveBeenCalledTimes(1);
    device.advance(SERVER_TIME_REFRESH_MS - 1);
    expect(await clock.now()).toBe(device.now() - 2_000);
    expect(fetchServerTime).toHaveBeenCalledTimes(1);
  });

  it('refreshes the offset after 1 hour', async () => {
    const device = deviceClock();
    let skew = 1_000;
    const fetchServerTime = vi.fn(async () => device.now() + skew);
    const clock = createServerClock({ deviceNow: device.now, fetchServerTime });
    await clock.now();
    skew = 3_000;
    device.advance(SERVER_TIME_REFRESH_MS);
    expect(await clock.now()).toBe(device.now() + 3_000);
    expect(fetchServerTime).toHaveBeenCalledTimes(2);
  });

  it('uses the device clock while the server time cannot be fetched, and tries again a minute later', async () => {
    const device = deviceClock();
    const fetchServerTime = vi.fn<() => Promise<number>>(async () => {
      throw new Error('offline');
    });
    const clock = createServerClock({ deviceNow: device.now, fetchServerTime });
    expect(await clock.now()).toBe(device.now());
    device.advance(SERVER_TIME_RETRY_MS - 1);
    await clock.now();
    expect(fetchServerTime).toHaveBeenCalledTimes(1);
    fetchServerTime.mockImplementation(async () => device.now() + 700);
    device.advance(1);
    expect(await clock.now()).toBe(device.now() + 700);
    expect(fetchServerTime).toHaveBeenCalledTimes(2);
  });
});

describe('the server time answer, read without zod (issue 29)', () => {
  it.each([
    ['a timestamp', { timestamp: 1_790_000_000_000 }],
    ['a timestamp with more fields', { timestamp: 0, extra: true }],
    ['a fraction', { timestamp: 1.5 }],
    ['a string', { timestamp: '1790000000000' }],
    ['no timestamp', {}],
    ['null', null],
    ['a number alone', 1_790_000_000_000],
  ])('takes or refuses %s as serverTimeResponseSchema does', (_label, body) => {
    const contract = serverTimeResponseSchema.safeParse(body);
    if (contract.success) expect(serverTimestamp(body)).toBe(contract.data.timestamp);
    else expect(() => serverTimestamp(body)).toThrow();
  });
});
