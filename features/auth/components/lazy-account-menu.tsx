// The navbar's account corner as the frame mounts it, for a signed-in user on a page with a frame of its own (the
// sign-in flows, the team's tools); a visitor's header has the navbar's own sign-in links. Its code loads only there,
// rendered on the server all the same: it is in no visitor's first load (issue 29).
import dynamic from 'next/dynamic';

export const LazyAccountMenu = dynamic(() => import('./account-menu').then((module) => module.AccountMenu));
