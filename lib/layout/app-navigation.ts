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
