// @vitest-environment jsdom
// The one focus ring (brand blue, 3 px, 2 px off the edge) on :focus-visible: drawn by the global style on every
// element, and by the components that show focus elsewhere than on the focused element — a know card's whole link
// area, the theme switch's drawn radio face — with their own offsets. Read from the CSS the server sends.
import type { ReactElement, ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { ServerStyleSheet, ThemeProvider } from 'styled-components';
import { describe, expect, it, vi } from 'vitest';
import type { KnowSummary } from '../../../lib/contracts/knows';
import { GlobalStyle } from '../../../styles/global-style';
import { theme } from '../../../styles/theme';

vi.mock('next-i18next/pages', () => ({ useTranslation: () => ({ t: (key: string) => key }) }));
vi.mock('../../link', () => ({ Link: ({ href, children }: { href: string; children: ReactNode }) => <a href={href}>{children}</a> }));

const { KnowCard } = await import('../../knows/know-card');
const { ThemeSwitch } = await import('../../theme/theme-switch');

const ring = (offset: number) => `outline:3px solid ${theme.colors.brandBlue};outline-offset:${offset}px;`;

/** The style tags the server sends with `element`. */
function serverCss(element: ReactElement): string {
  const sheet = new ServerStyleSheet();
  try {
    renderToString(sheet.collectStyles(<ThemeProvider theme={theme}>{element}</ThemeProvider>));
    return sheet.getStyleTags();
  } finally {
    sheet.seal();
  }
}

/** The declarations of every rule whose selector ends with `selectorEnd`. */
function rulesEndingWith(css: string, selectorEnd: string): string[] {
  return [...css.matchAll(/([^{}]+)\{([^{}]*)\}/g)].filter((rule) => (rule[1] ?? '').trim().endsWith(selectorEnd)).map((rule) => rule[2] ?? '');
}

const KNOW: KnowSummary = {
  uuid: '4f1c2b9e-6d3a-4c8e-9b7f-2a5d6e8f1c3b',
  slug: 'photosynthesis',
  path: '/knows/photosynthesis-4f1c2b9e-6d3a-4c8e-9b7f-2a5d6e8f1c3b',
  title: 'Photosynthesis',
  description: 'Light into sugar.',
  knowFormat: 'DOCUMENT',
  pageCount: 4,
  contentLanguage: 'en',
  country: 'GB',
  thumbnailUrl: null,
  subjects: [],
  grades: [],
  knower: { uuid: '0b7e2c1d-3f4a-4b5c-8d6e-7f8a9b0c1d2e', name: 'Ada', profilePath: null, profilePictureUrl: null },
  likeCount: 0,
  viewCount: 0,
  publishedOn: null,
};

describe('the focus ring', () => {
  it('is drawn by the global style on every element focused from the keyboard, 2 px off its edge', () => {
    expect(rulesEndingWith(serverCss(<GlobalStyle />), ':focus-visible')).toEqual([ring(2)]);
  });

  it('is drawn over the whole know card, inside its clipped edge, when its link is focused from the keyboard', () => {
    const css = serverCss(<KnowCard know={KNOW} />);
    expect(rulesEndingWith(css, 'a:focus-visible::after')).toEqual([`${ring(-3)}border-radius:inherit;`]);
    expect(rulesEndingWith(css, 'a:focus-visible')).toEqual(['outline:none;']);
  });

  it('is drawn on the theme switch’s visible face when its hidden radio is focused from the keyboard', () => {
    expect(rulesEndingWith(serverCss(<ThemeSwitch />), 'input:focus-visible+span')).toEqual([ring(1)]);
  });
});
