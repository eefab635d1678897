// Spec §4: whether a country's expansion contest is running at a given moment (both ends inclusive).
import type { CountryConfig } from '../../config/countries/country-config';

export function isExpansionContestRunning(config: CountryConfig, now: Date): boolean {
  const { expansionContestStartOn: startOn, expansionContestEndOn: endOn } = config;
  if (startOn === null || endOn === null) return false;
  const time = now.getTime();
  return Date.parse(startOn) <= time && time <= Date.parse(endOn);
}

/** The config with isExpansionContestRunning computed for `now` (the tables store false). */
export function withContestState(config: CountryConfig, now: Date): CountryConfig {
  return { ...config, isExpansionContestRunning: isExpansionContestRunning(config, now) };
}
