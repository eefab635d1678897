// Tabs after the WAI-ARIA pattern: a tablist of buttons and one panel. Only the chosen tab is in the tab order
// (roving tabindex); Left and Right arrows move to the neighbouring tab and choose it (wrapping round), Home and End
// to the first and last. The panel is labelled by the chosen tab.
import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import styled from 'styled-components';

const List = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

const Tab = styled.button`
  min-height: 44px;
  padding: 0 16px;
  border: 0;
  border-bottom: 3px solid transparent;
  background: none;
  font: 700 0.95rem ${({ theme }) => theme.fonts.body};
  color: ${({ theme }) => theme.colors.inkMuted};
  cursor: pointer;
  &[aria-selected='true'] { color: ${({ theme }) => theme.colors.brandBlue}; border-bottom-color: ${({ theme }) => theme.colors.brandBlue}; }
`;

type TabItem<Value extends string> = { value: Value; label: ReactNode };

export function Tabs<Value extends string>({ label, items, value, onChange, busy, children }: {
  /** The name of the tab list. */
  label: string;
  items: readonly TabItem<Value>[];
  value: Value;
  onChange: (value: Value) => void;
  /** The panel's content is loading (aria-busy). */
  busy?: boolean;
  /** The chosen tab's panel. */
  children: ReactNode;
}) {
  const id = useId();
  const list = useRef<HTMLDivElement>(null);
  const tabId = (item: Value) => `${id}-tab-${item}`;
  const panelId = `${id}-panel`;

  function keyDown(event: KeyboardEvent<HTMLDivElement>) {
    const index = items.findIndex((item) => item.value === value);
    const last = items.length - 1;
    const next =
      event.key === 'ArrowRight' ? (index + 1) % items.length
        : event.key === 'ArrowLeft' ? (index + last) % items.length
          : event.key === 'Home' ? 0
            : event.key === 'End' ? last
              : null;
    if (next === null) return;
    event.preventDefault();
    const item = items[next]!;
    onChange(item.value);
    list.current?.querySelector<HTMLElement>(`[data-tab="${item.value}"]`)?.focus();
  }

  return (
    <>
      <List ref={list} role="tablist" aria-label={label} onKeyDown={keyDown}>
        {items.map((item) => (
          <Tab key={item.value} id={tabId(item.value)} data-tab={item.value} type="button" role="tab" aria-selected={item.value === value}
            aria-controls={panelId} tabIndex={item.value === value ? 0 : -1} onClick={() => onChange(item.value)}>
            {item.label}
          </Tab>
        ))}
      </List>
      <div id={panelId} role="tabpanel" aria-labelledby={tabId(value)} aria-busy={busy}>
        {children}
      </div>
    </>
  );
}
