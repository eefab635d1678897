// Whether this render is the server's or React's hydration of it (true), or a render of the browser's own (false).
// React renders again right after hydrating when the answer changes, so a component may keep what the server wrote
// while hydrating and do browser-only work after (components/deferred.tsx, use-text-written-by-server.ts).
import { useSyncExternalStore } from 'react';

const subscribeToNothing = () => () => {};
const inTheBrowser = () => false;
const onTheServerOrHydrating = () => true;

export function useHydrating(): boolean {
  return useSyncExternalStore(subscribeToNothing, inTheBrowser, onTheServerOrHydrating);
}
