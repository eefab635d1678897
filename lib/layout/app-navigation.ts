// The app area's navigation (issue 14): which places the side rail (desktop) and the bottom tab bar (phones) offer,
// and which of them the current page belongs to. Only capabilities that exist are listed (never a link that answers
// 404). 'ai' is AI study help: the chats, from which the tutor, summaries, mock exams and the university tools are
// reached (features/ai's tool bar). 'chats' is chats between users (issue 21): /chat and /chats/{id}, outside /app but
// in the app frame, with the unread badge.
import { routes } from '../routes/page-routes';
import { pathSegments } from './page-layout';

export type AppPlace = 'feed' | 'search' | 'library' | 'flashcards' | 'ai' | 'chats' | 'upload';

export type AppNavigationEntry = { place: AppPlace; href: string };

export const APP_NAVIGATION: readonly AppNavigationEntry[] = [
  { place: 'feed', href: routes.feed() },
  { place: 'search', href: routes.appSearch() },
  { place: 'library', href: routes.library() },
  { place: 'flashcards', href: routes.flashcards() },
  { place: 'ai', href: routes.aiChat() },
  { place: 'chats', href: routes.chats() },
  { place: 'upload', href: routes.upload() },
];

/** The place a path of the app area belongs to, or null (profile, a knower's page, …). */
export function appPlaceOf(path: string): AppPlace | null {
  const [first, second, third] = pathSegments(path);
  if (first === 'chat' || first === 'chats') return 'chats';
  if (first === 'knows' && second === 'create') return 'upload';
  if (first !== 'app') return null;
  if (second === 'feeds') return 'feed';
  if (second === 'search' || (second === 'subjects' && third === 'knows')) return 'search';
  if (second === 'library') return 'library';
  if (second === 'flashcards') return 'flashcards';
  if (second === 'chat' || second === 'school-gpt' || second === 'ai-summary' || second === 'ai-mock-exam') return 'ai';
  if (second === 'knows' && (third === 'create' || third === 'details')) return 'upload';
  return null;
}

/**
 * First path segments whose pages stand on their own even for a signed-in user: the sign-in, sign-up and e-mail
 * flows lead into the app rather than from it; the team's tools and the development mailbox are not the app.
 */
const OWN_FRAME_SECTIONS = new Set(['auth', 'admin', 'dev']);

/** Pro-plan pages that stand in for a payment provider or wait for its answer: the user is between sites there. */
const PAYMENT_STEPS = new Set(['checkout', 'paypal-redirect']);

/**
 * Whether the page shows the app navigation (issue 33): every app-area page but the onboarding flow; and, for a
 * signed-in user, every page they reach from the app (a know, flashcard creation, "My knows", the competition, the
 * pro plan, a knower's profile…) except the pages with a frame of their own. Visitors keep the public header there.
 * `signedIn` must be what the server render knew too (the browser's session cookie), or the frame would change on
 * hydration.
 */
export function showsAppNavigation(path: string, { signedIn = false }: { signedIn?: boolean } = {}): boolean {
  const [first, second] = pathSegments(path);
  if (first === 'app') return second !== 'onboarding';
  if (first === 'chat' || first === 'chats') return true;
  if (!signedIn) return false;
  if (first !== undefined && OWN_FRAME_SECTIONS.has(first)) return false;
  return !(first === 'pro-plan' && second !== undefined && PAYMENT_STEPS.has(second));
}
