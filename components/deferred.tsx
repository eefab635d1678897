// Parts of the frame only the browser shows, whose code is not in the first load (issue 29): the toasts, the consented
// tags, the analytics, the time-zone sync, the unread chats badge. In place of next/dynamic's `ssr: false`: a part
// renders nothing on the server and while the page hydrates, and is mounted once its code has come, never holding up
// the page around it. (Parts the server renders keep next/dynamic: it puts their chunks among the document's scripts,
// so the page hydrates without waiting for them — decision 053.)
//
// A part the page hydrated around is mounted in a task of its own after the hydration, as a transition (decision 055):
// requesting its chunks (script elements added to the document) and rendering it are then no part of the task that
// finishes the hydration. A part the browser mounts later (a page shown by a client-side navigation) mounts at once.
import { lazy, startTransition, Suspense, useEffect, useState, type ComponentType } from 'react';
import { useHydrating } from './hooks/use-hydrating';

/** A part only the browser shows: nothing on the server and while hydrating, then mounted once its code has come. */
export function deferredInBrowser<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  const Loaded = lazy(async () => ({ default: await load() }));
  function InBrowser(props: P) {
    const hydrating = useHydrating();
    const [mounted, setMounted] = useState(!hydrating);
    useEffect(() => {
      if (mounted) return;
      const timer = setTimeout(() => startTransition(() => setMounted(true)), 0);
      return () => clearTimeout(timer);
    }, [mounted]);
    if (!mounted || hydrating) return null;
    return (
      <Suspense fallback={null}>
        <Loaded {...props} />
      </Suspense>
    );
  }
  return InBrowser;
}
