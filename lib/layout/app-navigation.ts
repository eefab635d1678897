// The app area's navigation (issue 14): which places the side rail (desktop) and the bottom tab bar (phones) offer,
// and which of them the current page belongs to. Only capabilities that exist are listed (never a link that answers
// 404); flashcards, AI chat and chats join here when they are built, behind their country switches.
import { routes } from '../routes/page-routes';
import { pathSegments } from './page-layout';

export type AppPlace = 'feed' | 'search' | 'library' | 'upload';

export type AppNavigationEntry = { place: AppPlace; href: string };

export const APP_NAVIGATION: readonly AppNavigationEntry[] = [
  { place: 'feed', href: routes.feed() },
  { place: 'search', href: routes.appSearch() },
  { place: 'library', href: routes.library() },
  { place: 'upload', href: routes.upload() },
];

/** The place a path of the app area belongs to, or null (profile, a knower's page, …). */
export function appPlaceOf(path: string): AppPlace | null {
  const [first, second, third] = pathSegments(path);
  if (first !== 'app') return null;
  if (second === 'feeds') return 'feed';
  if (second === 'search' || (second === 'subjects' && third === 'knows')) return 'search';
  if (second === 'library') return 'library';
  if (second === 'knows' && (third === 'create' || third === 'details')) return 'upload';
  return null;
}

/** Whether the page shows the app navigation: every app-area page but the onboarding flow. */
export function showsAppNavigation(path: string): boolean {
  const [first, second] = pathSegments(path);
  return first === 'app' && second !== 'onboarding';
}
