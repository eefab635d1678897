// The addresses of the product's pages, made in one place: every link, redirect and canonical URL the app builds comes
// from `routes` (issue 13: "typed route builders"). Paths are relative and without the locale prefix; Next's Link and
// the server's localizedHref add the locale where it differs from the site's own.
import { knowerProfilePath, knowPath } from '../knows/paths';
import { queryString } from './query-string';

/**
 * The headings the sign-up page may show instead of its own (spec §2 `title`): keys of the product's own links, never
 * text from the address, which would let anyone put any words on our page (issue 15).
 */
const SIGN_UP_TITLES = ['readWholeKnow'] as const;
export type SignUpTitle = (typeof SIGN_UP_TITLES)[number];
export const isSignUpTitle = (value: unknown): value is SignUpTitle => typeof value === 'string' && (SIGN_UP_TITLES as readonly string[]).includes(value);

/** Where sign-in or sign-up sends the user back to, the campaign that brought them (spec §2), why a Google or Apple
 *  sign-in came back without signing in (`socialError`), and the sign-up heading to show (`title`). */
type ReturnTo = { redirect?: unknown; utmContent?: unknown; socialError?: string; title?: SignUpTitle };

const withReturn = (path: string, { redirect, utmContent, socialError, title }: ReturnTo = {}) =>
  `${path}${queryString({ redirect, utm_content: utmContent, socialError, title })}`;

export const routes = {
  home: () => '/',
  signIn: (returnTo?: ReturnTo) => withReturn('/auth/signin', returnTo),
  signUp: (returnTo?: ReturnTo) => withReturn('/auth/signup', returnTo),
  forgotPassword: () => '/auth/forgot-password',
  onboarding: (returnTo?: ReturnTo) => withReturn('/app/onboarding', returnTo),
  /** The settings, with the outcome of a Google or Apple link when there is one. */
  profile: (outcome: { linked?: string; socialError?: string } = {}) => `/app/profile${queryString(outcome)}`,
  feed: () => '/app/feeds',
  appSearch: () => '/app/search',
  library: () => '/app/library',
  upload: () => '/app/knows/create',
  myKnows: () => '/app/knows',
  know: knowPath,
  editKnow: (knowUuid: string) => `/knows/${knowUuid}/edit`,
  knowerProfile: knowerProfilePath,
  /** One page per person: a knower's leads on to their knower profile. */
  publicProfile: (user: { uuid: string }) => `/users/${user.uuid}`,
  subjects: () => '/subjects',
  subject: (subject: { slug: string }) => `/subjects/${subject.slug}`,
} as const;
