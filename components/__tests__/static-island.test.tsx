// @vitest-environment jsdom
import { act, createElement, startTransition, useState } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { staticIsland } from '../static-island';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

type Props = { items: string[] };
/** What the server renders. The browser's copy says "client" so that a test sees which one made the markup. */
const Links = ({ items }: Props) => (
  <ul>
    {items.map((item) => (
      <li key={item}>
        <a href={`/${item}`}>server {item}</a>
      </li>
    ))}
  </ul>
);
const ClientLinks = ({ items }: Props) => <p data-testid="loaded">client {items.join(', ')}</p>;

function Page({ island: Island }: { island: ReturnType<typeof staticIsland<Props>> }) {
  const [count, setCount] = useState(0);
  return (
    <main>
      {/* Next renders navigations in a transition: the island's new props come the same way. */}
      <button type="button" onClick={() => startTransition(() => setCount(count + 1))}>
        clicked {count}
      </button>
      <Island items={count === 0 ? ['a', 'b'] : ['c']} />
      <span>after</span>
    </main>
  );
}

// The module an interactive island loads with its component (what the visitor did in the kept markup): loaded once
// here, so that in every test it comes within the same act() as the component.
beforeAll(async () => {
  await import('../island-interaction');
});

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.innerHTML = '';
});

describe('staticIsland', () => {
  it('renders its component into the server markup, inside a wrapper without a box of its own', () => {
    const OnServer = staticIsland<Props>(async () => ClientLinks, Links);
    const html = renderToString(<Page island={OnServer} />);
    expect(html).toMatch(/<div id="island[\w-]+" style="display:contents"><ul><li><a href="\/a">server <!-- -->a<\/a><\/li>/);
  });

  it('keeps the server markup while hydrating and loads no code for it, while the rest of the page is hydrated', async () => {
    const html = renderToString(<Page island={staticIsland<Props>(async () => ClientLinks, Links)} />);
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const load = vi.fn(async () => ClientLinks);
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    await act(async () => {
      root = hydrateRoot(container, <Page island={staticIsland<Props>(load, null)} />, { onRecoverableError: (error) => errors(error) });
    });
    expect(container.innerHTML).toBe(html);
    expect(load).not.toHaveBeenCalled();
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
  });

  it('renders its component anew when its props change after hydration, the page kept on screen until its code has come', async () => {
    const html = renderToString(<Page island={staticIsland<Props>(async () => ClientLinks, Links)} />);
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    let arrive: (component: typeof ClientLinks) => void = () => {};
    const load = vi.fn(() => new Promise<typeof ClientLinks>((resolve) => (arrive = resolve)));
    await act(async () => {
      root = hydrateRoot(container, <Page island={staticIsland<Props>(load, null)} />);
    });
    // The island's props change with the click; while its code loads, what was shown stays (no blank island).
    await act(async () => container.querySelector('button')!.click());
    expect(load).toHaveBeenCalledTimes(1);
    expect(container.querySelector('a')!.textContent).toBe('server a');
    await act(async () => arrive(ClientLinks));
    expect(container.querySelector('button')!.textContent).toBe('clicked 1');
    expect(container.querySelector('[data-testid="loaded"]')!.textContent).toBe('client c');
    expect(container.querySelector('span')!.textContent).toBe('after');
  });

  it('loads and renders its component when the browser mounts it anew (a client-side navigation)', async () => {
    const load = vi.fn(async () => ClientLinks);
    const container = document.createElement('div');
    document.body.append(container);
    await act(async () => {
      root = createRoot(container);
      startTransition(() => root!.render(<Page island={staticIsland<Props>(load, null)} />));
    });
    expect(load).toHaveBeenCalledTimes(1);
    expect(container.querySelector('[data-testid="loaded"]')!.textContent).toBe('client a, b');
  });
});

/** An interactive island's markup: a link and two buttons. The browser's copy counts its clicks, so that a test sees
 *  which copy made the markup and whether a click reached it. */
type BannerProps = { label: string };
const ServerBanner = ({ label }: BannerProps) => (
  <section>
    <p>
      text <a href="#privacy">privacy</a>
    </p>
    <button type="button">
      <svg aria-hidden="true" />
      {label} 0
    </button>
    <button type="button" data-dismisses="">
      other
    </button>
  </section>
);
function ClientBanner({ label }: BannerProps) {
  const [clicks, setClicks] = useState(0);
  return (
    <section data-testid="loaded">
      <p>
        text <a href="#privacy">privacy</a>
      </p>
      <button type="button" onClick={() => setClicks(clicks + 1)}>
        <svg aria-hidden="true" />
        {label} {clicks}
      </button>
      <button type="button" data-dismisses="">
        other
      </button>
    </section>
  );
}

