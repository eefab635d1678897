// A page that calls the services from the browser with React Query's provider in its own chunks (issue 29): _app's
// provider is a `next/dynamic` chunk, and Turbopack does not share modules between that chunk group and the page's,
// so a page that queries downloaded `@tanstack/query-core` twice (about 8 kB gzip). A page wrapped here says so
// (`ownQueryProvider`) and _app mounts no provider of its own around it; the browser's one client
// (./query-provider.tsx) still serves every page, so the cache outlives a navigation either way. A page whose queries
// all run in its interactive islands (components/static-island.tsx) says so with `queriesInIslands` (./queries-in-islands.ts): each
// island's component comes wrapped here with its code, after the page's first load, and _app mounts no provider.
import type { ComponentType } from 'react';
import type { QueryFreePage } from '../../../lib/react-query';
import { QueryProvider } from './query-provider';

export function withQueryProvider<P extends object>(Page: ComponentType<P>): ComponentType<P> & QueryFreePage {
  function PageWithQueries(props: P) {
    return (
      <QueryProvider>
        <Page {...props} />
      </QueryProvider>
    );
  }
  PageWithQueries.displayName = `withQueryProvider(${Page.displayName ?? Page.name})`;
  PageWithQueries.ownQueryProvider = true as const;
  return PageWithQueries;
}

