// A query string of the given string values (others left out), for links that carry redirect and utm_content on.
export function queryString(values: Record<string, unknown>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(values)) if (typeof value === 'string' && value !== '') params.set(key, value);
  const text = params.toString();
  return text ? `?${text}` : '';
}
