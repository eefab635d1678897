import type { NextConfig } from 'next';
import { APP_ENVS, type AppEnv } from './config/countries/environments';
import { siteDomains } from './config/countries/site-domains';
import { DEFAULT_LOCALE, LOCALES } from './config/locales';

// Sent with every response (pages, API, static files); the page CSP with its nonce is set in proxy.ts.
const SECURITY_HEADERS = {
  'X-Content-Type-Options': 'nosniff',
  'X-Frame-Options': 'DENY',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(self)',
  'Cross-Origin-Opener-Policy': 'same-origin',
  'Strict-Transport-Security': 'max-age=63072000; includeSubDomains',
};

const isCi = (value: string | undefined) => Boolean(value) && value !== 'false' && value !== '0';

// Domain routing is fixed at build time, so a build belongs to one APP_ENV (scripts/start.ts rebuilds on a change).
const appEnv: AppEnv = (APP_ENVS as readonly string[]).includes(process.env.APP_ENV ?? '') ? (process.env.APP_ENV as AppEnv) : 'local';

const nextConfig: NextConfig = {
  reactStrictMode: true,
  poweredByHeader: false,
  i18n: {
    locales: [...LOCALES],
    defaultLocale: DEFAULT_LOCALE,
    localeDetection: false,
    domains: siteDomains(appEnv),
  },
  distDir: process.env.NEXT_DIST_DIR || '.next',
  // The audit's build (scripts/audit.ts) has them to break each page's first-load JS down by package.
  productionBrowserSourceMaps: process.env.NEXT_BROWSER_SOURCE_MAPS === '1',
  compiler: { styledComponents: true },
  // Next type-checks the project before it builds (about 50 s on 2 cores). `npm test` runs tsc over the whole project
  // in its `types` step before its build, and CI's Node 24 smoke builds that same tree: those builds say TYPES_CHECKED=1
  // and skip the second check. Every other build (`npm start`, `npm run build`, the audit's own) still checks.
  typescript: { ignoreBuildErrors: process.env.TYPES_CHECKED === '1' },
  // Turbopack keeps a cache of each build (about 180 MB, written in 10–15 s) that makes the next build of the same folder
  // faster. CI builds each folder once on a clean clone, and nothing reads it again: not written there.
  experimental: { turbopackFileSystemCacheForBuild: !isCi(process.env.CI) },
  serverExternalPackages: ['@electric-sql/pglite', 'pg', 'pino', 'drizzle-orm', 'unpdf', '@napi-rs/canvas', '@open-spaced-repetition/binding', 'sql.js'],
  // /de/… on the German site cannot be redirected: Next's domain routing makes it the very same request as /… (the
  // config's redirects and the proxy both see /de/… for either), so a redirect loops. Both answer the same page, whose
  // canonical link names the unprefixed address (issue 15).
  async headers() {
    return [
      { source: '/:path*', headers: Object.entries(SECURITY_HEADERS).map(([key, value]) => ({ key, value })) },
      // The web fonts' files carry their content's hash in their names (scripts/web-fonts.ts).
      { source: '/fonts/:file', headers: [{ key: 'Cache-Control', value: 'public, max-age=31536000, immutable' }] },
    ];
  },
};

export default nextConfig;
