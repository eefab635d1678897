// Spec §2 layout rules: which pages are landing-style (no page margin, special navbar) and which are app-area
// pages (no navbar, footer or bottom widget), decided from the path; and which pages show the app's own frame
// (issue 33). The app frame's places are in app-navigation.ts.
import { LOCALES } from '../../config/locales';

export type PageLayout = {
  kind: 'landing' | 'app' | 'standard';
  pageMargin: boolean;
  navbar: 'special' | 'standard' | 'hidden';
  footer: boolean;
  bottomWidget: boolean;
};

/** Last path segments that make a page landing-style. */
export const LANDING_LAST_SEGMENTS = new Set([
  'advertise', 'download', 'pro-plan', 'checkout', 'success', 'activate', 'profile', 'company', 'university',
  'ai-summary', 'uni-gpt', 'mock-exam', 'signin', 'signup', 'confirm', 'reset-password', 'forgot-password',
  'careers', 'search', 'subjects', 'parent', 'safety', 'expansion', 'congratulation', 'about',
]);

/** First path segments whose pages are landing-style: know, topic, legal, subject and knowledge pages. */
const LANDING_SECTIONS = new Set(['knows', 'topics', 'legal', 'subjects', 'knowledge']);

const LOCALE_PREFIXES = new Set<string>(LOCALES);

/** The path's segments without query, hash and locale prefix. */
export function pathSegments(path: string): string[] {
  const segments = (path.split(/[?#]/)[0] ?? '').split('/').filter(Boolean);
  return segments[0] && LOCALE_PREFIXES.has(segments[0]) ? segments.slice(1) : segments;
}

export function pageLayoutFor(path: string): PageLayout {
  const segments = pathSegments(path);
  if (segments[0] === 'app') return { kind: 'app', pageMargin: true, navbar: 'hidden', footer: false, bottomWidget: false };
  const last = segments.at(-1);
  const isLanding =
    segments.length === 0 ||
    (last !== undefined && LANDING_LAST_SEGMENTS.has(last)) ||
    (segments[0] !== undefined && LANDING_SECTIONS.has(segments[0]) && !(segments[0] === 'knows' && segments[1] === 'create'));
  // The home page shows the app-store links in its own section: the widget would repeat them.
  return isLanding
    ? { kind: 'landing', pageMargin: false, navbar: 'special', footer: true, bottomWidget: segments.length > 0 }
    : { kind: 'standard', pageMargin: true, navbar: 'standard', footer: true, bottomWidget: true };
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
