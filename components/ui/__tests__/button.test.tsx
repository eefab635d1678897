// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { ThemeProvider } from 'styled-components';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { theme } from '../../../styles/theme';
import { Button } from '../button';

afterEach(cleanup);

const renderButton = (props: Parameters<typeof Button>[0]) =>
  render(
    <ThemeProvider theme={theme}>
      <Button {...props} />
    </ThemeProvider>,
  );

const spinner = () => document.querySelector('[data-spinner]');

describe('Button', () => {
  it('shows a spinner while the request of its click runs, and ignores clicks meanwhile', async () => {
    let finish!: () => void;
    const onClick = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    renderButton({ onClick, children: 'Save' });
    const button = screen.getByRole('button', { name: 'Save' });
    fireEvent.click(button);
    expect(button.getAttribute('aria-busy')).toBe('true');
    expect(spinner()).not.toBeNull();
    fireEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
    await act(async () => finish());
    expect(button.getAttribute('aria-busy')).toBe('false');
    expect(spinner()).toBeNull();
  });

  it('keeps its label (and so its width and its name) under the spinner', () => {
    renderButton({ isLoading: true, children: 'Send' });
    const button = screen.getByRole('button', { name: 'Send' });
    expect(button.getAttribute('aria-busy')).toBe('true');
    expect(button.textContent).toBe('Send');
    expect(spinner()?.getAttribute('aria-hidden')).toBe('true');
  });

  it('ignores clicks when disabled', () => {
    const onClick = vi.fn();
    renderButton({ onClick, disabled: true, children: 'Go' });
    const button = screen.getByRole('button', { name: 'Go' });
    expect((button as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('does not spin for a click handler that returns nothing', () => {
    const onClick = vi.fn();
    renderButton({ onClick, children: 'Tap' });
    fireEvent.click(screen.getByRole('button', { name: 'Tap' }));
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'Tap' }).getAttribute('aria-busy')).toBe('false');
  });

  it('is a plain button unless told to submit', () => {
    renderButton({ children: 'Next' });
    expect(screen.getByRole('button', { name: 'Next' }).getAttribute('type')).toBe('button');
  });
});

describe('Button labels on a phone (issue 33: "Hinzufügen" broke mid-word)', () => {
  it('wrap between words only, even inside a list whose spans break anywhere', async () => {
    const { default: styled } = await import('styled-components');
    const List = styled.ul`
      span { overflow-wrap: anywhere; word-break: break-all; }
    `;
    render(
      <ThemeProvider theme={theme}>
        <List>
          <li><span>Ein sehr langer Titel</span> <Button size="sm">Hinzufügen</Button></li>
        </List>
      </ThemeProvider>,
    );
    const label = screen.getByRole('button', { name: 'Hinzufügen' }).querySelector('span')!;
    expect(getComputedStyle(label).overflowWrap).toBe('normal');
    expect(getComputedStyle(label).wordBreak).toBe('normal');
    expect(getComputedStyle(screen.getByText('Ein sehr langer Titel')).overflowWrap).toBe('anywhere');
  });

  it('do not let a flex row squeeze the button below its label', () => {
    renderButton({ children: 'Hinzufügen' });
    expect(getComputedStyle(screen.getByRole('button', { name: 'Hinzufügen' })).flexShrink).toBe('0');
  });
});
