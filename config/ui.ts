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

export const PALETTE = {
  brandBlue: '#3c5cff',
  plusPlanYellow: '#ffc93c',
  businessBlue: '#0b1f66',
  subjectGreen: '#1fbf75',
  subjectBlue: '#2b9bf4',
  subjectYellow: '#f5b800',
  ink: '#141a33',
  inkMuted: '#4d5675',
  surface: '#ffffff',
  surfaceMuted: '#f4f6fd',
  border: '#dfe3f2',
  danger: '#d62d4b',
  success: '#147d4f',
} as const;

export const TOAST_AUTO_CLOSE_MS = 5000; // toasts close by themselves after 5 s
export const TOAST_POSITION = 'top-right' as const;
export const LOADER_DELAY_MS = 200; // a loader appears only when waiting takes longer than this
export const LINK_PREFETCH_MARGIN_PX = 200; // links prefetch when they come within 200 px of the viewport
