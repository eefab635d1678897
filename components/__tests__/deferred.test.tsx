// @vitest-environment jsdom
import { act, useState, type ComponentType, type ReactNode } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { deferredInBrowser } from '../deferred';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

type FrameProps = { label: string; children?: ReactNode };
const Frame = ({ label, children }: FrameProps) => (
  <section>
    <h2>{label}</h2>
    {children}
  </section>
);

/** A module load the test settles by hand. */
function pendingLoad<P>(component: ComponentType<P>) {
  let settle: () => void = () => {};
  const loaded = new Promise<ComponentType<P>>((resolve) => (settle = () => resolve(component)));
  let calls = 0;
  return { load: () => ((calls += 1), loaded), settle: () => act(async () => settle()), calls: () => calls };
}

function Counter() {
  const [count, setCount] = useState(0);
  return (
    <button type="button" onClick={() => setCount(count + 1)}>
      clicked {count}
    </button>
  );
}

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.innerHTML = '';
});

describe('deferredInBrowser: a part only the browser shows', () => {
  it('renders nothing on the server and loads no code there', () => {
    const { load, calls } = pendingLoad(Frame);
    const Part = deferredInBrowser<FrameProps>(load);
    expect(renderToString(<main><Part label="toasts" /></main>)).toBe('<main></main>');
    expect(calls()).toBe(0);
  });

  it('is mounted after hydration, once its code has come, without holding up the page around it', async () => {
    const { load, settle } = pendingLoad(Frame);
    const Part = deferredInBrowser<FrameProps>(load);
    const page = (
      <main>
        <Counter />
        <Part label="toasts" />
      </main>
    );
    const container = document.createElement('div');
    container.innerHTML = renderToString(page);
    document.body.append(container);
    await act(async () => {
      root = hydrateRoot(container, page);
    });
    // The page is hydrated while the part's code has not come.
    const button = container.querySelector('button')!;
    await act(async () => button.click());
    expect(button.textContent).toBe('clicked 1');
    expect(container.querySelector('section')).toBeNull();
    await settle();
    expect(container.querySelector('h2')?.textContent).toBe('toasts');
  });
});

describe('deferredInBrowser: when it asks for its code', () => {
  it('after hydration, in a task of its own (not in the one that finished hydrating)', async () => {
    const { load, settle, calls } = pendingLoad(Frame);
    const Part = deferredInBrowser<FrameProps>(load);
    const page = <main><Part label="tags" /></main>;
    const container = document.createElement('div');
    container.innerHTML = renderToString(page);
    document.body.append(container);
    await act(async () => {
      root = hydrateRoot(container, page);
    });
    expect(calls()).toBe(0);
    await act(async () => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(calls()).toBe(1);
    await settle();
    expect(container.querySelector('h2')?.textContent).toBe('tags');
  });

  it('at once when the browser mounts it after the page has hydrated (a page shown by a client-side navigation)', async () => {
    const { load, settle, calls } = pendingLoad(Frame);
    const Part = deferredInBrowser<FrameProps>(load);
    function Page() {
      const [shown, setShown] = useState(false);
      return (
        <main>
          <button type="button" onClick={() => setShown(true)}>show</button>
          {shown ? <Part label="badge" /> : null}
        </main>
      );
    }
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Page />);
    document.body.append(container);
    await act(async () => {
      root = hydrateRoot(container, <Page />);
    });
    await act(async () => container.querySelector('button')!.click());
    expect(calls()).toBe(1);
    await settle();
    expect(container.querySelector('h2')?.textContent).toBe('badge');
  });
});
