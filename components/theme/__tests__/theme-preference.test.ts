// @vitest-environment jsdom
// The theme preference cookie and the script that applies it before the first paint.
import { describe, expect, it } from 'vitest';
import { parseThemePreference, THEME_SCRIPT, themeCookie } from '../theme-preference';

/** Runs the <head> script against a cookie string; answers the data-theme it set (undefined: none). */
function runScript(cookie: string): string | undefined {
  const documentElement = { dataset: {} as Record<string, string> };
  new Function('document', THEME_SCRIPT)({ cookie, documentElement, addEventListener: () => {} });
  return documentElement.dataset.theme;
}

describe('the theme preference', () => {
  it('is what the cookie names, and system for anything else', () => {
    expect(parseThemePreference('dark')).toBe('dark');
    expect(parseThemePreference('light')).toBe('light');
    expect(parseThemePreference('system')).toBe('system');
    expect(parseThemePreference('purple')).toBe('system');
    expect(parseThemePreference(undefined)).toBe('system');
  });

  it('is kept a year, for the whole site, readable by the page, sent on top-level navigation', () => {
    expect(themeCookie('dark', { secure: false })).toBe('knowly_theme=dark; Max-Age=31536000; Path=/; SameSite=Lax');
    expect(themeCookie('light', { secure: true })).toBe('knowly_theme=light; Max-Age=31536000; Path=/; SameSite=Lax; Secure');
  });
});

describe('the script before the first paint', () => {
  it('sets data-theme from the cookie among others', () => {
    expect(runScript('a=1; knowly_theme=dark; b=2')).toBe('dark');
    expect(runScript('knowly_theme=light')).toBe('light');
  });

  it('sets nothing for system, for no cookie, and for a cookie that merely ends with the name', () => {
    expect(runScript('knowly_theme=system')).toBeUndefined();
    expect(runScript('')).toBeUndefined();
    expect(runScript('not_knowly_theme=dark')).toBeUndefined();
    expect(runScript('knowly_theme=darker')).toBeUndefined();
  });
});

describe('the theme switches of the parsed document', () => {
  const SWITCH = ['system', 'light', 'dark'].map((value) => `<input type="radio" name="theme" value="${value}"${value === 'system' ? ' checked' : ''}>`).join('');

  /** Runs the script with the cookie on a new document, then parses a switch as the server sent it. */
  function parsedWith(cookie: string): HTMLInputElement[] {
    const parsed = document.implementation.createHTMLDocument();
    const whenParsed: (() => void)[] = [];
    const script = { cookie, documentElement: parsed.documentElement, querySelectorAll: (selector: string) => parsed.querySelectorAll(selector), addEventListener: (type: string, listener: () => void) => type === 'DOMContentLoaded' && whenParsed.push(listener) };
    new Function('document', THEME_SCRIPT)(script);
    parsed.body.innerHTML = `<fieldset data-theme-switch>${SWITCH}</fieldset>`;
    for (const listener of whenParsed) listener();
    return [...parsed.querySelectorAll<HTMLInputElement>('input')];
  }

  it('shows the chosen option checked, as the markup’s own state (what the server rendered is not a change)', () => {
    const radios = parsedWith('knowly_theme=dark');
    expect(radios.map((radio) => [radio.value, radio.checked, radio.defaultChecked])).toEqual([
      ['system', false, false],
      ['light', false, false],
      ['dark', true, true],
    ]);
  });

  it('leaves System checked when the device decides', () => {
    const radios = parsedWith('');
    expect(radios.filter((radio) => radio.checked).map((radio) => radio.value)).toEqual(['system']);
  });
});

