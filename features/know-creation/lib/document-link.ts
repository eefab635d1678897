// Spec §2 /knows/create/details?url&filename&title: the details page opened for a document that already exists at an
// address of this site (e.g. a file another feature made), rather than for a draft just uploaded. The page loads it,
// uploads it as a new draft and goes on as after an upload. Only an address on the site's own origin is taken: a link
// cannot make a user upload a document from elsewhere.

/** The same-origin path of `url` (a path, or an absolute URL on `origin`), or null for anything else. */
export function documentPathOf(url: string | undefined, origin: string): string | null {
  if (!url) return null;
  let parsed: URL;
  try {
    parsed = new URL(url, origin);
  } catch {
    return null;
  }
  if (parsed.origin !== origin || !/^https?:$/.test(parsed.protocol)) return null;
  return `${parsed.pathname}${parsed.search}`;
}

/** The name the uploaded document gets: the `filename` parameter's last segment, else the path's, else document.pdf. */
export function documentFilenameOf(filename: string | undefined, path: string): string {
  const lastSegment = (value: string) => value.split(/[\\/]/).filter(Boolean).pop()?.trim();
  const fromPath = (() => {
    try {
      return decodeURIComponent(lastSegment(path.split('?')[0] ?? '') ?? '');
    } catch {
      return '';
    }
  })();
  return ((filename && lastSegment(filename)) || fromPath || 'document.pdf').slice(0, 200);
}
