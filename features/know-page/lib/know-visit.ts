// The know page's route parameters of spec §2 (/knows/{id}?utm_content&referrer&query&sid) that say how the visitor
// got here: `referrer`, the screen that linked the know (the events' referrerScreen), `utm_content`, the element of
// that screen (the events' valueId where they have none of their own). `sid` and the utm source are the attribution's
// (lib/analytics/attribution.ts). Each is checked against its form; anything else is ignored, so that nothing from
// the address reaches an event unchecked.
type Query = Record<string, string | string[] | undefined>;

type KnowVisit = { referrerScreen?: string; utmContent?: string };

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value)?.trim() || undefined;

/** A screen name or path: letters, digits and _ - / . : only, at most 300 characters. */
const SCREEN_FORM = /^[\w\-/.:]{1,300}$/;
/** An element name: letters, digits, _ and - only, at most 100 characters. */
const CONTENT_FORM = /^[\w-]{1,100}$/;

export function knowVisitOf(query: Query): KnowVisit {
  const referrer = first(query.referrer);
  const utmContent = first(query.utm_content);
  return {
    ...(referrer && SCREEN_FORM.test(referrer) ? { referrerScreen: referrer } : {}),
    ...(utmContent && CONTENT_FORM.test(utmContent) ? { utmContent } : {}),
  };
}

/** The event parts a visit gives the know page's own events (flashcards opened, content-duration milestones). */
export function visitEventParts(visit: KnowVisit): { referrerScreen?: string; valueId?: string } {
  return {
    ...(visit.referrerScreen ? { referrerScreen: visit.referrerScreen } : {}),
    ...(visit.utmContent ? { valueId: visit.utmContent } : {}),
  };
}
