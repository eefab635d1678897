// The one dialog: a native <dialog> opened with showModal(), so the browser keeps focus inside it and makes the page
// under it inert; Escape (and any other close request) and a click on the backdrop call onClose; the element that
// had the focus before it opened gets it back when it goes. It is labelled by its title (labelledBy) and is shown
// while mounted — the parent decides when by rendering it.
// It is rendered with the `open` attribute and turned modal before the first paint (close + showModal in a layout
// effect): the server's HTML already shows it (the full-screen viewer is a page of its own), and a browser without
// showModal still shows it, only not modal.
import { useLayoutEffect, useRef, type KeyboardEvent, type MouseEvent, type ReactNode } from 'react';
import styled, { css } from 'styled-components';
import { fade } from '../../styles/colors';

type DialogLook = 'box' | 'fullScreen';

const Element = styled.dialog<{ $look: DialogLook; $width: number }>`
  padding: 0;
  border: none;
  color: ${({ theme }) => theme.colors.ink};
  &::backdrop { background: ${({ theme }) => fade(theme.colors.overlay, 0.45)}; }
  ${({ $look, $width }) =>
    $look === 'box'
      ? css`
          width: min(${$width}px, calc(100vw - 24px));
          max-height: calc(100dvh - 48px);
          border-radius: ${({ theme }) => theme.radii.xl}px;
          background: ${({ theme }) => theme.colors.surfaceRaised};
          box-shadow: 0 24px 64px ${({ theme }) => fade(theme.colors.shadow, 0.28)};
        `
      : css`
          position: fixed;
          inset: 0;
          z-index: ${({ theme }) => theme.zIndex.modal}; /* above the page until it is modal (top layer) */
          width: 100%;
          height: 100%;
          max-width: none;
          max-height: none;
          margin: 0;
          background: ${({ theme }) => theme.colors.surface};
        `}
`;

export type DialogProps = {
  /** The id of the element that names the dialog (its heading). */
  labelledBy: string;
  describedBy?: string;
  onClose: () => void;
  children: ReactNode;
  /** 'box' (default): a card in the middle of the screen, `width` px wide at most; 'fullScreen': the whole screen. */
  look?: DialogLook;
  width?: number;
  className?: string;
  'data-testid'?: string;
};

export function Dialog({ labelledBy, describedBy, onClose, children, look = 'box', width = 480, className, ...rest }: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const onCloseRef = useRef(onClose);
  useLayoutEffect(() => {
    onCloseRef.current = onClose;
  });

  useLayoutEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const opener = document.activeElement instanceof HTMLElement && document.activeElement !== document.body ? document.activeElement : null;
    if (typeof dialog.showModal === 'function') {
      if (dialog.open) dialog.close();
      dialog.showModal();
    }
    return () => {
      if (dialog.open) dialog.close();
      if (opener?.isConnected) opener.focus();
    };
  }, []);

  // Escape arrives as a keydown (handled here, so that the page's own close runs once) and, for other close
  // requests (a phone's back gesture), as a cancel event; either way the dialog stays until the parent unmounts it.
  function keyDown(event: KeyboardEvent<HTMLDialogElement>) {
    if (event.key !== 'Escape') return;
    event.preventDefault();
    event.stopPropagation();
    onCloseRef.current();
  }

  function click(event: MouseEvent<HTMLDialogElement>) {
    // The dialog has no padding: a click on the element itself is a click on the backdrop.
    if (event.target === event.currentTarget && look === 'box') onCloseRef.current();
  }

  return (
    <Element
      ref={ref}
      open
      aria-labelledby={labelledBy}
      aria-describedby={describedBy}
      className={className}
      data-testid={rest['data-testid']}
      $look={look}
      $width={width}
      onKeyDown={keyDown}
      onClick={click}
      onCancel={(event) => {
        event.preventDefault();
        onCloseRef.current();
      }}
    >
      {children}
    </Element>
  );
}
