// The search view as the page's interactive island (issue 29, decision 053): the server renders it with the page; the
// browser keeps that markup while the page hydrates and hydrates the view in place right after (decision 055), its code — and React
// Query's, which only the view uses — loaded then, not in the page's first load. A query typed or a filter chosen before
// then is carried over; a result opened is a plain link. A client-side navigation to the page shows it once its code has
// come.
import { staticIsland } from '../../../components/static-island';
import { SearchViewWithQueries } from './search-view-with-queries';

export const SearchViewIsland = staticIsland(
  () => import('./search-view-with-queries').then((module) => module.SearchViewWithQueries),
  typeof window === 'undefined' ? SearchViewWithQueries : null,
  { interactive: 'after-hydration', whenMountedByBrowser: 'suspend' },
);
