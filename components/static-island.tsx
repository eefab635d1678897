// Static islands (issue 29, decision 050): a server-rendered subtree whose markup never changes once the browser has it
// — the footer's link lists, the home page's sections, the catalogue's lists — is kept as the browser parsed it instead
// of being hydrated. Its components are not in the page's first-load JS, and hydration does no work for it (no render,
// no styled-components rules computed, no event handlers attached). Its links are plain anchors; native elements
// (<details>, anchors to #ids) work without script.
//
//   const FooterColumns = staticIsland(() => import('./footer-columns').then((module) => module.FooterColumns),
//     typeof window === 'undefined' ? ServerFooterColumns : null);
//
// The second argument is the component itself, imported statically, behind `typeof window`: Next replaces
// `typeof window` at compile time, so the client bundle drops the branch and, the module being free of side effects
// (package.json "sideEffects"), the import with it. An island's props are plain data, compared by value: the kept
// markup stays while they are those the server rendered with; new props (a client-side navigation to the same page
// with other data) and a mount by the browser render the component, whose code loads then (a chunk of its own).
// Nothing in an island may need script, and it may not use next/head (Next's head manager drops the elements of a
// <Head> it never saw rendered).
//
// An island `interactive: 'after-load'` (the cookie banner) does need script, but not for the first screen: its
// markup is kept while the page hydrates, and its component is loaded and rendered in its place once the page has
// loaded and the browser is idle — or at once when the visitor presses, types or focuses in it, or when one of the
// `loadOn` window events is dispatched. A click on the kept markup is not lost: it is played again on the same element
// of the rendered component (found by its place in the island), and the element that had the focus gets it back. A
// click on an element matching `dismissedBy` (the cookie banner's answers) takes the focus off it at once, as the
// component will when it closes: a key pressed meanwhile goes to the page. What was typed, ticked or chosen in the
// kept markup's form fields is carried over too: set on the same fields of the component, as if typed there (React's
// onChange sees it).
//
// A page's own content can be an interactive island as well (the search, the know page: their code and React Query
// come after the page's first load): `whenMountedByBrowser: 'suspend'` has a client-side navigation to such a page keep
// the page shown until the island's code has come, as for its static islands, instead of showing it empty.
import { Component, lazy, startTransition, useCallback, useEffect, useId, useRef, useState, type ComponentType, type CSSProperties, type ReactNode, type RefObject, type SyntheticEvent } from 'react';
import { afterPageLoad } from '../lib/after-page-load';

/** The wrapper takes no box of its own: the island's content lays out as if it were its parent's child. */
const NO_BOX: CSSProperties = { display: 'contents' };
/** React leaves the children of an element with inner HTML alone while hydrating: the server's markup stays. */
const KEEP_SERVER_MARKUP = { __html: '' };

const domIdOf = (reactId: string) => `island${reactId.replace(/[^\w-]/g, '')}`;

export type IslandOptions = {
  /** 'after-load': the component replaces the kept markup once the page has loaded and is idle (see above);
   *  'after-hydration': as soon as the page is hydrated (its code is still not in the first load). */
  interactive?: 'after-load' | 'after-hydration';
  /** Window events that load it at once (a request to open what it shows; a keyboard user's first key). */
  loadOn?: readonly string[];
  /** The controls whose click closes what the island shows: such a click takes the focus off them at once. */
  dismissedBy?: string;
  /** An interactive island the browser mounts (no server markup to keep): 'empty' until its code has come (the
   *  default: never suspends the render it is part of — for the frame's islands, ahead of the page in the tree), or
   *  'suspend', as a static island does (a page's own content). */
  whenMountedByBrowser?: 'empty' | 'suspend';
};

/**
 * The props the server rendered this island with, when its markup is in the document being hydrated; else null.
 * useId gives the same id on the server and while hydrating (from the element's place in the tree); a component
 * mounted later by the browser gets a client-only id no server element carries.
 */
