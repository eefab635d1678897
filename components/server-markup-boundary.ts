// Server markup that React hydrates later, in a pass of its own (decision 055): a Suspense boundary the server completed
// is left as it is while the rest of the page hydrates, and hydrated afterwards at idle priority, in slices of ~5 ms
// that yield to the browser (an interactive island's: components/static-island.tsx).
//
// The server does not render the boundary: React's server writes a completed boundary of more than 500 bytes out of
// its place (after the page, moved in by an inline script, its reveal delayed up to 300 ms) once 12,800 bytes of the
// document are written, and Next's pages renderer offers no way to change that. So the server writes the markup as it
// is, inside an element without a box of its own, and the browser — while hydrating, before React reaches that
// element's children — puts React's completed-boundary comments (`<!--$-->`, `<!--/$-->`) around it: React's
// server-to-client protocol, the same since React 18. `useId` values inside come out as the server's.
import type { CSSProperties } from 'react';

/** The wrapper takes no box of its own: its content lays out as if it were its parent's child. */
export const NO_BOX: CSSProperties = { display: 'contents' };

/** An element id from React's id (the same on the server and while hydrating). */
export const domIdOf = (reactId: string) => `island${reactId.replace(/[^\w-]/g, '')}`;

/** Makes the server's markup inside `element` read, to React's hydration, as a Suspense boundary the server completed.
 *  Once: a second call (a render again while hydrating) finds the comments there. */
export function markAsSuspenseBoundary(element: Element) {
  const first = element.firstChild;
  if (first instanceof Comment && first.data === '$') return;
  element.prepend(document.createComment('$'));
  element.append(document.createComment('/$'));
}

/** Whether the element with this id is in the document the browser is hydrating (the server rendered it). */
export const renderedByServer = (domId: string) => typeof document !== 'undefined' && document.getElementById(domId) !== null;