describe('staticIsland, interactive after the page has loaded', () => {
  const options = { interactive: 'after-load', loadOn: ['test:load-island'], dismissedBy: '[data-dismisses]' } as const;
  let idle: (() => void)[] = [];
  afterEach(() => {
    idle = [];
    delete (window as { requestIdleCallback?: unknown }).requestIdleCallback;
  });

  async function hydrated(load: () => Promise<typeof ClientBanner>) {
    (window as { requestIdleCallback?: unknown }).requestIdleCallback = (run: () => void) => idle.push(run);
    (window as { cancelIdleCallback?: unknown }).cancelIdleCallback = () => {};
    const html = renderToString(<main>{createElement(staticIsland<BannerProps>(async () => ClientBanner, ServerBanner, options), { label: 'accept' })}</main>);
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const Island = staticIsland<BannerProps>(load, null, options);
    await act(async () => {
      root = hydrateRoot(container, <main><Island label="accept" /></main>);
    });
    return { container, html };
  }

  it('keeps the server markup while hydrating, then renders its component in its place once the browser is idle', async () => {
    const load = vi.fn(async () => ClientBanner);
    const { container, html } = await hydrated(load);
    expect(container.innerHTML).toBe(html);
    expect(load).not.toHaveBeenCalled();
    expect(idle).toHaveLength(1);
    await act(async () => idle[0]!());
    expect(load).toHaveBeenCalledTimes(1);
    expect(container.querySelector('[data-testid="loaded"] button')!.textContent).toBe('accept 0');
  });

  it('loads at the first click and plays that click again on the same button of its component', async () => {
    let arrive: (component: typeof ClientBanner) => void = () => {};
    const load = vi.fn(() => new Promise<typeof ClientBanner>((resolve) => (arrive = resolve)));
    const { container } = await hydrated(load);
    await act(async () => container.querySelector('button')!.click());
    expect(load).toHaveBeenCalledTimes(1);
    expect(container.querySelector('[data-testid="loaded"]')).toBeNull();
    await act(async () => arrive(ClientBanner));
    expect(container.querySelector('[data-testid="loaded"] button')!.textContent).toBe('accept 1');
    await act(async () => idle[0]?.());
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('keeps the kept markup between a press and its click when its code comes in between, and plays the click again', async () => {
    let arrive: (component: typeof ClientBanner) => void = () => {};
    const { container } = await hydrated(() => new Promise((resolve) => (arrive = resolve)));
    const button = container.querySelector('button')!;
    await act(async () => button.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true })));
    await act(async () => arrive(ClientBanner));
    expect(container.querySelector('[data-testid="loaded"]')).toBeNull(); // still the kept markup: the press is down
    await act(async () => {
      button.dispatchEvent(new PointerEvent('pointerup', { bubbles: true }));
      button.click();
      // The take-over waits for the task after the release's (its click comes in the release's own task).
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    expect(container.querySelector('[data-testid="loaded"] button')!.textContent).toBe('accept 1');
  });

  it('after a press and its click on the kept markup, takes over as soon as its code comes', async () => {
    let arrive: (component: typeof ClientBanner) => void = () => {};
    const { container } = await hydrated(() => new Promise((resolve) => (arrive = resolve)));
    const button = container.querySelector('button')!;
    await act(async () => {
      button.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true }));
      button.dispatchEvent(new PointerEvent('pointerup', { bubbles: true }));
      button.click();
    });
    await act(async () => arrive(ClientBanner));
    expect(container.querySelector('[data-testid="loaded"] button')!.textContent).toBe('accept 1');
  });

  it('plays again a click that lands on the kept markup while its component is being rendered, before it replaces it', async () => {
    let arrive: (component: typeof ClientBanner) => void = () => {};
    const { container } = await hydrated(() => new Promise((resolve) => (arrive = resolve)));
    await act(async () => window.dispatchEvent(new Event('test:load-island')));
    const kept = container.querySelector('button')!;
    let clickedMidRender = false;
    // The code came and React renders the component (a render can take a while and yield to the browser): the kept
    // markup is still what the visitor sees, and a click then lands on it.
    function Rendering(props: BannerProps) {
      if (!clickedMidRender) {
        // eslint-disable-next-line react-hooks/globals -- the side effect in render is the test: a click mid-render
        clickedMidRender = true;
        kept.click();
      }
      return <ClientBanner {...props} />;
    }
    await act(async () => arrive(Rendering));
    expect(clickedMidRender).toBe(true);
    expect(container.querySelector('[data-testid="loaded"] button')!.textContent).toBe('accept 1');
  });

  it("plays a click on an icon inside a button again on that button (an <svg> has no click of its own)", async () => {
    let arrive: (component: typeof ClientBanner) => void = () => {};
    const { container } = await hydrated(() => new Promise((resolve) => (arrive = resolve)));
    await act(async () => container.querySelector('svg')!.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true })));
    await act(async () => arrive(ClientBanner));
    expect(container.querySelector('[data-testid="loaded"] button')!.textContent).toBe('accept 1');
  });

  it('takes the focus off a button whose click dismisses it, until its component has come and played that click', async () => {
    let arrive: (component: typeof ClientBanner) => void = () => {};
    const { container } = await hydrated(() => new Promise((resolve) => (arrive = resolve)));
    const dismissing = container.querySelectorAll('button')[1]!;
    dismissing.focus();
    await act(async () => dismissing.click());
    expect(document.activeElement).toBe(document.body);
    const other = container.querySelector('button')!;
    other.focus();
    await act(async () => other.click());
    expect(document.activeElement).toBe(other); // not a dismissing click: the focus stays
    await act(async () => arrive(ClientBanner));
    expect(container.querySelector('[data-testid="loaded"]')).not.toBeNull();
  });

  it('gives the focus back to the element that had it in the kept markup', async () => {
    let arrive: (component: typeof ClientBanner) => void = () => {};
    const { container } = await hydrated(() => new Promise((resolve) => (arrive = resolve)));
    await act(async () => container.querySelectorAll('button')[1]!.focus());
    await act(async () => arrive(ClientBanner));
    expect(container.querySelector('[data-testid="loaded"]')).not.toBeNull();
    expect(document.activeElement).toBe(container.querySelectorAll('button')[1]);
  });

  it('leaves a click on a link to the browser, and loads when its window event is dispatched', async () => {
    const load = vi.fn(async () => ClientBanner);
    const { container } = await hydrated(load);
    const link = new MouseEvent('click', { bubbles: true, cancelable: true });
    await act(async () => container.querySelector('a')!.dispatchEvent(link));
    expect(link.defaultPrevented).toBe(false);
    load.mockClear();
    await act(async () => {
      root!.unmount();
      root = undefined;
      document.body.innerHTML = '';
    });
    const again = await hydrated(load);
    await act(async () => window.dispatchEvent(new Event('test:load-island')));
    expect(load).toHaveBeenCalledTimes(1);
    expect(again.container.querySelector('[data-testid="loaded"]')).not.toBeNull();
  });

  it('mounted anew by the browser, renders nothing until its code has come, without suspending the render it is in', async () => {
    let arrive: (component: typeof ClientBanner) => void = () => {};
    const load = vi.fn(() => new Promise<typeof ClientBanner>((resolve) => (arrive = resolve)));
    const Island = staticIsland<BannerProps>(load, null, options);
    const container = document.createElement('div');
    document.body.append(container);
    await act(async () => {
      root = createRoot(container);
      // Not in a transition: a suspension here would have no boundary to show.
      root.render(
        <main>
          <Island label="accept" />
          <span>after</span>
        </main>,
      );
    });
    expect(load).toHaveBeenCalledTimes(1);
    expect(container.querySelector('span')!.textContent).toBe('after');
    expect(container.querySelector('[id^="island"]')!.innerHTML).toBe('');
    await act(async () => arrive(ClientBanner));
    expect(container.querySelector('[data-testid="loaded"] button')!.textContent).toBe('accept 0');
  });

  it("'after-hydration': loads its code as soon as the page is hydrated, without waiting for the browser to be idle", async () => {
    (window as { requestIdleCallback?: unknown }).requestIdleCallback = (run: () => void) => idle.push(run);
    const html = renderToString(<main>{createElement(staticIsland<BannerProps>(async () => ClientBanner, ServerBanner, { interactive: 'after-hydration' }), { label: 'accept' })}</main>);
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const load = vi.fn(async () => ClientBanner);
    const Island = staticIsland<BannerProps>(load, null, { interactive: 'after-hydration' });
    await act(async () => {
      root = hydrateRoot(container, <main><Island label="accept" /></main>);
    });
    expect(idle).toHaveLength(0);
    expect(load).toHaveBeenCalledTimes(1);
    expect(container.querySelector('[data-testid="loaded"] button')!.textContent).toBe('accept 0');
  });
});

