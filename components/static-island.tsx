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
import { lazy, useId, useState, type ComponentType, type CSSProperties } from 'react';

/** The wrapper takes no box of its own: the island's content lays out as if it were its parent's child. */
const NO_BOX: CSSProperties = { display: 'contents' };
/** React leaves the children of an element with inner HTML alone while hydrating: the server's markup stays. */
const KEEP_SERVER_MARKUP = { __html: '' };

const domIdOf = (reactId: string) => `island${reactId.replace(/[^\w-]/g, '')}`;

/**
 * The props the server rendered this island with, when its markup is in the document being hydrated; else null.
 * useId gives the same id on the server and while hydrating (from the element's place in the tree); a component
 * mounted later by the browser gets a client-only id no server element carries.
 */
function useServerRenderedProps(domId: string, props: object): string | null {
  const [rendered] = useState(() => (typeof document !== 'undefined' && document.getElementById(domId) !== null ? JSON.stringify(props) : null));
  return rendered;
}

export function staticIsland<P extends object>(load: () => Promise<ComponentType<P>>, onServer: ComponentType<P> | null): ComponentType<P> {
  const Loaded = lazy(async () => ({ default: await load() }));
  function StaticIsland(props: P) {
    const domId = domIdOf(useId());
    const serverProps = useServerRenderedProps(domId, props);
    if (onServer) {
      const Component = onServer;
      return (
        <div id={domId} style={NO_BOX}>
          <Component {...props} />
        </div>
      );
    }
    if (serverProps !== null && serverProps === JSON.stringify(props)) {
      return <div id={domId} style={NO_BOX} dangerouslySetInnerHTML={KEEP_SERVER_MARKUP} suppressHydrationWarning />;
    }
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
