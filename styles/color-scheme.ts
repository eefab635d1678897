// The values of the colour tokens as CSS (decision 024): the global style declares the light values on :root and the
// dark ones where the dark theme applies — chosen by the data-theme attribute (set before first paint from the
// knowly_theme cookie) or, without one, by the device's setting. Apart from ./colors.ts so that the pages' first-load
// code, which only refers to the tokens, does not carry their values.
import { COLOR_TOKENS, type Palette } from '../config/ui';
import { DARK_PALETTE, PALETTE } from '../config/palette';
import { variableName } from './colors';

/** The declarations of one palette: `--k-ink: #141a33; …`. */
function declarations(palette: Palette): string {
  return COLOR_TOKENS.map((token) => `${variableName(token)}: ${palette[token]};`).join(' ');
}

/** The rules that set the tokens: light by default, dark by the attribute, dark by the device unless light is chosen. */
export function colorSchemeCss(light: Palette, dark: Palette): string {
  const darkBlock = `${declarations(dark)} color-scheme: dark;`;
  return [
    `:root { ${declarations(light)} color-scheme: light; }`,
    `:root[data-theme='dark'] { ${darkBlock} }`,
    `@media (prefers-color-scheme: dark) { :root:not([data-theme='light']) { ${darkBlock} } }`,
  ].join('\n');
}

export const COLOR_SCHEME_CSS = colorSchemeCss(PALETTE, DARK_PALETTE);

/** The dark tokens for one subtree that is dark in either theme (the full-screen viewer). */
export const DARK_SUBTREE_CSS = `${declarations(DARK_PALETTE)} color-scheme: dark;`;
