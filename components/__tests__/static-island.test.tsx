// @vitest-environment jsdom
import { act, createElement, startTransition, useId, useState, useSyncExternalStore } from 'react';
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

/** An interactive island's markup: a link and two buttons. It counts its clicks, so that a test sees whether a click
 *  reached the hydrated component. The server renders the same component: React hydrates its markup in place. */
type BannerProps = { label: string };
function Banner({ label }: BannerProps) {
  const [clicks, setClicks] = useState(0);
  return (
    <section data-testid="banner">
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

  async function hydrated(load: () => Promise<typeof Banner>, islandOptions: Parameters<typeof staticIsland>[2] = options) {
    (window as { requestIdleCallback?: unknown }).requestIdleCallback = (run: () => void) => idle.push(run);
    (window as { cancelIdleCallback?: unknown }).cancelIdleCallback = () => {};
    const html = renderToString(<main>{createElement(staticIsland<BannerProps>(async () => Banner, Banner, islandOptions), { label: 'accept' })}</main>);
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const kept = [...container.querySelectorAll('*')];
    const Island = staticIsland<BannerProps>(load, null, islandOptions);
    const recoverableErrors: unknown[] = [];
    await act(async () => {
      root = hydrateRoot(container, <main><Island label="accept" /></main>, { onRecoverableError: (error) => recoverableErrors.push(error) });
    });
    // An 'after-hydration' island asks for its code in the task after the hydration's.
    await act(async () => new Promise((resolve) => setTimeout(resolve, 0)));
    /** Whether every element is still the one the server's markup made (hydrated in place, nothing made anew). */
    const sameElements = () => [...container.querySelectorAll('*')].every((element, index) => element === kept[index]) && container.querySelectorAll('*').length === kept.length;
    return { container, html, sameElements, recoverableErrors };
  }
  const buttonText = (container: HTMLElement) => container.querySelector('button')!.textContent;

  it('keeps the server markup while the page hydrates, then hydrates it in place once the browser is idle', async () => {
    const load = vi.fn(async () => Banner);
    const { container, html, sameElements, recoverableErrors } = await hydrated(load);
    // The server writes no Suspense boundary (React's server would write a large one out of place); the browser marks
    // the island's markup as one before React hydrates it.
    expect(html).not.toContain('<!--$');
    expect(container.innerHTML).toBe(html.replace(/(<div id="island[^"]*" style="display:contents">)(.*)(<\/div>)/, '$1<!--$-->$2<!--/$-->$3'));
    expect(load).not.toHaveBeenCalled();
    expect(idle).toHaveLength(1);
    await act(async () => idle[0]!());
    expect(load).toHaveBeenCalledTimes(1);
    // Hydrated: the very element the server made now answers a click.
    await act(async () => container.querySelector('button')!.click());
    expect(buttonText(container)).toBe('accept 1');
    expect(sameElements()).toBe(true);
    expect(recoverableErrors).toEqual([]);
  });

  it('loads at the first click and plays that click again, once, on the same button once hydrated', async () => {
    let arrive: (component: typeof Banner) => void = () => {};
    const load = vi.fn(() => new Promise<typeof Banner>((resolve) => (arrive = resolve)));
    const { container, sameElements } = await hydrated(load);
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    await act(async () => container.querySelector('button')!.dispatchEvent(click));
    expect(click.defaultPrevented).toBe(true);
    expect(load).toHaveBeenCalledTimes(1);
    expect(buttonText(container)).toBe('accept 0');
    await act(async () => arrive(Banner));
    expect(buttonText(container)).toBe('accept 1');
    expect(sameElements()).toBe(true);
    await act(async () => idle[0]?.());
    expect(load).toHaveBeenCalledTimes(1);
    expect(buttonText(container)).toBe('accept 1');
  });

  it('loads at the first press, key or focus in it, and not for one elsewhere on the page', async () => {
    for (const touch of [(button: HTMLElement) => button.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true })), (button: HTMLElement) => button.focus(), (button: HTMLElement) => button.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab', bubbles: true }))]) {
      const load = vi.fn(() => new Promise<typeof Banner>(() => {}));
      const { container } = await hydrated(load);
      const outside = document.createElement('button');
      document.body.append(outside);
      await act(async () => outside.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true })));
      expect(load).not.toHaveBeenCalled();
      await act(async () => touch(container.querySelector('button')!));
      expect(load).toHaveBeenCalledTimes(1);
      await act(async () => {
        root!.unmount();
        root = undefined;
        document.body.innerHTML = '';
      });
    }
  });

  it('plays a click on an icon inside a button again on that button (an <svg> has no click of its own)', async () => {
    let arrive: (component: typeof Banner) => void = () => {};
    const { container } = await hydrated(() => new Promise((resolve) => (arrive = resolve)));
    await act(async () => container.querySelector('svg')!.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true })));
    await act(async () => arrive(Banner));
    expect(buttonText(container)).toBe('accept 1');
  });

  it('takes the focus off a button whose click dismisses it, until its component has come and played that click', async () => {
    let arrive: (component: typeof Banner) => void = () => {};
    const { container } = await hydrated(() => new Promise((resolve) => (arrive = resolve)));
    const dismissing = container.querySelectorAll('button')[1]!;
    dismissing.focus();
    await act(async () => dismissing.click());
    expect(document.activeElement).toBe(document.body);
    const other = container.querySelector('button')!;
    other.focus();
    await act(async () => other.click());
    expect(document.activeElement).toBe(other); // not a dismissing click: the focus stays
    await act(async () => arrive(Banner));
    expect(buttonText(container)).toBe('accept 1');
    expect(document.activeElement).toBe(other);
  });

  it('leaves a click on a link to the browser, and loads when its window event is dispatched', async () => {
    const load = vi.fn(async () => Banner);
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
    await act(async () => again.container.querySelector('button')!.click());
    expect(buttonText(again.container)).toBe('accept 1');
  });

  it("gives its component's ids the server's values while hydrating (a radio group's name)", async () => {
    function Choice() {
      const name = useId();
      return (
        <fieldset>
          <input type="radio" name={name} value="a" defaultChecked />
          <input type="radio" name={name} value="b" />
        </fieldset>
      );
    }
    const html = renderToString(<main><p>before</p>{createElement(staticIsland(async () => Choice, Choice, { interactive: 'after-hydration' }))}</main>);
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const serverName = container.querySelector('input')!.name;
    const Island = staticIsland(async () => Choice, null, { interactive: 'after-hydration' });
    const recoverableErrors: unknown[] = [];
    const radio = container.querySelector('input');
    await act(async () => {
      root = hydrateRoot(container, <main><p>before</p><Island /></main>, { onRecoverableError: (error) => recoverableErrors.push(error) });
    });
    // An 'after-hydration' island asks for its code in the task after the hydration's.
    await act(async () => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(recoverableErrors).toEqual([]);
    expect(container.querySelector('input')).toBe(radio);
    expect(container.querySelector('input')!.name).toBe(serverName);
    // React's props on the element say the same name: hydrated, not rendered anew.
    const reactProps = Object.entries(radio!).find(([key]) => key.startsWith('__reactProps'))?.[1] as { name?: string } | undefined;
    expect(reactProps?.name).toBe(serverName);
  });

  it('renders anew with new props once hydrated, on the same elements', async () => {
    const Island = staticIsland<BannerProps>(async () => Banner, null, { interactive: 'after-hydration' });
    const html = renderToString(<main>{createElement(staticIsland<BannerProps>(async () => Banner, Banner, { interactive: 'after-hydration' }), { label: 'accept' })}</main>);
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const button = container.querySelector('button');
    await act(async () => {
      root = hydrateRoot(container, <main><Island label="accept" /></main>);
    });
    // An 'after-hydration' island asks for its code in the task after the hydration's.
    await act(async () => new Promise((resolve) => setTimeout(resolve, 0)));
    await act(async () => root!.render(<main><Island label="agree" /></main>));
    expect(buttonText(container)).toBe('agree 0');
    expect(container.querySelector('button')).toBe(button);
  });

  it('mounted anew by the browser, renders nothing until its code has come, without suspending the render it is in', async () => {
    let arrive: (component: typeof Banner) => void = () => {};
    const load = vi.fn(() => new Promise<typeof Banner>((resolve) => (arrive = resolve)));
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
    await act(async () => arrive(Banner));
    expect(buttonText(container)).toBe('accept 0');
  });

  it("'after-hydration': loads its code as soon as the page is hydrated, without waiting for the browser to be idle", async () => {
    const load = vi.fn(async () => Banner);
    const { container, sameElements } = await hydrated(load, { interactive: 'after-hydration' });
    expect(idle).toHaveLength(0);
    expect(load).toHaveBeenCalledTimes(1);
    await act(async () => container.querySelector('button')!.click());
    expect(buttonText(container)).toBe('accept 1');
    expect(sameElements()).toBe(true);
  });
});

