// @vitest-environment jsdom
// Card: a section by default (a region named by its heading), the element asked for with `as`, its content as given,
// and the one surface — hairline border, theme surface and ink, large corners (lg, or xl when asked).
import { cleanup, render, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { ServerStyleSheet, ThemeProvider } from 'styled-components';
import { afterEach, describe, expect, it } from 'vitest';
import { RADII } from '../../../config/ui';
import { theme } from '../../../styles/theme';
import { Card } from '../card';

afterEach(cleanup);

/** The declarations of the one rule styled-components generates for the element rendered (by its own class). */
function serverStyle(element: ReactElement): string {
  const sheet = new ServerStyleSheet();
  try {
    const html = renderToString(sheet.collectStyles(<ThemeProvider theme={theme}>{element}</ThemeProvider>));
    const className = /class="[\w-]+ ([\w-]+)"/.exec(html)?.[1];
    const rule = new RegExp(`\\.${className}\\{([^}]*)\\}`).exec(sheet.getStyleTags());
    return rule?.[1] ?? '';
  } finally {
    sheet.seal();
  }
}

describe('Card', () => {
  it('is a section that a heading names as a region, with its content inside', () => {
    render(
      <ThemeProvider theme={theme}>
        <Card aria-labelledby="plan-title">
          <h2 id="plan-title">Knowly Pro</h2>
          <p>Every know, no ads.</p>
        </Card>
      </ThemeProvider>,
    );
    const region = screen.getByRole('region', { name: 'Knowly Pro' });
    expect(region.tagName).toBe('SECTION');
    expect(region.contains(screen.getByRole('heading', { level: 2, name: 'Knowly Pro' }))).toBe(true);
    expect(region.contains(screen.getByText('Every know, no ads.'))).toBe(true);
  });

  it('is the element asked for with `as`', () => {
    render(
      <ThemeProvider theme={theme}>
        <Card as="article" data-testid="card">
          <h3>Photosynthesis</h3>
        </Card>
      </ThemeProvider>,
    );
    const card = screen.getByTestId('card');
    expect(card.tagName).toBe('ARTICLE');
    expect(screen.getByRole('article').contains(screen.getByRole('heading', { level: 3, name: 'Photosynthesis' }))).toBe(true);
  });

  it('draws the raised surface with a hairline border and the large corners', () => {
    expect(serverStyle(<Card>x</Card>)).toBe(`border:1px solid ${theme.colors.border};border-radius:${RADII.lg}px;background:${theme.colors.surfaceRaised};color:${theme.colors.ink};`);
  });

  it('takes the extra-large corners when asked', () => {
    expect(serverStyle(<Card $radius="xl">x</Card>)).toContain(`border-radius:${RADII.xl}px;`);
  });
});
