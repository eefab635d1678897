// What the visitor has agreed to, for deciding what the page may send and load. Where the country shows no cookie
// banner (spec §6: only DE/AT/CH, FR, PL, IT, UK and ES ask), nothing is asked and both are taken as given;
// where it does, the stored answer counts, and before one there is none (null: undecided).
import type { Consent } from './consent-cookie';

export type ConsentState = { statistics: boolean; marketing: boolean } | null;

export function effectiveConsent(cookieBannerShown: boolean, stored: Consent | null): ConsentState {
  if (!cookieBannerShown) return { statistics: true, marketing: true };
  return stored ? { statistics: stored.statistics, marketing: stored.marketing } : null;
}
