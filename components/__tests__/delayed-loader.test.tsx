// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { ThemeProvider } from 'styled-components';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { theme } from '../../styles/theme';
import { DelayedLoader } from '../delayed-loader';

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('DelayedLoader', () => {
  it('stays hidden for the first 200 ms and appears after', () => {
    render(
      <ThemeProvider theme={theme}>
        <DelayedLoader label="Loading" />
      </ThemeProvider>,
    );
    act(() => vi.advanceTimersByTime(199));
    expect(screen.queryByRole('status')).toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByRole('status', { name: 'Loading' })).toBeTruthy();
  });
});
