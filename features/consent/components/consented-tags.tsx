// What runs on every page under the visitor's consent: the ad-provider PageView (sent, queued until the cookie
// banner's answer, or not at all), a retry of events a failed send left queued, and the two third-party tags where
// their rules allow them. Renders nothing.
import Cookies from 'js-cookie';
import { useRouter } from 'next/router';
import { useEffect, useSyncExternalStore } from 'react';
import { useSite } from '../../../components/site-context';
import { flushAdProviderEvents, sendAdProviderEvent } from '../lib/ad-events-queue';
import { CONSENT_COOKIE, readConsent } from '../lib/consent-cookie';
import { onConsentDecision } from '../lib/consent-events';
import { effectiveConsent } from '../lib/effective-consent';
import { deviceSampleBucket, shouldLoadAdTag, shouldLoadBehaviorAnalytics } from '../lib/tracking-decisions';

const consentCookieSnapshot = () => Cookies.get(CONSENT_COOKIE) ?? null;
const noConsentOnServer = () => null;

export function ConsentedTags() {
  const site = useSite();
  const { asPath } = useRouter();
  const consentCookie = useSyncExternalStore(onConsentDecision, consentCookieSnapshot, noConsentOnServer);
  const hasSite = site !== null;
  const cookieBannerShown = site?.features.cookieBanner ?? true;

  // Once per page load (not on an answer: that flushes by itself).
  useEffect(() => {
    if (hasSite && effectiveConsent(cookieBannerShown, readConsent())?.marketing) void flushAdProviderEvents();
  }, [hasSite, cookieBannerShown]);

  // Once per page shown; one queued before the answer goes with the flush the answer starts.
  useEffect(() => {
    if (hasSite) void sendAdProviderEvent('PageView', effectiveConsent(cookieBannerShown, readConsent()));
  }, [asPath, hasSite, cookieBannerShown]);

  useEffect(() => {
    if (!site) return;
    const consent = effectiveConsent(site.features.cookieBanner, readConsent());
    const { adTagId, behaviorAnalyticsSiteId } = site.tracking;
    if (adTagId && shouldLoadAdTag(site, consent)) void import('../lib/load-tags').then(({ loadAdTag }) => loadAdTag(adTagId));
    if (behaviorAnalyticsSiteId && consent?.statistics) {
      void Promise.all([import('../../../lib/api/device'), import('../lib/load-tags')]).then(([{ deviceUuid }, { loadBehaviorAnalyticsWidget }]) => {
        if (shouldLoadBehaviorAnalytics(site, consent, { path: asPath, sampleBucket: deviceSampleBucket(deviceUuid()) })) {
          loadBehaviorAnalyticsWidget(behaviorAnalyticsSiteId);
        }
      });
    }
  }, [site, consentCookie, asPath]);

  return null;
}
