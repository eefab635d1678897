// Colour tokens as CSS custom properties (decision 024): components write `theme.colors.ink`, which is `var(--k-ink)`;
// the global style declares the light values on :root and the dark ones where the dark theme applies — chosen by the
// data-theme attribute (set before first paint from the knowly_theme cookie) or, without one, by the device's setting.
import { DARK_PALETTE, PALETTE, type ColorToken, type Palette } from '../config/ui';

export type ColorReference<Token extends ColorToken = ColorToken> = `var(--k-${Token})`;
export type ColorReferences = { readonly [Token in ColorToken]: ColorReference<Token> };

const TOKENS = Object.keys(PALETTE) as ColorToken[];

function variableName(token: ColorToken): string {
  return `--k-${token}`;
}

/** `theme.colors`: every token as a reference to its custom property. */
export const COLOR_REFERENCES = Object.fromEntries(TOKENS.map((token) => [token, `var(${variableName(token)})`])) as ColorReferences;

/** The declarations of one palette: `--k-ink: #141a33; …`. */
function declarations(palette: Palette): string {
  return TOKENS.map((token) => `${variableName(token)}: ${palette[token]};`).join(' ');
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

/** A token at the given opacity (0–1), e.g. a shadow: `fade(theme.colors.shadow, 0.12)`. */
export function fade(color: ColorReference, alpha: number): string {
  return `color-mix(in srgb, ${color} ${Math.round(alpha * 100)}%, transparent)`;
}
