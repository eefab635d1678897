import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { IP_LOOKUP_RULE } from '../../../config/analytics';
import { ipLookupBodySchema } from '../../contracts/app-usage';
import { IP_LOOKUP_KEY, ipLookupData, isIpLookupDue, sendIpLookupIfDue, type IpLookupRecord } from '../ip-lookup';
import { memoryStore } from '../storage';

const START = Date.UTC(2026, 10, 21, 9, 0, 0);
const HOUR = 60 * 60_000;
const DAY = 24 * HOUR;
const USER = '3f2504e0-4f89-41d3-9a0c-0305e82c3301';
const OTHER = '9b2c1d8e-5a6f-4e3b-8c7d-1e2f3a4b5c6d';

describe('the IP lookup rule (spec §4)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(START);
  });
  afterEach(() => vi.useRealTimers());

  /** A record whose last lookup was just now, then `elapsed` passes on the fake clock. */
  const recordAfter = (count: number, elapsed: number): IpLookupRecord => {
    const record = { userUuid: USER, count, lastAt: Date.now() };
    vi.advanceTimersByTime(elapsed);
    return record;
  };

  it('uses 10 lookups, 3 hours and 10 days', () => {
    expect(IP_LOOKUP_RULE).toEqual({ frequentCountLimit: 10, frequentWindowMs: 3 * HOUR, rareWindowMs: 10 * DAY });
  });

  it('sends the first lookup of a user on this device', () => {
    expect(isIpLookupDue(null, USER, Date.now())).toBe(true);
    expect(isIpLookupDue({ userUuid: OTHER, count: 20, lastAt: Date.now() - 20 * DAY }, USER, Date.now())).toBe(true);
  });

  it('re-sends at count 10 (at most 10) when under 3 hours have passed', () => {
    expect(isIpLookupDue(recordAfter(10, 3 * HOUR - 1), USER, Date.now())).toBe(true);
  });

  it('skips at count 10 once 3 hours have passed', () => {
    expect(isIpLookupDue(recordAfter(10, 3 * HOUR), USER, Date.now())).toBe(false);
  });

  it('at count 11 (over 10) no longer keeps to 3 hours but to 10 days', () => {
    expect(isIpLookupDue(recordAfter(11, 3 * HOUR), USER, Date.now())).toBe(true);
    expect(isIpLookupDue(recordAfter(11, 10 * DAY - 1), USER, Date.now())).toBe(true);
  });

  it('skips at count 11 once 10 days have passed', () => {
    expect(isIpLookupDue(recordAfter(11, 10 * DAY), USER, Date.now())).toBe(false);
  });

  it('skips at count 10 at 10 days too', () => {
    expect(isIpLookupDue(recordAfter(10, 10 * DAY - 1), USER, Date.now())).toBe(false);
  });

  it('counts each send and keeps its time', async () => {
    const store = memoryStore();
    const send = vi.fn(async () => undefined);
    expect(await sendIpLookupIfDue({ store, userUuid: USER, now: Date.now(), send })).toBe(true);
    vi.advanceTimersByTime(HOUR);
    expect(await sendIpLookupIfDue({ store, userUuid: USER, now: Date.now(), send })).toBe(true);
    expect(send).toHaveBeenCalledTimes(2);
    expect(JSON.parse(store.getItem(IP_LOOKUP_KEY)!)).toEqual({ userUuid: USER, count: 2, lastAt: START + HOUR });
  });

  it('skips without sending or counting when the rule says so', async () => {
    const store = memoryStore();
    store.setItem(IP_LOOKUP_KEY, JSON.stringify({ userUuid: USER, count: 3, lastAt: Date.now() }));
    vi.advanceTimersByTime(3 * HOUR);
    const send = vi.fn(async () => undefined);
    expect(await sendIpLookupIfDue({ store, userUuid: USER, now: Date.now(), send })).toBe(false);
    expect(send).not.toHaveBeenCalled();
    expect(JSON.parse(store.getItem(IP_LOOKUP_KEY)!).count).toBe(3);
  });

  it('moves from the 3-hour window to the 10-day one after the 11th send', async () => {
    const store = memoryStore();
    const send = vi.fn(async () => undefined);
    for (let sent = 0; sent < 11; sent += 1) {
      expect(await sendIpLookupIfDue({ store, userUuid: USER, now: Date.now(), send })).toBe(true);
      vi.advanceTimersByTime(HOUR);
    }
    expect(JSON.parse(store.getItem(IP_LOOKUP_KEY)!).count).toBe(11);
    vi.advanceTimersByTime(5 * DAY);
    expect(await sendIpLookupIfDue({ store, userUuid: USER, now: Date.now(), send })).toBe(true);
  });

  it('neither counts nor moves the time when the send fails', async () => {
    const store = memoryStore();
    store.setItem(IP_LOOKUP_KEY, JSON.stringify({ userUuid: USER, count: 4, lastAt: Date.now() }));
    vi.advanceTimersByTime(HOUR);
    const sent = await sendIpLookupIfDue({ store, userUuid: USER, now: Date.now(), send: () => Promise.reject(new Error('offline')) });
    expect(sent).toBe(false);
    expect(JSON.parse(store.getItem(IP_LOOKUP_KEY)!)).toEqual({ userUuid: USER, count: 4, lastAt: START });
  });
});

describe('the IP lookup data', () => {
  it('passes the contract the server checks', () => {
    const data = ipLookupData({
      navigator: { languages: ['de-DE', 'de', 'en'], language: 'de-DE' } as unknown as Navigator,
      screen: { width: 390, height: 844 } as Screen,
      devicePixelRatio: 3,
    });
    expect(ipLookupBodySchema.parse(data)).toEqual(data);
    expect(data).toMatchObject({ languages: ['de-DE', 'de', 'en'], screen: { width: 390, height: 844, pixelRatio: 3 } });
    expect(typeof data.timeZone).toBe('string');
  });
});
