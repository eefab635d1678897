// The analytics event of spec §3, as the client sends it and the analytics service stores it (POST /api/analytics/events).
import { z } from 'zod';
import { ANALYTICS_EVENT_NAMES, type AnalyticsEventName } from '../../config/analytics-events';
import { uuidSchema } from './ids';

const shortText = z.string().max(500);
const id = z.string().min(1).max(100);

/** Spec §3 search analytics. */
export const searchPartSchema = z.object({
  searchSessionUuid: uuidSchema,
  query: shortText.optional(),
  suggestion: z.object({ text: shortText, numberOfResults: z.number().int().min(0) }).optional(),
  resultPosition: z.number().int().min(0).optional(),
  numberOfExactResults: z.number().int().min(0).optional(),
  type: z.string().max(50).optional(),
  origin: z.string().max(50).optional(),
});

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
  know: z.object({ knowUuid: uuidSchema, subjectId: z.uuid().optional(), format: z.string().max(30).optional() }).optional(),
  chat: z.object({ chatUuid: uuidSchema }).optional(),
  chatMessage: z.object({ messageUuid: uuidSchema, role: z.enum(['user', 'assistant']) }).optional(),
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

/** One event, or a batch (the client flushes its queue in one request, up to 50). */
export const analyticsEventsBodySchema = z.union([analyticsEventSchema, z.object({ events: z.array(analyticsEventSchema).min(1).max(50) })]);
export type AnalyticsEventsBody = z.infer<typeof analyticsEventsBodySchema>;
