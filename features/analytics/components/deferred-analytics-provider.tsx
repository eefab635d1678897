// The analytics provider as the shell mounts it: its code loads once the page is interactive (it renders nothing, and
// events tracked before it configures tracking wait for it in lib/analytics/track.ts).
import dynamic from 'next/dynamic';

export const DeferredAnalyticsProvider = dynamic(() => import('./analytics-provider').then((module) => module.AnalyticsProvider), { ssr: false });
