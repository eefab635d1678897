// The pro plan's link parameters of spec §2 besides subscriptionUuid (lib/subscription-uuid-param.ts):
// `subscriptionCode`, a child's code that a parent's link carries (/pro-plan/success and /pro-plan/activate), and
// `utm_content`, the element that sent the user (the page's analytics events' valueId, as on the know page). Each is
// checked against its form; anything else is ignored, so nothing from the address reaches the page or an event
// unchecked.
type Query = Record<string, string | string[] | undefined>;

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value)?.trim() || undefined;

/** A subscription code as the server makes them: letters, digits and dashes, at most 40 characters. */
const CODE_FORM = /^[A-Za-z0-9-]{4,40}$/;
/** An element name: letters, digits, _ and - only, at most 100 characters. */
const CONTENT_FORM = /^[\w-]{1,100}$/;

export function subscriptionCodeOf(query: Query): string | undefined {
  const code = first(query.subscriptionCode);
  return code && CODE_FORM.test(code) ? code : undefined;
}

export function utmContentOf(query: Query): string | undefined {
  const content = first(query.utm_content);
  return content && CONTENT_FORM.test(content) ? content : undefined;
}
