// POST /api/fb-events: keeps every event the browser sends (after marketing consent) in ad_provider_events, and
// forwards it to the provider's conversions API when one is configured, noting when it was taken or why not.
import { eq } from 'drizzle-orm';
import type { Db } from '../db';
import { adProviderEvents } from '../db/schema';
import { forwardAdProviderEvent } from './forward-ad-provider-event';
import type { AdProviderConfig } from './provider-config';
import type { AdProviderEventBody } from './schemas';

export type AdProviderRequest = {
  /** The browser's User-Agent header. */
  userAgent?: string;
  /** The page the event happened on (the request's Referer, http(s) only). */
  eventSourceUrl?: string;
  /** The caller's address; forwarded to the provider, never stored. */
  ip?: string;
};

const MAX_CONTEXT_LENGTH = 2000;

/** The page address from a Referer header, when it is an http(s) URL. */
export function eventSourceUrlOf(referer: string | undefined): string | undefined {
  if (!referer || referer.length > MAX_CONTEXT_LENGTH) return undefined;
  try {
    const url = new URL(referer);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.toString() : undefined;
  } catch {
    return undefined;
  }
}

export async function recordAdProviderEvent(
  db: Db,
  body: AdProviderEventBody,
  request: AdProviderRequest,
  provider: AdProviderConfig | null,
): Promise<{ uuid: string }> {
  const userAgent = request.userAgent?.slice(0, MAX_CONTEXT_LENGTH);
  const context = { ...(userAgent ? { userAgent } : {}), ...(request.eventSourceUrl ? { eventSourceUrl: request.eventSourceUrl } : {}) };
  const [row] = await db
    .insert(adProviderEvents)
    .values({ eventName: body.eventName, testCode: body.testCode ?? null, fbc: body.fbc ?? null, context })
    .returning({ uuid: adProviderEvents.uuid, receivedOn: adProviderEvents.receivedOn });
  const { uuid, receivedOn } = row!;
  if (!provider) return { uuid };

  const failure = await forwardAdProviderEvent(
    { uuid, eventName: body.eventName, eventTime: receivedOn, testCode: body.testCode, fbc: body.fbc, userAgent, ip: request.ip, eventSourceUrl: request.eventSourceUrl },
    provider,
  );
  await db
    .update(adProviderEvents)
    .set(failure === null ? { forwardedOn: new Date(), lastError: null } : { lastError: failure })
    .where(eq(adProviderEvents.uuid, uuid));
  return { uuid };
}
