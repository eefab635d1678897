// Every route the services expose, for the API description, the fuzz suite and the mounting (server/mounted-routes.ts).
import { dashboardRoute, recordEventsRoute } from './analytics/routes';
import { changePasswordRoute, logoutRoute, tokenRoute } from './auth/routes';
import { changeEmailRoute, confirmEmailRoute, passwordResetConfirmRoute, passwordResetRequestRoute, resendConfirmationRoute } from './auth/email-routes';
import { unsubscribeRoute } from './users/newsletter-routes';
import { parentalConsentPreviewRoute, parentalConsentRoute, requestParentalConsentRoute } from './auth/parental-consent-routes';
import { captchaChallengeRoute } from './auth/captcha-routes';
import { confirmTwoFactorRoute, disableTwoFactorRoute, renewRecoveryCodesRoute, startTwoFactorRoute } from './auth/two-factor-routes';
import { listSubjectsRoute } from './catalogue/routes';
import { fbEventsRoute } from './ad-provider/routes';
import type { AnyRoute } from './http/route';
import { ipLookupRoute, openAppRoute } from './users/app-usage-routes';
import { healthRoute, serverTimeRoute } from './system/routes';
import { knowerRoute, myKnowerRoute } from './knowers/routes';
import { changeUsernameRoute, meRoute, publicUserRoute, signupRoute, timezoneRoute, updateUserRoute, usernameAvailabilityRoute } from './users/routes';
import { deleteProfilePictureRoute, profilePictureRoute, uploadProfilePictureRoute } from './users/profile-picture-routes';
import { listGradesRoute, listSchoolTypesRoute } from './catalogue/routes';
import { CATALOGUE_KNOW_ROUTES } from './catalogue/know-catalogue-routes';
import { KNOW_CREATE_ROUTES } from './knows/create-routes';
import { KNOW_READ_ROUTES } from './knows/read-routes';
import { LIBRARY_ROUTES } from './library/routes';
import { FLASHCARD_ROUTES } from './flashcards/routes';
import { AI_ROUTES } from './ai/routes';
import { CHAT_ROUTES } from './chats/routes';
import { POLL_ROUTES } from './polls/routes';
import { TOPIC_QUIZ_ROUTES } from './topic-quiz/routes';
import { MODERATION_ROUTES } from './moderation/routes';
import { PAYOUT_ROUTES } from './payouts/routes';
import { SUBSCRIPTION_ROUTES } from './subscriptions/routes';
import { SEARCH_ROUTES } from './search/routes';
import { endOtherSessionsRoute, listSessionsRoute } from './auth/session-routes';
import { deleteAccountRoute, exportDataRoute } from './account-data/routes';
import { listIdentitiesRoute, socialCallbackPostRoute, socialCallbackRoute, socialProvidersRoute, socialStartRoute, unlinkIdentityRoute } from './auth/social/routes';

export const ALL_ROUTES = [healthRoute, serverTimeRoute, listSubjectsRoute, signupRoute, meRoute, publicUserRoute, usernameAvailabilityRoute, changeUsernameRoute, timezoneRoute,
  updateUserRoute, myKnowerRoute, knowerRoute, tokenRoute, logoutRoute, changePasswordRoute,
  listGradesRoute, listSchoolTypesRoute, profilePictureRoute, uploadProfilePictureRoute, deleteProfilePictureRoute,
  startTwoFactorRoute, confirmTwoFactorRoute, disableTwoFactorRoute, renewRecoveryCodesRoute, captchaChallengeRoute, listSessionsRoute, endOtherSessionsRoute,
  deleteAccountRoute, exportDataRoute, socialProvidersRoute, socialStartRoute, socialCallbackRoute, socialCallbackPostRoute, listIdentitiesRoute, unlinkIdentityRoute,
  resendConfirmationRoute, confirmEmailRoute, changeEmailRoute, passwordResetRequestRoute, passwordResetConfirmRoute, unsubscribeRoute,
  parentalConsentPreviewRoute, parentalConsentRoute, requestParentalConsentRoute,
  recordEventsRoute, dashboardRoute, fbEventsRoute, openAppRoute, ipLookupRoute,
  ...KNOW_CREATE_ROUTES, ...KNOW_READ_ROUTES, ...SEARCH_ROUTES, ...LIBRARY_ROUTES, ...CATALOGUE_KNOW_ROUTES, ...FLASHCARD_ROUTES, ...AI_ROUTES, ...CHAT_ROUTES, ...POLL_ROUTES, ...TOPIC_QUIZ_ROUTES, ...MODERATION_ROUTES, ...SUBSCRIPTION_ROUTES, ...PAYOUT_ROUTES] as unknown as AnyRoute[];
