import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SESSION_INACTIVITY_MS } from '../../../config/analytics';
import { LAST_SESSION_AT_KEY, SESSION_ID_KEY, touchSession } from '../session';
import { memoryStore } from '../storage';

const START = Date.UTC(2026, 10, 21, 9, 0, 0);
const MINUTE = 60_000;

describe('analytics session (spec §4)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(START);
  });
  afterEach(() => vi.useRealTimers());

  it('is 30 minutes of inactivity', () => {
    expect(SESSION_INACTIVITY_MS).toBe(30 * MINUTE);
  });

  it('starts a new session with a uuid when none is stored', () => {
    const store = memoryStore();
    const session = touchSession(store, Date.now());
    expect(session.isNew).toBe(true);
    expect(session.id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(store.getItem(SESSION_ID_KEY)).toBe(session.id);
    expect(store.getItem(LAST_SESSION_AT_KEY)).toBe(String(START));
  });

  it('reuses the session id while the last session is under 30 minutes old (29:59)', () => {
    const store = memoryStore();
    const first = touchSession(store, Date.now());
    vi.advanceTimersByTime(29 * MINUTE + 59_000);
    expect(touchSession(store, Date.now())).toEqual({ id: first.id, isNew: false });
  });

  it('generates a new id once the last session is 30 minutes old (30:00)', () => {
    const store = memoryStore();
    const first = touchSession(store, Date.now());
    vi.advanceTimersByTime(30 * MINUTE);
    const second = touchSession(store, Date.now());
    expect(second.isNew).toBe(true);
    expect(second.id).not.toBe(first.id);
  });

  it('counts from the last event: every event touches the timestamp', () => {
    const store = memoryStore();
    const first = touchSession(store, Date.now());
    vi.advanceTimersByTime(20 * MINUTE);
    touchSession(store, Date.now());
    vi.advanceTimersByTime(20 * MINUTE); // 40 minutes after the first event, 20 after the last
    expect(touchSession(store, Date.now()).id).toBe(first.id);
    expect(store.getItem(LAST_SESSION_AT_KEY)).toBe(String(START + 40 * MINUTE));
  });

  it('replaces a stored id that is not a uuid, and a missing timestamp', () => {
    const store = memoryStore();
    store.setItem(SESSION_ID_KEY, 'not-a-uuid');
    store.setItem(LAST_SESSION_AT_KEY, String(Date.now()));
    expect(touchSession(store, Date.now(), () => 'new-id')).toEqual({ id: 'new-id', isNew: true });
    const other = memoryStore();
    other.setItem(SESSION_ID_KEY, '3f2504e0-4f89-41d3-9a0c-0305e82c3301');
    expect(touchSession(other, Date.now()).isNew).toBe(true);
  });
});
