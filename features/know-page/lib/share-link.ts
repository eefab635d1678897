// The address a know is shared with: the canonical know page with the share attribution that lib/analytics/
// attribution.ts reads back (sid = the sharing user's opaque share id — never their uuid, the analytics service maps
// it back to them —, or 'web' for a visitor who is not signed in; source share).
const SHARE_SID_ANONYMOUS = 'web';

export function knowShareUrl({ origin, path, shareId }: { origin: string; path: string; shareId: string | null }): string {
  const url = new URL(path, origin);
  url.searchParams.set('sid', shareId ?? SHARE_SID_ANONYMOUS);
  url.searchParams.set('utm_source', 'share');
  url.searchParams.set('utm_medium', 'web');
  url.searchParams.set('utm_content', 'know_page');
  return url.toString();
}
