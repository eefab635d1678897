// Every HTTP endpoint of the services, declared once: method, path (OpenAPI form, `{name}` for a path parameter) and who
// may call it. The server's route declarations (server/**/routes.ts: schemas, errors, use case) take their endpoint from
// here, and so does the client (lib/api/call.ts), so a path is written in this file and nowhere else — a test fails on
// any other `/api/` string in client code. Plain object literals, no zod: this module is on every page, and each page
// keeps only the endpoints it uses.
//
// Who may call (`auth`), enforced by executeRoute before the use case runs and stated in the OpenAPI description:
//   visitor       anyone; a valid bearer token makes the caller known (ctx.caller), an invalid one is ignored
//   user          any signed-in user (a valid bearer access token)
//   self-user     the signed-in user whose user uuid is the path's {id}
//   self-account  the signed-in user whose account uuid is the path's {id}
//   admin         a signed-in user with the admin role (read on every call)

import { SERVICE_BASES } from '../../config/services';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
export type AuthRule = 'visitor' | 'user' | 'self-user' | 'self-account' | 'admin';
export type Endpoint = { readonly method: HttpMethod; readonly path: `/api/${string}`; readonly auth: AuthRule };
export type PathParams = Record<string, string | number>;

export { SERVICE_BASES };

/** The service an endpoint belongs to; the endpoints of this server itself (health, ad events) go through the main
 *  API's client, from the origin's root. */
export function serviceOf(endpoint: Endpoint): keyof typeof SERVICE_BASES {
  if (endpoint.path.startsWith(`${SERVICE_BASES.auth}/`)) return 'auth';
  if (endpoint.path.startsWith(`${SERVICE_BASES.analytics}/`)) return 'analytics';
  return 'main';
}

/** The endpoint's path with its `{name}` parameters filled in (percent-encoded), from the origin's root. A missing
 *  parameter is a programming error and throws. */
export function endpointUrl(endpoint: Endpoint, params: PathParams = {}): string {
  return endpoint.path.replace(/\{(\w+)\}/g, (_match, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`${endpoint.method} ${endpoint.path}: missing path parameter ${name}`);
    return encodeURIComponent(String(value));
  });
}

// ---- Main API (/api/v1)

