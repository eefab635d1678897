// The country module: resolving a request's country config and the rules computed from a config.
export { countryConfigFor, siteCountryOf } from './resolve-country';
