// The device part of an analytics event (spec §9: screen size as its diagonal; form factor phone, tablet or
// desktop) and the device's time-zone offset.
//
// The diagonal is an estimate from the screen's size in CSS pixels: CSS defines 96 px per inch, which desktop
// screens roughly keep (a 1920×1080 screen → 22.9″; a typical 24″ monitor), while phones and tablets make one CSS
// pixel one Android dp (1/160″) or iOS point (1/163″): 160 px per inch (a 390×844 iPhone → 5.8″, really 6.1″).
// The device-pixel ratio does not enter: the physical pixels (CSS px × ratio) tell nothing of the size without
// the pixel density, which browsers do not reveal; so the estimate is off by the OS's display scaling (a MacBook's
// 1440×900 → 17.7″ instead of 13.3″).
import { CSS_PX_PER_INCH, PHONE_MAX_SHORT_SIDE_PX } from '../../config/analytics';
import { BREAKPOINTS } from '../../config/ui';

export type FormFactor = 'phone' | 'tablet' | 'desktop';
export type ScreenSize = { width: number; height: number };

/**
 * Touch-first devices (primary pointer coarse) are phones below a 600 px short side, else tablets; devices with a
 * mouse or trackpad are desktops. When the browser cannot tell the pointer, the site's mobile breakpoint (750 px)
 * decides between phone and desktop.
 */
export function formFactorOf(screen: ScreenSize, coarsePointer: boolean | null): FormFactor {
  const shortSide = Math.min(screen.width, screen.height);
  if (coarsePointer === null) return shortSide < BREAKPOINTS.mobile ? 'phone' : 'desktop';
  if (!coarsePointer) return 'desktop';
  return shortSide < PHONE_MAX_SHORT_SIDE_PX ? 'phone' : 'tablet';
}

/** The estimated screen diagonal in inches, to one decimal (see the comment at the top). */
export function screenDiagonalInches(screen: ScreenSize, formFactor: FormFactor): number {
  const pxPerInch = formFactor === 'desktop' ? CSS_PX_PER_INCH.desktop : CSS_PX_PER_INCH.touch;
  const inches = Math.hypot(screen.width, screen.height) / pxPerInch;
  return Number.isFinite(inches) ? Math.min(200, Math.max(0, Math.round(inches * 10) / 10)) : 0;
}

/** Minutes east of UTC on this device now (getTimezoneOffset counts west), within −12 h … +14 h. */
export function timeZoneOffsetMinutes(now = new Date()): number {
  return Math.max(-720, Math.min(840, Math.round(-now.getTimezoneOffset())));
}

export type DeviceSnippet = { formFactor: FormFactor; screenDiagonal: number; language?: string };

export function deviceSnippet(win: Pick<Window, 'screen' | 'navigator' | 'matchMedia'>): DeviceSnippet {
  const screen = { width: win.screen.width, height: win.screen.height };
  const coarsePointer = typeof win.matchMedia === 'function' ? win.matchMedia('(pointer: coarse)').matches : null;
  const formFactor = formFactorOf(screen, coarsePointer);
  const language = win.navigator.language?.slice(0, 35);
  return { formFactor, screenDiagonal: screenDiagonalInches(screen, formFactor), ...(language ? { language } : {}) };
}
