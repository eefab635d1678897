// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useCallback, useRef, useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { useOverlay } from '../hooks/use-overlay';

afterEach(cleanup);

function Menu({ trapFocus = false, lockScroll = false }: { trapFocus?: boolean; lockScroll?: boolean }) {
  const [open, setOpen] = useState(true);
  const container = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const close = useCallback(() => setOpen(false), []);
  useOverlay({ open, onClose: close, container, returnFocus: button, trapFocus, lockScroll });
  return (
    <>
      <p>outside</p>
      <div ref={container}>
        <button ref={button} type="button" onClick={() => setOpen(!open)}>
          menu
        </button>
        {open ? <a href="/a">first</a> : null}
        {open ? <a href="/b">last</a> : null}
      </div>
    </>
  );
}

describe('useOverlay', () => {
  it('closes on Escape and gives focus back to the button', () => {
    render(<Menu />);
    screen.getByText('last').focus();
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByText('first')).toBeNull();
    expect(document.activeElement).toBe(screen.getByText('menu'));
  });

  it('closes on a press outside its container, not inside', () => {
    render(<Menu />);
    fireEvent.pointerDown(screen.getByText('first'));
    expect(screen.queryByText('first')).not.toBeNull();
    fireEvent.pointerDown(screen.getByText('outside'));
    expect(screen.queryByText('first')).toBeNull();
  });

  it('locks the page scroll while open and gives it back when closed', () => {
    render(<Menu lockScroll />);
    expect(document.body.style.overflow).toBe('hidden');
    act(() => void fireEvent.keyDown(document, { key: 'Escape' }));
    expect(document.body.style.overflow).toBe('');
  });
});
