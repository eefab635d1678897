// The addresses of the product's pages, made in one place: every link, redirect and canonical URL the app builds comes
// from `routes` (issue 13: "typed route builders"; tests/unit/page-paths-built-by-routes.test.ts finds a path written
// anywhere else). Paths are relative and without the locale prefix; Next's Link and the server's localizedHref add the
// locale where it differs from the site's own.
import { knowerProfilePath, knowPageAnchor, knowPath } from '../knows/paths';
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
  /** The links of the account mails: confirming an address (`change` for a new one), a new password, a parent's
   *  consent. */
  confirmEmail: (query: { token: string; change?: '1' }) => `/auth/confirm${queryString(query)}`,
  resetPassword: (token: string) => `/auth/reset-password${queryString({ token })}`,
  parentalConsent: (token: string) => `/auth/parental-consent${queryString({ token })}`,
  onboarding: (returnTo?: ReturnTo) => withReturn('/app/onboarding', returnTo),
  /** The settings, with the outcome of a Google or Apple link when there is one. */
  profile: (outcome: { linked?: string; socialError?: string } = {}) => `/app/profile${queryString(outcome)}`,
  /** The settings part of the profile page (language, theme, …), which the app's menu offers as "Settings". */
  settings: () => '/app/profile#settings',
  feed: () => '/app/feeds',
  /** The search pages of the app area and of the site, with the words searched for. */
  appSearch: (query: { query?: string } = {}) => `/app/search${queryString(query)}`,
  knowSearch: (query: { query?: string } = {}) => `/knows/search${queryString(query)}`,
  /** The library: its overview, the knows synced from a school's drive, one folder. */
  library: () => '/app/library',
  librarySynced: () => '/app/library/synced',
  libraryFolder: (folderUuid: string) => `/app/library/${folderUuid}`,
  /** Flashcards: the overview, one set's study (`knowUuid`, in a `mode` other than review), today's reviews across
   *  sets (`review: 'all'`), settings, statistics. */
  flashcards: (query: { knowUuid?: string; mode?: 'learn' | 'test' | 'match'; review?: 'all'; tab?: 'settings' | 'statistics' } = {}) => `/app/flashcards${queryString(query)}`,
  /** A new flashcard set made from the flashcards page (issue 31): the editor, saved private, then studied at once. */
  newFlashcardSet: () => '/app/flashcards/new',
  /** Making a know: the upload page and the knower's own knows, in the app area or on the site; a flashcard set is made
   *  on the site's page in both. */
  upload: (area: 'app' | 'site' = 'app') => (area === 'app' ? '/app/knows/create' : '/knows/create/upload'),
  importFlashcards: () => '/knows/create/import-flashcards',
  myKnows: (area: 'app' | 'site' = 'app') => (area === 'app' ? '/app/knows' : '/knows'),
  /** Knower earnings and payouts (issue 20), in the app area and under the profile (spec §2 lists both); the team's
   *  review of payout requests. */
  payouts: (area: 'app' | 'profile' = 'app') => `/${area}/payouts`,
  payoutRequest: (area: 'app' | 'profile' = 'app') => `/${area}/payouts/request`,
  payoutHistory: (area: 'app' | 'profile' = 'app') => `/${area}/payouts/history`,
  /** The running knower competition and a winner's payout form (the token of the mailed link), under the profile. */
  payoutCompetition: () => '/profile/payouts/competition',
  payoutCompetitionForm: (accessToken: string) => `/profile/payouts/competition-form${queryString({ accessToken })}`,
  adminPayouts: () => '/admin/payouts',
  /** Chats between users (issue 21): the list (?knowUuid= to share a know in one of them) and one chat. */
  chats: (query: { knowUuid?: string } = {}) => `/chat${queryString(query)}`,
  chat: (chatUuid: string, query: { knowUuid?: string } = {}) => `/chats/${chatUuid}${queryString(query)}`,
  /** A knower's poll (issue 21), a public page. */
  poll: (pollUuid: string) => `/polls/${pollUuid}`,
  /** The quiz of a catalogue topic (issue 21). */
  topicQuiz: (topicId: string) => `/user-topic/${topicId}/quiz`,
  know: knowPath,
  /** The same know in the document viewer and in the app area. */
  knowViewer: (know: { uuid: string; slug: string }) => `${knowPath(know)}/view`,
  appKnow: (know: { uuid: string; slug: string }) => `/app${knowPath(know)}`,
  /** One page of a know (what an AI citation links to). */
  knowAtPage: (know: { uuid: string; slug: string }, pageNumber: number) => `${knowPath(know)}#${knowPageAnchor(pageNumber)}`,
  editKnow: (knowUuid: string) => `/knows/${knowUuid}/edit`,
  /** The details step of a new draft know (title, subjects, publishing); `hasFlashcards` for a flashcard set. */
  knowDetails: (query: { knowUuid: string; hasFlashcards?: 'true' }) => `/knows/create/details${queryString(query)}`,
  /** The details page itself, of the app area or of the site (the query added by the caller). */
  knowDetailsPage: (area: 'app' | 'site') => (area === 'app' ? '/app/knows/details' : '/knows/create/details'),
  knowerProfile: knowerProfilePath,
  /** One page per person: a knower's leads on to their knower profile. */
  publicProfile: (user: { uuid: string }) => `/users/${user.uuid}`,
  subjects: () => '/subjects',
  subject: (subject: { slug: string }) => `/subjects/${subject.slug}`,
  /** The app's knows of the user's subjects, of one exam board where the site has them (decision 044). */
  appSubjectKnows: (query: { examBoard?: string } = {}) => `/app/subjects/knows${queryString(query)}`,
  /** A catalogue topic: a top-level one, or a subtopic under its parent. */
  topic: (topic: { slug: string }, parent?: { slug: string } | null) => (parent ? `/topics/${parent.slug}/${topic.slug}` : `/topics/${topic.slug}`),
  /** The knowledge tree, or one node of it by the slugs of its trail. */
  knowledge: (slugs: readonly string[] = []) => (slugs.length > 0 ? `/knowledge/${slugs.join('/')}` : '/knowledge'),
  /** AI study help (issue 18): the chats — one chat, or a new one about a know or with a learning bot —, the school
   *  tutor, summaries and mock exams; the university section; a learning bot's page; a parent's read-only view. */
  aiChat: (query: { chatUuid?: string; knowUuid?: string; learningBotUuid?: string } = {}) => `/app/chat${queryString(query)}`,
  schoolGpt: () => '/app/school-gpt',
  aiSummary: () => '/app/ai-summary',
  aiMockExam: () => '/app/ai-mock-exam',
  university: () => '/university',
  uniGpt: () => '/university/uni-gpt',
  universitySummary: () => '/university/ai-summary',
  universityMockExam: () => '/university/mock-exam',
  learningBot: (botUuid: string) => `/learning-bot/${botUuid}/info`,
  aiParentView: (accessUuid: string) => `/ai-chats/parent-accesses/${accessUuid}`,
  /** The pro plan (issue 19): its page (with a section's anchor), the parents' page, the local test-mode checkout, the
   *  success page (the code of a parent's purchase), redeeming a code, and the welcome after it. */
  proPlan: (query: { checkout?: 'failed' | 'cancelled' } = {}, section?: 'plans' | 'compare' | 'faq') => `/pro-plan${queryString(query)}${section ? `#${section}` : ''}`,
  proPlanParent: () => '/pro-plan/parent',
  proPlanCheckout: (subscriptionUuid: string) => `/pro-plan/checkout${queryString({ subscriptionUuid })}`,
  /** A purchase's outcome (spec §2): the subscription, a child's code the link carries, the campaign of the link. */
  proPlanSuccess: (subscriptionUuid: string, { subscriptionCode, utmContent }: { subscriptionCode?: string; utmContent?: string } = {}) =>
    `/pro-plan/success${queryString({ subscriptionUuid, subscriptionCode, utm_content: utmContent })}`,
  /** Redeeming a child's code (spec §2): the code, the subscription it belongs to, the link's campaign, the next page. */
  proPlanActivate: ({ subscriptionCode, subscriptionUuid, utmContent, redirect }: { subscriptionCode?: string; subscriptionUuid?: string; utmContent?: string; redirect?: string } = {}) =>
    `/pro-plan/activate${queryString({ subscriptionCode, subscriptionUuid, utm_content: utmContent, redirect })}`,
  proPlanCongratulation: () => '/pro-plan/congratulation',
  unavailableFeature: () => '/app/unavailable-feature',
  /** The legal pages (the imprint only where a country asks for one). */
  legal: (page: 'contact' | 'guidelines' | 'imprint' | 'privacy' | 'tos' | 'tos-knower') => `/legal/${page}`,
  /** The company's pages. */
  about: (page: 'advertise' | 'company' | 'safety') => `/about/${page}`,
  expansion: () => '/expansion',
  careers: () => '/careers',
  careerJobs: () => '/careers/jobs',
  /** The API reference for companion apps: the overview (sign-in, headers, errors, areas) and one area's operations,
   *  at an operation when `operationId` is given. */
  developers: () => '/developers',
  developerArea: (tag: string, operationId?: string) => `/developers/${encodeURIComponent(tag)}${operationId ? `#${operationId}` : ''}`,
  /** Unsubscribing from a mail by its link's signed token. */
  newsletterUnsubscribe: (query: { emailUuid: string; emailType: string; token: string }) => `/newsletter/unsubscribe${queryString(query)}`,
  /** The development mailbox (the mails sent by a local server). */
  devMailbox: () => '/dev/mailbox',
} as const;

/** Whether a route (`router.pathname` or an address) is one of the app area's, all of which are under /app/. */
export const isAppAreaPath = (pathname: string) => pathname.startsWith('/app/');