/** A search form as an interactive island: the browser's copy echoes its fields' state, so that a test sees whether
 *  what was typed in the kept markup reached the component's onChange. */
type FormProps = { query: string };
const ServerForm = ({ query }: FormProps) => (
  <form>
    <input name="q" defaultValue={query} />
    <input type="checkbox" name="exact" />
    <select name="grade" defaultValue="5">
      <option value="5">5</option>
      <option value="6">6</option>
    </select>
  </form>
);
function ClientForm({ query }: FormProps) {
  const [text, setText] = useState(query);
  const [exact, setExact] = useState(false);
  const [grade, setGrade] = useState('5');
  return (
    <form>
      <input name="q" value={text} onChange={(event) => setText(event.target.value)} />
      <input type="checkbox" name="exact" checked={exact} onChange={(event) => setExact(event.target.checked)} />
      <select name="grade" value={grade} onChange={(event) => setGrade(event.target.value)}>
        <option value="5">5</option>
        <option value="6">6</option>
      </select>
      <output data-testid="loaded">{`${text}|${exact}|${grade}`}</output>
    </form>
  );
}

describe('staticIsland, a page content island', () => {
  const options = { interactive: 'after-hydration', whenMountedByBrowser: 'suspend' } as const;

  it('carries what was typed, ticked and chosen in the kept fields over to its component, focus included', async () => {
    const html = renderToString(<main>{createElement(staticIsland<FormProps>(async () => ClientForm, ServerForm, options), { query: 'bio' })}</main>);
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    let arrive: (component: typeof ClientForm) => void = () => {};
    const Island = staticIsland<FormProps>(() => new Promise((resolve) => (arrive = resolve)), null, options);
    await act(async () => {
      root = hydrateRoot(container, <main><Island query="bio" /></main>);
    });
    const input = container.querySelector('input')!;
    input.focus();
    input.value = 'biology cells'; // typed before the component came
    container.querySelector<HTMLInputElement>('input[type="checkbox"]')!.checked = true;
    container.querySelector('select')!.value = '6';
    await act(async () => arrive(ClientForm));
    expect(container.querySelector('[data-testid="loaded"]')!.textContent).toBe('biology cells|true|6');
    expect(container.querySelector('input')!.value).toBe('biology cells');
    expect(document.activeElement).toBe(container.querySelector('input'));
  });

  it('lets a click tick a kept checkbox at once, as the browser does, and carries it over once (not ticked twice)', async () => {
    const html = renderToString(<main>{createElement(staticIsland<FormProps>(async () => ClientForm, ServerForm, options), { query: 'bio' })}</main>);
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    let arrive: (component: typeof ClientForm) => void = () => {};
    const Island = staticIsland<FormProps>(() => new Promise((resolve) => (arrive = resolve)), null, { interactive: 'after-load' });
    await act(async () => {
      root = hydrateRoot(container, <main><Island query="bio" /></main>);
    });
    const checkbox = container.querySelector<HTMLInputElement>('input[type="checkbox"]')!;
    await act(async () => checkbox.click());
    expect(checkbox.checked).toBe(true); // ticked on the kept markup, before the component came
    await act(async () => arrive(ClientForm));
    expect(container.querySelector('[data-testid="loaded"]')!.textContent).toBe('bio|true|5');
    expect(container.querySelector<HTMLInputElement>('input[type="checkbox"]')!.checked).toBe(true);
  });

  it('leaves fields the visitor did not touch as its component renders them', async () => {
    const html = renderToString(<main>{createElement(staticIsland<FormProps>(async () => ClientForm, ServerForm, options), { query: 'bio' })}</main>);
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    await act(async () => {
      root = hydrateRoot(container, <main>{createElement(staticIsland<FormProps>(async () => ClientForm, null, options), { query: 'bio' })}</main>);
    });
    expect(container.querySelector('[data-testid="loaded"]')!.textContent).toBe('bio|false|5');
  });

  it('mounted anew by the browser, keeps the page shown until its code has come (it suspends in the navigation)', async () => {
    let arrive: (component: typeof ClientForm) => void = () => {};
    const load = vi.fn(() => new Promise<typeof ClientForm>((resolve) => (arrive = resolve)));
    const Island = staticIsland<FormProps>(load, null, options);
    function Navigation() {
      const [there, setThere] = useState(false);
      return (
        <main>
          <button type="button" onClick={() => startTransition(() => setThere(true))}>
            go
          </button>
          {there ? <Island query="chemie" /> : <p>previous page</p>}
        </main>
      );
    }
    const container = document.createElement('div');
    document.body.append(container);
    await act(async () => {
      root = createRoot(container);
      root.render(<Navigation />);
    });
    await act(async () => container.querySelector('button')!.click());
    expect(container.querySelector('p')!.textContent).toBe('previous page');
    await act(async () => arrive(ClientForm));
    expect(container.querySelector('p')).toBeNull();
    expect(container.querySelector('[data-testid="loaded"]')!.textContent).toBe('chemie|false|5');
    expect(load).toHaveBeenCalledTimes(1);
  });
});