function useServerRenderedProps(domId: string, props: object): string | null {
  const [rendered] = useState(() => (typeof document !== 'undefined' && document.getElementById(domId) !== null ? JSON.stringify(props) : null));
  return rendered;
}

/** When an interactive island's code loads: after the page (its server markup kept), at once (mounted by the browser),
 *  or not at all (a static island). */
type LoadWhen = 'after-page' | 'now' | 'never';

/** The module that carries what the visitor did in the kept markup over to the component: loaded with the component. */
const loadInteraction = () => import('./island-interaction');
type InteractionModule = Awaited<ReturnType<typeof loadInteraction>>;
type Arrived<P> = { Component: ComponentType<P>; interaction: InteractionModule };

type TakeOverProps = { domId: string; interaction: InteractionModule | null; clicked: RefObject<Element | null>; children: ReactNode };

/**
 * Carries what the visitor did in the kept markup over to the component, in the commit that replaces the one by the
 * other: read in getSnapshotBeforeUpdate, before React changes the document — a click that landed while the component
 * was being rendered (a render yields to the browser) is in it —, done again on the component right after. A class
 * component: nothing else runs in that moment.
 */
class TakeOver extends Component<TakeOverProps> {
  getSnapshotBeforeUpdate(previous: TakeOverProps) {
    const root = document.getElementById(this.props.domId);
    if (previous.interaction || !this.props.interaction || !root) return null;
    const done = this.props.interaction.captureInteraction(root, this.props.clicked.current);
    this.props.clicked.current = null;
    return done;
  }

  componentDidUpdate(_previous: TakeOverProps, _state: unknown, done: ReturnType<InteractionModule['captureInteraction']> | null) {
    const root = document.getElementById(this.props.domId);
    if (done && root) this.props.interaction?.replayInteraction(root, done);
  }

  render() {
    return this.props.children;
  }
}

/**
 * The component of an interactive island, loaded after the page (or at the visitor's first touch), rendered in place
 * of the kept markup (through TakeOver, which carries what the visitor did there over to it); null while it has not come.
 */
function useAfterLoad<P>(load: () => Promise<ComponentType<P>>, when: LoadWhen, { loadOn = [], dismissedBy }: IslandOptions) {
  const [loaded, setLoaded] = useState<Arrived<P> | null>(null);
  /** The element a click on the kept markup landed on, to click again on the component. */
  const clicked = useRef<Element | null>(null);
  /** A press on the kept markup not yet released (its click comes with the release). */
  const pressed = useRef(false);
  /** The take-over waiting for that press to be released. */
  const afterRelease = useRef<(() => void) | null>(null);
  const started = useRef(false);
  const start = useCallback(() => {
    if (started.current) return;
    started.current = true;
    Promise.all([load(), loadInteraction()]).then(
      ([component, interaction]) => {
        // Rendered as a transition: React renders it in slices that yield to the browser (a long render of a know's view
        // or a header is no long task), and a click that lands meanwhile is carried over all the same (TakeOver).
        const takeOver = () => startTransition(() => setLoaded({ Component: component, interaction }));
        // The press that loaded it still down: its click must land on the kept markup first (replaced in between, the
        // button pressed is gone and the browser sends the click nowhere), to be played again on the component.
        if (pressed.current) afterRelease.current = takeOver;
        else takeOver();
      },
      // Its code did not come (offline, a new deployment): the next touch tries again.
      () => (started.current = false),
    );
  }, [load]);
  useEffect(() => {
    if (when === 'never') return;
    if (when === 'now') return start();
    const cancel = afterPageLoad(start);
    for (const event of loadOn) window.addEventListener(event, start);
    return () => {
      cancel();
      for (const event of loadOn) window.removeEventListener(event, start);
    };
  }, [when, start, loadOn]);
  /** On the kept markup: the first press, key or focus loads the component; a click waits for it (not a link's). */
  const onKeptMarkupEvent = (event: SyntheticEvent) => {
    if (event.type === 'pointerdown') {
      pressed.current = true;
      // Released anywhere: the click comes in the same task, so a waiting take-over runs in the next one.
      const released = () => {
        pressed.current = false;
        window.removeEventListener('pointerup', released, true);
        window.removeEventListener('pointercancel', released, true);
        setTimeout(() => {
          const takeOver = afterRelease.current;
          afterRelease.current = null;
          takeOver?.();
        }, 0);
      };
      window.addEventListener('pointerup', released, true);
      window.addEventListener('pointercancel', released, true);
    }
    start();
    // A link is followed; a form field (or its label) takes the click as the browser does — a radio chosen looks chosen
    // at once — and what it holds then is carried over to the component's field. Any other click waits for the component.
    if (event.type !== 'click' || !(event.target instanceof Element) || event.target.closest('a[href], input, select, textarea, label')) return;
    event.preventDefault();
    clicked.current = event.target;
    // An answer that closes the component: the focus leaves its button at once, as it will when the component closes
    // (a key pressed meanwhile goes to the page, not to the button).
    if (dismissedBy && event.target.closest(dismissedBy) && document.activeElement instanceof HTMLElement && event.currentTarget.contains(document.activeElement)) {
      document.activeElement.blur();
    }
  };
  return { loaded, clicked, onKeptMarkupEvent };
}

