// Parts of the frame only the browser shows, whose code is not in the first load (issue 29): the toasts, the consented
// tags, the analytics, the time-zone sync, the unread chats badge. In place of next/dynamic's `ssr: false`: a part
// renders nothing on the server and while the page hydrates, and is mounted once its code has come, never holding up
// the page around it. (Parts the server renders keep next/dynamic: it puts their chunks among the document's scripts,
// so the page hydrates without waiting for them — decision 053.)
import { lazy, Suspense, useSyncExternalStore, type ComponentType } from 'react';

const noSubscription = () => () => {};
const inBrowser = () => true;
const onServerOrHydrating = () => false;

/** A part only the browser shows: nothing on the server and while hydrating, then mounted once its code has come. */
export function deferredInBrowser<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  const Loaded = lazy(async () => ({ default: await load() }));
  function InBrowser(props: P) {
    const mounted = useSyncExternalStore(noSubscription, inBrowser, onServerOrHydrating);
    if (!mounted) return null;
    return (
      <Suspense fallback={null}>
        <Loaded {...props} />
      </Suspense>
    );
  }
  return InBrowser;
}
