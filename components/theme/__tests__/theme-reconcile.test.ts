// @vitest-environment jsdom
// A signed-in user's theme: the account's choice against this browser's newer one that is still on its way.
import { afterEach, describe, expect, it } from 'vitest';
import { forgetPendingChoice, reconcileThemePreference, reconcileWithAccount, rememberPendingChoice, writeThemePreference } from '../theme-preference';

const MINUTE = 60_000;

describe('reconciling the account with this browser', () => {
  it('is in sync when both say the same', () => {
    expect(reconcileThemePreference({ account: 'dark', browser: 'dark', pending: undefined })).toBe('in-sync');
  });

  it("adopts the account's choice made elsewhere", () => {
    expect(reconcileThemePreference({ account: 'dark', browser: 'light', pending: undefined })).toBe('adopt');
  });

  it('keeps and sends again a choice made here minutes ago that the account does not have yet', () => {
    const now = 1_000_000;
    expect(reconcileThemePreference({ account: 'light', browser: 'dark', pending: { preference: 'dark', at: now - MINUTE } }, now)).toBe('send');
  });

  it('adopts the account once the pending choice is old, or when it is not what the browser shows', () => {
    const now = 1_000_000;
    expect(reconcileThemePreference({ account: 'light', browser: 'dark', pending: { preference: 'dark', at: now - 6 * MINUTE } }, now)).toBe('adopt');
    expect(reconcileThemePreference({ account: 'light', browser: 'dark', pending: { preference: 'system', at: now } }, now)).toBe('adopt');
    expect(reconcileThemePreference({ account: 'light', browser: 'dark', pending: { preference: 'dark', at: now + MINUTE } }, now)).toBe('adopt');
  });
});

describe("this browser's pending choice", () => {
  afterEach(() => {
    forgetPendingChoice();
    document.cookie = 'knowly_theme=; Max-Age=0; Path=/';
  });

  it('is remembered with the cookie and wins over an older account choice until forgotten', () => {
    writeThemePreference('dark');
    rememberPendingChoice('dark');
    expect(document.documentElement.dataset.theme).toBe('dark');
    expect(reconcileWithAccount('light')).toBe('send');
    forgetPendingChoice();
    expect(reconcileWithAccount('light')).toBe('adopt');
  });

  it('is ignored when the storage holds something else', () => {
    writeThemePreference('dark');
    window.localStorage.setItem('knowly_theme_pending', '{"preference":"purple","at":1}');
    expect(reconcileWithAccount('light')).toBe('adopt');
    window.localStorage.setItem('knowly_theme_pending', 'not json');
    expect(reconcileWithAccount('light')).toBe('adopt');
  });
});
