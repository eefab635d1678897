// Visual constants of spec §9: breakpoints, radii, bar heights and the stacking order.
export const BREAKPOINTS = {
  mobile: 750, // below this width the layout is the phone layout
  largeScreen: 2048,
} as const;

export const RADII = { xxs: 2, xs: 4, sm: 8, md: 12, lg: 16, xl: 24, xxl: 32, pill: 44 } as const;

export const NAVBAR_HEIGHT_PX = 70;

export const Z_INDEX = {
  cookieBanner: 100,
  mobileExpandedNavigation: 95,
  modal: 90,
  tooltip: 80,
  navigationBar: 75,
  userDropdown: 65,
  sidebar: 51,
  floatingActionButton: 50,
  topBanner: 42,
  playerIcons: 41,
  homepageBanner: 40,
  player: 40,
} as const;

/** The colour tokens of spec §9. The browser reads them as CSS custom properties (styles/colors.ts, decision 024):
 *  their light and dark values are in config/palette.ts, which the pages' code does not carry. */
export const COLOR_TOKENS = [
  'brandBlue',
  'brandHover',
  'brandTint',
  'onBrand',
  'plusPlanYellow',
  'onPlusPlan',
  'businessBlue',
  'heroFrom',
  'heroTo',
  'onHero',
  'subjectGreen',
  'subjectBlue',
  'subjectYellow',
  'ink',
  'inkMuted',
  'surface',
  'surfaceMuted',
  'surfaceRaised',
  'paper',
  'border',
  'danger',
  'dangerTint',
  'success',
  'successTint',
  'warningTint',
  'shadow',
  'overlay',
] as const;

export type ColorToken = (typeof COLOR_TOKENS)[number];
export type Palette = Record<ColorToken, string>;

/** The visitor's colour theme ('system' | 'light' | 'dark'), read before first paint by pages/_document.tsx. */
/** The colour theme a user chose: the device's setting ('system'), light or dark (here, not in the zod contracts, so
 *  that the theme switch on every page does not pull zod into the first load). */
export const THEME_PREFERENCES = ['system', 'light', 'dark'] as const;
export type ThemePreference = (typeof THEME_PREFERENCES)[number];
export const THEME_COOKIE = 'knowly_theme';
export const THEME_COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60; // the choice is kept for a year

export const TOAST_AUTO_CLOSE_MS = 5000; // toasts close by themselves after 5 s
export const TOAST_POSITION = 'top-right' as const;
export const LOADER_DELAY_MS = 200; // a loader appears only when waiting takes longer than this
export const LINK_PREFETCH_MARGIN_PX = 200; // links prefetch when they come within 200 px of the viewport
