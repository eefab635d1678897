// Where the social advertising provider's conversions API is, when it is configured (FB_PIXEL_ID and
// FB_ACCESS_TOKEN); without both, events are only kept in ad_provider_events.
import { env, type Env } from '../env';

export type AdProviderConfig = { apiUrl: string; pixelId: string; accessToken: string };

export function adProviderConfig(source: Pick<Env, 'FB_API_URL' | 'FB_PIXEL_ID' | 'FB_ACCESS_TOKEN'> = env()): AdProviderConfig | null {
  if (!source.FB_PIXEL_ID || !source.FB_ACCESS_TOKEN) return null;
  return { apiUrl: source.FB_API_URL.replace(/\/+$/, ''), pixelId: source.FB_PIXEL_ID, accessToken: source.FB_ACCESS_TOKEN };
}
