// Addresses of the pages of a list: page 1 has no ?page= (one address per page), see server/catalogue/page-number.ts.
export function pageHref(path: string, page: number): string {
  return page <= 1 ? path : `${path}${path.includes('?') ? '&' : '?'}page=${page}`;
}
