// Addresses of the pages of a list: page 1 has no ?page= (one address per page), see server/catalogue/page-number.ts.
export function pageHref(path: string, page: number): string {
  return page <= 1 ? path : `${path}${path.includes('?') ? '&' : '?'}page=${page}`;
}

/** A list's own address from the address of one of its pages: the same path and query, without ?page=. */
export function listPathOf(address: string): string {
  const [path = '', query = ''] = (address.split('#')[0] ?? '').split('?');
  const params = new URLSearchParams(query);
  params.delete('page');
  const rest = params.toString();
  return rest ? `${path}?${rest}` : path;
}