export const adminPayouts = { method: 'GET', path: '/api/v1/admin/payouts', auth: 'admin' } as const satisfies Endpoint;
export const decidePayout = { method: 'POST', path: '/api/v1/admin/payouts/{id}/decisions', auth: 'admin' } as const satisfies Endpoint;
export const aiChats = { method: 'GET', path: '/api/v1/ai/chats', auth: 'user' } as const satisfies Endpoint;
export const createAiChat = { method: 'POST', path: '/api/v1/ai/chats', auth: 'user' } as const satisfies Endpoint;
export const aiChat = { method: 'GET', path: '/api/v1/ai/chats/{id}', auth: 'user' } as const satisfies Endpoint;
export const deleteAiChat = { method: 'DELETE', path: '/api/v1/ai/chats/{id}', auth: 'user' } as const satisfies Endpoint;
export const attachAiChatKnows = { method: 'POST', path: '/api/v1/ai/chats/{id}/knows', auth: 'user' } as const satisfies Endpoint;
export const postAiMessage = { method: 'POST', path: '/api/v1/ai/chats/{id}/messages', auth: 'user' } as const satisfies Endpoint;
export const regenerateAiMessage = { method: 'POST', path: '/api/v1/ai/chats/{id}/regenerations', auth: 'user' } as const satisfies Endpoint;
export const generateAiFlashcards = { method: 'POST', path: '/api/v1/ai/flashcards', auth: 'user' } as const satisfies Endpoint;
export const createAiMockExam = { method: 'POST', path: '/api/v1/ai/mock-exams', auth: 'user' } as const satisfies Endpoint;
export const aiMockExam = { method: 'GET', path: '/api/v1/ai/mock-exams/{id}', auth: 'user' } as const satisfies Endpoint;
export const answerAiMockExam = { method: 'POST', path: '/api/v1/ai/mock-exams/{id}/answers', auth: 'user' } as const satisfies Endpoint;
export const aiParentAccesses = { method: 'GET', path: '/api/v1/ai/parent-accesses', auth: 'user' } as const satisfies Endpoint;
export const createAiParentAccess = { method: 'POST', path: '/api/v1/ai/parent-accesses', auth: 'user' } as const satisfies Endpoint;
export const revokeAiParentAccess = { method: 'DELETE', path: '/api/v1/ai/parent-accesses/{id}', auth: 'user' } as const satisfies Endpoint;
export const aiParentView = { method: 'GET', path: '/api/v1/ai/parent-accesses/{id}/chats', auth: 'visitor' } as const satisfies Endpoint;
export const createAiSummary = { method: 'POST', path: '/api/v1/ai/summaries', auth: 'user' } as const satisfies Endpoint;
export const aiUsage = { method: 'GET', path: '/api/v1/ai/usage', auth: 'user' } as const satisfies Endpoint;
export const paypalWebhook = { method: 'POST', path: '/api/v1/webhooks/paypal', auth: 'visitor' } as const satisfies Endpoint;
export const paypalCapture = { method: 'POST', path: '/api/v1/subscriptions/{id}/paypal-capture', auth: 'user' } as const satisfies Endpoint;
export const stripeWebhook = { method: 'POST', path: '/api/v1/webhooks/stripe', auth: 'visitor' } as const satisfies Endpoint;
export const plans = { method: 'GET', path: '/api/v1/plans', auth: 'visitor' } as const satisfies Endpoint;
export const paymentProviders = { method: 'GET', path: '/api/v1/payment-providers', auth: 'visitor' } as const satisfies Endpoint;
export const startCheckout = { method: 'POST', path: '/api/v1/subscriptions/checkout', auth: 'user' } as const satisfies Endpoint;
export const activateSubscription = { method: 'POST', path: '/api/v1/subscriptions/activate', auth: 'user' } as const satisfies Endpoint;
export const subscriptions = { method: 'GET', path: '/api/v1/subscriptions', auth: 'user' } as const satisfies Endpoint;
export const subscription = { method: 'GET', path: '/api/v1/subscriptions/{id}', auth: 'user' } as const satisfies Endpoint;
export const cancelSubscription = { method: 'POST', path: '/api/v1/subscriptions/{id}/cancel', auth: 'user' } as const satisfies Endpoint;
export const resumeSubscription = { method: 'POST', path: '/api/v1/subscriptions/{id}/resume', auth: 'user' } as const satisfies Endpoint;
export const issueSubscriptionCode = { method: 'POST', path: '/api/v1/subscriptions/{id}/code', auth: 'user' } as const satisfies Endpoint;
export const localPayment = { method: 'POST', path: '/api/v1/subscriptions/{id}/local-payment', auth: 'user' } as const satisfies Endpoint;
// Chats between users (issue 21), blocks and reports
export const chats = { method: 'GET', path: '/api/v1/chats', auth: 'user' } as const satisfies Endpoint;
export const createChat = { method: 'POST', path: '/api/v1/chats', auth: 'user' } as const satisfies Endpoint;
export const unreadChats = { method: 'GET', path: '/api/v1/chats/unread', auth: 'user' } as const satisfies Endpoint;
export const chat = { method: 'GET', path: '/api/v1/chats/{id}', auth: 'user' } as const satisfies Endpoint;
export const chatMessages = { method: 'GET', path: '/api/v1/chats/{id}/messages', auth: 'user' } as const satisfies Endpoint;
export const postChatMessage = { method: 'POST', path: '/api/v1/chats/{id}/messages', auth: 'user' } as const satisfies Endpoint;
export const uploadChatAttachment = { method: 'POST', path: '/api/v1/chats/{id}/attachments', auth: 'user' } as const satisfies Endpoint;
export const chatAttachment = { method: 'GET', path: '/api/v1/chats/{id}/attachments/{attachmentId}', auth: 'user' } as const satisfies Endpoint;
export const readChat = { method: 'POST', path: '/api/v1/chats/{id}/read', auth: 'user' } as const satisfies Endpoint;
export const answerChatRequest = { method: 'POST', path: '/api/v1/chats/{id}/answer', auth: 'user' } as const satisfies Endpoint;
export const blockUser = { method: 'POST', path: '/api/v1/blocks', auth: 'user' } as const satisfies Endpoint;
export const unblockUser = { method: 'DELETE', path: '/api/v1/blocks/{id}', auth: 'user' } as const satisfies Endpoint;
export const createReport = { method: 'POST', path: '/api/v1/reports', auth: 'user' } as const satisfies Endpoint;
// Knowers' polls (issue 21)
export const createPoll = { method: 'POST', path: '/api/v1/polls', auth: 'user' } as const satisfies Endpoint;
export const poll = { method: 'GET', path: '/api/v1/polls/{id}', auth: 'visitor' } as const satisfies Endpoint;
export const votePoll = { method: 'POST', path: '/api/v1/polls/{id}/votes', auth: 'user' } as const satisfies Endpoint;
export const knowerPolls = { method: 'GET', path: '/api/v1/knowers/{id}/polls', auth: 'visitor' } as const satisfies Endpoint;
// Topic quizzes (issue 21)
export const topicQuiz = { method: 'GET', path: '/api/v1/topics/{id}/quiz', auth: 'visitor' } as const satisfies Endpoint;
export const answerTopicQuiz = { method: 'POST', path: '/api/v1/topics/{id}/quiz/answers', auth: 'visitor' } as const satisfies Endpoint;
// The moderators' queue (issue 21)
export const adminReports = { method: 'GET', path: '/api/v1/admin/reports', auth: 'admin' } as const satisfies Endpoint;
export const moderateReport = { method: 'POST', path: '/api/v1/admin/reports/{id}/actions', auth: 'admin' } as const satisfies Endpoint;
export const learningBots = { method: 'GET', path: '/api/v1/learning-bots', auth: 'visitor' } as const satisfies Endpoint;
export const learningBot = { method: 'GET', path: '/api/v1/learning-bots/{id}', auth: 'visitor' } as const satisfies Endpoint;
export const universityCourses = { method: 'GET', path: '/api/v1/university/courses', auth: 'visitor' } as const satisfies Endpoint;
export const feed = { method: 'GET', path: '/api/v1/feeds', auth: 'user' } as const satisfies Endpoint;
export const flashcardImports = { method: 'POST', path: '/api/v1/flashcards/imports', auth: 'user' } as const satisfies Endpoint;
export const flashcardImportImage = { method: 'GET', path: '/api/v1/flashcards/imports/images/{name}', auth: 'user' } as const satisfies Endpoint;
export const flashcardSets = { method: 'GET', path: '/api/v1/flashcards/sets', auth: 'user' } as const satisfies Endpoint;
export const dueFlashcards = { method: 'GET', path: '/api/v1/flashcards/due', auth: 'user' } as const satisfies Endpoint;
export const flashcardSettings = { method: 'GET', path: '/api/v1/flashcards/settings', auth: 'user' } as const satisfies Endpoint;
export const updateFlashcardSettings = { method: 'PATCH', path: '/api/v1/flashcards/settings', auth: 'user' } as const satisfies Endpoint;
export const flashcardForecast = { method: 'GET', path: '/api/v1/flashcards/forecast', auth: 'user' } as const satisfies Endpoint;
export const flashcardStatistics = { method: 'GET', path: '/api/v1/flashcards/statistics', auth: 'user' } as const satisfies Endpoint;
export const reviewFlashcard = { method: 'POST', path: '/api/v1/flashcards/{cardUuid}/reviews', auth: 'user' } as const satisfies Endpoint;
export const undoFlashcardReview = { method: 'DELETE', path: '/api/v1/flashcards/reviews/{reviewId}', auth: 'user' } as const satisfies Endpoint;
export const createFlashcardKnow = { method: 'POST', path: '/api/v1/knows/flashcards', auth: 'user' } as const satisfies Endpoint;
export const knowFlashcards = { method: 'GET', path: '/api/v1/knows/{id}/flashcards', auth: 'visitor' } as const satisfies Endpoint;
export const exportFlashcards = { method: 'GET', path: '/api/v1/knows/{id}/flashcards/export', auth: 'visitor' } as const satisfies Endpoint;
export const flashcardImage = { method: 'GET', path: '/api/v1/knows/{id}/flashcards/{cardUuid}/{side}', auth: 'visitor' } as const satisfies Endpoint;
export const flashcardMedia = { method: 'GET', path: '/api/v1/knows/{id}/flashcards/{cardUuid}/media/{name}', auth: 'visitor' } as const satisfies Endpoint;
export const flashcardStyle = { method: 'GET', path: '/api/v1/knows/{id}/flashcard-styles/{name}', auth: 'visitor' } as const satisfies Endpoint;
export const listGrades = { method: 'GET', path: '/api/v1/grades', auth: 'visitor' } as const satisfies Endpoint;
export const myKnower = { method: 'GET', path: '/api/v1/knowers/me', auth: 'user' } as const satisfies Endpoint;
export const ownKnows = { method: 'GET', path: '/api/v1/knowers/me/knows', auth: 'user' } as const satisfies Endpoint;
export const payoutHistory = { method: 'GET', path: '/api/v1/knowers/me/payouts', auth: 'user' } as const satisfies Endpoint;
export const requestPayout = { method: 'POST', path: '/api/v1/knowers/me/payouts', auth: 'user' } as const satisfies Endpoint;
export const payoutBalance = { method: 'GET', path: '/api/v1/knowers/me/payouts/balance', auth: 'user' } as const satisfies Endpoint;
export const payoutEarnings = { method: 'GET', path: '/api/v1/knowers/me/payouts/earnings', auth: 'user' } as const satisfies Endpoint;
export const payoutCompetition = { method: 'GET', path: '/api/v1/knowers/me/payouts/competition', auth: 'user' } as const satisfies Endpoint;
export const submitCompetitionForm = { method: 'POST', path: '/api/v1/knowers/competition-forms', auth: 'visitor' } as const satisfies Endpoint;
export const knower = { method: 'GET', path: '/api/v1/knowers/{id}', auth: 'visitor' } as const satisfies Endpoint;
export const knowerKnows = { method: 'GET', path: '/api/v1/knowers/{id}/knows', auth: 'visitor' } as const satisfies Endpoint;
export const knowStatusStats = { method: 'GET', path: '/api/v1/knowers/{id}/knows/status-stats', auth: 'user' } as const satisfies Endpoint;
export const knowerProfile = { method: 'GET', path: '/api/v1/knowers/{id}/profile', auth: 'visitor' } as const satisfies Endpoint;
export const searchKnows = { method: 'GET', path: '/api/v1/knows/search', auth: 'visitor' } as const satisfies Endpoint;
export const uploadKnow = { method: 'POST', path: '/api/v1/knows/uploads', auth: 'user' } as const satisfies Endpoint;
export const deleteKnow = { method: 'DELETE', path: '/api/v1/knows/{id}', auth: 'user' } as const satisfies Endpoint;
export const getKnow = { method: 'GET', path: '/api/v1/knows/{id}', auth: 'visitor' } as const satisfies Endpoint;
export const updateKnow = { method: 'PATCH', path: '/api/v1/knows/{id}', auth: 'user' } as const satisfies Endpoint;
export const knowDraft = { method: 'GET', path: '/api/v1/knows/{id}/draft', auth: 'user' } as const satisfies Endpoint;
export const unlikeKnow = { method: 'DELETE', path: '/api/v1/knows/{id}/like', auth: 'user' } as const satisfies Endpoint;
export const likeKnow = { method: 'POST', path: '/api/v1/knows/{id}/like', auth: 'user' } as const satisfies Endpoint;
export const knowPageImage = { method: 'GET', path: '/api/v1/knows/{id}/pages/{n}/image', auth: 'visitor' } as const satisfies Endpoint;
export const knowPagePreview = { method: 'GET', path: '/api/v1/knows/{id}/pages/{n}/preview', auth: 'visitor' } as const satisfies Endpoint;
export const publishKnow = { method: 'POST', path: '/api/v1/knows/{id}/publish', auth: 'user' } as const satisfies Endpoint;
export const relatedKnows = { method: 'GET', path: '/api/v1/knows/{id}/related', auth: 'visitor' } as const satisfies Endpoint;
export const knowThumbnail = { method: 'GET', path: '/api/v1/knows/{id}/thumbnail', auth: 'visitor' } as const satisfies Endpoint;
export const knowView = { method: 'POST', path: '/api/v1/knows/{id}/views', auth: 'visitor' } as const satisfies Endpoint;
export const listLibraryFolders = { method: 'GET', path: '/api/v1/library/folders', auth: 'user' } as const satisfies Endpoint;
export const createLibraryFolder = { method: 'POST', path: '/api/v1/library/folders', auth: 'user' } as const satisfies Endpoint;
export const deleteLibraryFolder = { method: 'DELETE', path: '/api/v1/library/folders/{id}', auth: 'user' } as const satisfies Endpoint;
export const getLibraryFolder = { method: 'GET', path: '/api/v1/library/folders/{id}', auth: 'user' } as const satisfies Endpoint;
export const renameLibraryFolder = { method: 'PATCH', path: '/api/v1/library/folders/{id}', auth: 'user' } as const satisfies Endpoint;
export const listLibraryItems = { method: 'GET', path: '/api/v1/library/items', auth: 'user' } as const satisfies Endpoint;
export const saveLibraryItem = { method: 'POST', path: '/api/v1/library/items', auth: 'user' } as const satisfies Endpoint;
export const removeLibraryItem = { method: 'DELETE', path: '/api/v1/library/items/{knowUuid}', auth: 'user' } as const satisfies Endpoint;
export const getLibraryItem = { method: 'GET', path: '/api/v1/library/items/{knowUuid}', auth: 'user' } as const satisfies Endpoint;
export const listSchoolTypes = { method: 'GET', path: '/api/v1/school-types', auth: 'visitor' } as const satisfies Endpoint;
export const listSubjects = { method: 'GET', path: '/api/v1/subjects', auth: 'visitor' } as const satisfies Endpoint;
export const signup = { method: 'POST', path: '/api/v1/users', auth: 'visitor' } as const satisfies Endpoint;
export const me = { method: 'GET', path: '/api/v1/users/me', auth: 'user' } as const satisfies Endpoint;
export const unsubscribe = { method: 'POST', path: '/api/v1/users/newsletter/unsubscribe/v2', auth: 'visitor' } as const satisfies Endpoint;
export const usernameAvailability = { method: 'GET', path: '/api/v1/users/usernames/{name}', auth: 'visitor' } as const satisfies Endpoint;
export const updateUser = { method: 'PATCH', path: '/api/v1/users/{id}', auth: 'self-user' } as const satisfies Endpoint;
export const exportData = { method: 'GET', path: '/api/v1/users/{id}/export', auth: 'self-user' } as const satisfies Endpoint;
export const ipLookup = { method: 'POST', path: '/api/v1/users/{id}/lookup', auth: 'self-user' } as const satisfies Endpoint;
export const openApp = { method: 'POST', path: '/api/v1/users/{id}/open-app', auth: 'self-user' } as const satisfies Endpoint;
export const deleteProfilePicture = { method: 'DELETE', path: '/api/v1/users/{id}/profilepicture', auth: 'self-user' } as const satisfies Endpoint;
export const profilePicture = { method: 'GET', path: '/api/v1/users/{id}/profilepicture', auth: 'visitor' } as const satisfies Endpoint;
export const uploadProfilePicture = { method: 'POST', path: '/api/v1/users/{id}/profilepicture', auth: 'self-user' } as const satisfies Endpoint;
export const publicUser = { method: 'GET', path: '/api/v1/users/{id}/public', auth: 'visitor' } as const satisfies Endpoint;
export const timezone = { method: 'PATCH', path: '/api/v1/users/{id}/timezone', auth: 'self-user' } as const satisfies Endpoint;
export const changeUsername = { method: 'PATCH', path: '/api/v1/users/{id}/username', auth: 'self-user' } as const satisfies Endpoint;

