// The web app's version in analytics events (spec §3 appVersion): package.json's version, written here so that
// the browser bundle does not carry package.json. A unit test keeps the two equal.
export const APP_VERSION = '0.1.0';