/** A search form as an interactive island: it echoes its fields' state, so that a test sees whether what was typed in
 *  the markup before it was hydrated reached the component's onChange. */
type FormProps = { query: string };
function Form({ query }: FormProps) {
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
      <output data-testid="echo">{`${text}|${exact}|${grade}`}</output>
    </form>
  );
}

describe('staticIsland, a page content island', () => {
  const options = { interactive: 'after-hydration', whenMountedByBrowser: 'suspend' } as const;
  async function hydratedForm(load: () => Promise<typeof Form>, islandOptions: Parameters<typeof staticIsland>[2] = options) {
    const html = renderToString(<main>{createElement(staticIsland<FormProps>(async () => Form, Form, islandOptions), { query: 'bio' })}</main>);
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const Island = staticIsland<FormProps>(load, null, islandOptions);
    await act(async () => {
      root = hydrateRoot(container, <main><Island query="bio" /></main>);
    });
    // An 'after-hydration' island asks for its code in the task after the hydration's.
    await act(async () => new Promise((resolve) => setTimeout(resolve, 0)));
    return container;
  }
  const echo = (container: HTMLElement) => container.querySelector('[data-testid="echo"]')!.textContent;

  it('tells its component what was typed, ticked and chosen in its fields before it was hydrated, the focus kept', async () => {
    let arrive: (component: typeof Form) => void = () => {};
    const container = await hydratedForm(() => new Promise((resolve) => (arrive = resolve)));
    const input = container.querySelector('input')!;
    input.focus();
    input.value = 'biology cells'; // typed before the component came
    container.querySelector<HTMLInputElement>('input[type="checkbox"]')!.checked = true;
    container.querySelector('select')!.value = '6';
    await act(async () => arrive(Form));
    expect(echo(container)).toBe('biology cells|true|6');
    expect(container.querySelector('input')!.value).toBe('biology cells');
    expect(document.activeElement).toBe(input);
    // The component's state is the field's: the next key typed goes on from there.
    await act(async () => {
      Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(input, 'biology cells!');
      input.dispatchEvent(new Event('input', { bubbles: true }));
    });
    expect(echo(container)).toBe('biology cells!|true|6');
  });

  it('lets a click tick a checkbox at once, as the browser does, and tells its component once (not ticked twice)', async () => {
    let arrive: (component: typeof Form) => void = () => {};
    const container = await hydratedForm(() => new Promise((resolve) => (arrive = resolve)), { interactive: 'after-load' });
    const checkbox = container.querySelector<HTMLInputElement>('input[type="checkbox"]')!;
    await act(async () => checkbox.click());
    expect(checkbox.checked).toBe(true); // ticked before the component came
    await act(async () => arrive(Form));
    expect(echo(container)).toBe('bio|true|5');
    expect(checkbox.checked).toBe(true);
  });

  it('leaves fields the visitor did not touch as its component renders them', async () => {
    const container = await hydratedForm(async () => Form);
    expect(echo(container)).toBe('bio|false|5');
    expect(container.querySelector('input')!.value).toBe('bio');
  });

  it('mounted anew by the browser, keeps the page shown until its code has come (it suspends in the navigation)', async () => {
    let arrive: (component: typeof Form) => void = () => {};
    const load = vi.fn(() => new Promise<typeof Form>((resolve) => (arrive = resolve)));
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
    await act(async () => arrive(Form));
    expect(container.querySelector('p')).toBeNull();
    expect(echo(container)).toBe('chemie|false|5');
    expect(load).toHaveBeenCalledTimes(1);
  });
});

