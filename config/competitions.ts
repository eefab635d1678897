// Knower competitions (issue 20, decision 034): where a monthly competition runs, its prizes and what qualifies.
// Each competition lasts one calendar month (UTC): from the first of the month 00:00 to the first of the next. The
// knowers with the most qualifying knows of the month win the prizes in order — a know qualifies when it was published
// in the month, in the competition's country, is public (not private) and still published (not rejected, removed or
// back in review). Prizes are integer minor units of the country's payout currency, each within the country's payout
// limit and above its minimum (a test checks), because a winner's prize is paid out as a payout request.
// No competition runs where payouts are hidden (CL, AR, PE, MX; a test checks).
import { payoutCurrency } from './payout-limits';
import type { CountryCode } from './countries/country-config';

type CompetitionRules = Readonly<{
  /** Prizes by rank: prizes[0] for the first place. */
  prizes: readonly number[];
  /** The fewest qualifying knows a winner must have. */
  minimumKnows: number;
}>;

export const COMPETITION_RULES: Readonly<Partial<Record<CountryCode, CompetitionRules>>> = {
  DE: { prizes: [10000, 5000, 2500], minimumKnows: 1 },
  FR: { prizes: [5000, 2500, 1000], minimumKnows: 1 },
};

/** How long a winner's mailed link to the payout form works. */
export const COMPETITION_FORM_LIFETIME_MS = 30 * 24 * 60 * 60 * 1000;

export type Competition = {
  /** `<country>-<yyyy-mm>`: the competition's stable key (jobs, ledger transfers, winners). */
  key: string;
  country: CountryCode;
  month: string;
  startsOn: Date;
  endsOn: Date;
  currency: string;
  prizes: readonly number[];
  minimumKnows: number;
};

/** The month (yyyy-mm, UTC) of a moment. */
export const competitionMonth = (at: Date): string => at.toISOString().slice(0, 7);

/** The competition of a country in a month (yyyy-mm), or null where none runs. */
export function competitionOf(country: CountryCode, month: string): Competition | null {
  const rules = COMPETITION_RULES[country];
  if (!rules) return null;
  const [year, monthIndex] = month.split('-').map(Number) as [number, number];
  return {
    key: `${country}-${month}`,
    country,
    month,
    startsOn: new Date(Date.UTC(year, monthIndex - 1, 1)),
    endsOn: new Date(Date.UTC(year, monthIndex, 1)),
    currency: payoutCurrency(country),
    prizes: rules.prizes,
    minimumKnows: rules.minimumKnows,
  };
}

export const competitionCountries = (): CountryCode[] => Object.keys(COMPETITION_RULES) as CountryCode[];
