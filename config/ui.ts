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

/** The colour tokens of the light theme (spec §9) — also the fixed colours of the mails. Every token has a dark twin
 *  in DARK_PALETTE; the browser reads them as CSS custom properties (styles/colors.ts, decision 024). */
export const PALETTE = {
  brandBlue: '#3c5cff', // links, primary buttons, selected controls, the focus ring
  brandHover: '#2f4be0', // a primary button under the pointer
  brandTint: '#f0f3ff', // a quiet brand-coloured background (notices, illustration grounds)
  onBrand: '#ffffff', // text and icons on brandBlue
  plusPlanYellow: '#ffc93c',
  onPlusPlan: '#141a33', // text on plusPlanYellow
  businessBlue: '#0b1f66',
  heroFrom: '#3c5cff', // the home hero's gradient and the text on it
  heroTo: '#0b1f66',
  onHero: '#ffffff',
  subjectGreen: '#1fbf75',
  subjectBlue: '#2b9bf4',
  subjectYellow: '#f5b800',
  ink: '#141a33',
  inkMuted: '#4d5675',
  surface: '#ffffff', // the page
  surfaceMuted: '#f4f6fd', // quiet bands, chips, hovered rows
  surfaceRaised: '#ffffff', // cards, dialogs, menus, inputs: whatever sits on the page
  paper: '#ffffff', // behind a know's page images: documents stay white in both themes
  border: '#dfe3f2', // separators and card edges (decorative)
  danger: '#d62d4b',
  dangerTint: '#fff5f7',
  success: '#147d4f',
  successTint: '#e7f6ee',
  warningTint: '#fff7e0',
  shadow: '#141a33', // drop shadows, always used faded (styles/colors.ts fade)
  overlay: '#141a33', // backdrops behind dialogs and labels over images, always faded
} as const;

export type ColorToken = keyof typeof PALETTE;
export type Palette = Record<ColorToken, string>;

/** The dark theme: WCAG AA on every surface (text 4.5:1, focus ring 3:1), checked by styles/__tests__/colors.test.ts. */
export const DARK_PALETTE: Palette = {
  brandBlue: '#8fa2ff',
  brandHover: '#aebcff',
  brandTint: '#232c58',
  onBrand: '#0b1026',
  plusPlanYellow: '#ffc93c',
  onPlusPlan: '#141a33',
  businessBlue: '#b8c4ff',
  heroFrom: '#2f4ad6',
  heroTo: '#0a1650',
  onHero: '#ffffff',
  subjectGreen: '#1fbf75',
  subjectBlue: '#2b9bf4',
  subjectYellow: '#f5b800',
  ink: '#e7eaf6',
  inkMuted: '#a6aec9',
  surface: '#0f1426',
  surfaceMuted: '#171e37',
  surfaceRaised: '#1b2341',
  paper: '#ffffff',
  border: '#343d61',
  danger: '#ff8c9d',
  dangerTint: '#3a1a26',
  success: '#5fd49c',
  successTint: '#11301f',
  warningTint: '#33290d',
  shadow: '#000000',
  overlay: '#000000',
};

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
