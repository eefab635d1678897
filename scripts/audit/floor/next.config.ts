// The floor page's app (issue 29): the design's packages alone — React, Next's pages router with the app's locales and
// domains, next-i18next, styled-components with SSR — so that the audit measures our code above what they cost.
// Built and served by the audit (scripts/audit/floor.ts) next to the app, never deployed. The locales and the local
// sites' domains come from the audit in FLOOR_I18N (Next compiles this file alone: it cannot import the app's
// TypeScript config).
import type { NextConfig } from 'next';

const i18n = JSON.parse(process.env.FLOOR_I18N ?? 'null') as NextConfig['i18n'];
if (!i18n) throw new Error('FLOOR_I18N is not set: the floor app is built and served by npm run audit (scripts/audit/floor.ts)');

const nextConfig: NextConfig = {
  reactStrictMode: true,
  // Only *.floor.tsx are pages: Turbopack otherwise builds the repository's instrumentation.ts (the app's start-up:
  // migrations, jobs) into this app too, as it looks for it with the page extensions above the app's folder.
  pageExtensions: ['floor.tsx'],
  poweredByHeader: false,
  i18n,
  distDir: process.env.NEXT_DIST_DIR || '../../../.next-floor',
  productionBrowserSourceMaps: true,
  compiler: { styledComponents: true },
};

export default nextConfig;