export function staticIsland<P extends object>(
  load: () => Promise<ComponentType<P>>,
  onServer: ComponentType<P> | null,
  options: IslandOptions = {},
): ComponentType<P> {
  const Loaded = lazy(async () => ({ default: await load() }));
  function StaticIsland(props: P) {
    const domId = domIdOf(useId());
    const serverProps = useServerRenderedProps(domId, props);
    const kept = serverProps !== null && serverProps === JSON.stringify(props);
    const interactive = options.interactive !== undefined;
    const suspends = options.whenMountedByBrowser === 'suspend';
    const when: LoadWhen = !interactive ? 'never' : kept ? (options.interactive === 'after-load' ? 'after-page' : 'now') : suspends ? 'never' : 'now';
    const afterLoad = useAfterLoad(load, when, options);
    if (onServer) {
      const Component = onServer;
      return (
        <div id={domId} style={NO_BOX}>
          <Component {...props} />
        </div>
      );
    }
    if (kept && !interactive) return <div id={domId} style={NO_BOX} dangerouslySetInnerHTML={KEEP_SERVER_MARKUP} suppressHydrationWarning />;
    if (kept || afterLoad.loaded) {
      const Arrived = afterLoad.loaded?.Component;
      return (
        <TakeOver domId={domId} interaction={afterLoad.loaded?.interaction ?? null} clicked={afterLoad.clicked}>
          {Arrived ? (
            <div id={domId} style={NO_BOX}>
              <Arrived {...props} />
            </div>
          ) : (
            <div
              id={domId}
              style={NO_BOX}
              dangerouslySetInnerHTML={KEEP_SERVER_MARKUP}
              suppressHydrationWarning
              onClickCapture={afterLoad.onKeptMarkupEvent}
              onPointerDownCapture={afterLoad.onKeptMarkupEvent}
              onKeyDownCapture={afterLoad.onKeptMarkupEvent}
              onFocusCapture={afterLoad.onKeptMarkupEvent}
            />
          )}
        </TakeOver>
      );
    }
    // An interactive island mounted by the browser (the crash screen's frame, React rendering anew after a failed
    // hydration) is empty until its code has come: it never suspends the render it is part of. A suspension there,
    // ahead of the page in the tree, turned the page's own render error into one React reports as recovered.
    if (interactive && !suspends) return <div id={domId} style={NO_BOX} />;
    // No Suspense boundary of its own: Next renders a client-side navigation in a transition, so the page shown keeps
    // showing until the island's code has come, as it does while the next page's own code loads.
    return (
      <div id={domId} style={NO_BOX}>
        <Loaded {...props} />
      </div>
    );
  }
  return StaticIsland;
}
