// Colour tokens as CSS custom properties (decision 024): components write `theme.colors.ink`, which is `var(--k-ink)`;
// the global style declares their values (./color-scheme.ts). The pages' code needs the tokens' names only.
import { COLOR_TOKENS, type ColorToken } from '../config/ui';

export type ColorReference<Token extends ColorToken = ColorToken> = `var(--k-${Token})`;
export type ColorReferences = { readonly [Token in ColorToken]: ColorReference<Token> };

/** The custom property of a token: `--k-ink`. */
export const variableName = (token: ColorToken): string => `--k-${token}`;

/** `theme.colors`: every token as a reference to its custom property. */
export const COLOR_REFERENCES = Object.fromEntries(COLOR_TOKENS.map((token) => [token, `var(${variableName(token)})`])) as ColorReferences;

/** A token at the given opacity (0–1), e.g. a shadow: `fade(theme.colors.shadow, 0.12)`. */
export function fade(color: ColorReference, alpha: number): string {
  return `color-mix(in srgb, ${color} ${Math.round(alpha * 100)}%, transparent)`;
}
