// The analytics event catalogue (spec §7 "Event names cover …"): every name the product sends, by area.
export const CONTENT_DURATION_MILESTONES_S = [5, 10, 15, 30, 60, 90, 120] as const; // seconds on a know, spec §7

export const ANALYTICS_EVENTS = {
  app: ['open_app', 'page_view', 'render_error', 'web_vital'],
  account: ['signup_started', 'signup_completed', 'sign_in', 'email_confirmation_sent', 'email_confirmed'],
  onboarding: ['onboarding_started', 'onboarding_step_completed', 'onboarding_completed'],
  uploads: ['know_upload_started', 'know_upload_completed', 'know_upload_failed'],
  knows: ['know_liked', 'know_unliked', 'know_saved', 'know_unsaved', 'know_shared', 'content_duration_milestone'],
  flashcards: ['flashcards_opened', 'flashcard_flipped', 'flashcards_completed', 'flashcards_mode_started', 'flashcards_mode_completed'],
  search: ['search_performed', 'search_suggestion_clicked', 'search_result_clicked'],
  aiChat: ['ai_chat_started', 'ai_chat_message_sent'],
  plans: ['plan_viewed', 'pro_plan_checkout_started', 'pro_plan_checkout_completed', 'pro_plan_subscription_started', 'pro_plan_subscription_cancelled'],
  cookieBanner: ['cookie_banner_shown', 'cookie_banner_accepted_all', 'cookie_banner_necessary_only', 'cookie_banner_choice_saved'],
  payouts: ['payout_requested'],
} as const;

export type AnalyticsEventName = (typeof ANALYTICS_EVENTS)[keyof typeof ANALYTICS_EVENTS][number];

export const ANALYTICS_EVENT_NAMES = Object.values(ANALYTICS_EVENTS).flat() as AnalyticsEventName[];

/** Web vitals reported as `web_vital` events, the metric's name in valueId and its value in value. */
export const WEB_VITAL_METRICS = ['CLS', 'FCP', 'INP', 'LCP', 'TTFB'] as const;
