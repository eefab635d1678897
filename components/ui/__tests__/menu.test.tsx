// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { ThemeProvider } from 'styled-components';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { theme } from '../../../styles/theme';
import { Menu, MenuButton, MenuGroup } from '../menu';

afterEach(cleanup);

function Page({ onSignOut = () => {}, resetKey = '/a' }: { onSignOut?: () => void; resetKey?: string }) {
  return (
    <ThemeProvider theme={theme}>
      <p>outside</p>
      <Menu label="Account menu of Mia" trigger={<span>Mia</span>} resetKey={resetKey}>
        <MenuButton onSelect={() => {}}>Profile</MenuButton>
        <MenuGroup>
          <input aria-label="Theme" />
        </MenuGroup>
        <MenuButton onSelect={() => {}}>Cookie settings</MenuButton>
        <MenuButton onSelect={onSignOut}>Sign out</MenuButton>
      </Menu>
    </ThemeProvider>
  );
}

const trigger = () => screen.getByRole('button', { name: 'Account menu of Mia' });
const item = (name: string) => screen.getByRole('button', { name });

describe('Menu', () => {
  it('opens and closes by its button, which says whether it is open', () => {
    render(<Page />);
    expect(trigger().getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('button', { name: 'Profile' })).toBeNull();
    fireEvent.click(trigger());
    expect(trigger().getAttribute('aria-expanded')).toBe('true');
    expect(item('Profile')).toBeTruthy();
    fireEvent.click(trigger());
    expect(screen.queryByRole('button', { name: 'Profile' })).toBeNull();
  });

  it('opens at the first item with Down on the button, at the last with Up', () => {
    render(<Page />);
    trigger().focus();
    fireEvent.keyDown(trigger(), { key: 'ArrowDown' });
    expect(document.activeElement).toBe(item('Profile'));
    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    fireEvent.keyDown(trigger(), { key: 'ArrowUp' });
    expect(document.activeElement).toBe(item('Sign out'));
  });

  it('moves between the items with the arrow keys, wrapping round, skipping what is not an item; Home and End', () => {
    render(<Page />);
    fireEvent.keyDown(trigger(), { key: 'ArrowDown' });
    fireEvent.keyDown(item('Profile'), { key: 'ArrowDown' });
    expect(document.activeElement).toBe(item('Cookie settings'));
    fireEvent.keyDown(item('Cookie settings'), { key: 'ArrowDown' });
    fireEvent.keyDown(item('Sign out'), { key: 'ArrowDown' });
    expect(document.activeElement).toBe(item('Profile'));
    fireEvent.keyDown(item('Profile'), { key: 'ArrowUp' });
    expect(document.activeElement).toBe(item('Sign out'));
    fireEvent.keyDown(item('Sign out'), { key: 'Home' });
    expect(document.activeElement).toBe(item('Profile'));
    fireEvent.keyDown(item('Profile'), { key: 'End' });
    expect(document.activeElement).toBe(item('Sign out'));
  });

  it('leaves the arrow keys to a control inside it', () => {
    render(<Page />);
    fireEvent.click(trigger());
    const input = screen.getByRole('textbox', { name: 'Theme' });
    input.focus();
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    expect(document.activeElement).toBe(input);
  });

  it('closes on Escape and gives the focus back to its button', () => {
    render(<Page />);
    fireEvent.keyDown(trigger(), { key: 'ArrowDown' });
    fireEvent.keyDown(item('Profile'), { key: 'Escape' });
    expect(screen.queryByRole('button', { name: 'Profile' })).toBeNull();
    expect(document.activeElement).toBe(trigger());
  });

  it('closes on a press outside it, and when the page changes', () => {
    const { rerender } = render(<Page />);
    fireEvent.click(trigger());
    fireEvent.pointerDown(screen.getByText('outside'));
    expect(screen.queryByRole('button', { name: 'Profile' })).toBeNull();
    fireEvent.click(trigger());
    rerender(<Page resetKey="/b" />);
    expect(screen.queryByRole('button', { name: 'Profile' })).toBeNull();
  });

  it('closes before an action runs', () => {
    const onSignOut = vi.fn();
    render(<Page onSignOut={onSignOut} />);
    fireEvent.click(trigger());
    fireEvent.click(item('Sign out'));
    expect(onSignOut).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('button', { name: 'Sign out' })).toBeNull();
  });
});
