// App usage of a signed-in user (spec §4): open-app at start and again when the tab comes back after over 30
// minutes (with an `open_app` event), and the IP lookup at start when its rule says so. Loaded on demand by the
// AnalyticsProvider once the user is known.
import { sendIpLookupIfDue, ipLookupData } from '../../../lib/analytics/ip-lookup';
import { trackOpenAppIfDue } from '../../../lib/analytics/open-app';
import { localStore } from '../../../lib/analytics/storage';
import { track } from '../../../lib/analytics/track';
import { postIpLookup } from '../api/post-ip-lookup';
import { postOpenApp } from '../api/post-open-app';

async function openApp(userUuid: string): Promise<void> {
  const sent = await trackOpenAppIfDue({ store: localStore(), userUuid, now: Date.now(), send: () => postOpenApp(userUuid) });
  if (sent) track('open_app');
}

/** Runs the start-up rules for this user and re-checks open-app whenever the page becomes visible; answers the stop. */
export function watchAppUsage(userUuid: string): () => void {
  void openApp(userUuid).then(() =>
    sendIpLookupIfDue({ store: localStore(), userUuid, now: Date.now(), send: () => postIpLookup(userUuid, ipLookupData(window)) }),
  );
  const onVisibilityChange = () => {
    if (document.visibilityState === 'visible') void openApp(userUuid);
  };
  document.addEventListener('visibilitychange', onVisibilityChange);
  return () => document.removeEventListener('visibilitychange', onVisibilityChange);
}
