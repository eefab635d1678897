// Analytics for the whole app, mounted once in _app (it renders nothing; features report with lib/analytics/track):
// it tells tracking whether it is on and who the user is, records the visit's attribution, tracks `page_view` on
// the first page and on every route change to another path, reports web vitals, and — for a signed-in user —
// open-app and the IP lookup (main API calls, sent whether or not analytics events are on). All but the tracking
// switch and the route listener load after the first render (lib/start-visit.ts, lib/app-usage.ts).
import { useRouter } from 'next/router';
import { useEffect, useRef } from 'react';
import { useSite } from '../../../components/site-context';
import { configureTracking, track } from '../../../lib/analytics/track';
import type { Site } from '../../../lib/site/site';
import { useUser } from '../../auth';

/** The product's own host names: this page's, its site's and the other country sites' (no referrer source). */
function ownHosts(site: Site): string[] {
  return [window.location.hostname, site.domain, ...site.alternates.map(({ href }) => new URL(href).hostname)];
}

export function AnalyticsProvider() {
  const site = useSite();
  const router = useRouter();
  const { data: user } = useUser();
  const hasSite = site !== null;
  const enabled = Boolean(site?.tracking.analyticsEnabled);
  const locale = site?.locale;
  const userUuid = user?.uuid;

  // A page without a site (a client-side error page) keeps the configuration of the page before it.
  useEffect(() => {
    if (hasSite && locale) configureTracking({ enabled, locale, user: user ?? null });
  }, [hasSite, enabled, locale, user]);

  const visitStarted = useRef(false);
  useEffect(() => {
    if (!site || visitStarted.current) return;
    visitStarted.current = true;
    const visit = { url: window.location.href, referrer: document.referrer, ownHosts: ownHosts(site), at: Date.now(), analyticsEnabled: site.tracking.analyticsEnabled };
    import('../lib/start-visit').then(({ startVisit }) => startVisit(visit), () => undefined);
  }, [site]);

  useEffect(() => {
    let lastPath = window.location.pathname;
    const onRouteChange = () => {
      const path = window.location.pathname;
      if (path === lastPath) return; // a shallow change of the query is the same page
      track('page_view', { referrerScreen: lastPath });
      lastPath = path;
    };
    router.events.on('routeChangeComplete', onRouteChange);
    return () => router.events.off('routeChangeComplete', onRouteChange);
  }, [router.events]);

  useEffect(() => {
    if (!userUuid) return;
    let stop: (() => void) | undefined;
    let stopped = false;
    import('../lib/app-usage').then(
      ({ watchAppUsage }) => {
        if (!stopped) stop = watchAppUsage(userUuid);
      },
      () => undefined, // a chunk that failed to load: tried again on the next page load
    );
    return () => {
      stopped = true;
      stop?.();
    };
  }, [userUuid]);

  return null;
}
