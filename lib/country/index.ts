// The country module: resolving a request's country config and the rules computed from a config.
export { CountryConfigMissingError } from './errors';
export { isExpansionContestRunning, withContestState } from './expansion-contest';
export { minimumAgeFor } from './minimum-age';
export { countryConfigFor, countryForHost, countryTable, siteCountryOf } from './resolve-country';
