// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { ThemeProvider } from 'styled-components';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { theme } from '../../styles/theme';
import { LoadingButton } from '../loading-button';

afterEach(cleanup);

const renderButton = (props: Parameters<typeof LoadingButton>[0]) =>
  render(
    <ThemeProvider theme={theme}>
      <LoadingButton {...props} />
    </ThemeProvider>,
  );

describe('LoadingButton', () => {
  it('shows a spinner while the request of its click runs, and ignores clicks meanwhile', async () => {
    let finish!: () => void;
    const onClick = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    renderButton({ onClick, children: 'Save' });
    const button = screen.getByRole('button', { name: 'Save' });
    fireEvent.click(button);
    expect(button.getAttribute('aria-busy')).toBe('true');
    expect(screen.queryByRole('progressbar', { hidden: true })).not.toBeNull();
    fireEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
    await act(async () => finish());
    expect(button.getAttribute('aria-busy')).toBe('false');
    expect(screen.queryByRole('progressbar', { hidden: true })).toBeNull();
  });

  it('shows the spinner when loading is forced', () => {
    renderButton({ isLoading: true, children: 'Send' });
    expect(screen.getByRole('button', { name: 'Send' }).getAttribute('aria-busy')).toBe('true');
  });

  it('ignores clicks when disabled', () => {
    const onClick = vi.fn();
    renderButton({ onClick, disabled: true, children: 'Go' });
    fireEvent.click(screen.getByRole('button', { name: 'Go' }));
    expect(onClick).not.toHaveBeenCalled();
  });

  it('does not spin for a click handler that returns nothing', () => {
    const onClick = vi.fn();
    renderButton({ onClick, children: 'Tap' });
    fireEvent.click(screen.getByRole('button', { name: 'Tap' }));
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'Tap' }).getAttribute('aria-busy')).toBe('false');
  });
});
