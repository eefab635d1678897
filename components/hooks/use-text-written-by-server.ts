// Text that costs the browser more to make than to keep: the first date an Intl formatter makes in a page takes 15–30
// ms on a fast machine (its locale data; 60–120 ms at a phone's pace, in one piece React cannot slice), and the server
// has already written it. While React hydrates the element that shows it, the server's text stays (the element carries
// `suppressHydrationWarning`, and React 19 leaves a hydrated element's text as it found it) and `make` is not called;
// once the text's inputs (`key`) change, it is made in the browser as any other.
//
//   const published = useTextWrittenByServer(() => t('publishedOn', { date: longDate(iso, locale) }), `${iso} ${locale}`);
//   <span suppressHydrationWarning>{published}</span>
import { useState } from 'react';
import { useHydrating } from './use-hydrating';

export function useTextWrittenByServer(make: () => string, key: string): string {
  const hydrating = useHydrating();
  const [keptFor] = useState(() => (hydrating && typeof window !== 'undefined' ? key : null));
  return keptFor === key ? '' : make();
}

/** A date as "3. November 2026" in the locale (UTC: the day the server stored). */
export function longDate(iso: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(iso));
}
