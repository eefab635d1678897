// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { ThemeProvider } from 'styled-components';
import { afterEach, describe, expect, it } from 'vitest';
import { theme } from '../../../styles/theme';
import { Tabs } from '../tabs';

afterEach(cleanup);

const ITEMS = [
  { value: 'published', label: 'Published' },
  { value: 'review', label: 'In review' },
  { value: 'drafts', label: 'Drafts' },
] as const;

function Page() {
  const [tab, setTab] = useState<(typeof ITEMS)[number]['value']>('published');
  return (
    <ThemeProvider theme={theme}>
      <Tabs label="My knows" items={ITEMS} value={tab} onChange={setTab}>
        <p>{tab} knows</p>
      </Tabs>
    </ThemeProvider>
  );
}

const tab = (name: string) => screen.getByRole('tab', { name });

describe('Tabs', () => {
  it('keeps only the chosen tab in the tab order and labels the panel with it', () => {
    render(<Page />);
    expect(screen.getByRole('tablist', { name: 'My knows' })).toBeTruthy();
    expect(tab('Published').getAttribute('aria-selected')).toBe('true');
    expect(tab('Published').tabIndex).toBe(0);
    expect(tab('In review').tabIndex).toBe(-1);
    expect(screen.getByRole('tabpanel', { name: 'Published' }).textContent).toBe('published knows');
  });

  it('moves to the next and previous tab with the arrow keys, wrapping round, and chooses it', () => {
    render(<Page />);
    tab('Published').focus();
    fireEvent.keyDown(tab('Published'), { key: 'ArrowRight' });
    expect(document.activeElement).toBe(tab('In review'));
    expect(tab('In review').getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tabpanel', { name: 'In review' }).textContent).toBe('review knows');
    fireEvent.keyDown(tab('In review'), { key: 'ArrowLeft' });
    fireEvent.keyDown(tab('Published'), { key: 'ArrowLeft' });
    expect(document.activeElement).toBe(tab('Drafts'));
    fireEvent.keyDown(tab('Drafts'), { key: 'ArrowRight' });
    expect(document.activeElement).toBe(tab('Published'));
  });

  it('goes to the first and last tab with Home and End', () => {
    render(<Page />);
    tab('Published').focus();
    fireEvent.keyDown(tab('Published'), { key: 'End' });
    expect(document.activeElement).toBe(tab('Drafts'));
    fireEvent.keyDown(tab('Drafts'), { key: 'Home' });
    expect(document.activeElement).toBe(tab('Published'));
    expect(tab('Published').getAttribute('aria-selected')).toBe('true');
  });

  it('chooses a tab by click', () => {
    render(<Page />);
    fireEvent.click(tab('Drafts'));
    expect(tab('Drafts').getAttribute('aria-selected')).toBe('true');
    expect(tab('Published').tabIndex).toBe(-1);
  });
});
