// The design theme handed to styled-components: spec §9 constants, the colour tokens and the three self-hosted font
// families.
import { BREAKPOINTS, NAVBAR_HEIGHT_PX, RADII, Z_INDEX } from '../config/ui';
import { COLOR_REFERENCES } from './colors';

export const theme = {
  /** Colour tokens as CSS custom properties: light or dark is decided by the global style (styles/colors.ts). */
  colors: COLOR_REFERENCES,
  radii: RADII,
  zIndex: Z_INDEX,
  navbarHeight: NAVBAR_HEIGHT_PX,
  breakpoints: BREAKPOINTS,
  media: {
    mobile: `@media (max-width: ${BREAKPOINTS.mobile - 1}px)`,
    desktop: `@media (min-width: ${BREAKPOINTS.mobile}px)`,
    largeScreen: `@media (min-width: ${BREAKPOINTS.largeScreen}px)`,
  },
  fonts: {
    // Each web font's metric-matched fallback right after it (styles/font-fallbacks.ts).
    display: "'Nunito Variable', 'Nunito Fallback', system-ui, sans-serif",
    body: "'Inter Variable', 'Inter Fallback', system-ui, -apple-system, 'Segoe UI', sans-serif",
    mono: "'JetBrains Mono Variable', 'JetBrains Mono', ui-monospace, monospace",
  },
} as const;

export type Theme = typeof theme;
