// For features that report a conversion (CompleteRegistration, Subscribe, …) to the social advertising provider:
// a function that sends it under the visitor's consent on this site.
import { useCallback } from 'react';
import type { AdProviderEventName } from '../../../config/ad-provider-events';
import { useSite } from '../../../components/site-context';
import { sendAdProviderEvent } from './ad-events-queue';
import { readConsent } from './consent-cookie';
import { effectiveConsent } from './effective-consent';

export function useSendAdProviderEvent(): (eventName: AdProviderEventName) => Promise<void> {
  const cookieBannerShown = useSite()?.features.cookieBanner ?? true;
  return useCallback((eventName) => sendAdProviderEvent(eventName, effectiveConsent(cookieBannerShown, readConsent())), [cookieBannerShown]);
}
