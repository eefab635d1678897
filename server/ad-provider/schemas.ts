// The contract of POST /api/fb-events (spec §7: eventName, testCode, fbc) and of the local listing of what arrived.
import { z } from 'zod';
import { AD_PROVIDER_EVENT_NAMES, FBC_FORM } from '../../config/ad-provider-events';

export const adProviderEventBodySchema = z.object({
  eventName: z.enum(AD_PROVIDER_EVENT_NAMES),
  /** The provider's test-event code: events carrying it show in its test tool only. */
  testCode: z.string().regex(/^[A-Za-z0-9_-]{1,40}$/).optional(),
  fbc: z.string().max(600).regex(FBC_FORM, 'must be fb.<n>.<ms>.<fbclid>').optional(),
});
export type AdProviderEventBody = z.infer<typeof adProviderEventBodySchema>;

export const adProviderEventAcceptedSchema = z.object({ uuid: z.uuid() });

export const adProviderEventListSchema = z.object({
  events: z.array(
    z.object({
      uuid: z.uuid(),
      eventName: z.string(),
      testCode: z.string().nullable(),
      fbc: z.string().nullable(),
      context: z.object({ userAgent: z.string().optional(), eventSourceUrl: z.string().optional() }),
      receivedOn: z.iso.datetime({ offset: true }),
      forwardedOn: z.iso.datetime({ offset: true }).nullable(),
      lastError: z.string().nullable(),
    }),
  ),
});
export type AdProviderEventList = z.infer<typeof adProviderEventListSchema>;
