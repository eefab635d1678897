// Who may sign up on a country site, by age (decision 029): the hard minimum age of spec §5 (13 in the US, refused
// below it) and the age of digital consent of GDPR article 8 (EU/EEA) and UK GDPR, below which a parent must agree
// before the account is full (the parental-consent path). Both are whole years on the day of sign-up.
import type { CountryCode } from './country-codes';

/** Spec §5: minimum age 13 for the US, none elsewhere. */
const MINIMUM_AGES: Readonly<Partial<Record<CountryCode, number>>> = { US: 13 };

/**
 * GDPR article 8(1): 16 unless a member state set a lower age (not below 13). The ages the member states set, as of
 * 2026 (ISO 3166 codes). Less certain, to check with counsel before relying on them: SI (15 since the 2023 data
 * protection act ZVOP-2, 16 before), ES (14 in LOPDGDD; a 2024 bill proposes 16), BE (13; some sources give 13 only
 * for information society services offered directly), LI (16, the default, no national rule found).
 */
const DIGITAL_CONSENT_AGES = {
  AT: 14, BE: 13, BG: 14, HR: 16, CY: 14, CZ: 15, DK: 13, EE: 13, FI: 13, FR: 15, DE: 16, GR: 15, HU: 16, IE: 16,
  IT: 14, LV: 13, LT: 14, LU: 16, MT: 13, NL: 16, PL: 16, PT: 13, RO: 16, SK: 16, SI: 15, ES: 14, SE: 13,
  // EEA (the GDPR applies through the EEA agreement):
  IS: 13, LI: 16, NO: 13,
  // The United Kingdom's own GDPR (Data Protection Act 2018, section 9): 13.
  GB: 13,
} as const satisfies Record<string, number>;

export type AgeGate = {
  /** Refused below this age (spec §5); null where there is none. */
  minimumAge: number | null;
  /** Below this age (and at or over minimumAge) a parent must consent; null where the law sets none for us. */
  parentalConsentAge: number | null;
};

const consentAgeOf = (code: CountryCode): number | null =>
  Object.hasOwn(DIGITAL_CONSENT_AGES, code) ? DIGITAL_CONSENT_AGES[code as keyof typeof DIGITAL_CONSENT_AGES] : null;

/** The age gate of a country: only countries the product has a site for are asked (CountryCode). */
export function ageGateOf(code: CountryCode): AgeGate {
  const minimumAge = MINIMUM_AGES[code] ?? null;
  const consentAge = consentAgeOf(code);
  // A consent age at or below the minimum age asks nothing more of anyone.
  return { minimumAge, parentalConsentAge: consentAge !== null && (minimumAge === null || consentAge > minimumAge) ? consentAge : null };
}

/** Whole years between a birth date (YYYY-MM-DD) and `today` (UTC), as a birthday counts them. */
export function ageOn(birthDate: string, today: Date): number {
  const [year, month, day] = birthDate.split('-').map(Number) as [number, number, number];
  const age = today.getUTCFullYear() - year;
  const hadBirthday = today.getUTCMonth() + 1 > month || (today.getUTCMonth() + 1 === month && today.getUTCDate() >= day);
  return hadBirthday ? age : age - 1;
}

type AgeVerdict = 'too-young' | 'parental-consent' | 'full';

/** What a sign-up with this birth date gets on a site with this gate. */
export function ageVerdict(gate: AgeGate, birthDate: string, today: Date): AgeVerdict {
  const age = ageOn(birthDate, today);
  if (gate.minimumAge !== null && age < gate.minimumAge) return 'too-young';
  if (gate.parentalConsentAge !== null && age < gate.parentalConsentAge) return 'parental-consent';
  return 'full';
}
