import { describe, expect, it } from 'vitest';
import { deviceSnippet, formFactorOf, screenDiagonalInches, timeZoneOffsetMinutes } from '../device';

describe('device form factor (spec §9)', () => {
  it('makes touch-first screens under 600 px on the short side phones, larger ones tablets', () => {
    expect(formFactorOf({ width: 390, height: 844 }, true)).toBe('phone');
    expect(formFactorOf({ width: 844, height: 390 }, true)).toBe('phone');
    expect(formFactorOf({ width: 599, height: 960 }, true)).toBe('phone');
    expect(formFactorOf({ width: 600, height: 960 }, true)).toBe('tablet');
    expect(formFactorOf({ width: 744, height: 1133 }, true)).toBe('tablet'); // iPad mini
    expect(formFactorOf({ width: 1024, height: 1366 }, true)).toBe('tablet');
  });

  it('makes screens with a mouse or trackpad desktops', () => {
    expect(formFactorOf({ width: 1280, height: 720 }, false)).toBe('desktop');
    expect(formFactorOf({ width: 1920, height: 1080 }, false)).toBe('desktop');
  });

  it('falls back to the 750 px mobile breakpoint when the pointer is unknown', () => {
    expect(formFactorOf({ width: 749, height: 1000 }, null)).toBe('phone');
    expect(formFactorOf({ width: 750, height: 1000 }, null)).toBe('desktop');
  });
});

describe('screen diagonal (spec §9)', () => {
  it('estimates desktops at 96 CSS px per inch', () => {
    expect(screenDiagonalInches({ width: 1920, height: 1080 }, 'desktop')).toBe(22.9);
  });

  it('estimates phones and tablets at 160 CSS px per inch', () => {
    expect(screenDiagonalInches({ width: 390, height: 844 }, 'phone')).toBe(5.8);
    expect(screenDiagonalInches({ width: 744, height: 1133 }, 'tablet')).toBe(8.5);
  });

  it('is 0 for a screen without size', () => {
    expect(screenDiagonalInches({ width: 0, height: 0 }, 'desktop')).toBe(0);
  });

  it('makes the device snippet from the window', () => {
    const win = {
      screen: { width: 390, height: 844 },
      navigator: { language: 'de-DE' },
      matchMedia: (query: string) => ({ matches: query === '(pointer: coarse)' }),
    } as unknown as Window;
    expect(deviceSnippet(win)).toEqual({ formFactor: 'phone', screenDiagonal: 5.8, language: 'de-DE' });
  });
});

describe('time-zone offset', () => {
  it('counts minutes east of UTC', () => {
    expect(timeZoneOffsetMinutes({ getTimezoneOffset: () => -120 } as Date)).toBe(120);
    expect(timeZoneOffsetMinutes({ getTimezoneOffset: () => 300 } as Date)).toBe(-300);
  });
});
