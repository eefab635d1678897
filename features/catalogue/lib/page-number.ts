// The ?page= of catalogue and profile lists: page 1 has no parameter (one address per page), anything that is not a
// whole number from 2 up is no page at all.
export const MAX_PAGE = 10_000;

/** The page asked for, or null when the parameter is not a page (the caller answers 404). */
export function pageFromQuery(value: string | string[] | undefined): number | null {
  if (value === undefined) return 1;
  if (typeof value !== 'string' || !/^[1-9]\d{0,4}$/.test(value)) return null;
  const page = Number(value);
  return page >= 2 && page <= MAX_PAGE ? page : null;
}

export function pageHref(path: string, page: number): string {
  return page <= 1 ? path : `${path}?page=${page}`;
}
