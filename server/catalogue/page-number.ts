// The ?page= of catalogue and profile pages: page 1 has no parameter (one address per page), anything that is not a
// whole number from 2 up is no page at all (the loader answers 404).
export const MAX_PAGE = 10_000;

/** The page asked for, or null when the parameter is not a page. */
export function pageFromQuery(value: string | string[] | undefined): number | null {
  if (value === undefined) return 1;
  if (typeof value !== 'string' || !/^[1-9]\d{0,4}$/.test(value)) return null;
  const page = Number(value);
  return page >= 2 && page <= MAX_PAGE ? page : null;
}
