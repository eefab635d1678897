// @vitest-environment jsdom
import { act, useState } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { longDate, useTextWrittenByServer } from '../use-text-written-by-server';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.innerHTML = '';
});

function Published({ iso, make }: { iso: string; make: (iso: string) => string }) {
  const text = useTextWrittenByServer(() => make(iso), iso);
  return <span suppressHydrationWarning>{text}</span>;
}

function Page({ make }: { make: (iso: string) => string }) {
  const [iso, setIso] = useState('2026-11-03T10:00:00.000Z');
  return (
    <main>
      <Published iso={iso} make={make} />
      <button type="button" onClick={() => setIso('2026-12-24T10:00:00.000Z')}>
        other date
      </button>
    </main>
  );
}

describe('useTextWrittenByServer', () => {
  it('makes the text on the server, keeps it while hydrating without making it again, and makes it anew for new inputs', async () => {
    const format = (iso: string) => `am ${longDate(iso, 'de')}`;
    // The server has no window.
    vi.stubGlobal('window', undefined);
    const html = renderToString(<Page make={format} />);
    vi.unstubAllGlobals();
    expect(html).toContain('am 3. November 2026');
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const make = vi.fn(format);
    const recoverableErrors: unknown[] = [];
    await act(async () => {
      root = hydrateRoot(container, <Page make={make} />, { onRecoverableError: (error) => recoverableErrors.push(error) });
    });
    expect(recoverableErrors).toEqual([]);
    expect(make).not.toHaveBeenCalled();
    expect(container.querySelector('span')!.textContent).toBe('am 3. November 2026');
    await act(async () => container.querySelector('button')!.click());
    expect(make).toHaveBeenCalledWith('2026-12-24T10:00:00.000Z');
    expect(container.querySelector('span')!.textContent).toBe('am 24. Dezember 2026');
  });
});
