// The polls section of a knower's profile as an interactive island (issue 29, decision 053): rendered by the server
// (the knower's own form; nothing for a visitor until the polls have come), its code loaded once the page has loaded
// and the browser is idle, or at the first touch; the polls are asked for then.
import { staticIsland } from '../../../components/static-island';
import { KnowerPolls } from './knower-polls';

export const KnowerPollsIsland = staticIsland(
  () => import('./knower-polls').then((module) => module.KnowerPolls),
  typeof window === 'undefined' ? KnowerPolls : null,
  { interactive: 'after-load', whenMountedByBrowser: 'suspend' },
);
