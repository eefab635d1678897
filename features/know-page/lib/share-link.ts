// The address a know is shared with: the canonical know page with the share attribution that lib/analytics/
// attribution.ts reads back (sid = the sharing user's uuid, or 'web' for a visitor who is not signed in; source share).
const SHARE_SID_ANONYMOUS = 'web';

export function knowShareUrl({ origin, path, userUuid }: { origin: string; path: string; userUuid: string | null }): string {
  const url = new URL(path, origin);
  url.searchParams.set('sid', userUuid ?? SHARE_SID_ANONYMOUS);
  url.searchParams.set('utm_source', 'share');
  url.searchParams.set('utm_medium', 'web');
  url.searchParams.set('utm_content', 'know_page');
  return url.toString();
}
