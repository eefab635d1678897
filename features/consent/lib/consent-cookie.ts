// The visitor's cookie consent (statistics, marketing), kept in a first-party cookie for a year.
import Cookies from 'js-cookie';

export const CONSENT_COOKIE = 'knowly_consent';
const CONSENT_DAYS = 365;

export type Consent = { statistics: boolean; marketing: boolean; decidedOn: string };

// A plain check instead of a zod schema: this runs on every page, and zod would add ~28 kB (gzip) to each of them.
function isConsent(value: unknown): value is Consent {
  if (typeof value !== 'object' || value === null) return false;
  const { statistics, marketing, decidedOn } = value as Record<string, unknown>;
  return typeof statistics === 'boolean' && typeof marketing === 'boolean' && typeof decidedOn === 'string';
}

export function readConsent(): Consent | null {
  const raw = Cookies.get(CONSENT_COOKIE);
  if (!raw) return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    return isConsent(parsed) ? { statistics: parsed.statistics, marketing: parsed.marketing, decidedOn: parsed.decidedOn } : null;
  } catch {
    return null;
  }
}

export function saveConsent(choice: { statistics: boolean; marketing: boolean }): Consent {
  const consent = { ...choice, decidedOn: new Date().toISOString() };
  Cookies.set(CONSENT_COOKIE, JSON.stringify(consent), {
    expires: CONSENT_DAYS,
    sameSite: 'Lax',
    secure: window.location.protocol === 'https:',
  });
  return consent;
}
