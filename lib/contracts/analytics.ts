// The analytics event of spec §3, as the client sends it and the analytics service stores it (POST /api/analytics/events).
import { z } from 'zod';
import { ANALYTICS_EVENT_NAMES, WEB_VITAL_METRICS, type AnalyticsEventName } from '../../config/analytics-events';
import { EVENT_GROUPS, TOP_SEARCHES_LIMIT, type EventGroup } from './dashboard-groups';
import { uuidSchema } from './ids';

export { EVENT_GROUPS, TOP_SEARCHES_LIMIT, type EventGroup };

const shortText = z.string().max(500);
const id = z.string().min(1).max(100);

/** Spec §3 search analytics. */
const searchPartSchema = z.object({
  searchSessionUuid: uuidSchema,
  query: shortText.optional(),
  suggestion: z.object({ text: shortText, numberOfResults: z.number().int().min(0) }).optional(),
  resultPosition: z.number().int().min(0).optional(),
  numberOfExactResults: z.number().int().min(0).optional(),
  type: z.string().max(50).optional(),
  origin: z.string().max(50).optional(),
});

/** The most subjects or grades one know part names (a know has a few; more is not a know the app made). */
const KNOW_PART_LIST_MAX = 20;

/**
 * Spec §3 "Know (as seen by analytics)": uuid, knower uuid, subjects (id, name), grades (id, level), publishedOn and
 * knowFormat (here `format`); `subjectId` is the first subject's id, as events sent it before the full part (issue 33).
 */
const knowPartSchema = z.object({
  knowUuid: uuidSchema,
  knowerUuid: uuidSchema.optional(),
  subjects: z.array(z.object({ id: z.uuid(), name: z.string().max(100) })).max(KNOW_PART_LIST_MAX).optional(),
  grades: z.array(z.object({ id: z.uuid(), level: z.number().int() })).max(KNOW_PART_LIST_MAX).optional(),
  /** When the know was published; null while it is not (a draft, one in review). */
  publishedOn: z.iso.datetime({ offset: true }).nullable().optional(),
  subjectId: z.uuid().optional(),
  format: z.string().max(30).optional(),
});
export type AnalyticsKnowPart = z.infer<typeof knowPartSchema>;

/** Spec §3 "Chat: uuid, chatPartner uuid". An AI chat's partner is its learning bot; null for the school and uni tutors, which are no one's uuid. */
const chatPartSchema = z.object({ chatUuid: uuidSchema, chatPartnerUuid: uuidSchema.nullable().optional() });

export const analyticsEventSchema = z.object({
  name: z.enum(ANALYTICS_EVENT_NAMES as [AnalyticsEventName, ...AnalyticsEventName[]]),
  value: z.union([z.number().finite(), shortText]).nullable().optional(),
  valueId: id.nullable().optional(),
  referrerScreen: z.string().max(300).nullable().optional(),
  /** The event's own id: the service stores each uuid once, so a retried send is harmless. */
  uuid: uuidSchema,
  deviceSnippet: z.object({
    formFactor: z.enum(['phone', 'tablet', 'desktop']),
    /** Spec §9: the screen size as its diagonal, in inches. */
    screenDiagonal: z.number().min(0).max(200),
    language: z.string().max(35).optional(),
  }),
  /** Minutes east of UTC. */
  deviceTimeZoneOffset: z.number().int().min(-720).max(840),
  platform: z.literal('web'),
  appVersion: z.string().max(40),
  activeExperiments: z.array(z.object({ experiment: z.string().max(60), variant: z.string().max(60) })).max(20),
  search: searchPartSchema.optional(),
  feed: z.object({ feedId: id, position: z.number().int().min(0).optional() }).optional(),
  know: knowPartSchema.optional(),
  chat: chatPartSchema.optional(),
  chatMessage: z.object({ messageUuid: uuidSchema, role: z.enum(['user', 'assistant']) }).optional(),
  /** The pro plan's events (issue 19): which plan, and the subscription once there is one. */
  plan: z.object({ planId: z.string().max(30), subscriptionUuid: uuidSchema.optional(), provider: z.string().max(20).optional(), forChild: z.boolean().optional() }).optional(),
  page: z.object({ path: z.string().max(500), locale: z.string().max(10), title: shortText.optional() }).optional(),
  user: z
    .object({
      uuid: uuidSchema.optional(),
      /** Spec §4: premium status is lower-cased in analytics. */
      premiumStatus: z.string().max(30).regex(/^[a-z_]*$/, 'lower case'),
      isKnower: z.boolean(),
      country: z.string().max(2),
    })
    .optional(),
  session: z
    .object({ id: uuidSchema, source: z.string().max(100).nullable(), campaign: z.string().max(200).nullable() })
    .optional(),
  web: z.object({ domain: z.string().max(253), referrer: z.string().max(2000).nullable(), userAgent: z.string().max(1000) }).optional(),
});
export type AnalyticsEvent = z.infer<typeof analyticsEventSchema>;

