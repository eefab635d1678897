// The timing rules and limits of the analytics client (spec §4 and §9), used by lib/analytics/.

const MINUTE_MS = 60 * 1000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

/** Spec §4/§9: a session id is reused while the last session timestamp is younger than this; at exactly 30 minutes a new one starts. */
export const SESSION_INACTIVITY_MS = 30 * MINUTE_MS;

/** Spec §4/§9: stored attribution lasts 30 minutes (1800000 ms); at exactly this age it has expired. */
export const ATTRIBUTION_EXPIRY_MS = 1_800_000;

/** Spec §4: a new attribution replaces the stored one only if its priority is at least the stored one's. Other sources: 0. */
export const ATTRIBUTION_PRIORITIES = { share: 10, seo: 9 } as const;

/** Spec §4: open-app is tracked at start, and again once *over* 30 minutes have passed since the last (30:00 is not over). */
export const OPEN_APP_INTERVAL_MS = 30 * MINUTE_MS;

/**
 * Spec §4: "The IP lookup is re-sent when its count is at most 10 and under 3 hours have passed since the last, or
 * when its count is over 10 and under 10 days have passed. Otherwise the rule skips it."
 */
export const IP_LOOKUP_RULE = {
  /** Counts up to this one (inclusive) use the short window. */
  frequentCountLimit: 10,
  frequentWindowMs: 3 * HOUR_MS,
  rareWindowMs: 10 * DAY_MS,
} as const;

/** The event queue is sent this long after its first event arrived … */
export const ANALYTICS_FLUSH_INTERVAL_MS = 2000;
/** … or at once when it holds this many events (the service takes at most 50 in one request). */
export const ANALYTICS_BATCH_SIZE = 20;


/**
 * Search engines by the name in their host (google.de, www.bing.com, duckduckgo.com, search.yahoo.co.jp …): a
 * referrer from one of them gives the source `seo` (spec §4).
 */
export const SEARCH_ENGINE_NAMES = ['google', 'bing', 'duckduckgo', 'yahoo', 'yandex', 'ecosia', 'baidu', 'qwant', 'startpage', 'naver', 'seznam', 'ask'] as const;
/** Search engines whose host names a product that is not only search. */
export const SEARCH_ENGINE_HOSTS = ['search.brave.com'] as const;

/**
 * Device form factor (spec §9): a touch-first device is a phone when its screen's short side is under this many CSS
 * pixels (the smallest tablets are 600 px wide, the largest phones about 480), else a tablet; a device with a mouse
 * or trackpad is a desktop. An iPad mini is 744 px wide, so the 750 px layout breakpoint would call it a phone.
 */
export const PHONE_MAX_SHORT_SIDE_PX = 600;

/**
 * CSS pixels per inch used to estimate the screen diagonal (spec §9): CSS defines 96 per inch for desktop screens;
 * phones and tablets map one CSS pixel to one Android dp (1/160 inch) or one iOS point (1/163 inch).
 */
export const CSS_PX_PER_INCH = { desktop: 96, touch: 160 } as const;
