// @vitest-environment jsdom
// EmptyState (spec §2): the hand-with-plant illustration, hidden from screen readers as decoration, a title that is a
// heading, an optional line of text and an optional action.
import { cleanup, render, screen } from '@testing-library/react';
import { ThemeProvider } from 'styled-components';
import { afterEach, describe, expect, it } from 'vitest';
import { theme } from '../../../styles/theme';
import { EmptyState } from '../empty-state';

afterEach(cleanup);

const renderEmpty = (props: Parameters<typeof EmptyState>[0]) =>
  render(
    <ThemeProvider theme={theme}>
      <EmptyState {...props} />
    </ThemeProvider>,
  );

describe('EmptyState', () => {
  it('shows the illustration as decoration, the title as a heading, its text and its action, in that order', () => {
    const { container } = renderEmpty({ title: 'No knows yet', text: 'Upload your first know.', action: <a href="/upload">Upload</a> });
    const illustration = container.querySelector('svg');
    expect(illustration).not.toBeNull();
    expect(illustration?.getAttribute('aria-hidden')).toBe('true');
    expect(illustration?.getAttribute('focusable')).toBe('false');
    expect(screen.queryByRole('img')).toBeNull();
    const title = screen.getByRole('heading', { level: 2, name: 'No knows yet' });
    const text = screen.getByText('Upload your first know.');
    const action = screen.getByRole('link', { name: 'Upload' });
    expect(action.getAttribute('href')).toBe('/upload');
    const order = [illustration, title, text, action].map((element) => Array.from(container.querySelectorAll('*')).indexOf(element as Element));
    expect(order.every((index) => index >= 0)).toBe(true);
    expect([...order].sort((a, b) => a - b)).toEqual(order);
  });

  it('draws the illustration with its ground, stem, leaves, pot and hand', () => {
    const { container } = renderEmpty({ title: 'Nothing here' });
    const illustration = container.querySelector('svg');
    expect(illustration?.getAttribute('viewBox')).toBe('0 0 240 240');
    expect(illustration?.querySelectorAll('path').length).toBeGreaterThanOrEqual(7);
    expect(illustration?.querySelectorAll('circle')).toHaveLength(3);
  });

  it('shows only the title when given no text and no action', () => {
    const { container } = renderEmpty({ title: 'Nothing here' });
    expect(screen.getByRole('heading', { name: 'Nothing here' })).not.toBeNull();
    expect(container.querySelector('p')).toBeNull();
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
  });
});