/** The most events one request may carry: the client flushes its queue in batches of up to 50. */
const MAX_EVENTS_PER_REQUEST = 50;

export const analyticsEventBatchSchema = z.object({ events: z.array(analyticsEventSchema).min(1).max(MAX_EVENTS_PER_REQUEST) });

/** One event, or a batch. */
export const analyticsEventsBodySchema = z.union([analyticsEventSchema, analyticsEventBatchSchema]);

const isBatch = (value: unknown) => typeof value === 'object' && value !== null && 'events' in value;

/**
 * What the service reads a request as: a single event becomes a batch of one; the events themselves are checked one
 * by one (analyticsEventSchema), so that one bad event does not cost the valid ones of its batch.
 */
export const analyticsEventsRequestSchema = z
  .preprocess((value) => (isBatch(value) ? value : { events: [value] }), z.object({ events: z.array(z.unknown()).min(1).max(MAX_EVENTS_PER_REQUEST) }))
  .describe('One event, or {"events": [...]} with 1 to 50 events');

export const recordEventsResponseSchema = z.object({
  accepted: z.number().int().min(0),
  /** The events of the batch that were refused, by place, with their problems per field (the others are stored). */
  rejected: z.array(z.object({ index: z.number().int().min(0), fields: z.record(z.string(), z.array(z.string())) })),
});

/** The admin dashboard's window: the last N days (UTC), 1 to 90, 30 unless asked. */
export const DASHBOARD_DAYS = { min: 1, max: 90, default: 30 } as const;

export const dashboardQuerySchema = z.object({
  days: z.coerce.number().int().min(DASHBOARD_DAYS.min).max(DASHBOARD_DAYS.max).default(DASHBOARD_DAYS.default),
});

/** The sign-up funnel, in order. */
export const SIGNUP_FUNNEL_STEPS = ['signup_started', 'signup_completed', 'onboarding_completed', 'email_confirmed'] as const;

const count = z.number().int().min(0);
const eventGroupSchema = z.enum(EVENT_GROUPS as [EventGroup, ...EventGroup[]]);

export const analyticsDashboardSchema = z.object({
  days: z.number().int(),
  /** First and last day of the window, YYYY-MM-DD in UTC. */
  from: z.string(),
  to: z.string(),
  totalEvents: count,
  /** Every day of the window, oldest first, with its events per group of the catalogue (zero when none). */
  eventsPerDay: z.array(z.object({ day: z.string(), total: count, groups: z.record(eventGroupSchema, count) })),
  /** The most frequent search queries (lower-cased), at most 20. */
  topSearches: z.array(z.object({ query: z.string(), count })).max(TOP_SEARCHES_LIMIT),
  /** Distinct users (or, for events without one, sessions) that reached each step within the window. */
  signupFunnel: z.array(z.object({ step: z.enum(SIGNUP_FUNNEL_STEPS), count })),
  /** Percentiles of each web vital (ms; CLS unitless); null when no sample arrived. */
  webVitals: z.array(
    z.object({ metric: z.enum(WEB_VITAL_METRICS), count, p50: z.number().nullable(), p75: z.number().nullable(), p95: z.number().nullable() }),
  ),
});
export type AnalyticsDashboard = z.infer<typeof analyticsDashboardSchema>;
