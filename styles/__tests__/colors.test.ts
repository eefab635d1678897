// The colour tokens: the CSS that sets them for both themes, and WCAG AA contrast of every pair the interface draws.
import { describe, expect, it } from 'vitest';
import { DARK_PALETTE, PALETTE } from '../../config/palette';
import type { ColorToken, Palette } from '../../config/ui';
import { colorSchemeCss } from '../color-scheme';
import { COLOR_REFERENCES, fade } from '../colors';

/** WCAG 2 relative luminance of a #rrggbb colour. */
function luminance(hex: string): number {
  const linear = (start: number) => {
    const channel = parseInt(hex.slice(start, start + 2), 16) / 255;
    return channel <= 0.04045 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(1) + 0.7152 * linear(3) + 0.0722 * linear(5);
}

function contrast(first: string, second: string): number {
  const [one, other] = [luminance(first), luminance(second)];
  return (Math.max(one, other) + 0.05) / (Math.min(one, other) + 0.05);
}

const SURFACES: ColorToken[] = ['surface', 'surfaceMuted', 'surfaceRaised'];

/** Text (4.5:1) on the backgrounds it is drawn on. */
const TEXT_PAIRS: [text: ColorToken, background: ColorToken][] = [
  ...(['ink', 'inkMuted', 'brandBlue', 'businessBlue'] as const).flatMap((text) =>
    SURFACES.map((surface): [ColorToken, ColorToken] => [text, surface]),
  ),
  // Error and success messages sit on the page or on a card, never on the muted bands.
  ['danger', 'surface'],
  ['danger', 'surfaceRaised'],
  ['success', 'surface'],
  ['success', 'surfaceRaised'],
  ['ink', 'brandTint'],
  ['inkMuted', 'brandTint'],
  ['brandBlue', 'brandTint'],
  ['ink', 'dangerTint'],
  ['danger', 'dangerTint'],
  ['ink', 'successTint'],
  ['success', 'successTint'],
  ['ink', 'warningTint'],
  ['onBrand', 'brandBlue'],
  ['onBrand', 'brandHover'],
  ['onPlusPlan', 'plusPlanYellow'],
  ['onHero', 'heroFrom'],
  ['onHero', 'heroTo'],
  ['surface', 'ink'],
];

/** Marks that must be seen (3:1, WCAG 1.4.11): the focus ring and error outlines on every surface. */
const VISIBLE_PAIRS: [mark: ColorToken, background: ColorToken][] = (['brandBlue', 'danger'] as const).flatMap((mark) =>
  SURFACES.map((surface): [ColorToken, ColorToken] => [mark, surface]),
);

describe.each([
  ['light', PALETTE],
  ['dark', DARK_PALETTE],
] as [string, Palette][])('the %s palette', (_name, palette) => {
  it.each(TEXT_PAIRS)('draws %s on %s at 4.5:1 or more', (text, background) => {
    expect(contrast(palette[text], palette[background])).toBeGreaterThanOrEqual(4.5);
  });

  it.each(VISIBLE_PAIRS)('draws %s on %s at 3:1 or more', (mark, background) => {
    expect(contrast(palette[mark], palette[background])).toBeGreaterThanOrEqual(3);
  });

  it('holds a #rrggbb value for every token', () => {
    expect(Object.keys(palette).sort()).toEqual(Object.keys(PALETTE).sort());
    for (const value of Object.values(palette)) expect(value).toMatch(/^#[0-9a-f]{6}$/);
  });
});

describe('colorSchemeCss', () => {
  const css = colorSchemeCss({ ...PALETTE, ink: '#000001' }, { ...DARK_PALETTE, ink: '#fffffe' });

  it('sets the light values on :root', () => {
    expect(css).toMatch(/^:root \{[^}]*--k-ink: #000001;[^}]*color-scheme: light; \}/);
  });

  it('sets the dark values when the attribute asks for dark', () => {
    expect(css).toMatch(/:root\[data-theme='dark'\] \{[^}]*--k-ink: #fffffe;[^}]*color-scheme: dark; \}/);
  });

  it('follows a dark device unless the attribute asks for light', () => {
    expect(css).toMatch(/@media \(prefers-color-scheme: dark\) \{ :root:not\(\[data-theme='light'\]\) \{[^}]*--k-ink: #fffffe;[^}]*color-scheme: dark; \} \}/);
  });

  it('declares every token in each of the three rules', () => {
    for (const token of Object.keys(PALETTE)) expect(css.split(`--k-${token}:`)).toHaveLength(4);
  });
});

describe('theme colours', () => {
  it('refer to the custom properties', () => {
    expect(COLOR_REFERENCES.ink).toBe('var(--k-ink)');
    expect(COLOR_REFERENCES.surfaceRaised).toBe('var(--k-surfaceRaised)');
  });

  it('fade a token to an opacity', () => {
    expect(fade(COLOR_REFERENCES.shadow, 0.12)).toBe('color-mix(in srgb, var(--k-shadow) 12%, transparent)');
  });
});
