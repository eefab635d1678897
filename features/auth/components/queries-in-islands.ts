// A page whose browser queries all run in its interactive islands (components/static-island.tsx), each island's
// component wrapped by `withQueryProvider` in the island's own chunk (issue 29). A module of its own, free of React
// Query: the page's first load imports this and nothing of React Query.
import type { ComponentType } from 'react';
import type { QueryFreePage } from '../../../lib/react-query';

/** Marks such a page: _app mounts no React Query provider around it. */
export function queriesInIslands<P extends object>(Page: ComponentType<P>): ComponentType<P> & QueryFreePage {
  return Object.assign(Page, { ownQueryProvider: true as const });
}