// ---- Authentication service (/api/auth)

export const confirmEmail = { method: 'POST', path: '/api/auth/accounts/confirm-email', auth: 'visitor' } as const satisfies Endpoint;
export const parentalConsent = { method: 'POST', path: '/api/auth/accounts/parental-consent', auth: 'visitor' } as const satisfies Endpoint;
export const parentalConsentPreview = { method: 'POST', path: '/api/auth/accounts/parental-consent/preview', auth: 'visitor' } as const satisfies Endpoint;
export const passwordResetRequest = { method: 'POST', path: '/api/auth/accounts/password-reset', auth: 'visitor' } as const satisfies Endpoint;
export const passwordResetConfirm = { method: 'POST', path: '/api/auth/accounts/password-reset/confirm', auth: 'visitor' } as const satisfies Endpoint;
export const deleteAccount = { method: 'DELETE', path: '/api/auth/accounts/{id}', auth: 'self-account' } as const satisfies Endpoint;
export const disableTwoFactor = { method: 'DELETE', path: '/api/auth/accounts/{id}/2fa', auth: 'self-account' } as const satisfies Endpoint;
export const startTwoFactor = { method: 'POST', path: '/api/auth/accounts/{id}/2fa', auth: 'self-account' } as const satisfies Endpoint;
export const confirmTwoFactor = { method: 'POST', path: '/api/auth/accounts/{id}/2fa/confirm', auth: 'self-account' } as const satisfies Endpoint;
export const renewRecoveryCodes = { method: 'POST', path: '/api/auth/accounts/{id}/2fa/recovery-codes', auth: 'self-account' } as const satisfies Endpoint;
export const changeEmail = { method: 'PATCH', path: '/api/auth/accounts/{id}/email', auth: 'self-account' } as const satisfies Endpoint;
export const listIdentities = { method: 'GET', path: '/api/auth/accounts/{id}/identities', auth: 'self-account' } as const satisfies Endpoint;
export const unlinkIdentity = { method: 'DELETE', path: '/api/auth/accounts/{id}/identities/{provider}', auth: 'self-account' } as const satisfies Endpoint;
export const requestParentalConsent = { method: 'POST', path: '/api/auth/accounts/{id}/parental-consent', auth: 'self-account' } as const satisfies Endpoint;
export const changePassword = { method: 'PATCH', path: '/api/auth/accounts/{id}/password', auth: 'self-account' } as const satisfies Endpoint;
export const resendConfirmation = { method: 'POST', path: '/api/auth/accounts/{id}/resendconfirmation', auth: 'visitor' } as const satisfies Endpoint;
export const endOtherSessions = { method: 'DELETE', path: '/api/auth/accounts/{id}/sessions', auth: 'self-account' } as const satisfies Endpoint;
export const listSessions = { method: 'GET', path: '/api/auth/accounts/{id}/sessions', auth: 'self-account' } as const satisfies Endpoint;
export const captchaChallenge = { method: 'GET', path: '/api/auth/captcha', auth: 'visitor' } as const satisfies Endpoint;
export const logout = { method: 'POST', path: '/api/auth/oauth/logout', auth: 'visitor' } as const satisfies Endpoint;
export const token = { method: 'POST', path: '/api/auth/oauth/token', auth: 'visitor' } as const satisfies Endpoint;
export const socialProviders = { method: 'GET', path: '/api/auth/oidc/providers', auth: 'visitor' } as const satisfies Endpoint;
export const socialCallback = { method: 'GET', path: '/api/auth/oidc/{provider}/callback', auth: 'visitor' } as const satisfies Endpoint;
export const socialCallbackPost = { method: 'POST', path: '/api/auth/oidc/{provider}/callback', auth: 'visitor' } as const satisfies Endpoint;
export const socialStart = { method: 'POST', path: '/api/auth/oidc/{provider}/start', auth: 'visitor' } as const satisfies Endpoint;

// ---- Analytics service (/api/analytics)

export const dashboard = { method: 'GET', path: '/api/analytics/dashboard', auth: 'admin' } as const satisfies Endpoint;
export const recordEvents = { method: 'POST', path: '/api/analytics/events', auth: 'visitor' } as const satisfies Endpoint;

// ---- This server (system, ad events, developer tools)

export const devAdProviderEvents = { method: 'GET', path: '/api/dev/ad-provider-events', auth: 'visitor' } as const satisfies Endpoint;
export const fbEvents = { method: 'POST', path: '/api/fb-events', auth: 'visitor' } as const satisfies Endpoint;
export const health = { method: 'GET', path: '/api/health', auth: 'visitor' } as const satisfies Endpoint;
export const openApi = { method: 'GET', path: '/api/openapi.json', auth: 'visitor' } as const satisfies Endpoint;
export const serverTime = { method: 'GET', path: '/api/server-time', auth: 'visitor' } as const satisfies Endpoint;
