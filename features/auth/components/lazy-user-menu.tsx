// The user menu as the frame mounts it (the app frame, a signed-in user's account corner): its code loads only where
// it shows, rendered on the server all the same, so a signed-in page shows it from the first paint.
import dynamic from 'next/dynamic';

export const LazyUserMenu = dynamic(() => import('./user-menu').then((module) => module.UserMenu));
