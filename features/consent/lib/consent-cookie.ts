// The visitor's cookie consent (statistics, marketing), kept in a first-party cookie for a year.
import Cookies from 'js-cookie';
import { z } from 'zod';

export const CONSENT_COOKIE = 'knowly_consent';
const CONSENT_DAYS = 365;

const consentSchema = z.object({ statistics: z.boolean(), marketing: z.boolean(), decidedOn: z.string() });
export type Consent = z.infer<typeof consentSchema>;

export function readConsent(): Consent | null {
  const raw = Cookies.get(CONSENT_COOKIE);
  if (!raw) return null;
  try {
    const parsed = consentSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
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
