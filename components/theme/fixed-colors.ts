// The colours that stay the same in both themes, and the only colour values outside the palettes of config/ui.ts:
// the illustrations' own colours (they read on the light and the dark page alike), other companies' logos (drawn as
// their owners require) and the series of the admin charts. A colour that should follow the theme is a token of
// config/ui.ts instead (decision 024); a test fails on any colour literal elsewhere (decision 026).

/** The hand holding a plant (the empty state) and the confetti badge after publishing. */
export const ILLUSTRATION = {
  stem: '#1a8f5a',
  leaf: '#1fbf75',
  leafLight: '#27d184',
  pot: '#f08a5d',
  potRim: '#f4a07a',
  hand: '#ffcf9f',
  handLine: '#e9a974',
  sleeve: '#3c5cff',
  sparkle: '#ffc93c',
  tick: '#ffffff',
} as const;

/** Google's "G", in its four brand colours. */
export const GOOGLE_LOGO = { yellow: '#FFC107', red: '#FF3D00', green: '#4CAF50', blue: '#1976D2' } as const;

/** The admin charts' series: distinct hues that read on both backgrounds. */
export const CHART_SERIES = {
  blue: '#3c5cff',
  violet: '#7b61ff',
  green: '#1fbf75',
  sky: '#2b9bf4',
  yellow: '#f5b800',
  orange: '#ff7a45',
  magenta: '#c23bd4',
  teal: '#0f9d9a',
  grey: '#8a94b8',
  red: '#d62d4b',
} as const;

/** The web-vitals zones: a light ground and a dark text on it (the same in both themes, 4.5:1 and more). */
export const RATING_COLORS = {
  good: { fill: '#c9f0dc', text: '#0d6b41' },
  needsImprovement: { fill: '#ffe8b0', text: '#7a5200' },
  poor: { fill: '#ffd0d8', text: '#a3122e' },
} as const;
