// What every open overlay (the phone menu, the user menu) does while it is open: Escape closes it and gives focus back
// to the control that opened it; a tap or click outside its container closes it; optionally Tab and Shift+Tab stay
// inside the container (focus trap) and the page under it does not scroll.
import { useEffect, type RefObject } from 'react';

type OverlayOptions = {
  open: boolean;
  onClose: () => void;
  /** The element holding the overlay and the control that opened it. */
  container: RefObject<HTMLElement | null>;
  /** Focused again when Escape closes the overlay. */
  returnFocus: RefObject<HTMLElement | null>;
  trapFocus?: boolean;
  lockScroll?: boolean;
};

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

function visibleFocusables(container: HTMLElement): HTMLElement[] {
  return Array.from(container.querySelectorAll<HTMLElement>(FOCUSABLE)).filter((element) => element.getClientRects().length > 0);
}

export function useOverlay({ open, onClose, container, returnFocus, trapFocus = false, lockScroll = false }: OverlayOptions): void {
  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        onClose();
        returnFocus.current?.focus();
        return;
      }
      if (event.key !== 'Tab' || !trapFocus || !container.current) return;
      const focusables = visibleFocusables(container.current);
      const first = focusables[0];
      const last = focusables.at(-1);
      if (!first || !last) return;
      const active = document.activeElement;
      if (event.shiftKey && (active === first || !container.current.contains(active))) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && (active === last || !container.current.contains(active))) {
        event.preventDefault();
        first.focus();
      }
    };
    const onPointer = (event: PointerEvent) => {
      if (!container.current?.contains(event.target as Node)) onClose();
    };
    const previousOverflow = document.body.style.overflow;
    if (lockScroll) document.body.style.overflow = 'hidden';
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
      if (lockScroll) document.body.style.overflow = previousOverflow;
    };
  }, [open, onClose, container, returnFocus, trapFocus, lockScroll]);
}
