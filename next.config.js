const { i18n } = require('./next-i18next.config');

// Sent with every response (pages, API, static files); the page CSP with its nonce is set in proxy.ts.
const SECURITY_HEADERS = {
  'X-Content-Type-Options': 'nosniff',
  'X-Frame-Options': 'DENY',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(self)',
  'Cross-Origin-Opener-Policy': 'same-origin',
  'Strict-Transport-Security': 'max-age=63072000; includeSubDomains',
};

/** @type {import('next').NextConfig} */
module.exports = {
  reactStrictMode: true,
  poweredByHeader: false,
  i18n,
  distDir: process.env.NEXT_DIST_DIR || '.next',
  compiler: { styledComponents: true },
  serverExternalPackages: ['@electric-sql/pglite', 'pg', 'pino', 'drizzle-orm'],
  async headers() {
    return [{ source: '/:path*', headers: Object.entries(SECURITY_HEADERS).map(([key, value]) => ({ key, value })) }];
  },
};
