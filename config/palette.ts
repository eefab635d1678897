// The values of the colour tokens (config/ui.ts COLOR_TOKENS) in the light and the dark theme (spec §9): for the
// global style and the head (pages/_document.tsx), the mails, the generated images and the few parts that keep a light
// colour in both themes — not for the pages' first-load code, which refers to the tokens as CSS custom properties.
import type { Palette } from './ui';

/** The light theme — also the fixed colours of the mails. Every token has a dark twin in DARK_PALETTE. */
export const PALETTE: Palette = {
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
};

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

