// Spec §4 expansion contests: start and end per country, the same in every environment (none elsewhere).
import type { CountryCode } from './country-config';

export type ExpansionContest = { startOn: string; endOn: string };

/** Both ends are inclusive; a contest runs from the first second of its first day to the last second of its last day (UTC). */
export const EXPANSION_CONTESTS: Readonly<Partial<Record<CountryCode, ExpansionContest>>> = {
  MX: { startOn: '2024-10-20T00:00:00Z', endOn: '2024-11-01T23:59:59Z' },
  TR: { startOn: '2024-07-18T00:00:00Z', endOn: '2024-08-12T23:59:59Z' },
  DE: { startOn: '2025-06-17T00:00:00Z', endOn: '2025-06-22T23:59:59Z' },
};
