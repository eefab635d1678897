import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { OPEN_APP_INTERVAL_MS } from '../../../config/analytics';
import { isOpenAppDue, LAST_OPEN_APP_KEY, trackOpenAppIfDue } from '../open-app';
import { memoryStore } from '../storage';

const START = Date.UTC(2026, 10, 21, 9, 0, 0);
const MINUTE = 60_000;
const USER = '3f2504e0-4f89-41d3-9a0c-0305e82c3301';
const OTHER = '9b2c1d8e-5a6f-4e3b-8c7d-1e2f3a4b5c6d';

describe('open-app tracking (spec §4: at start, and again when over 30 minutes have passed)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(START);
  });
  afterEach(() => vi.useRealTimers());

  const start = (store: ReturnType<typeof memoryStore>, send = vi.fn(async () => undefined), userUuid = USER) =>
    trackOpenAppIfDue({ store, userUuid, now: Date.now(), send }).then((sent) => ({ sent, send }));

  it('waits 30 minutes', () => {
    expect(OPEN_APP_INTERVAL_MS).toBe(30 * MINUTE);
  });

  it('is tracked at start when none was tracked on this device', async () => {
    const store = memoryStore();
    const { sent, send } = await start(store);
    expect(sent).toBe(true);
    expect(send).toHaveBeenCalledTimes(1);
    expect(JSON.parse(store.getItem(LAST_OPEN_APP_KEY)!)).toEqual({ userUuid: USER, at: START });
  });

  it('is not sent again at exactly 30:00 (not over 30 minutes)', async () => {
    const store = memoryStore();
    await start(store);
    vi.advanceTimersByTime(30 * MINUTE);
    const { sent, send } = await start(store);
    expect(sent).toBe(false);
    expect(send).not.toHaveBeenCalled();
  });

  it('is sent again at 30:00.001', async () => {
    const store = memoryStore();
    await start(store);
    vi.advanceTimersByTime(30 * MINUTE + 1);
    const { sent, send } = await start(store);
    expect(sent).toBe(true);
    expect(send).toHaveBeenCalledTimes(1);
    expect(JSON.parse(store.getItem(LAST_OPEN_APP_KEY)!).at).toBe(START + 30 * MINUTE + 1);
  });

  it('counts from the last open that was sent, not from the first', async () => {
    const store = memoryStore();
    await start(store);
    vi.advanceTimersByTime(31 * MINUTE);
    await start(store);
    vi.advanceTimersByTime(29 * MINUTE);
    expect((await start(store)).sent).toBe(false);
  });

  it('is sent at once for another user on the same device', async () => {
    const store = memoryStore();
    await start(store);
    expect(isOpenAppDue({ userUuid: USER, at: Date.now() }, OTHER, Date.now())).toBe(true);
    expect((await start(store, undefined, OTHER)).sent).toBe(true);
  });

  it('is tried again at the next start when the send failed', async () => {
    const store = memoryStore();
    const failed = await start(store, vi.fn(async () => Promise.reject(new Error('offline'))));
    expect(failed.sent).toBe(false);
    expect(store.getItem(LAST_OPEN_APP_KEY)).toBeNull();
    vi.advanceTimersByTime(MINUTE);
    expect((await start(store)).sent).toBe(true);
  });

  it('keeps the earlier time when a due re-send fails', async () => {
    const store = memoryStore();
    await start(store);
    vi.advanceTimersByTime(31 * MINUTE);
    await start(store, vi.fn(async () => Promise.reject(new Error('offline'))));
    expect(JSON.parse(store.getItem(LAST_OPEN_APP_KEY)!).at).toBe(START);
  });

  it('sends once when two starts race', async () => {
    const store = memoryStore();
    const send = vi.fn(async () => undefined);
    await Promise.all([start(store, send), start(store, send)]);
    expect(send).toHaveBeenCalledTimes(1);
  });
});