/** A theme switch as the footer's: the server renders "system"; a script before the first paint ticks the visitor's
 *  stored choice in the kept markup (as its default too); the browser's store knows it once hydrated. */
const THEMES = ['system', 'light', 'dark'] as const;
const storedTheme = 'dark';
const chosen: string[] = [];
const subscribeToTheme = () => () => {};
function ThemeChoice() {
  const theme = useSyncExternalStore(subscribeToTheme, () => storedTheme, () => 'system');
  return (
    <fieldset>
      {THEMES.map((option) => (
        <input key={option} type="radio" name="theme" value={option} checked={theme === option} onChange={() => chosen.push(option)} />
      ))}
    </fieldset>
  );
}

describe('staticIsland, a radio group the page chose in before hydration', () => {
  async function hydratedChoice(touch: (container: HTMLElement) => void) {
    chosen.length = 0;
    const html = renderToString(<main>{createElement(staticIsland(async () => ThemeChoice, ThemeChoice, { interactive: 'after-load' }))}</main>);
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    // The script before the first paint: the stored choice ticked, as the default too.
    for (const radio of container.querySelectorAll('input')) radio.defaultChecked = radio.checked = radio.value === storedTheme;
    let arrive: (component: typeof ThemeChoice) => void = () => {};
    const Island = staticIsland(() => new Promise<typeof ThemeChoice>((resolve) => (arrive = resolve)), null, { interactive: 'after-load' });
    await act(async () => {
      root = hydrateRoot(container, <main><Island /></main>);
    });
    touch(container);
    await act(async () => arrive(ThemeChoice));
    return container;
  }
  const checkedTheme = (container: HTMLElement) => container.querySelector<HTMLInputElement>('input:checked')?.value;

  it('tells the component of nothing when the visitor chose nothing (the choice the page ticked stays)', async () => {
    const container = await hydratedChoice(() => {});
    expect(chosen).toEqual([]);
    expect(checkedTheme(container)).toBe('dark');
  });

  it('tells the component of the option the visitor chose, not of the one the browser unchose', async () => {
    await hydratedChoice((kept) => kept.querySelector<HTMLInputElement>('input[value="light"]')!.click());
    expect(chosen).toEqual(['light']);
  });
});
