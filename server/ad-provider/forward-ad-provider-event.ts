// Sends one event to the social advertising provider's conversions API (POST <api>/<pixel id>/events), in the form
// it expects, with a time limit. Answers null when the provider took it, else the reason it did not.
import type { AdProviderConfig } from './provider-config';

/** The provider gets this long to answer; the browser's request waits for it. */
export const FORWARD_TIMEOUT_MS = 5000;

export type ForwardedEvent = {
  uuid: string;
  eventName: string;
  eventTime: Date;
  testCode?: string;
  fbc?: string;
  userAgent?: string;
  ip?: string;
  eventSourceUrl?: string;
};

/** The request body of the conversions API for one browser event. */
function conversionsApiBody(event: ForwardedEvent, accessToken: string) {
  const userData = {
    ...(event.fbc ? { fbc: event.fbc } : {}),
    ...(event.userAgent ? { client_user_agent: event.userAgent } : {}),
    ...(event.ip ? { client_ip_address: event.ip } : {}),
  };
  return {
    data: [
      {
        event_name: event.eventName,
        event_time: Math.floor(event.eventTime.getTime() / 1000),
        // Lets the provider count an event once should its pixel report the same one.
        event_id: event.uuid,
        action_source: 'website',
        ...(event.eventSourceUrl ? { event_source_url: event.eventSourceUrl } : {}),
        user_data: userData,
      },
    ],
    ...(event.testCode ? { test_event_code: event.testCode } : {}),
    access_token: accessToken,
  };
}

const MAX_ERROR_LENGTH = 500;

export async function forwardAdProviderEvent(event: ForwardedEvent, config: AdProviderConfig): Promise<string | null> {
  const url = `${config.apiUrl}/${encodeURIComponent(config.pixelId)}/events`;
  try {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(conversionsApiBody(event, config.accessToken)),
      signal: AbortSignal.timeout(FORWARD_TIMEOUT_MS),
      redirect: 'error',
    });
    if (response.ok) return null;
    const text = (await response.text()).replaceAll(config.accessToken, '***');
    return `HTTP ${response.status}: ${text}`.slice(0, MAX_ERROR_LENGTH);
  } catch (error) {
    const reason = error instanceof Error ? (error.name === 'TimeoutError' ? `no answer within ${FORWARD_TIMEOUT_MS} ms` : `${error.message}${error.cause instanceof Error ? ` (${error.cause.message})` : ''}`) : String(error);
    return reason.slice(0, MAX_ERROR_LENGTH);
  }
}
