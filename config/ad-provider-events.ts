// The events the site reports to the social advertising provider (spec §4 "Consent and events", §7 POST
// /api/fb-events), in the provider's standard event names. Sent only with marketing consent, queued until then.
export const AD_PROVIDER_EVENT_NAMES = ['PageView', 'ViewContent', 'Lead', 'CompleteRegistration', 'InitiateCheckout', 'StartTrial', 'Subscribe', 'Purchase'] as const;

export type AdProviderEventName = (typeof AD_PROVIDER_EVENT_NAMES)[number];

/** The provider takes events up to 7 days old; older queued ones are dropped. */
export const AD_PROVIDER_EVENT_MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;

/** At most this many events wait in the browser for consent; the oldest go first. */
export const AD_PROVIDER_QUEUE_LIMIT = 20;


/** The click id as the provider writes it in its _fbc cookie: fb.<subdomain index>.<ms>.<fbclid>. */
export const FBC_FORM = /^fb\.[0-2]\.\d{10,16}\.[A-Za-z0-9_-]{1,500}$/;
