// A menu button: a button that shows a list of links and actions below or above it. It is a disclosure (the button's
// aria-expanded, a plain list), not an ARIA menu, because it holds links to pages and whole controls (the theme
// switch's radio group) that keep their own roles and keys. Escape closes it and puts the focus back on the button;
// so does a click elsewhere or a change of `resetKey` (the page's address). Down and Up arrows move between the items
// (Down on the closed button opens it at the first item, Up at the last), Home and End go to the ends.
import { createContext, useCallback, useContext, useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import styled, { css } from 'styled-components';
import { fade } from '../../styles/colors';
import { useOverlay } from '../hooks/use-overlay';
import { Link } from '../link';

type Placement = 'above' | 'below';

const Wrap = styled.div`
  position: relative;
`;

const Trigger = styled.button`
  display: flex;
  align-items: center;
  gap: 10px;
  width: 100%;
  max-width: 240px;
  padding: 6px 12px 6px 6px;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.pill}px;
  background: transparent;
  color: ${({ theme }) => theme.colors.ink};
  font: inherit;
  font-weight: 600;
  cursor: pointer;
  &:hover, &[aria-expanded='true'] { background: ${({ theme }) => theme.colors.surfaceMuted}; }
  span { overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
`;

const Panel = styled.ul<{ $placement: Placement }>`
  position: absolute;
  ${({ $placement }) => ($placement === 'above' ? css`bottom: calc(100% + 8px); left: 0;` : css`top: calc(100% + 8px); right: 0;`)}
  z-index: ${({ theme }) => theme.zIndex.userDropdown};
  min-width: 220px;
  width: max-content;
  margin: 0;
  padding: 8px;
  list-style: none;
  background: ${({ theme }) => theme.colors.surfaceRaised};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md}px;
  box-shadow: 0 12px 32px ${({ theme }) => fade(theme.colors.shadow, 0.14)};
`;

const itemStyle = css`
  display: block;
  width: 100%;
  padding: 10px 12px;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.sm}px;
  background: none;
  color: ${({ theme }) => theme.colors.ink};
  font: inherit;
  font-weight: 600;
  text-align: left;
  text-decoration: none;
  cursor: pointer;
  &:hover { background: ${({ theme }) => theme.colors.surfaceMuted}; }
`;

const ItemLink = styled(Link)`${itemStyle}`;
const ItemButton = styled.button`${itemStyle}`;

/** A part of the menu that is not an item (a control with its own keys), set off by lines above and below. */
export const MenuGroup = styled.li`
  margin: 4px 0;
  padding: 8px 12px 10px;
  border-block: 1px solid ${({ theme }) => theme.colors.border};
`;

const ITEM = '[data-menu-item]:not(:disabled)';
const itemsOf = (panel: HTMLElement | null) => Array.from(panel?.querySelectorAll<HTMLElement>(ITEM) ?? []);
const CloseContext = createContext<() => void>(() => {});

export function Menu({ label, trigger, placement = 'below', resetKey, children }: {
  /** The button's accessible name. */
  label: string;
  /** What the button shows. */
  trigger: ReactNode;
  placement?: Placement;
  /** The menu closes when this changes (the page's address: following one of its links closes it). */
  resetKey?: string;
  children: ReactNode;
}) {
  const [open, setOpen] = useState(false);
  const [openedAt, setOpenedAt] = useState(resetKey);
  const wrap = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLUListElement>(null);
  /** Where the focus goes once the panel is there (opened by an arrow key), or nowhere. */
  const focusOnOpen = useRef<'first' | 'last' | null>(null);
  const panelId = useId();
  if (open && openedAt !== resetKey) setOpen(false);

  const close = useCallback(() => setOpen(false), []);
  useOverlay({ open, onClose: close, container: wrap, returnFocus: button });

  useEffect(() => {
    if (!open || !focusOnOpen.current) return;
    const list = itemsOf(panel.current);
    (focusOnOpen.current === 'first' ? list[0] : list.at(-1))?.focus();
    focusOnOpen.current = null;
  }, [open]);

  function show(focus: 'first' | 'last' | null) {
    setOpenedAt(resetKey);
    focusOnOpen.current = focus;
    setOpen(true);
  }

  function keyDown(event: KeyboardEvent<HTMLDivElement>) {
    const target = event.target as HTMLElement;
    const onButton = target === button.current;
    if (!onButton && !target.matches(ITEM)) return;
    if (onButton && !open && (event.key === 'ArrowDown' || event.key === 'ArrowUp')) {
      event.preventDefault();
      show(event.key === 'ArrowDown' ? 'first' : 'last');
      return;
    }
    const list = itemsOf(panel.current);
    if (list.length === 0) return;
    const index = list.indexOf(target);
    const next =
      event.key === 'ArrowDown' ? (index + 1) % list.length
        : event.key === 'ArrowUp' ? (index <= 0 ? list.length - 1 : index - 1)
          : event.key === 'Home' ? 0
            : event.key === 'End' ? list.length - 1
              : null;
    if (next === null) return;
    event.preventDefault();
    list[next]!.focus();
  }

  return (
    <Wrap ref={wrap} onKeyDown={keyDown}>
      <Trigger ref={button} type="button" aria-expanded={open} aria-controls={panelId} aria-label={label} onClick={() => (open ? close() : show(null))}>
        {trigger}
      </Trigger>
      {open ? (
        <Panel ref={panel} id={panelId} $placement={placement}>
          <CloseContext.Provider value={close}>{children}</CloseContext.Provider>
        </Panel>
      ) : null}
    </Wrap>
  );
}

/** A link of the menu. */
export function MenuLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <li>
      <ItemLink href={href} data-menu-item="">
        {children}
      </ItemLink>
    </li>
  );
}

/** An action of the menu; the menu closes before it runs unless `keepOpen` (an action that leaves the page anyway). */
export function MenuButton({ onSelect, disabled, keepOpen = false, children }: { onSelect: () => unknown; disabled?: boolean; keepOpen?: boolean; children: ReactNode }) {
  const close = useContext(CloseContext);
  return (
    <li>
      <ItemButton type="button" data-menu-item="" disabled={disabled} onClick={() => {
        if (!keepOpen) close();
        void onSelect();
      }}>
        {children}
      </ItemButton>
    </li>
  );
}
