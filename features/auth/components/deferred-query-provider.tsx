// React Query's provider as _app mounts it around the pages that call the services from the browser: its own chunk,
// rendered on the server and loaded before such a page hydrates, never downloaded by a page that marks itself
// `fetchesInBrowser = false` (lib/react-query.ts, QueryFreePage).
import dynamic from 'next/dynamic';

export const DeferredQueryProvider = dynamic(() => import('./query-provider').then((module) => module.QueryProvider));
