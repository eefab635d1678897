// Spec §2 layout rules: which pages are landing-style (no page margin, special navbar) and which are app-area
// pages (no navbar, footer or bottom widget). One function decides from the path.
import { LOCALES } from '../../config/locales';

export type PageLayout = {
  kind: 'landing' | 'app' | 'standard';
  pageMargin: boolean;
  navbar: 'special' | 'standard' | 'hidden';
  footer: boolean;
  bottomWidget: boolean;
};

/** Last path segments that make a page landing-style. */
export const LANDING_LAST_SEGMENTS = new Set([
  'advertise', 'download', 'pro-plan', 'checkout', 'success', 'activate', 'profile', 'company', 'university',
  'ai-summary', 'uni-gpt', 'mock-exam', 'signin', 'signup', 'confirm', 'reset-password', 'forgot-password',
  'careers', 'search', 'subjects', 'parent', 'safety', 'expansion', 'congratulation', 'about',
]);

/** First path segments whose pages are landing-style: know, topic, legal, subject and knowledge pages. */
const LANDING_SECTIONS = new Set(['knows', 'topics', 'legal', 'subjects', 'knowledge']);

const LOCALE_PREFIXES = new Set<string>(LOCALES);

/** The path's segments without query, hash and locale prefix. */
export function pathSegments(path: string): string[] {
  const segments = (path.split(/[?#]/)[0] ?? '').split('/').filter(Boolean);
  return segments[0] && LOCALE_PREFIXES.has(segments[0]) ? segments.slice(1) : segments;
}

export function pageLayoutFor(path: string): PageLayout {
  const segments = pathSegments(path);
  if (segments[0] === 'app') return { kind: 'app', pageMargin: true, navbar: 'hidden', footer: false, bottomWidget: false };
  const last = segments.at(-1);
  const isLanding =
    segments.length === 0 ||
    (last !== undefined && LANDING_LAST_SEGMENTS.has(last)) ||
    (segments[0] !== undefined && LANDING_SECTIONS.has(segments[0]) && !(segments[0] === 'knows' && segments[1] === 'create'));
  // The home page shows the app-store links in its own section: the widget would repeat them.
  return isLanding
    ? { kind: 'landing', pageMargin: false, navbar: 'special', footer: true, bottomWidget: segments.length > 0 }
    : { kind: 'standard', pageMargin: true, navbar: 'standard', footer: true, bottomWidget: true };
}
