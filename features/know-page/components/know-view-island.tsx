// The know's view as the know page's interactive island (issue 29, decision 053): the server renders it with the page;
// the browser keeps that markup — the know's pages, the LCP — while the page hydrates and hydrates the view in place
// right after (decision 055), its code (the actions, the flashcards, React Query) loaded then, not in the page's first load. A click
// on an action before then is played again once it has come; a link is a plain link. A client-side navigation to a
// know shows it once its code has come.
import { staticIsland } from '../../../components/static-island';
import { KnowViewWithQueries } from './know-view-with-queries';

export const KnowViewIsland = staticIsland(
  () => import('./know-view-with-queries').then((module) => module.KnowViewWithQueries),
  typeof window === 'undefined' ? KnowViewWithQueries : null,
  { interactive: 'after-hydration', whenMountedByBrowser: 'suspend' },
);
