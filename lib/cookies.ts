// The one Cookie-header reader of the product, for the server (request headers) and the browser (`document.cookie`):
// the raw value of one cookie, as sent; callers that stored an encoded value decode it themselves.

/** The value of one cookie in a Cookie header or `document.cookie`; undefined when it is not there. */
export function cookieValue(cookieHeader: string | undefined, name: string): string | undefined {
  for (const part of (cookieHeader ?? '').split(';')) {
    const separator = part.indexOf('=');
    if (separator > 0 && part.slice(0, separator).trim() === name) return part.slice(separator + 1).trim();
  }
  return undefined;
}

/** The cookie's value percent-decoded (as js-cookie writes values); undefined when missing or not decodable. */
export function decodedCookieValue(cookieHeader: string | undefined, name: string): string | undefined {
  const value = cookieValue(cookieHeader, name);
  if (value === undefined) return undefined;
  try {
    return decodeURIComponent(value);
  } catch {
    return undefined;
  }
}
