export { CookieBanner } from './components/cookie-banner';
export { readConsent, saveConsent, type Consent } from './lib/consent-cookie';
