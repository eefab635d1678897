// The analytics provider as the shell mounts it: its code loads once the page is interactive (it renders nothing, and
// events tracked before it configures tracking wait for it in lib/analytics/track.ts).
import { deferredInBrowser } from '../../../components/deferred';

export const DeferredAnalyticsProvider = deferredInBrowser(() => import('./analytics-provider').then((module) => module.AnalyticsProvider));
