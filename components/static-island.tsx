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
// An island `interactive: 'after-load'` (the visitor's header, the footer's menus) does need script, but not for the
// first screen: React leaves its server markup as it is while the page hydrates (a Suspense boundary of its own, whose
// component is not in the first load), and hydrates it in place — the same elements, no markup made anew — once its
// code has come: after the page has loaded and the browser is idle, at once when the visitor presses, types or focuses
// in it, or when one of the `loadOn` window events is dispatched. React hydrates such a boundary in a pass of its own,
// in slices that yield to the browser (decision 055). A click on the island before its code has come is not lost: it
// is held and played again on the same element once hydrated (a click after the code came React plays itself). A
// click on an element matching `dismissedBy` (the cookie banner's answers) takes the focus off it at once, as the
// component will when it closes: a key pressed meanwhile goes to the page. What was typed, ticked or chosen in its
// form fields meanwhile stays in them, and the component's onChange hears of it once hydrated.
//
// A page's own content can be an interactive island as well (the search, the know page: their code and React Query
// come after the page's first load): `whenMountedByBrowser: 'suspend'` has a client-side navigation to such a page keep
// the page shown until the island's code has come, as for its static islands, instead of showing it empty.
import { lazy, Suspense, use, useCallback, useEffect, useId, useLayoutEffect, useMemo, useRef, useState, type ComponentType } from 'react';
import { afterPageLoad } from '../lib/after-page-load';
import { domIdOf, markAsSuspenseBoundary, NO_BOX, renderedByServer } from './server-markup-boundary';
import type { FieldChange } from './island-interaction';

/** React leaves the children of an element with inner HTML alone while hydrating: the server's markup stays. */
const KEEP_SERVER_MARKUP = { __html: '' };

