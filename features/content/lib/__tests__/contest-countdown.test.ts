import { describe, expect, it } from 'vitest';
import { CONTEST_STATE_KEY, countdownParts, storeContestState } from '../contest-countdown';

describe('contest countdown', () => {
  it('splits the time left into days, hours, minutes and seconds, never below zero', () => {
    const now = Date.parse('2025-06-15T10:00:00Z');
    expect(countdownParts('2025-06-17T12:30:15Z', now)).toEqual({ days: 2, hours: 2, minutes: 30, seconds: 15 });
    expect(countdownParts('2025-06-15T09:00:00Z', now)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 0 });
  });

  it('keeps the state under its key and ignores a storage that refuses', () => {
    const kept = new Map<string, string>();
    storeContestState({ setItem: (key, value) => void kept.set(key, value) }, { country: 'DE', state: 'running', startOn: null, endOn: null, seenOn: 'now' });
    expect(JSON.parse(kept.get(CONTEST_STATE_KEY)!)).toMatchObject({ country: 'DE', state: 'running' });
    expect(() => storeContestState({ setItem: () => { throw new Error('full'); } }, { country: 'DE', state: 'ended', startOn: null, endOn: null, seenOn: 'now' })).not.toThrow();
  });
});
