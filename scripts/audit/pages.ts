// What `npm run audit` looks at: the sites, the public pages (one line each), and the budgets of ARCHITECTURE §7.
// A page the app does not have yet stays in the list with `notBuiltYet`: it is reported as such, never failed. The
// issue that builds it removes that flag (and gives it a real path resolver when it needs an id).
import { ACCESS_TOKEN_COOKIE } from '../../lib/api/token-store';
import { PUBLIC_PAGES } from '../../server/seo/sitemap';

export type SiteId = 'de' | 'fr' | 'intl';
export type Site = { id: SiteId; host: string; label: string };

export const SITES: readonly Site[] = [
  { id: 'de', host: 'de.localhost', label: 'German site (de.localhost)' },
  { id: 'fr', host: 'fr.localhost', label: 'French site (fr.localhost)' },
  { id: 'intl', host: 'localhost', label: 'international site (localhost)' },
];

/** Sites Lighthouse runs on (issue: German, French, international); axe and the Nu checker run on the first two. */
export const LIGHTHOUSE_SITES: readonly SiteId[] = ['de', 'fr', 'intl'];
export const MARKUP_SITES: readonly SiteId[] = ['de', 'fr'];
/** `--subset` (CI): these pages on this site. */
export const SUBSET = { sites: ['de'] as SiteId[], pages: ['home', 'know'] };

/** What a path resolver may use: a GET on the running server as a given site. */
type Response = { status: number; body: string; headers: Record<string, string | string[] | undefined> };
export type ServerAccess = {
  get(host: string, path: string, options?: { cookie?: string }): Promise<Response>;
  post(host: string, path: string, body: unknown): Promise<Response>;
};

export type AuditPage = {
  id: string;
  /** The path, or how to find one on the running server (pages that need an id). */
  path: string | ((server: ServerAccess, host: string) => Promise<string>);
  /** Lighthouse runs on this page (the §7 budget pages: home, know page, search, subject page). */
  lighthouse?: boolean;
  /** The page does not exist in the app yet: listed in the report as "not built yet", not audited, never a failure. */
  notBuiltYet?: string;
};

/** The first link to a path matching `pattern` in the site's sitemap.xml (for pages whose path holds an id). */
const fromSitemap = (pattern: RegExp) => async (server: ServerAccess, host: string): Promise<string> => {
  const { body } = await server.get(host, '/sitemap.xml');
  for (const [, loc] of body.matchAll(/<loc>([^<]+)<\/loc>/g)) {
    const { pathname } = new URL(loc!);
    if (pattern.test(pathname)) return pathname;
  }
  throw new Error(`no page matching ${pattern} in the sitemap of ${host}`);
};

/** A user signed up through the API of the site: its uuid and the cookie header its browser sends to pages (the
 *  access-token cookie the web client keeps, with which signed-in pages render: server/auth/session-user.ts). */
export async function signUp(server: ServerAccess, host: string): Promise<{ uuid: string; cookie: string }> {
  const email = `audit-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.org`;
  const { status, body } = await server.post(host, '/api/v1/users', { email, name: 'Lena Vogel', password: 'audit-2026-profile' });
  if (status !== 201) throw new Error(`sign-up answered ${status}: ${body.slice(0, 200)}`);
  const answer = JSON.parse(body) as { user: { uuid: string }; accessToken: string };
  return { uuid: answer.user.uuid, cookie: `${ACCESS_TOKEN_COOKIE}=${encodeURIComponent(answer.accessToken)}` };
}

/** A public profile: a user signed up through the API of the site (the demo content has no public way to find one). */
const publicProfile = async (server: ServerAccess, host: string): Promise<string> => `/users/${(await signUp(server, host)).uuid}`;

const sitemapPage = (path: string): AuditPage => ({ id: path === '/' ? 'home' : path.slice(1), path, lighthouse: path === '/' });

/** Every public route of the spec, signed out. Add a page with one line. */
export const PAGES: readonly AuditPage[] = [
  ...PUBLIC_PAGES.map(sitemapPage),
  { id: 'about/schedule-call', path: '/about/schedule-call' },
  { id: 'ads-survey-redirect', path: '/ads-survey-redirect' },
  { id: 'auth/signin', path: '/auth/signin' },
  { id: 'auth/signup', path: '/auth/signup' },
  { id: 'auth/forgot-password', path: '/auth/forgot-password' },
  { id: 'users/{uuid}', path: publicProfile },
  { id: 'know', path: fromSitemap(/^\/knows\/(?:[^/]+-)?[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/), lighthouse: true },
  { id: 'search', path: '/knows/search', lighthouse: true },
  { id: 'subject', path: fromSitemap(/^\/subjects\/[^/]+$/), lighthouse: true },
  { id: 'subjects', path: '/subjects' },
  { id: 'knower-profile', path: fromSitemap(/^\/knowers\/[^/]+\/profile$/) },
  { id: 'topics', path: fromSitemap(/^\/topics\//) },
  { id: 'knowledge', path: '/knowledge' },
  { id: 'knowledge-item', path: fromSitemap(/^\/knowledge\/[^/]+\/[^/]+\/[^/]+$/) },
  { id: 'pro-plan', path: '/pro-plan', notBuiltYet: '/pro-plan, /pro-plan/parent' },
];

export const BUDGETS = {
  lighthouse: { performance: 95, accessibility: 100, 'best-practices': 95, seo: 100 },
  axeViolations: 0,
} as const;

export type LighthouseCategory = keyof typeof BUDGETS.lighthouse;
export const LIGHTHOUSE_CATEGORIES = Object.keys(BUDGETS.lighthouse) as LighthouseCategory[];
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];
