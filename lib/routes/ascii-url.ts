// An address as HTTP headers and sitemaps may carry it. A Location header may hold only visible ASCII (Node refuses
// anything else with "Invalid character in header content", a 500), and the sitemap protocol asks for URLs escaped per
// RFC 3986; a know's slug or a knower's name keeps letters like ı, ł, ș or Greek. So non-ASCII code points and blanks
// become UTF-8 percent escapes, and everything else — existing %XX escapes, the reserved characters of path and
// query — stays as it is.
const NOT_VISIBLE_ASCII = /[^\x21-\x7E]/gu;

export function asciiUrl(url: string): string {
  return url.replace(NOT_VISIBLE_ASCII, (character) => encodeURIComponent(character));
}