export type IslandOptions = {
  /** 'after-load': hydrated once the page has loaded and is idle (see above); 'after-hydration': its code is
   *  requested as soon as the page is hydrated (it is still not in the first load). */
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
function useServerRenderedProps(domId: string, props: object, interactive: boolean): string | null {
  const [rendered] = useState(() => {
    if (!renderedByServer(domId)) return null;
    // An interactive island's markup is hydrated later, as a Suspense boundary: marked before React reaches it.
    if (interactive) markAsSuspenseBoundary(document.getElementById(domId)!);
    return JSON.stringify(props);
  });
  return rendered;
}

/** The module that tells the component what the visitor did in its markup before it was hydrated: loaded with it. */
const loadInteraction = () => import('./island-interaction');
type InteractionModule = Awaited<ReturnType<typeof loadInteraction>>;
type Arrived<P> = { Component: ComponentType<P>; interaction: InteractionModule };

/** The events on an island not yet hydrated that load its code at once (a click also waits for it). */
const FIRST_TOUCH = ['pointerdown', 'keydown', 'focusin', 'click'] as const;
const NO_EVENTS: readonly string[] = [];

/** The island's component once its code has come; React hydrates the server's markup with it, in place. */
function Hydrating<P extends object>({ arrival, props, onHydrated }: { arrival: Promise<Arrived<P>>; props: P; onHydrated: (interaction: InteractionModule) => void }) {
  const { Component, interaction } = use(arrival);
  // Once, in the commit that hydrated it: the elements are the server's, their handlers now React's.
  const hydrated = useRef(false);
  useLayoutEffect(() => {
    if (hydrated.current) return;
    hydrated.current = true;
    onHydrated(interaction);
  }, [interaction, onHydrated]);
  return <Component {...props} />;
}

/**
 * An interactive island whose server markup is in the document: React hydrates it in place once its code has come
 * (a Suspense boundary the browser marked around that markup, server-markup-boundary.ts, left dehydrated until then). Its code is requested after the page
 * (or at once, 'after-hydration'), at the visitor's first touch, or on a `loadOn` event; a click before it has come
 * is held and played again on the same element once hydrated.
 */
function HydratedInPlace<P extends object>({ domId, load, props, options }: { domId: string; load: () => Promise<ComponentType<P>>; props: P; options: IslandOptions }) {
  const [arrival] = useState(() => {
    let settle: (arrived: Arrived<P>) => void = () => {};
    const promise: Promise<Arrived<P>> & { status?: 'fulfilled'; value?: Arrived<P> } = new Promise((resolve) => (settle = resolve));
    // Marked fulfilled as it settles (React's convention for a thenable it may read at once): a click after the code
    // came has React hydrate the island synchronously, and a `use()` that first meets the promise then would suspend
    // for a microtask — which a synchronous render cannot wait for, so the click was dropped.
    const resolve = (arrived: Arrived<P>) => {
      promise.status = 'fulfilled';
      promise.value = arrived;
      settle(arrived);
    };
    return { promise, resolve };
  });
  const state = useRef({ started: false, arrived: false, clicked: null as Element | null, changes: [] as FieldChange[], stopListening: () => {} });
  const { interactive, loadOn = NO_EVENTS, dismissedBy } = options;
  useEffect(() => {
    const island = document.getElementById(domId);
    const current = state.current;
    const start = () => {
      if (current.started) return;
      current.started = true;
      Promise.all([load(), loadInteraction()]).then(
        ([Component, interaction]) => {
          current.arrived = true;
          // Read before React hydrates the fields (it writes its props into their defaults as it does).
          if (island) current.changes = interaction.fieldsChangedByVisitor(island);
          arrival.resolve({ Component, interaction });
        },
        // Its code did not come (offline, a new deployment): the next touch tries again.
        () => (current.started = false),
      );
    };
    // On the window, ahead of React's own listeners: React stops an event that reaches markup it has not hydrated.
    const onTouch = (event: Event) => {
      if (current.arrived || !island || !(event.target instanceof Element) || !island.contains(event.target)) return;
      start();
      // A link is followed; a form field (or its label) takes the click as the browser does, and the component hears
      // of what it holds once hydrated. Any other click waits for the component, and is played again on it.
      if (event.type !== 'click' || event.target.closest('a[href], input, select, textarea, label')) return;
      event.preventDefault();
      current.clicked = event.target;
      // An answer that closes the component: the focus leaves its button at once, as it will when the component
      // closes (a key pressed meanwhile goes to the page, not to the button).
      if (dismissedBy && event.target.closest(dismissedBy) && document.activeElement instanceof HTMLElement && island.contains(document.activeElement)) {
        document.activeElement.blur();
      }
    };
    for (const type of FIRST_TOUCH) window.addEventListener(type, onTouch, true);
    for (const type of loadOn) window.addEventListener(type, start);
    // 'after-hydration': in a task of its own, not in the one that committed the page's hydration (requesting the
    // chunks adds their script elements to the document).
    const cancel = interactive === 'after-load' ? afterPageLoad(start) : clearTimeout.bind(window, window.setTimeout(start, 0));
    current.stopListening = () => {
      cancel();
      for (const type of FIRST_TOUCH) window.removeEventListener(type, onTouch, true);
      for (const type of loadOn) window.removeEventListener(type, start);
    };
    return current.stopListening;
  }, [domId, load, arrival, interactive, loadOn, dismissedBy]);
  const onHydrated = useCallback(
    (interaction: InteractionModule) => {
      const current = state.current;
      current.stopListening();
      const island = document.getElementById(domId);
      if (island) interaction.replayInteraction(island, current.clicked, current.changes);
      current.clicked = null;
      current.changes = [];
    },
    [domId],
  );
  // The same element while the props are the same by value: a render of the page around it (an effect's state after
  // hydration) leaves the boundary alone. An update reaching it before its code has come would have React drop the
  // server's markup and render it anew (empty until then).
  const propsKey = JSON.stringify(props);
  const boundary = useMemo(
    () => (
      <Suspense fallback={null}>
        <Hydrating arrival={arrival.promise} props={props} onHydrated={onHydrated} />
      </Suspense>
    ),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- props compared by value (plain data), through propsKey
    [propsKey, arrival, onHydrated],
  );
  return (
    <div id={domId} style={NO_BOX}>
      {boundary}
    </div>
  );
}

/** An interactive island the browser mounts ('empty'): its code loaded at once, nothing rendered until it has come. */
function MountedEmpty<P extends object>({ domId, load, props }: { domId: string; load: () => Promise<ComponentType<P>>; props: P }) {
  const [Arrived, setArrived] = useState<{ Component: ComponentType<P> } | null>(null);
  useEffect(() => {
    let live = true;
    load().then((Component) => live && setArrived({ Component }), () => {});
    return () => {
      live = false;
    };
  }, [load]);
  return <div id={domId} style={NO_BOX}>{Arrived ? <Arrived.Component {...props} /> : null}</div>;
}

export function staticIsland<P extends object>(
  load: () => Promise<ComponentType<P>>,
  onServer: ComponentType<P> | null,
  options: IslandOptions = {},
): ComponentType<P> {
  const Loaded = lazy(async () => ({ default: await load() }));
  const interactive = options.interactive !== undefined;
  function StaticIsland(props: P) {
    const domId = domIdOf(useId());
    // Decided once, when mounted: hydrated from the server's markup (its props kept), or mounted by the browser (null).
    const serverProps = useServerRenderedProps(domId, props, interactive);
    if (onServer) {
      const Component = onServer;
      return (
        <div id={domId} style={NO_BOX}>
          <Component {...props} />
        </div>
      );
    }
    if (interactive && serverProps !== null) return <HydratedInPlace domId={domId} load={load} props={props} options={options} />;
    if (!interactive && serverProps !== null && serverProps === JSON.stringify(props)) {
      return <div id={domId} style={NO_BOX} dangerouslySetInnerHTML={KEEP_SERVER_MARKUP} suppressHydrationWarning />;
    }
    // An interactive island mounted by the browser (the crash screen's frame, React rendering anew after a failed
    // hydration) is empty until its code has come: it never suspends the render it is part of. A suspension there,
    // ahead of the page in the tree, turned the page's own render error into one React reports as recovered.
    if (interactive && options.whenMountedByBrowser !== 'suspend') return <MountedEmpty domId={domId} load={load} props={props} />;
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
